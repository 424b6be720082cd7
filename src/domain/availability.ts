// The days a DJ can be booked (issue 41): booked days come from confirmed bookings, blocked
// days from the DJ (single days, ranges, a weekday rule) and from a busy calendar the DJ
// connected. One rule for the profile calendar, discovery's "free on my date", the booking
// form and createPayment; the functions keep the public summary (djAvailability/{djId} and its
// copy on djs/{djId}) and the blocks themselves stay private, notes and all.
import { daysBetween, daysFromTo, weekdayOf, WEEKDAY_NAMES } from './calendar-days';
import { formatIsoDate, parseIsoDate } from './format';
import type { PublicAvailability } from './unavailable-days';

export * from './unavailable-days';

/** Who made a block: the DJ on the Availability tab, or the import of their busy calendar. */
export const BLOCK_SOURCES = ['manual', 'calendar'] as const;
export type BlockSource = (typeof BLOCK_SOURCES)[number];

/** A run of days, one day when `from` equals `to`. */
export interface DatesBlock {
  kind: 'dates';
  from: string;
  to: string;
}

/** Every such weekday ("never Mondays"): 0 = Sunday … 6 = Saturday. */
export interface WeekdayBlock {
  kind: 'weekday';
  weekday: number;
}

export type BlockSpan = DatesBlock | WeekdayBlock;

export interface AvailabilityBlock<At = Date> {
  id: string;
  span: BlockSpan;
  /** Seen by the DJ only; '' for none. */
  note: string;
  source: BlockSource;
  createdAt: At | null;
}

export const BLOCK_NOTE_MAX = 100;
/** A range covers at most a year: longer absences are a profile to pause, not days to block. */
export const BLOCK_RANGE_MAX_DAYS = 366;
/** Blocks a DJ makes by hand; an imported calendar's busy days are not counted here. */
export const MANUAL_BLOCKS_MAX = 100;

export const BLOCK_DATES_INVALID = 'Please choose a valid day, or a first and last day.';
export const BLOCK_RANGE_BACKWARDS = 'The last day must be on or after the first day.';
export const BLOCK_RANGE_TOO_LONG = `A range can be at most ${BLOCK_RANGE_MAX_DAYS} days.`;
export const BLOCK_IN_PAST = 'Days that have passed cannot be blocked.';
export const BLOCK_WEEKDAY_INVALID = 'Please choose a day of the week.';
export const BLOCK_NOTE_INVALID = 'A note must be text.';
export const BLOCK_NOTE_TOO_LONG = `Notes can be at most ${BLOCK_NOTE_MAX} characters.`;
export const TOO_MANY_BLOCKS = `You can have at most ${MANUAL_BLOCKS_MAX} blocked days and ranges. Remove some you no longer need.`;
export const WEEKDAY_ALREADY_BLOCKED = 'That day of the week is already blocked.';
export const BLOCK_NOT_FOUND = 'That blocked day is no longer there.';
export const IMPORTED_BLOCK_READ_ONLY =
  'This day comes from your connected calendar: change it there, then press Refresh.';

/** Why a day cannot be blocked: a confirmed booking is a promise to a client. */
export const blockHasConfirmedBooking = (date: string): string =>
  `You have a confirmed booking on ${formatIsoDate(date)}. A day with a confirmed booking cannot be blocked.`;

/** Said after blocking: the requests stay, and the DJ still answers them. */
export const pendingRequestsOnBlockedDays = (count: number): string =>
  count === 1
    ? 'A request is waiting on these days: it stays open for you to accept or decline.'
    : `${count} requests are waiting on these days: they stay open for you to accept or decline.`;

/** The days a dates block covers within [first, last]. */
export function blockDaysWithin(span: DatesBlock, first: string, last: string): string[] {
  const from = span.from > first ? span.from : first;
  const to = span.to < last ? span.to : last;
  return daysFromTo(from, to);
}

/**
 * The public summary of `blocks` from `first` (today on the server's calendar) to `last`
 * (the last bookable day): sorted, each day once. Past days are dropped: nobody books them.
 */
export function publicBlocksOf(
  blocks: readonly Pick<AvailabilityBlock<unknown>, 'span'>[],
  first: string,
  last: string,
): Pick<PublicAvailability, 'blockedDates' | 'blockedWeekdays'> {
  const dates = new Set<string>();
  const weekdays = new Set<number>();
  for (const { span } of blocks) {
    if (span.kind === 'weekday') weekdays.add(span.weekday);
    else for (const day of blockDaysWithin(span, first, last)) dates.add(day);
  }
  return {
    blockedDates: [...dates].sort(),
    blockedWeekdays: [...weekdays].sort((a, b) => a - b),
  };
}

/** What the DJ asks to block, as sent to the server. */
export type BlockRequest =
  { from: string; to: string; note?: string } | { weekday: number; note?: string };

/** A checked request, or the words that say what is wrong with it. */
export type CheckedBlock =
  { ok: true; span: BlockSpan; note: string } | { ok: false; error: string };

/**
 * Checks a block the DJ asks for against `today` (the first day that may still be blocked).
 * Whether a confirmed booking is on it is the server's to check, against the bookings.
 */
export function checkBlockRequest(input: unknown, today: string): CheckedBlock {
  if (typeof input !== 'object' || input === null) return { ok: false, error: BLOCK_DATES_INVALID };
  const raw = input as Record<string, unknown>;
  const note = raw.note === undefined ? '' : raw.note;
  if (typeof note !== 'string') return { ok: false, error: BLOCK_NOTE_INVALID };
  const trimmed = note.trim();
  if (trimmed.length > BLOCK_NOTE_MAX) return { ok: false, error: BLOCK_NOTE_TOO_LONG };
  if ('weekday' in raw) {
    const weekday = raw.weekday;
    if (typeof weekday !== 'number' || !Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
      return { ok: false, error: BLOCK_WEEKDAY_INVALID };
    }
    return { ok: true, span: { kind: 'weekday', weekday }, note: trimmed };
  }
  const { from, to } = raw;
  if (typeof from !== 'string' || typeof to !== 'string') {
    return { ok: false, error: BLOCK_DATES_INVALID };
  }
  if (!parseIsoDate(from) || !parseIsoDate(to)) return { ok: false, error: BLOCK_DATES_INVALID };
  if (to < from) return { ok: false, error: BLOCK_RANGE_BACKWARDS };
  if (from < today) return { ok: false, error: BLOCK_IN_PAST };
  if (daysBetween(from, to) + 1 > BLOCK_RANGE_MAX_DAYS) {
    return { ok: false, error: BLOCK_RANGE_TOO_LONG };
  }
  return { ok: true, span: { kind: 'dates', from, to }, note: trimmed };
}

/** A block in words: "Mar 3, 2027", "Mar 3 – Mar 9, 2027", "Every Monday". */
export function blockSpanText(span: BlockSpan): string {
  if (span.kind === 'weekday') return `Every ${WEEKDAY_NAMES[span.weekday] ?? ''}`;
  if (span.from === span.to) return formatIsoDate(span.from);
  const from = parseIsoDate(span.from);
  const to = parseIsoDate(span.to);
  if (from && to && from.year === to.year) {
    return `${formatIsoDate(span.from).replace(/, \d+$/, '')} – ${formatIsoDate(span.to)}`;
  }
  return `${formatIsoDate(span.from)} – ${formatIsoDate(span.to)}`;
}

/** The days of `span` that are also in `dates` (bookings on a block), in order. */
export function daysOfSpanIn(span: BlockSpan, dates: Iterable<string>): string[] {
  const hits: string[] = [];
  for (const date of dates) {
    if (!parseIsoDate(date)) continue;
    const inside =
      span.kind === 'weekday'
        ? weekdayOf(date) === span.weekday
        : date >= span.from && date <= span.to;
    if (inside) hits.push(date);
  }
  return hits.sort();
}

/** The stored span of a block document, or null for anything else. */
export function spanOf(value: unknown): BlockSpan | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (raw.kind === 'weekday') {
    const { weekday } = raw;
    return typeof weekday === 'number' && Number.isInteger(weekday) && weekday >= 0 && weekday <= 6
      ? { kind: 'weekday', weekday }
      : null;
  }
  if (raw.kind === 'dates') {
    const { from, to } = raw;
    if (typeof from !== 'string' || typeof to !== 'string') return null;
    if (!parseIsoDate(from) || !parseIsoDate(to) || to < from) return null;
    return { kind: 'dates', from, to };
  }
  return null;
}
