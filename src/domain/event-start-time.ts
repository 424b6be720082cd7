/**
 * A booking's event start time (issue 38, item 10): when the DJ should be playing, as the
 * client gives it. Stored as 'HH:MM' (24 h) beside the date-only `eventDate`, with no time
 * zone: like the date, it is the wall-clock time at the venue, and is never read through a
 * Date (format.ts explains why). Bookings made before the field existed have none.
 */
export const START_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form's starting value: an evening party is the commonest booking. */
export const DEFAULT_START_TIME = '19:00';

// The spec has no text for this field; these are ours.
export const START_TIME_LABEL = 'Start time';
export const INVALID_START_TIME = 'Enter a start time, like 7:00 PM.';
/** Shown where a booking made before start times were asked for has none. */
export const START_TIME_NOT_GIVEN = 'Start time not given';

export function isStartTime(value: unknown): value is string {
  return typeof value === 'string' && START_TIME_PATTERN.test(value);
}

/** '19:00' → '7:00 PM', '00:30' → '12:30 AM'; anything else → START_TIME_NOT_GIVEN. */
export function formatStartTime(value: unknown): string {
  if (!isStartTime(value)) return START_TIME_NOT_GIVEN;
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
