import { isValidDjId } from '../../../domain';
import {
  NO_UNAVAILABLE_DAYS,
  publicAvailabilityOf,
  type PublicAvailability,
} from '../../../domain/unavailable-days';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { type LiveDoc } from '../../../lib/firebase/live-states';

/** The DJ's booked and blocked days, as anyone may see them (never why a day is blocked). */
export type DjAvailability = PublicAvailability;

/** Until the document arrives, when it is missing, or when it cannot be read. */
export const NO_BOOKED_DATES: DjAvailability = NO_UNAVAILABLE_DAYS;

/** djAvailability/{djId} as the calendar reads it (the server renders with it too). */
export function parseAvailability(_id: string, data: Record<string, unknown>): DjAvailability {
  return publicAvailabilityOf(data);
}

const availabilityConverter = readOnlyConverter(parseAvailability);

/** The page seed of a DJ's calendar. */
export const availabilitySeedName = (djId: string): string => `djAvailability/${djId}`;

/**
 * djAvailability/{djId} = { bookedDates, blockedDates, blockedWeekdays }, public and live.
 * A missing or unreadable document means every day is free: the calendar only greys days
 * out, and the booking is checked again when it is created.
 */
export function useDjAvailability(djId: string): LiveDoc<DjAvailability> {
  return useLiveDoc(
    isValidDjId(djId) ? `djAvailability/${djId}` : null,
    (db, { doc }) => doc(db, 'djAvailability', djId).withConverter(availabilityConverter),
    { seed: availabilitySeedName(djId) },
  );
}
