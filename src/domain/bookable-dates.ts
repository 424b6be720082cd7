// Which days can be booked, decided once for the profile calendar, the booking form's schema
// and createPayment (docs/decisions/0038-the-day-picked-is-the-day-booked.md). Each used to
// have its own "today": the calendar the viewer's local date, the form the first date whose
// 00:00 UTC is still ahead, so a day the calendar let you pick was quietly replaced by the next.
import {
  DJ_UNAVAILABLE_ON_DATE,
  NO_UNAVAILABLE_DAYS,
  unavailability,
  type PublicAvailability,
} from './unavailable-days';
import { DAY_MS, earliestBookableDate, earliestToday } from './booking-record';
import { EVENT_DATE_TOO_FAR, latestEventDateFrom } from './event-dates';
import { parseIsoDate } from './format';

/** The bookable dates at one instant ('YYYY-MM-DD', compared as strings). */
export interface BookableWindow {
  /** Dates before this one are over everywhere on Earth (`earliestToday`). */
  pastBefore: string;
  /** The first bookable date: the first whose event start (00:00 UTC) is still ahead. */
  first: string;
  /** The last bookable date, EVENT_DATE_MAX_YEARS_AHEAD years after `first` (decision 0031). */
  last: string;
}

/**
 * The bookable dates at `now`. Only UTC counts, so the viewer's time zone cannot change the
 * answer: a browser in Honolulu, one in Tokyo and the server all get the same window.
 */
export function bookableWindow(now: Date): BookableWindow {
  const first = earliestBookableDate(now);
  return { pastBefore: earliestToday(now), first, last: latestEventDateFrom(first) };
}

/**
 * The window whose first bookable date is `first`: the one in force all through the UTC day
 * before it (tests and callers that hold a date, not an instant).
 */
export function bookableWindowFrom(first: string): BookableWindow {
  const parts = parseIsoDate(first);
  if (!parts) throw new RangeError(`first must be 'YYYY-MM-DD', got ${first}`);
  const noonBefore = Date.UTC(parts.year, parts.month - 1, parts.day) - DAY_MS / 2;
  return bookableWindow(new Date(noonBefore));
}

/** Why a date cannot be booked. */
/** `unavailable`: a day the DJ blocked, whose reason is never said publicly (issue 41). */
export const DATE_REFUSALS = [
  'invalid',
  'past',
  'closed',
  'too-far',
  'booked',
  'unavailable',
] as const;
export type DateRefusal = (typeof DATE_REFUSALS)[number];

/**
 * Why `date` cannot be booked in `bookable`, or null when it can. `days` are the DJ's booked
 * and blocked days (djAvailability's public summary); the server's schema passes none and
 * createPayment checks the bookings and the calendar itself.
 */
export function dateRefusal(
  date: string,
  bookable: BookableWindow,
  days: PublicAvailability = NO_UNAVAILABLE_DAYS,
): DateRefusal | null {
  if (!parseIsoDate(date)) return 'invalid';
  if (date < bookable.pastBefore) return 'past';
  if (date < bookable.first) return 'closed';
  if (date > bookable.last) return 'too-far';
  const unavailable = unavailability(date, days);
  if (unavailable === 'booked') return 'booked';
  if (unavailable === 'blocked') return 'unavailable';
  return null;
}

export function isBookableDate(
  date: string,
  bookable: BookableWindow,
  days: PublicAvailability = NO_UNAVAILABLE_DAYS,
): boolean {
  return dateRefusal(date, bookable, days) === null;
}

// The spec has no texts for these; they are ours. The form shows them under the date and
// createPayment refuses with the same words.
export const INVALID_EVENT_DATE = 'Please enter a valid date.';
export const EVENT_DATE_IN_PAST = 'The event date cannot be in the past.';
export const BOOKING_DATE_CLOSED =
  'Bookings for this date have closed: a request must be made before the event date begins (00:00 UTC). Please choose a later date.';
export const DATE_ALREADY_BOOKED = 'This date is already booked. Please choose another date.';

/** What the booking form and createPayment say about a date that cannot be booked. */
export const DATE_REFUSAL_MESSAGES: Readonly<Record<DateRefusal, string>> = {
  invalid: INVALID_EVENT_DATE,
  past: EVENT_DATE_IN_PAST,
  closed: BOOKING_DATE_CLOSED,
  'too-far': EVENT_DATE_TOO_FAR,
  booked: DATE_ALREADY_BOOKED,
  unavailable: DJ_UNAVAILABLE_ON_DATE,
};

/** The reason a calendar day names after "not available" (its accessible name). */
export const DATE_REFUSAL_LABELS: Readonly<Record<DateRefusal, string>> = {
  invalid: 'not a date',
  past: 'past',
  closed: 'bookings closed',
  'too-far': 'too far ahead',
  booked: 'booked',
  unavailable: 'unavailable',
};

/** Under the calendar while it shows a day from the viewer's today on that has closed. */
export const CALENDAR_CLOSED_NOTE =
  'Greyed-out days from today on have closed: a request must be made before the day begins at 00:00 UTC.';
