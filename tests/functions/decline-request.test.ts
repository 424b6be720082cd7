// A DJ's decline with its optional reason (issue 38, item 6; decision 0040), through
// transitionBooking called directly against the Firestore emulator: what is stored, what is
// refused before anything is written, and what the same people can do next.
import { beforeEach, describe, expect, it } from 'vitest';
import { DECLINE_REASON_MAX_LENGTH } from '../../src/domain/booking-decline';
import { REASON_NOT_TAKEN } from '../../src/domain/dj-cancellation';
import { bookingNoticeId } from '../../src/domain/booking-notifications';
import { OFF_PLATFORM_REFUSED } from '../../src/domain/off-platform-text';
import {
  DAY_BEFORE_NOON,
  EVENT_DAY_NOON,
  newDj,
  outcomeOf,
  placedDj,
  RecordingGateway,
  runBookingTrigger,
  seedBooking,
  transitionAs,
  type Parties,
} from './booking-fixtures';
import { adminDb } from './helpers';

let gateway: RecordingGateway;
beforeEach(() => {
  gateway = new RecordingGateway();
});

type Who = 'client' | 'dj' | 'admin';

const call = (
  booking: { id: string } & Parties,
  who: Who,
  data: Record<string, unknown>,
  now: Date = DAY_BEFORE_NOON,
) => transitionAs(gateway, booking, who, data, now);

const outcome = outcomeOf;

async function bookingData(id: string): Promise<Record<string, unknown>> {
  return (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};
}

describe('transitionBooking: a decline with a reason', () => {
  it('stores the reason as checked and the DJ’s area, and releases the hold', async () => {
    const djId = await placedDj();
    const booking = await seedBooking({ status: 'pending', parties: { djId } });
    const result = await call(booking, 'dj', {
      action: 'decline',
      reason: '  Fully booked <b>that</b> weekend.\nSorry!  ',
    });
    expect(result).toEqual({ bookingId: booking.id, status: 'cancelled' });
    const after = await bookingData(booking.id);
    expect(after.cancellation).toEqual({
      by: 'dj',
      reason: 'declined',
      declineReason: 'Fully booked bthat/b weekend.\nSorry!',
      // Rounded as discovery's URLs round it: the client's link needs no more.
      searchPlace: { label: 'Austin, TX', near: { lat: 30.26, lng: -97.72 } },
    });
    expect(after.payment).toMatchObject({ status: 'released' });
    expect(after.history).toEqual([
      expect.objectContaining({ action: 'decline', actor: 'dj', from: 'pending', to: 'cancelled' }),
    ]);
    expect(gateway.calls.map((c) => c.operation)).toEqual(['release']);
  });

  it('stores no reason field when none, an empty or a blank one was given', async () => {
    for (const data of [{}, { reason: '' }, { reason: '  \n ' }]) {
      const booking = await seedBooking({ status: 'pending' });
      await call(booking, 'dj', { action: 'decline', ...data });
      const cancellation = (await bookingData(booking.id)).cancellation as Record<string, unknown>;
      expect(cancellation).toEqual({ by: 'dj', reason: 'declined' });
    }
  });

  it('copies the area only from a public profile, and without coordinates when off the map', async () => {
    const pendingDj = await placedDj('pending');
    const hidden = await seedBooking({ status: 'pending', parties: { djId: pendingDj } });
    await call(hidden, 'dj', { action: 'decline' });
    expect((await bookingData(hidden.id)).cancellation).not.toHaveProperty('searchPlace');

    const offMap = await newDj();
    await adminDb.doc(`djs/${offMap}`).update({ location: 'Austin, TX' });
    const booking = await seedBooking({ status: 'pending', parties: { djId: offMap } });
    await call(booking, 'dj', { action: 'decline' });
    expect((await bookingData(booking.id)).cancellation).toMatchObject({
      searchPlace: { label: 'Austin, TX', near: null },
    });
  });

  it('gives the requests an accept declines the same area, without a reason', async () => {
    const djId = await placedDj();
    const accepted = await seedBooking({ status: 'pending', parties: { djId } });
    const rival = await seedBooking({ status: 'pending', parties: { djId } });
    await call(accepted, 'dj', { action: 'accept' });
    expect((await bookingData(rival.id)).cancellation).toEqual({
      by: 'dj',
      reason: 'auto_declined',
      searchPlace: { label: 'Austin, TX', near: { lat: 30.26, lng: -97.72 } },
    });
  });

  it('puts the reason in the client’s notification and e-mail', async () => {
    const booking = await seedBooking({ status: 'pending' });
    const before = await bookingData(booking.id);
    await call(booking, 'dj', { action: 'decline', reason: 'Away on tour that month.' });
    const after = await bookingData(booking.id);
    await runBookingTrigger(booking.id, before, after);
    const id = bookingNoticeId(booking.id, 'cancelled', 'client');
    const mail = (await adminDb.doc(`mail/${id}`).get()).data();
    expect(mail?.message?.text).toContain('Their reason: “Away on tour that month.”');
    const notice = await adminDb.doc(`users/${booking.clientUid}/notifications/${id}`).get();
    expect(notice.get('body')).toContain('Their reason: “Away on tour that month.”');
  });
});

describe('transitionBooking: reasons refused before anything is written', () => {
  /** The booking and the gateway are as they were: nothing written, no money moved. */
  async function expectUntouched(id: string, before: Record<string, unknown>) {
    expect(await bookingData(id)).toEqual(before);
    expect(gateway.calls).toEqual([]);
  }

  it(`takes ${DECLINE_REASON_MAX_LENGTH} characters and refuses one more`, async () => {
    const over = await seedBooking({ status: 'pending' });
    const before = await bookingData(over.id);
    const long = 'a'.repeat(DECLINE_REASON_MAX_LENGTH + 1);
    expect(await outcome(call(over, 'dj', { action: 'decline', reason: long }))).toBe(
      'invalid-argument: Must be less than 500 characters (Validation Error)',
    );
    await expectUntouched(over.id, before);

    const longest = await seedBooking({ status: 'pending' });
    await call(longest, 'dj', { action: 'decline', reason: long.slice(1) });
    expect((await bookingData(longest.id)).cancellation).toMatchObject({
      declineReason: long.slice(1),
    });
  });

  it.each([
    ['a phone number', 'Sorry! Text me on 512-555-0147 and we can work something out'],
    ['an e-mail address', 'Booked, but write to marcus.reid@gmail.com for next time'],
    ['an encoded e-mail address', 'marcus&#64;example&#46;com'],
    ['an off-platform app', 'Ping me on WhatsApp instead'],
  ])('refuses %s with the Message Guidelines', async (_what, reason) => {
    const booking = await seedBooking({ status: 'pending' });
    const before = await bookingData(booking.id);
    expect(await outcome(call(booking, 'dj', { action: 'decline', reason }))).toBe(
      `invalid-argument: ${OFF_PLATFORM_REFUSED} (Message Guidelines)`,
    );
    await expectUntouched(booking.id, before);
  });

  it.each([42, true, null, ['Busy'], { text: 'Busy' }])('refuses the reason %j', async (reason) => {
    const booking = await seedBooking({ status: 'pending' });
    const before = await bookingData(booking.id);
    expect(await outcome(call(booking, 'dj', { action: 'decline', reason }))).toBe(
      'invalid-argument: Invalid input (Validation Error)',
    );
    await expectUntouched(booking.id, before);
  });

  it.each([
    ['accept', 'pending', 'dj', DAY_BEFORE_NOON],
    ['cancel', 'pending', 'client', EVENT_DAY_NOON],
    ['cancel', 'confirmed', 'admin', EVENT_DAY_NOON],
    ['complete', 'confirmed', 'dj', EVENT_DAY_NOON],
  ] as const)(
    'refuses a reason with %s (%s, by the %s): only the DJ declining or cancelling gives one',
    async (action, status, who, now) => {
      const booking = await seedBooking({ status });
      const before = await bookingData(booking.id);
      for (const reason of ['Because', '']) {
        expect(await outcome(call(booking, who, { action, reason }, now))).toBe(
          `invalid-argument: ${REASON_NOT_TAKEN} (Validation Error)`,
        );
      }
      await expectUntouched(booking.id, before);
    },
  );
});

describe('transitionBooking: what comes next', () => {
  it('a second decline answers as the first and keeps the first reason', async () => {
    const booking = await seedBooking({ status: 'pending' });
    await call(booking, 'dj', { action: 'decline', reason: 'Fully booked.' });
    // A retry (or a second try at rewording) changes nothing the client already reads.
    expect(await call(booking, 'dj', { action: 'decline', reason: 'Changed my mind.' })).toEqual({
      bookingId: booking.id,
      status: 'cancelled',
    });
    const after = await bookingData(booking.id);
    expect(after.cancellation).toMatchObject({ declineReason: 'Fully booked.' });
    expect(after.history).toHaveLength(1);
    expect(gateway.calls.map((c) => c.operation)).toEqual(['release']);
  });

  it('refuses a decline after the accept, and stores nothing of its reason', async () => {
    const booking = await seedBooking({ status: 'pending' });
    await call(booking, 'dj', { action: 'accept' });
    expect(await outcome(call(booking, 'dj', { action: 'decline', reason: 'Actually, no.' }))).toBe(
      'failed-precondition: Cannot decline a booking that is confirmed.',
    );
    const after = await bookingData(booking.id);
    expect(after).toMatchObject({ status: 'confirmed' });
    expect(after).not.toHaveProperty('cancellation');
  });

  it('refuses a decline after the client cancelled', async () => {
    const booking = await seedBooking({ status: 'pending' });
    await call(booking, 'client', { action: 'cancel' }, EVENT_DAY_NOON);
    expect(
      await outcome(call(booking, 'dj', { action: 'decline', reason: 'Too late anyway.' })),
    ).toBe('failed-precondition: Cannot decline a booking that is cancelled.');
    expect((await bookingData(booking.id)).cancellation).toEqual({
      by: 'client',
      reason: 'cancelled',
    });
  });

  it.each(['client', 'admin'] as const)(
    'refuses the %s a decline with a reason: the table gives it to the DJ',
    async (who) => {
      const booking = await seedBooking({ status: 'pending' });
      expect(await outcome(call(booking, who, { action: 'decline', reason: 'Not for me.' }))).toBe(
        `permission-denied: A ${who} cannot decline a pending booking.`,
      );
      expect(await bookingData(booking.id)).toMatchObject({ status: 'pending' });
      expect(await bookingData(booking.id)).not.toHaveProperty('cancellation');
    },
  );
});
