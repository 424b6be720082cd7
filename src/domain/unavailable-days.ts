// Whether a DJ can be booked on a day, as anyone may know it (issue 41): the public summary of
// djAvailability/{djId} (booked days, blocked days, blocked weekdays) and the one rule that
// reads it, for the profile calendar, the booking form, discovery and createPayment. Kept apart
// from availability.ts (the DJ's blocks) because the public pages load it.
import { weekdayOf } from './calendar-days';
import { parseIsoDate } from './format';

/** What anyone may know about a DJ's days: no notes, no sources, no bookings. */
export interface PublicAvailability {
  bookedDates: readonly string[];
  blockedDates: readonly string[];
  blockedWeekdays: readonly number[];
}

/** A DJ with no booked or blocked day (or whose calendar has not arrived). */
export const NO_UNAVAILABLE_DAYS: PublicAvailability = {
  bookedDates: [],
  blockedDates: [],
  blockedWeekdays: [],
};

/** What a booking for a DJ's unavailable day is refused with (form and createPayment). */
export const DJ_UNAVAILABLE_ON_DATE =
  'This DJ is not available on this date. Please choose another date.';

/** Whether `date` is one of the DJ's unavailable days, and why (never why publicly). */
export function unavailability(
  date: string,
  availability: PublicAvailability,
): 'booked' | 'blocked' | null {
  if (availability.bookedDates.includes(date)) return 'booked';
  if (availability.blockedDates.includes(date)) return 'blocked';
  if (parseIsoDate(date) && availability.blockedWeekdays.includes(weekdayOf(date))) {
    return 'blocked';
  }
  return null;
}

export const isUnavailableOn = (date: string, availability: PublicAvailability): boolean =>
  unavailability(date, availability) !== null;

const datesIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? [
        ...new Set(value.filter((d): d is string => typeof d === 'string' && !!parseIsoDate(d))),
      ].sort()
    : [];

/**
 * djAvailability/{djId} (or its copy on djs/{djId}) as the public summary: what is not a
 * real date or weekday is left out, so a malformed field can only show a DJ as free, and
 * booking is checked on the server anyway.
 */
export function publicAvailabilityOf(data: unknown): PublicAvailability {
  const raw = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const weekdays = Array.isArray(raw.blockedWeekdays) ? raw.blockedWeekdays : [];
  return {
    bookedDates: datesIn(raw.bookedDates),
    blockedDates: datesIn(raw.blockedDates),
    blockedWeekdays: [
      ...new Set(
        weekdays.filter(
          (d): d is number => typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 6,
        ),
      ),
    ].sort((a, b) => a - b),
  };
}
