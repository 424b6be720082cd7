/**
 * When a notification arrived, as the bell shows it: "Today, 3:42 PM", "Yesterday, 9:05 AM",
 * "Mon, 3:42 PM" within the week, "Mon, Dec 1, 3:42 PM" within the year, "Dec 1, 2025, 3:42 PM"
 * before that. Always a clock time: the bell does not re-render on a timer, so a relative "5
 * min ago" would go stale while the list stays open.
 *
 * Unlike format.ts this goes through `Intl`: the point is the reader's own clock (12 or 24
 * hours, the order of day and month) and time zone, which only the browser knows. Both are
 * parameters (the runtime's when left out), so tests fix them and get the same text anywhere.
 * The words Today and Yesterday are English, like the rest of the app.
 */

export interface NotificationTimeOptions {
  /** BCP 47 locale(s); the runtime's (the browser's) when left out. */
  locale?: string | readonly string[];
  /** IANA zone ('Europe/Berlin'); the runtime's when left out. */
  timeZone?: string;
}

const DAY_MS = 86_400_000;

/** ICU puts a narrow no-break space before AM/PM in some versions: one space for everyone. */
const tidy = (text: string): string => text.replace(/[\u202f\u00a0]/g, ' ');

function format(at: Date, options: NotificationTimeOptions, fields: Intl.DateTimeFormatOptions) {
  const locales = options.locale === undefined ? undefined : [...[options.locale].flat()];
  return tidy(
    new Intl.DateTimeFormat(locales, { ...fields, timeZone: options.timeZone }).format(at),
  );
}

/** The calendar day of `at` in the zone, as a count of days, to compare two instants' days. */
function dayNumber(at: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** '' for an invalid date, so a malformed document shows no time rather than "Invalid Date". */
export function formatNotificationTime(
  at: Date,
  now: Date,
  options: NotificationTimeOptions = {},
): string {
  if (Number.isNaN(at.getTime()) || Number.isNaN(now.getTime())) return '';
  // A server clock a little ahead of this device's is still "today", not a future date.
  const days = Math.max(0, dayNumber(now, options.timeZone) - dayNumber(at, options.timeZone));
  const time = format(at, options, TIME);
  if (days === 0) return `Today, ${time}`;
  if (days === 1) return `Yesterday, ${time}`;
  // Like Today and Yesterday: en-US alone would print "Tue 3:42 PM".
  if (days < 7) return `${format(at, options, { weekday: 'short' })}, ${time}`;
  const sameYear =
    format(at, options, { year: 'numeric' }) === format(now, options, { year: 'numeric' });
  return sameYear
    ? format(at, options, { weekday: 'short', month: 'short', day: 'numeric', ...TIME })
    : format(at, options, { month: 'short', day: 'numeric', year: 'numeric', ...TIME });
}

/** The full date and time, for the `title` of the short form (a hover or long-press says it). */
export function formatNotificationTimeFull(
  at: Date,
  options: NotificationTimeOptions = {},
): string {
  if (Number.isNaN(at.getTime())) return '';
  return format(at, options, { dateStyle: 'full', timeStyle: 'short' });
}
