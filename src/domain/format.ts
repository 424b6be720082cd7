/**
 * Display formats (spec: dates like 'Jan 5, 2024', ratings to one decimal).
 * Hand-written rather than `Intl`/`toLocaleDateString` so browser, Node and
 * tests print the same text whatever their locale data.
 *
 * Time zones: a Date is an instant, and these functions read it with the
 * Date's local getters, i.e. in the time zone of the machine running them.
 * In the browser that is the viewer's zone, which is what a person expects
 * for "when is this event". Do not call them on the server for user-facing
 * text (functions run in UTC), except with the 'utc' clock and a label that
 * says so. Date-only values ('YYYY-MM-DD', a booking's
 * event day) have no time zone at all: format them with `formatIsoDate`,
 * which never goes through a Date and cannot shift the day.
 */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad2 = (n: number): string => String(n).padStart(2, '0');

const isValidDate = (date: Date): boolean => date instanceof Date && !Number.isNaN(date.getTime());

/**
 * The clock a Date is read with: the machine's own ('local', the viewer's in a browser) or
 * UTC, for text a server renders before the browser knows the viewer's zone (say so beside
 * it).
 */
export type Clock = 'local' | 'utc';

const fieldsOf = (date: Date, clock: Clock) =>
  clock === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };

/** 'Jan 5, 2024' (MMM d, yyyy) in local time; '' for an invalid date, so a bad value shows nothing. */
export function formatEventDate(date: Date, clock: Clock = 'local'): string {
  if (!isValidDate(date)) return '';
  const { year, month, day } = fieldsOf(date, clock);
  return `${MONTH_ABBREVIATIONS[month]} ${day}, ${year}`;
}

/** '20:05' (HH:mm, 24-hour) in local time; '' for an invalid date. */
export function formatEventTime(date: Date, clock: Clock = 'local'): string {
  if (!isValidDate(date)) return '';
  const { hours, minutes } = fieldsOf(date, clock);
  return `${pad2(hours)}:${pad2(minutes)}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of a real calendar date 'YYYY-MM-DD', or null. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one; UTC avoids DST gaps.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** 'YYYY-MM-DD' → 'Jan 5, 2024' without time-zone conversion; '' when not a real date. */
export function formatIsoDate(value: string): string {
  const parts = parseIsoDate(value);
  if (!parts) return '';
  return `${MONTH_ABBREVIATIONS[parts.month - 1]} ${parts.day}, ${parts.year}`;
}

/** Today's date as 'YYYY-MM-DD' in the local time of `now` (the booking form's default). */
export function toIsoDate(now: Date): string {
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}

/** An average rating to one decimal ('4.5'); '0.0' when there is none yet. */
export function formatRating(average: number | null | undefined): string {
  if (typeof average !== 'number' || !Number.isFinite(average)) return '0.0';
  // Round in tenths first: (4.35).toFixed(1) is '4.3' because 4.35 is 4.3499… in binary.
  return (Math.round(average * 10) / 10).toFixed(1);
}

/**
 * The value of a <input type="datetime-local">: 'YYYY-MM-DDTHH:mm' in local
 * time. (The spec's "first 16 characters of the ISO string" would show UTC
 * in the input, off by the viewer's offset.) '' for an invalid date.
 */
export function formatDateTimeLocalInput(date: Date): string {
  if (!isValidDate(date)) return '';
  return `${toIsoDate(date)}T${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

const DATE_TIME_LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/**
 * Reads a datetime-local value ('YYYY-MM-DDTHH:mm') as local time; null when
 * malformed. Call it in the browser, where local time is the person's.
 */
export function parseDateTimeLocalInput(value: string): Date | null {
  const match = DATE_TIME_LOCAL.exec(value);
  const date = match ? parseIsoDate(match[1] ?? '') : null;
  if (!match || !date) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return null;
  return new Date(date.year, date.month - 1, date.day, hours, minutes);
}
