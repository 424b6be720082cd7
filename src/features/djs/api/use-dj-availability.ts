import { isValidDjId, parseIsoDate } from '../../../domain';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { type LiveDoc } from '../../../lib/firebase/live-states';

export interface DjAvailability {
  /** Days ('YYYY-MM-DD') the DJ already has a confirmed booking. */
  bookedDates: ReadonlySet<string>;
}

/** Until the document arrives, when it is missing, or when it cannot be read. */
export const NO_BOOKED_DATES: ReadonlySet<string> = new Set();

/** djAvailability/{djId} as the calendar reads it (the server renders with it too). */
export function parseAvailability(_id: string, data: Record<string, unknown>): DjAvailability {
  const dates: unknown = data.bookedDates;
  const valid = Array.isArray(dates)
    ? dates.filter((d): d is string => typeof d === 'string' && parseIsoDate(d) !== null)
    : [];
  return { bookedDates: new Set(valid) };
}

const availabilityConverter = readOnlyConverter(parseAvailability);

/** The page seed of a DJ's calendar. */
export const availabilitySeedName = (djId: string): string => `djAvailability/${djId}`;

/**
 * djAvailability/{djId} = { bookedDates: ['YYYY-MM-DD'] }, public and live.
 * A missing or unreadable document means nothing is booked: the calendar
 * only greys days out, and the booking is checked again when it is created.
 */
export function useDjAvailability(djId: string): LiveDoc<DjAvailability> {
  return useLiveDoc(
    isValidDjId(djId) ? `djAvailability/${djId}` : null,
    (db, { doc }) => doc(db, 'djAvailability', djId).withConverter(availabilityConverter),
    { seed: availabilitySeedName(djId) },
  );
}
