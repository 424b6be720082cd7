// The lifecycle's invariants against a hostile sequence, called directly against the
// Firestore emulator: only a verified DJ accepts, nothing is accepted once the event has
// started, a confirmed date stays taken whatever happens to the profile, and a DJ who goes
// away closes their open requests. Every refusal has a control: the legitimate neighbour
// succeeds, so a stack that refuses everything cannot pass.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createPaymentHandler,
  DATE_ALREADY_BOOKED,
} from '../../functions/src/callable/create-payment';
import { transitionBookingHandler } from '../../functions/src/callable/transition-booking';
import {
  ACCEPT_TOO_LATE,
  closeOpenRequestsOfDj,
  countConfirmedFutureBookings,
  DATE_TAKEN,
  DJ_NOT_VERIFIED,
} from '../../functions/src/services/booking-lifecycle';
import { DemoGateway } from '../../functions/src/services/demo-gateway';
import { handleBookingWritten } from '../../functions/src/triggers/on-booking-written';
import {
  DAY,
  DAY_BEFORE_NOON,
  EVENT_DATE,
  EVENT_START,
  newDj,
  RecordingGateway,
  seedBooking,
} from './booking-fixtures';
import { adminAuth, adminDb, newId } from './helpers';

const quietLog = { warn: () => {}, error: () => {} };
let gateway: RecordingGateway;
beforeEach(() => {
  gateway = new RecordingGateway();
});

async function accept(booking: { id: string; djId: string }, now: Date): Promise<string> {
  try {
    await transitionBookingHandler(
      { data: { bookingId: booking.id, action: 'accept' }, auth: { uid: booking.djId, token: {} } },
      { db: adminDb, gateway, now: () => now, log: quietLog },
    );
    return 'ok';
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return `${e.code}: ${e.message}`;
  }
}

const statusOf = async (id: string): Promise<unknown> =>
  (await adminDb.doc(`bookings/${id}`).get()).get('status');

describe('accept: only a verified DJ, only before the event starts', () => {
  it.each(['suspended', 'pending'])('refuses a %s DJ, moving nothing', async (djStatus) => {
    const booking = await seedBooking({ status: 'pending' });
    await adminDb.doc(`djs/${booking.djId}`).update({ status: djStatus });
    expect(await accept(booking, DAY_BEFORE_NOON)).toBe(`failed-precondition: ${DJ_NOT_VERIFIED}`);
    expect(await statusOf(booking.id)).toBe('pending');
    expect(gateway.calls).toEqual([]);
    // Control: reinstated, the same DJ accepts the same request.
    await adminDb.doc(`djs/${booking.djId}`).update({ status: 'verified' });
    expect(await accept(booking, DAY_BEFORE_NOON)).toBe('ok');
    expect(await statusOf(booking.id)).toBe('confirmed');
  });

  it('refuses a DJ whose profile was deleted', async () => {
    const booking = await seedBooking({ status: 'pending' });
    await adminDb.doc(`djs/${booking.djId}`).delete();
    expect(await accept(booking, DAY_BEFORE_NOON)).toBe(`failed-precondition: ${DJ_NOT_VERIFIED}`);
    expect(await statusOf(booking.id)).toBe('pending');
  });

  it('refuses from 00:00 UTC of the event date on; a millisecond earlier is fine', async () => {
    const late = await seedBooking({ status: 'pending' });
    for (const now of [EVENT_START, new Date(EVENT_START.getTime() + 20 * 60 * 60 * 1000)]) {
      expect(await accept(late, now)).toBe(`failed-precondition: ${ACCEPT_TOO_LATE}`);
    }
    expect(await statusOf(late.id)).toBe('pending');
    expect(gateway.calls).toEqual([]);
    const inTime = await seedBooking({ status: 'pending' });
    expect(await accept(inTime, new Date(EVENT_START.getTime() - 1))).toBe('ok');
    expect(gateway.calls.map((c) => c.operation)).toEqual(['capture']);
  });
});

describe('a confirmed date stays taken', () => {
  it('deleting and re-creating the profile (same id) frees nothing', async () => {
    const djId = await newDj();
    const first = await seedBooking({ status: 'pending', parties: { djId } });
    expect(await accept(first, DAY_BEFORE_NOON)).toBe('ok');
    // The DJ deletes the profile and its public view, then applies again and is verified.
    await adminDb.doc(`djs/${djId}`).delete();
    await adminDb.doc(`djAvailability/${djId}`).delete();
    await adminDb.doc(`djs/${djId}`).set({
      ownerUid: djId,
      name: 'Reborn DJ',
      status: 'verified',
      hourlyRateCents: 10_000,
    });

    // A request already pending for that date cannot be accepted…
    const second = await seedBooking({ status: 'pending', parties: { djId } });
    expect(await accept(second, DAY_BEFORE_NOON)).toBe(`failed-precondition: ${DATE_TAKEN}`);
    // …and nobody can request it again.
    const client = newId('Cl');
    const book = (eventDate: string) =>
      createPaymentHandler(
        {
          data: {
            djId,
            eventDate,
            startTime: '19:00',
            durationHours: 3,
            eventType: 'private',
            venue: 'The Hall',
            guestCount: 40,
            equipmentNeeded: false,
          },
          auth: { uid: client, token: {} },
        },
        {
          db: adminDb,
          gateway: new DemoGateway(),
          projectId: 'demo-spinbook',
          emulator: true,
          now: () => new Date(EVENT_START.getTime() - 10 * DAY),
        },
      );
    await expect(book(EVENT_DATE)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: DATE_ALREADY_BOOKED,
    });
    // Control: another date of the same, re-created profile is bookable and acceptable.
    const other = await book('2031-06-22');
    expect(await statusOf(other.bookingId)).toBe('pending');
    expect(await accept({ id: other.bookingId, djId }, DAY_BEFORE_NOON)).toBe('ok');
    // The public view, deleted with the profile, is rebuilt from the bookings: both dates.
    expect((await adminDb.doc(`djAvailability/${djId}`).get()).get('bookedDates')).toEqual([
      EVENT_DATE,
      '2031-06-22',
    ]);
  });
});

describe('closeOpenRequestsOfDj', () => {
  it('closes awaiting and pending requests through the lifecycle, and nothing else', async () => {
    const djId = await newDj();
    const parties = { djId };
    const unpaid = await seedBooking({ status: 'awaiting_payment', parties });
    const held = await seedBooking({ status: 'pending', parties });
    const demo = await seedBooking({ status: 'pending', parties, provider: 'demo' });
    const confirmed = await seedBooking({ status: 'confirmed', parties });
    const otherDj = await seedBooking({ status: 'pending' });
    const now = new Date(EVENT_START.getTime() - 3 * DAY);

    const deps = { db: adminDb, gateway, log: quietLog };
    expect(await closeOpenRequestsOfDj(deps, djId, 'dj_suspended', now)).toBe(3);

    const unpaidData = (await adminDb.doc(`bookings/${unpaid.id}`).get()).data() ?? {};
    expect(unpaidData).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'system', reason: 'dj_suspended' },
      payment: { status: 'expired' },
    });
    expect(unpaidData.history).toEqual([
      expect.objectContaining({ action: 'paymentExpired', actor: 'system', to: 'cancelled' }),
    ]);
    for (const closed of [held, demo]) {
      const data = (await adminDb.doc(`bookings/${closed.id}`).get()).data() ?? {};
      expect(data).toMatchObject({
        status: 'cancelled',
        cancellation: { by: 'system', reason: 'dj_suspended' },
        payment: { status: 'released' },
      });
      expect(data.history).toEqual([
        expect.objectContaining({ action: 'decline', actor: 'system', uid: null }),
      ]);
    }
    expect(await statusOf(confirmed.id)).toBe('confirmed');
    expect(await statusOf(otherDj.id)).toBe('pending');
    // The held card is released (the demo one had no hold), the open checkout expired.
    expect(gateway.calls).toEqual([
      {
        operation: 'release',
        paymentIntentId: `pi_${held.id}`,
        idempotencyKey: `${held.id}:1:djSuspended:void`,
      },
    ]);
    expect(gateway.expiredSessions).toEqual([`cs_${unpaid.id}`]);
    // Nothing left: a second call closes nothing and moves no money.
    expect(await closeOpenRequestsOfDj(deps, djId, 'dj_suspended', now)).toBe(0);
    expect(gateway.calls).toHaveLength(1);
  });

  it('the client and the DJ are notified that the request was closed', async () => {
    const booking = await seedBooking({ status: 'pending' });
    const before = (await adminDb.doc(`bookings/${booking.id}`).get()).data();
    const deps = { db: adminDb, gateway, log: quietLog };
    await closeOpenRequestsOfDj(deps, booking.djId, 'dj_deleted', DAY_BEFORE_NOON);
    const after = (await adminDb.doc(`bookings/${booking.id}`).get()).data();
    const sent = await handleBookingWritten(booking.id, before, after, {
      db: adminDb,
      auth: adminAuth,
      origin: 'http://localhost:5000',
    });
    expect(sent).toBe(2);
    const notice = await adminDb
      .doc(`users/${booking.clientUid}/notifications/${booking.id}_cancelled_client`)
      .get();
    expect(notice.get('title')).toBe('Booking request closed');
  });
});

describe('countConfirmedFutureBookings', () => {
  it('counts confirmed bookings from today (UTC) on, of that DJ only', async () => {
    const djId = await newDj();
    const parties = { djId };
    const now = new Date('2031-06-20T23:00:00Z');
    await seedBooking({ status: 'confirmed', parties, eventDate: '2031-06-20' });
    await seedBooking({ status: 'confirmed', parties, eventDate: '2031-09-01' });
    await seedBooking({ status: 'confirmed', parties, eventDate: '2031-06-19' });
    await seedBooking({ status: 'pending', parties, eventDate: '2031-09-02' });
    await seedBooking({ status: 'completed', parties, eventDate: '2031-06-21' });
    await seedBooking({ status: 'confirmed', eventDate: '2031-09-03' });
    expect(await countConfirmedFutureBookings(adminDb, djId, now)).toBe(2);
    expect(await countConfirmedFutureBookings(adminDb, newId('Dj'), now)).toBe(0);
  });
});
