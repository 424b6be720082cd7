import {
  doc,
  onSnapshot,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { isValidDjId, parseIsoDate } from '../../../domain';

export interface DjAvailability {
  /** Days ('YYYY-MM-DD') the DJ already has a confirmed booking. */
  bookedDates: ReadonlySet<string>;
}

const NONE: DjAvailability = { bookedDates: new Set() };

// Module-level converter (engineering guide, convention 2), never built during render.
const availabilityConverter: FirestoreDataConverter<DjAvailability> = {
  toFirestore: (): DocumentData => {
    throw new Error('djAvailability is maintained by Cloud Functions only');
  },
  fromFirestore: (snap: QueryDocumentSnapshot): DjAvailability => {
    const dates: unknown = snap.data().bookedDates;
    const valid = Array.isArray(dates)
      ? dates.filter((d): d is string => typeof d === 'string' && parseIsoDate(d) !== null)
      : [];
    return { bookedDates: new Set(valid) };
  },
};

export type DjAvailabilityState =
  | { status: 'loading'; availability: DjAvailability }
  | { status: 'ready'; availability: DjAvailability }
  /** Shown as "no booked dates": the booking function checks the date again anyway. */
  | { status: 'error'; availability: DjAvailability };

/**
 * djAvailability/{djId} = { bookedDates: ['YYYY-MM-DD'] }, public and live.
 * A missing document means nothing is booked. The calendar only greys days
 * out; whether a date is free is decided again when the booking is created.
 */
export function useDjAvailability(djId: string): DjAvailabilityState {
  const firestore = useFirestore();
  const valid = isValidDjId(djId);
  const [result, setResult] = useState<{ djId: string; state: DjAvailabilityState } | null>(null);

  useEffect(() => {
    if (!valid) return undefined;
    const ref = doc(firestore, 'djAvailability', djId).withConverter(availabilityConverter);
    return onSnapshot(ref, {
      next: (snapshot) =>
        setResult({ djId, state: { status: 'ready', availability: snapshot.data() ?? NONE } }),
      error: () => setResult({ djId, state: { status: 'error', availability: NONE } }),
    });
  }, [firestore, djId, valid]);

  if (!valid) return { status: 'error', availability: NONE };
  return result && result.djId === djId ? result.state : { status: 'loading', availability: NONE };
}
