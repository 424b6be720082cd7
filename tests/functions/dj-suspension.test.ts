// A DJ's suspension reaches their confirmed bookings (issue 39, decision 0052), through the
// reviewDjApplication handler called directly against the Firestore emulator: a booking still
// to come is cancelled with a full refund, its payout voided, its date freed and its client
// told; a gig already played keeps its booking but its payout waits for an admin, who may
// release it; and the payout runner never pays a suspended DJ without that decision.
import { beforeEach, describe, expect, it } from 'vitest';
import { reviewDjApplicationHandler } from '../../functions/src/callable/review-dj-application';
import { payOut } from '../../functions/src/services/payout-runner';
import { resolveProblem } from '../../functions/src/services/payout-problems';
import { bookingNoticeId } from '../../src/domain/booking-notifications';
import { SUSPENSION_PROBLEM_DETAILS } from '../../src/domain/payout-record';
import {
  acceptedBooking as acceptedBookingAt,
  DAY,
  EVENT_START,
  quietLog,
  RecordingGateway,
  runBookingTrigger,
  TOTAL_CENTS,
} from './booking-fixtures';
import { adminAuth, adminDb, newId } from './helpers';

let gateway: RecordingGateway;
beforeEach(() => {
  gateway = new RecordingGateway();
});

const TEN_DAYS_BEFORE = new Date(EVENT_START.getTime() - 10 * DAY);
/** Three days after the event date began: the gig was played, its payout is due. */
const THREE_DAYS_AFTER = new Date(EVENT_START.getTime() + 3 * DAY);

const data = async (path: string) => (await adminDb.doc(path).get()).data() ?? {};

/** A verified DJ in Austin with a pending request accepted ten days before: a real payout. */
const acceptedBooking = () => acceptedBookingAt(gateway, TEN_DAYS_BEFORE);

/** An admin (a fresh one: the admin-action quota is per admin) suspends the DJ at `now`. */
const suspend = (djId: string, now: Date) =>
  reviewDjApplicationHandler(
    {
      data: { djId, action: 'suspend' },
      auth: { uid: newId('Ad'), token: { role: 'admin' } },
    },
    { auth: adminAuth, db: adminDb, gateway, log: quietLog, now: () => now },
  );

describe('a suspension cancels the confirmed bookings still to come', () => {
  it('refunds the client in full, frees the date and voids the payout', async () => {
    const booking = await acceptedBooking();
    const result = await suspend(booking.djId, new Date(TEN_DAYS_BEFORE.getTime() + DAY));
    expect(result).toMatchObject({
      status: 'suspended',
      closedRequests: 0,
      cancelledBookings: 1,
      heldPayouts: 0,
    });
    const after = await data(`bookings/${booking.id}`);
    expect(after.status).toBe('cancelled');
    expect(after.cancellation).toEqual({
      by: 'system',
      reason: 'dj_suspended',
      refundPercent: 100,
      refundCents: TOTAL_CENTS,
      // No searchPlace: a suspended profile's area never reaches a client (withSearchPlace in
      // booking-effects.ts); the client's "Find DJs free on <date>" searches that date
      // everywhere.
    });
    expect(after.history.at(-1)).toMatchObject({
      action: 'cancel',
      actor: 'system',
      uid: null,
      from: 'confirmed',
      to: 'cancelled',
    });
    expect(gateway.calls).toEqual([
      expect.objectContaining({ operation: 'refund', amountCents: TOTAL_CENTS }),
    ]);
    expect((await data(`djAvailability/${booking.djId}`)).bookedDates).toEqual([]);
    expect(await data(`payouts/${booking.id}`)).toMatchObject({ status: 'void', amountCents: 0 });
  });

  it('tells the client why, with the refund, and the DJ', async () => {
    const booking = await acceptedBooking();
    const before = await data(`bookings/${booking.id}`);
    await suspend(booking.djId, new Date(TEN_DAYS_BEFORE.getTime() + DAY));
    await runBookingTrigger(booking.id, before, await data(`bookings/${booking.id}`));
    const client = await data(
      `users/${booking.clientUid}/notifications/${bookingNoticeId(booking.id, 'cancelled', 'client')}`,
    );
    expect(client.title).toBe('Your booking was cancelled');
    expect(client.body).toContain(
      'their profile was suspended by Spinbook. You get a full refund.',
    );
    const dj = await data(
      `users/${booking.djId}/notifications/${bookingNoticeId(booking.id, 'cancelled', 'dj')}`,
    );
    expect(dj.body).toContain('because your DJ profile is suspended');
  });
});

describe('a gig already played waits for an admin', () => {
  it('keeps the booking, holds the payout, and pays it only once an admin releases it', async () => {
    const booking = await acceptedBooking();
    const result = await suspend(booking.djId, THREE_DAYS_AFTER);
    expect(result).toMatchObject({ cancelledBookings: 0, heldPayouts: 1 });
    expect((await data(`bookings/${booking.id}`)).status).toBe('confirmed');
    expect(await data(`payouts/${booking.id}`)).toMatchObject({
      status: 'held',
      problem: { details: SUSPENSION_PROBLEM_DETAILS, status: 'open' },
    });
    expect(await payOut({ db: adminDb, gateway }, booking.id, THREE_DAYS_AFTER)).toBe('held');
    expect(gateway.transfers).toEqual([]);

    const adminUid = newId('Ad');
    await resolveProblem(
      { db: adminDb, gateway },
      { bookingId: booking.id, resolution: 'release', adminUid, now: THREE_DAYS_AFTER },
    );
    expect(gateway.transfers).toEqual([expect.objectContaining({ bookingId: booking.id })]);
    expect(await data(`payouts/${booking.id}`)).toMatchObject({ status: 'paid' });
    // The client never reported a problem: their booking shows none.
    expect((await data(`bookings/${booking.id}`)).problem).toBeUndefined();
  });

  it('the runner holds a payout it would pay a DJ suspended after the suspension ran', async () => {
    const booking = await acceptedBooking();
    // As if the suspension's own pass missed it (a transfer was being claimed then).
    await adminDb.doc(`djs/${booking.djId}`).update({ status: 'suspended' });
    expect(await payOut({ db: adminDb, gateway }, booking.id, THREE_DAYS_AFTER)).toBe('held');
    expect(gateway.transfers).toEqual([]);
    expect((await data(`payouts/${booking.id}`)).problem).toMatchObject({
      details: SUSPENSION_PROBLEM_DETAILS,
      status: 'open',
    });
  });

  it('a transfer in doubt at the suspension is repeated as it was, not held', async () => {
    const booking = await acceptedBooking();
    // The runner sent it and got no answer: it may have gone through, so it is kept as it was.
    const sent = gateway.transfer.bind(gateway);
    gateway.transfer = () => Promise.reject(new Error('socket hang up'));
    const payouts = { db: adminDb, gateway, log: quietLog };
    expect(await payOut(payouts, booking.id, THREE_DAYS_AFTER)).toBe('failed');
    // In doubt: its key and amount wait in the booking's outbox, its amount on the payout.
    const attempt = (await data(`moneyOutbox/${booking.id}`)).transfer as {
      idempotencyKey: string;
      amountCents: number;
    };
    expect(attempt.amountCents).toBeGreaterThan(0);
    expect(await data(`payouts/${booking.id}`)).toMatchObject({
      transferInDoubtCents: attempt.amountCents,
    });
    gateway.transfer = sent;

    // Holding it would let an admin refund the client with that transfer unsettled.
    const later = new Date(THREE_DAYS_AFTER.getTime() + 3_600_000);
    expect(await suspend(booking.djId, later)).toMatchObject({ heldPayouts: 0 });
    expect(await data(`payouts/${booking.id}`)).toMatchObject({
      status: 'failed',
      transferInDoubtCents: attempt.amountCents,
    });
    expect((await data(`moneyOutbox/${booking.id}`)).transfer).toEqual(attempt);
    // The next run repeats it under its key: Stripe answers with the first transfer.
    expect(await payOut(payouts, booking.id, later)).toBe('paid');
    expect(gateway.transfers).toEqual([
      expect.objectContaining({
        idempotencyKey: attempt.idempotencyKey,
        amountCents: attempt.amountCents,
      }),
    ]);
    expect((await data(`payouts/${booking.id}`)).transferInDoubtCents).toBe(0);
    expect((await adminDb.doc(`moneyOutbox/${booking.id}`).get()).exists).toBe(false);
  });

  it('control: a verified DJ is paid when the payout falls due', async () => {
    const booking = await acceptedBooking();
    expect(await payOut({ db: adminDb, gateway }, booking.id, THREE_DAYS_AFTER)).toBe('paid');
    expect(gateway.transfers).toHaveLength(1);
  });
});
