import { doc } from 'firebase/firestore';
import { isValidDjId, parseIsoDate } from '../../../domain';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';

const NONE: ReadonlySet<string> = new Set();

const bookedDatesConverter = readOnlyConverter((_id, data): ReadonlySet<string> => {
  const dates: unknown = data.bookedDates;
  if (!Array.isArray(dates)) return NONE;
  return new Set(dates.filter((d): d is string => typeof d === 'string' && !!parseIsoDate(d)));
});

/**
 * djAvailability/{djId}.bookedDates (public, live): the days the DJ already
 * has a confirmed booking. Empty while loading, when there is no document or
 * when the read fails: createPayment checks the date again, so this only
 * saves a round trip.
 */
export function useBookedDates(djId: string): ReadonlySet<string> {
  const { data } = useLiveDoc(isValidDjId(djId) ? `djAvailability/${djId}` : null, (db) =>
    doc(db, 'djAvailability', djId).withConverter(bookedDatesConverter),
  );
  return data ?? NONE;
}
