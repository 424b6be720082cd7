import { describe, expect, it } from 'vitest';
import { declaredIndexShapes } from '../../../domain/declared-indexes.test-support';
import { BOOKING_LIST_TABS } from '../../../domain/booking-states';
import { parseBooking, type Booking } from './booking';
import {
  bookingGroupOf,
  bookingGroupTitle,
  bookingListIndexFields,
  bookingListPlans,
  bookingMatchesPlan,
  emptyGroupText,
  groupBookings,
  planKey,
  upcomingFrom,
  type BookingListPlan,
} from './booking-list';
import { type BookingTabKey } from './booking-tabs';
import { LISTED_STATUSES } from './booking-view';

// Noon UTC on Dec 10: earliestToday (the UTC date a day back) makes the 9th the first
// upcoming date.
const NOW = new Date('2026-12-10T12:00:00Z');
const FROM = upcomingFrom(NOW);

function booking(
  id: string,
  status: string,
  eventDate: string,
  updatedAt = '2026-11-01T00:00:00Z',
): Booking {
  return parseBooking(id, {
    clientUid: 'c',
    djOwnerUid: 'd',
    eventDate,
    durationHours: 4,
    eventType: 'club',
    venue: 'Hall',
    guestCount: 50,
    totalCostCents: 10000,
    status,
    updatedAt: new Date(updatedAt),
  });
}

const ids = (list: readonly Booking[]) => list.map((b) => b.id);
const TABS: BookingTabKey[] = BOOKING_LIST_TABS.map((t) => t.status ?? 'all');

describe('upcomingFrom and bookingGroupOf', () => {
  it('counts a date as upcoming while it is still today somewhere', () => {
    expect(FROM).toBe('2026-12-09');
    expect(upcomingFrom(new Date('2026-12-10T00:00:00Z'))).toBe('2026-12-09');
  });

  it('lists pending and confirmed bookings from that date on as upcoming, all else as past', () => {
    expect(bookingGroupOf(booking('a', 'pending', '2026-12-09'), FROM)).toBe('upcoming');
    expect(bookingGroupOf(booking('a', 'confirmed', '2027-01-01'), FROM)).toBe('upcoming');
    expect(bookingGroupOf(booking('a', 'confirmed', '2026-12-08'), FROM)).toBe('past');
    expect(bookingGroupOf(booking('a', 'pending', '2026-12-08'), FROM)).toBe('past');
    // Ended bookings are over whatever their date: a declined request for next year is past.
    expect(bookingGroupOf(booking('a', 'cancelled', '2027-06-01'), FROM)).toBe('past');
    expect(bookingGroupOf(booking('a', 'completed', '2026-12-10'), FROM)).toBe('past');
    // A booking without a valid date has nothing ahead of it.
    expect(bookingGroupOf(booking('a', 'pending', ''), FROM)).toBe('past');
  });
});

describe('groupBookings', () => {
  /** One page of [id, status, eventDate], grouped as the list shows it. */
  const group = (...rows: [string, string, string][]) =>
    groupBookings([rows.map(([id, status, date]) => booking(id, status, date))], FROM);

  it('puts upcoming first, soonest first, and the rest latest first', () => {
    const grouped = group(
      ['later', 'confirmed', '2027-03-01'],
      ['soon', 'pending', '2026-12-12'],
      ['declined', 'cancelled', '2027-01-15'],
      ['done', 'completed', '2026-11-20'],
      ['overdue', 'confirmed', '2026-12-01'],
      ['old-cancel', 'cancelled', '2025-05-05'],
      ['today', 'confirmed', '2026-12-10'],
    );
    expect(ids(grouped.upcoming)).toEqual(['today', 'soon', 'later']);
    expect(ids(grouped.past)).toEqual(['declined', 'overdue', 'done', 'old-cancel']);
  });

  it('breaks ties on the date by document id, in each part’s direction (as Firestore does)', () => {
    const grouped = group(
      ['b', 'pending', '2026-12-20'],
      ['a', 'pending', '2026-12-20'],
      ['y', 'completed', '2026-01-01'],
      ['z', 'completed', '2026-01-01'],
    );
    expect(ids(grouped.upcoming)).toEqual(['a', 'b']);
    expect(ids(grouped.past)).toEqual(['z', 'y']);
  });

  it('shows a booking both queries returned once, as last updated, in the part it now belongs to', () => {
    // The upcoming query still has the request pending; the past one already has it declined.
    const upcoming = [booking('r1', 'pending', '2027-02-02', '2026-12-01T10:00:00Z')];
    const past = [booking('r1', 'cancelled', '2027-02-02', '2026-12-10T11:00:00Z')];
    for (const pages of [
      [upcoming, past],
      [past, upcoming],
    ]) {
      const grouped = groupBookings(pages, FROM);
      expect(grouped.upcoming).toEqual([]);
      expect(grouped.past.map((b) => [b.id, b.status])).toEqual([['r1', 'cancelled']]);
    }
  });

  it('places a booking by its own status even before its query has caught up', () => {
    // Only the upcoming query has answered since the decline.
    const grouped = groupBookings([[booking('r1', 'cancelled', '2027-02-02')], []], FROM);
    expect(ids(grouped.past)).toEqual(['r1']);
  });
});

describe('bookingListPlans', () => {
  it('splits All into an upcoming query and an or() query for everything over', () => {
    const plans = bookingListPlans('all');
    expect(plans.upcoming).toEqual({
      group: 'upcoming',
      clauses: [{ statuses: ['pending', 'confirmed'], date: '>=' }],
      direction: 'asc',
    });
    expect(plans.past).toEqual({
      group: 'past',
      clauses: [
        { statuses: ['completed', 'cancelled'], date: null },
        { statuses: ['pending', 'confirmed'], date: '<' },
      ],
      direction: 'desc',
    });
  });

  it('gives a status tab its own status in both parts, and Completed no upcoming part', () => {
    expect(bookingListPlans('pending').upcoming?.clauses).toEqual([
      { statuses: ['pending'], date: '>=' },
    ]);
    expect(bookingListPlans('pending').past?.clauses).toEqual([
      { statuses: ['pending'], date: '<' },
    ]);
    expect(bookingListPlans('completed').upcoming).toBeNull();
    expect(bookingListPlans('completed').past?.clauses).toEqual([
      { statuses: ['completed'], date: null },
    ]);
  });

  it('lists every booking of a tab in exactly one of its parts, the part groupBookings puts it in', () => {
    const dates = ['2025-01-01', '2026-12-08', FROM, '2026-12-10', '2028-01-01'];
    for (const tab of TABS) {
      const plans = bookingListPlans(tab);
      for (const status of LISTED_STATUSES) {
        for (const date of dates) {
          const b = booking('x', status, date);
          const parts = (['upcoming', 'past'] as const).filter((g) => {
            const plan = plans[g];
            return plan !== null && bookingMatchesPlan(b, plan, FROM);
          });
          const inTab = tab === 'all' || tab === status;
          expect(parts, `${tab} ${status} ${date}`).toEqual(inTab ? [bookingGroupOf(b, FROM)] : []);
        }
      }
    }
  });

  it('names each plan apart for the live listener', () => {
    const keys = TABS.flatMap((tab) =>
      Object.values(bookingListPlans(tab))
        .filter((p): p is BookingListPlan => p !== null)
        .map(planKey),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the indexes the list queries need', () => {
  it('are declared in firestore.indexes.json for both sides and every tab', () => {
    const declared = declaredIndexShapes('bookings');
    for (const viewer of ['client', 'dj'] as const) {
      for (const tab of TABS) {
        for (const plan of Object.values(bookingListPlans(tab))) {
          if (!plan) continue;
          const needed = bookingListIndexFields(viewer, plan).join(',');
          expect(declared, `${viewer} ${tab} ${plan.group}`).toContain(needed);
        }
      }
    }
  });
});

describe('the parts’ headings', () => {
  it('say what each part holds', () => {
    expect(bookingGroupTitle('upcoming', 'all')).toBe('Upcoming');
    expect(bookingGroupTitle('past', 'all')).toBe('Past and cancelled');
    expect(bookingGroupTitle('past', 'completed')).toBe('Past');
    expect(emptyGroupText('upcoming', 'pending')).toBe('No upcoming bookings.');
    expect(emptyGroupText('past', 'all')).toBe('No past and cancelled bookings.');
  });
});
