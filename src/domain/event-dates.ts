/**
 * How far ahead an event may be dated: bookings, saved events, and every date picker
 * (decision 0031). Without it, 9999-12-31 was accepted and the DJ's accept then failed with
 * `internal` (the payout's due date lay past Firestore's timestamp range). The server checks
 * it (createPayment, saveEvent); the forms and pickers show the same bound.
 */
import { parseIsoDate } from './format';

export const EVENT_DATE_MAX_YEARS_AHEAD = 2;

export const EVENT_DATE_TOO_FAR = `The event date can be at most ${EVENT_DATE_MAX_YEARS_AHEAD} years ahead.`;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The last allowed date ('YYYY-MM-DD') for a date range starting on `from` ('YYYY-MM-DD'):
 * the same day EVENT_DATE_MAX_YEARS_AHEAD years later (28 February for a 29 February).
 */
export function latestEventDateFrom(from: string): string {
  const parts = parseIsoDate(from);
  if (!parts) throw new RangeError(`from must be 'YYYY-MM-DD', got ${from}`);
  const year = parts.year + EVENT_DATE_MAX_YEARS_AHEAD;
  const day = parts.month === 2 && parts.day === 29 ? 28 : parts.day;
  return `${pad(year, 4)}-${pad(parts.month)}-${pad(day)}`;
}

/** The last allowed event date at `now`: its UTC date, EVENT_DATE_MAX_YEARS_AHEAD years on. */
export function latestEventDate(now: Date): string {
  return latestEventDateFrom(now.toISOString().slice(0, 10));
}

/**
 * Whether an event instant is within the bound at `now`: on or before the end of the last
 * allowed UTC date (a saved event's date-time, which the browser sends as an instant).
 */
export function isWithinEventHorizon(eventAt: Date, now: Date): boolean {
  const lastDayEnd = Date.parse(`${latestEventDate(now)}T23:59:59.999Z`);
  return eventAt.getTime() <= lastDayEnd;
}
