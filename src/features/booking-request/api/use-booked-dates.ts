import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { isValidDjId, parseIsoDate } from '../../../domain';

const NONE: ReadonlySet<string> = new Set();

/** The valid 'YYYY-MM-DD' strings of a djAvailability document's bookedDates. */
export function parseBookedDates(data: Record<string, unknown> | undefined): ReadonlySet<string> {
  const dates: unknown = data?.bookedDates;
  if (!Array.isArray(dates)) return NONE;
  return new Set(dates.filter((d): d is string => typeof d === 'string' && !!parseIsoDate(d)));
}

/**
 * djAvailability/{djId}.bookedDates (public, live): the days the DJ already
 * has a confirmed booking. Empty while loading or when the read fails —
 * createPayment checks the date again, so this only saves a round trip.
 */
export function useBookedDates(djId: string): ReadonlySet<string> {
  const firestore = useFirestore();
  const valid = isValidDjId(djId);
  const [result, setResult] = useState<{ djId: string; dates: ReadonlySet<string> } | null>(null);

  useEffect(() => {
    if (!valid) return undefined;
    return onSnapshot(doc(firestore, 'djAvailability', djId), {
      next: (snapshot) => setResult({ djId, dates: parseBookedDates(snapshot.data()) }),
      error: () => setResult({ djId, dates: NONE }),
    });
  }, [firestore, djId, valid]);

  return result && result.djId === djId ? result.dates : NONE;
}
