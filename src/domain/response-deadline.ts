import { eventStartOf, PENDING_MAX_AGE_MS } from './booking-record';

/**
 * When an unanswered request expires (issue 40, item 4): 5 days after it was made, or the
 * event's start (00:00 UTC of its date, when accepting closes) if that comes first. The one
 * rule the scheduler expires requests by (booking-lifecycle's isDueToExpire, the table's
 * `requestTimedOut` guard), the reminders count back from, and both parties read on screen.
 * Null for a date that is not a valid 'YYYY-MM-DD': no DJ can accept that request, so it is
 * due at once (isPastResponseDeadline), and there is no time to show.
 */
export function responseDeadlineOf(requestedAt: Date | null, eventDate: string): Date | null {
  const start = eventStartOf(eventDate);
  if (start === null) return null;
  if (!requestedAt || Number.isNaN(requestedAt.getTime())) return start;
  const byAge = new Date(requestedAt.getTime() + PENDING_MAX_AGE_MS);
  return byAge < start ? byAge : start;
}

/** Whether the request is due to expire at `now`: its deadline has come, or it has none. */
export function isPastResponseDeadline(
  requestedAt: Date | null,
  eventDate: string,
  now: Date,
): boolean {
  const deadline = responseDeadlineOf(requestedAt, eventDate);
  return deadline === null || now.getTime() >= deadline.getTime();
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The DJ's reminders before a request expires, latest last (GigSalad reminds at 24, 12 and 4
 * hours; two are enough to reach a DJ who missed the first push without nagging). Each is
 * sent once per request: its notice id is derived from the booking and the key.
 */
export const RESPONSE_REMINDERS = [
  { key: '24h', beforeMs: 24 * HOUR_MS, words: '24 hours' },
  { key: '4h', beforeMs: 4 * HOUR_MS, words: '4 hours' },
] as const;

export type ResponseReminderKey = (typeof RESPONSE_REMINDERS)[number]['key'];

/**
 * The reminder due at `now` for a request with this deadline: the latest one whose time has
 * come and that is still before the deadline. A request made 3 hours before its deadline gets
 * neither a 24 h nor a 4 h reminder late: the DJ's new-request notice is hours old at most.
 * Null when none is due, or the deadline has passed (the expiry tells the client).
 */
export function dueResponseReminder(
  deadline: Date,
  requestedAt: Date | null,
  now: Date,
): (typeof RESPONSE_REMINDERS)[number] | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return null;
  let due: (typeof RESPONSE_REMINDERS)[number] | null = null;
  for (const reminder of RESPONSE_REMINDERS) {
    const at = deadline.getTime() - reminder.beforeMs;
    // Only reminders whose time came after the request was made: a request made with 10
    // hours left never hears "24 hours left".
    const afterRequest = requestedAt === null || at > requestedAt.getTime();
    if (left <= reminder.beforeMs && afterRequest) due = reminder;
  }
  return due;
}

/** How far back the scheduler looks for requests due a reminder: deadlines within this. */
export const REMINDER_LOOKAHEAD_MS = RESPONSE_REMINDERS[0].beforeMs;

export interface DeadlineTextOptions {
  /** IANA zone; the runtime's when left out (tests fix it). */
  timeZone?: string;
}

/** ICU puts narrow no-break spaces in some versions: plain spaces for everyone. */
const tidy = (text: string): string => text.replace(/[\u202f\u00a0]/g, ' ');

/**
 * 'Tue 3 Dec, 18:00' in the reader's zone: day first and a 24-hour clock, so it reads the
 * same on every phone and cannot be taken for a date in another order.
 */
export function deadlineText(deadline: Date, options: DeadlineTextOptions = {}): string {
  if (Number.isNaN(deadline.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: options.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(deadline);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    tidy(parts.find((p) => p.type === type)?.value ?? '');
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}

/** 'Respond by Tue 3 Dec, 18:00': what the DJ sees on a pending request. */
export const respondByText = (deadline: Date, options: DeadlineTextOptions = {}): string =>
  `Respond by ${deadlineText(deadline, options)}`;

/** 'DJ responds by Tue 3 Dec, 18:00': the same instant, as the client reads it. */
export const djRespondsByText = (deadline: Date, options: DeadlineTextOptions = {}): string =>
  `DJ responds by ${deadlineText(deadline, options)}`;

/**
 * In the request's last day, how long is left: '5 h 20 min left', '42 min left', 'Less than a
 * minute left'. Null earlier (the date is enough) and once it has passed.
 */
export function countdownText(deadline: Date, now: Date): string | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0 || left > 24 * HOUR_MS) return null;
  const minutes = Math.floor(left / 60_000);
  if (minutes < 1) return 'Less than a minute left';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min left`;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}

/** users/{dj}/notifications/{id} of a reminder: one per request and reminder, so create() once. */
export const responseReminderId = (bookingId: string, key: ResponseReminderKey): string =>
  `${bookingId}_reminder_${key}`;

/**
 * What the DJ's reminder says. No clock time: the server does not know the DJ's zone, and
 * "in 4 hours" is true wherever they are; the booking page shows the deadline in theirs.
 */
export function responseReminderNotice(
  clientName: string,
  eventDay: string,
  reminder: (typeof RESPONSE_REMINDERS)[number],
): { type: 'response_reminder'; title: string; body: string } {
  const client = clientName.trim() || 'A client';
  return {
    type: 'response_reminder',
    title: `Request expires in ${reminder.words}`,
    body: `${client}'s request for ${eventDay} expires in ${reminder.words}. Accept or decline it before then; after that the client is told, and the hold on their card is released.`,
  };
}
