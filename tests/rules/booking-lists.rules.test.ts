// My Bookings' list queries (decision 0047) against the rules and the emulator: each part of
// each tab, as the app builds it (bookingsGroupQuery, an or() query for All's past part), is
// allowed to its owner, returns exactly that part in eventDate order, and is refused to anyone
// else. The indexes they need are checked against firestore.indexes.json by the unit test
// (booking-list.test.ts): the emulator never asks for one.
import { getDocs, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { BOOKING_LIST_TABS, type BookingStatus } from '../../src/domain/booking-states';
import { bookingsGroupQuery } from '../../src/features/my-bookings/api/bookings-query';
import { parseBooking } from '../../src/features/my-bookings/model/booking';
import {
  bookingListPlans,
  bookingMatchesPlan,
  groupBookings,
  type BookingListPlan,
} from '../../src/features/my-bookings/model/booking-list';
import type { BookingTabKey } from '../../src/features/my-bookings/model/booking-tabs';
import type { BookingViewer } from '../../src/features/my-bookings/model/booking-view';
import { bookingDoc } from './fixtures';
import { expectOutcome, setupRulesEnv, type Persona } from './helpers';

const FROM = '2030-06-01';
const SEEDED: readonly [string, BookingStatus, string][] = [
  ['ahead-pending', 'pending', '2030-07-01'],
  ['ahead-confirmed', 'confirmed', '2030-06-01'],
  ['ahead-later', 'confirmed', '2031-01-01'],
  ['overdue-confirmed', 'confirmed', '2030-05-31'],
  ['overdue-pending', 'pending', '2030-01-01'],
  ['done', 'completed', '2030-03-03'],
  ['declined-ahead', 'cancelled', '2030-09-09'],
  ['cancelled-old', 'cancelled', '2029-02-02'],
  ['unpaid', 'awaiting_payment', '2030-08-08'],
];

function seed(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {};
  for (const [id, status, eventDate] of SEEDED) {
    docs[`bookings/${id}`] = bookingDoc(status, {
      eventDate,
      ...(status === 'cancelled' ? { cancellation: { by: 'dj', reason: 'declined' } } : {}),
    });
    // Someone else's booking of every kind, which no list of client1's or dj1's may show.
    docs[`bookings/other-${id}`] = bookingDoc(status, {
      eventDate,
      clientUid: 'client2',
      djId: 'dj2',
      djOwnerUid: 'dj2',
    });
  }
  return docs;
}

const rules = setupRulesEnv(seed);

const TABS: BookingTabKey[] = BOOKING_LIST_TABS.map((t) => t.status ?? 'all');
const OWNERS: readonly [BookingViewer, Persona, string][] = [
  ['client', 'client', 'client1'],
  ['dj', 'djOwner', 'dj1'],
];

/** What the part should hold, in the order the list shows it. */
function expected(plan: BookingListPlan): string[] {
  const matching = SEEDED.filter(([, status, eventDate]) =>
    bookingMatchesPlan({ status, eventDate }, plan, FROM),
  ).map(([id, status, eventDate]) => parseBooking(id, bookingDoc(status, { eventDate })));
  return groupBookings([matching], FROM)[plan.group].map((b) => b.id);
}

describe('My Bookings list queries', () => {
  for (const [viewer, persona, uid] of OWNERS) {
    for (const tab of TABS) {
      for (const plan of Object.values(bookingListPlans(tab))) {
        if (!plan) continue;
        it(`${viewer}, ${tab}, ${plan.group}: allowed, that part only, in order`, async () => {
          const query = bookingsGroupQuery(rules.as(persona), viewer, uid, plan, FROM, 50);
          const snapshot = await getDocs(query);
          // Every part has some of the seeded bookings, so an empty answer would fail here.
          expect(expected(plan).length).toBeGreaterThan(0);
          expect(snapshot.docs.map((d) => d.id)).toEqual(expected(plan));
        });
      }
    }
  }

  it('pages: the limit keeps the first bookings of the part', async () => {
    const plan = bookingListPlans('all').past;
    if (!plan) throw new Error('All has a past part');
    const snapshot = await getDocs(
      bookingsGroupQuery(rules.as('client'), 'client', 'client1', plan, FROM, 2),
    );
    expect(snapshot.docs.map((d) => d.id)).toEqual(expected(plan).slice(0, 2));
  });

  it.each([
    ['otherClient', 'client', 'client1'],
    ['otherDj', 'dj', 'dj1'],
    ['signedOut', 'client', 'client1'],
    ['client', 'dj', 'dj1'],
  ] as const)('%s cannot read the %s list of %s', async (persona, viewer, uid) => {
    for (const tab of TABS) {
      for (const plan of Object.values(bookingListPlans(tab))) {
        if (!plan) continue;
        await expectOutcome(
          'deny',
          getDocs(bookingsGroupQuery(rules.as(persona), viewer, uid, plan, FROM, 20)),
        );
      }
    }
  });
});
