import { earliestToday } from '../../../domain/booking-record';
import type { BookingStatus } from '../../../domain/booking-states';
import type { Booking } from './booking';
import { type BookingTabKey } from './booking-tabs';
import { LISTED_STATUSES, type BookingViewer } from './booking-view';

/**
 * How a booking list is split and ordered (decision 0047): what is still ahead first, soonest
 * first, then what is over (its date passed, or it ended: completed, cancelled, declined),
 * latest first. Pure, so the queries, the index file, the panel and the tests agree on one
 * description; the api layer turns a plan into a Firestore query.
 */

/** The two parts of a list: still ahead, and over. */
export type BookingGroupKey = 'upcoming' | 'past';

/** The field that makes a booking "mine" for each side; the rules allow exactly these lists. */
export const OWNER_FIELD: Readonly<Record<BookingViewer, 'clientUid' | 'djOwnerUid'>> = {
  client: 'clientUid',
  dj: 'djOwnerUid',
};

/** Statuses that still lead to an event while their date has not passed. */
const ACTIVE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];
const isActive = (status: BookingStatus): boolean => ACTIVE_STATUSES.includes(status);

/**
 * The first event date that is upcoming at `now`: a date that is still today somewhere on
 * Earth (earliestToday, decision 0038), so tonight's gig in Honolulu is not listed as past
 * while it is playing. Dates are 'YYYY-MM-DD', so they compare as strings.
 */
export function upcomingFrom(now: Date): string {
  return earliestToday(now);
}

/** Which part of the list a booking belongs to, with `from` from upcomingFrom. */
export function bookingGroupOf(
  booking: Pick<Booking, 'status' | 'eventDate'>,
  from: string,
): BookingGroupKey {
  return isActive(booking.status) && booking.eventDate >= from ? 'upcoming' : 'past';
}

/** One part of a list query: its statuses, and how eventDate compares with `from` (null: any). */
export interface BookingQueryClause {
  statuses: readonly BookingStatus[];
  date: '>=' | '<' | null;
}

export interface BookingListPlan {
  group: BookingGroupKey;
  /** A booking matching any one of them is listed (more than one: an or() query). */
  clauses: readonly BookingQueryClause[];
  /** eventDate's order: ascending for what is ahead, descending for what is over. */
  direction: 'asc' | 'desc';
}

/**
 * The two queries of a tab (All: every listed status; otherwise that status). A tab with no
 * status that can lie ahead (Completed) has no upcoming part. Both are paged by `limit`, so a
 * person with years of bookings never downloads them all.
 */
export function bookingListPlans(
  tab: BookingTabKey,
): Record<BookingGroupKey, BookingListPlan | null> {
  const statuses = tab === 'all' ? LISTED_STATUSES : [tab];
  const active = statuses.filter(isActive);
  const ended = statuses.filter((s) => !isActive(s));
  const past: BookingQueryClause[] = [];
  if (ended.length > 0) past.push({ statuses: ended, date: null });
  if (active.length > 0) past.push({ statuses: active, date: '<' });
  return {
    upcoming:
      active.length > 0
        ? { group: 'upcoming', clauses: [{ statuses: active, date: '>=' }], direction: 'asc' }
        : null,
    past: { group: 'past', clauses: past, direction: 'desc' },
  };
}

/** A plan as text, for the live listener's key (everything the query depends on but `from`). */
export function planKey(plan: BookingListPlan): string {
  const clauses = plan.clauses.map((c) => `${c.statuses.join('+')}${c.date ?? ''}`).join('|');
  return `${plan.group}:${clauses}:${plan.direction}`;
}

/**
 * The composite index a plan needs, as 'field' and 'field:DESC' entries in order (the form
 * declared-indexes.test-support.ts reads firestore.indexes.json in). Every clause has the same
 * shape (owner ==, status == or in, eventDate), and an or() query needs one for each clause.
 */
export function bookingListIndexFields(viewer: BookingViewer, plan: BookingListPlan): string[] {
  return [
    OWNER_FIELD[viewer],
    'status',
    plan.direction === 'desc' ? 'eventDate:DESC' : 'eventDate',
  ];
}

/** Whether a plan's query admits a booking (the tests' stand-in for Firestore). */
export function bookingMatchesPlan(
  booking: Pick<Booking, 'status' | 'eventDate'>,
  plan: BookingListPlan,
  from: string,
): boolean {
  return plan.clauses.some(
    (c) =>
      c.statuses.includes(booking.status) &&
      (c.date === null || (c.date === '>=' ? booking.eventDate >= from : booking.eventDate < from)),
  );
}

export interface GroupedBookings {
  upcoming: Booking[];
  past: Booking[];
}

const newer = (a: Booking, b: Booking): boolean =>
  (a.updatedAt?.getTime() ?? 0) >= (b.updatedAt?.getTime() ?? 0);

/**
 * The pages of both queries as the list shows them. A booking that changes part (declined,
 * cancelled) leaves one query and joins the other, and the two answers arrive apart: for a
 * moment it may be in both, or in the wrong one. So each booking is shown once (the most
 * recently updated copy) and placed by its own status and date, in the queries' order
 * (eventDate, then the document id, as Firestore breaks ties in the same direction).
 */
export function groupBookings(
  pages: readonly (readonly Booking[])[],
  from: string,
): GroupedBookings {
  const byId = new Map<string, Booking>();
  for (const page of pages) {
    for (const booking of page) {
      const seen = byId.get(booking.id);
      if (!seen || newer(booking, seen)) byId.set(booking.id, booking);
    }
  }
  const ascending = (a: Booking, b: Booking): number =>
    a.eventDate === b.eventDate
      ? a.id < b.id
        ? -1
        : a.id > b.id
          ? 1
          : 0
      : a.eventDate < b.eventDate
        ? -1
        : 1;
  const all = [...byId.values()];
  return {
    upcoming: all.filter((b) => bookingGroupOf(b, from) === 'upcoming').sort(ascending),
    past: all.filter((b) => bookingGroupOf(b, from) === 'past').sort((a, b) => ascending(b, a)),
  };
}

/** Each part's heading in a tab: "Past and cancelled" where ended bookings are listed too. */
export function bookingGroupTitle(group: BookingGroupKey, tab: BookingTabKey): string {
  if (group === 'upcoming') return 'Upcoming';
  return tab === 'all' ? 'Past and cancelled' : 'Past';
}

/** What an empty part says. */
export function emptyGroupText(group: BookingGroupKey, tab: BookingTabKey): string {
  return group === 'upcoming'
    ? 'No upcoming bookings.'
    : `No ${bookingGroupTitle(group, tab).toLowerCase()} bookings.`;
}

/** Beside a part's Load more: how much of it is shown. */
export function shownText(group: BookingGroupKey, count: number): string {
  return group === 'upcoming'
    ? `Showing the ${count} soonest upcoming bookings.`
    : `Showing the ${count} most recent past bookings.`;
}
