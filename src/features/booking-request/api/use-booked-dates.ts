import { doc } from 'firebase/firestore';
import { isValidDjId } from '../../../domain';
import {
  NO_UNAVAILABLE_DAYS,
  publicAvailabilityOf,
  type PublicAvailability,
} from '../../../domain/unavailable-days';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';

const unavailableDaysConverter = readOnlyConverter((_id, data) => publicAvailabilityOf(data));

/**
 * djAvailability/{djId} (public, live): the days the DJ already has a confirmed booking or
 * has blocked. None while loading, when there is no document or when the read fails:
 * createPayment checks the date again, so this only saves a round trip.
 */
export function useUnavailableDays(djId: string): PublicAvailability {
  const { data } = useLiveDoc(isValidDjId(djId) ? `djAvailability/${djId}` : null, (db) =>
    doc(db, 'djAvailability', djId).withConverter(unavailableDaysConverter),
  );
  return data ?? NO_UNAVAILABLE_DAYS;
}
