// The DJ's transfer waits in the booking's one outbox (moneyOutbox/{bookingId}.transfer) from
// the runner's claim until Stripe's answer is recorded, beside the booking's card moves, which
// the card settler makes without touching it; a payout from before the outbox, whose attempt in
// doubt is on the payout itself (`transferAttempt`), is repeated under that attempt's key and
// amount, and moved into the outbox by the claim. So do a reversal and a won dispute's restore,
// from just before they are asked (decision 0049, thirteenth session).
import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { settlePayments } from '../../functions/src/services/money-outbox';
import { TransferRefusedError } from '../../functions/src/services/payment-gateway';
import { settleRestore, settleReversal } from '../../functions/src/services/payout-reversals';
import { payOut } from '../../functions/src/services/payout-runner';
import {
  acceptedBooking as acceptedBookingAt,
  DAY,
  EVENT_START,
  quietLog,
  RecordingGateway,
} from './booking-fixtures';
import { adminDb } from './helpers';

let gateway: RecordingGateway;
beforeEach(() => {
  gateway = new RecordingGateway();
});

const TEN_DAYS_BEFORE = new Date(EVENT_START.getTime() - 10 * DAY);
const THREE_DAYS_AFTER = new Date(EVENT_START.getTime() + 3 * DAY);
const data = async (path: string) => (await adminDb.doc(path).get()).data() ?? {};
const outbox = (id: string) => adminDb.doc(`moneyOutbox/${id}`).get();

const acceptedBooking = () => acceptedBookingAt(gateway, TEN_DAYS_BEFORE);

describe("the DJ's transfer in the booking's outbox", () => {
  it('waits there while unanswered, beside card moves the card settler makes without it', async () => {
    const booking = await acceptedBooking();
    const sent = gateway.transfer.bind(gateway);
    gateway.transfer = () => Promise.reject(new Error('socket hang up'));
    const deps = { db: adminDb, gateway, log: quietLog };
    expect(await payOut(deps, booking.id, THREE_DAYS_AFTER)).toBe('failed');
    const attempt = (await outbox(booking.id)).get('transfer') as {
      idempotencyKey: string;
      amountCents: number;
    };
    expect(attempt).toEqual({
      idempotencyKey: `transfer-${booking.id}`,
      amountCents: (await data(`payouts/${booking.id}`)).amountCents,
    });

    // A card move owed meanwhile (a refund the table planned) goes; the transfer stays.
    const refund = {
      bookingId: booking.id,
      operation: 'refund',
      provider: 'stripe',
      paymentIntentId: `pi_${booking.id}`,
      amountCents: 1_000,
      idempotencyKey: `${booking.id}:9:test:refund`,
    };
    await adminDb
      .doc(`moneyOutbox/${booking.id}`)
      .set({ moves: FieldValue.arrayUnion(refund) }, { merge: true });
    await adminDb.doc(`bookings/${booking.id}`).update({ 'payment.settlement': 'pending' });
    expect(await settlePayments(deps, booking.id, THREE_DAYS_AFTER)).toBe(0);
    const box = await outbox(booking.id);
    expect(box.get('moves')).toBeUndefined();
    expect(box.get('transfer')).toEqual(attempt);
    expect((await data(`bookings/${booking.id}`)).payment.settlement).toBe('settled');

    // The next run repeats it exactly; its answer removes it, and the document with it.
    gateway.transfer = sent;
    const later = new Date(THREE_DAYS_AFTER.getTime() + 3_600_000);
    expect(await payOut(deps, booking.id, later)).toBe('paid');
    expect(gateway.transfers).toEqual([expect.objectContaining(attempt)]);
    expect((await outbox(booking.id)).exists).toBe(false);
    expect((await data(`payouts/${booking.id}`)).transferInDoubtCents).toBe(0);
  });

  it('a refusal by Stripe takes it out: nothing was made, so the next attempt has a new key', async () => {
    const booking = await acceptedBooking();
    const sent = gateway.transfer.bind(gateway);
    gateway.transfer = () =>
      Promise.reject(new TransferRefusedError('insufficient_capabilities_for_transfer', 'no'));
    const deps = { db: adminDb, gateway, log: quietLog };
    expect(await payOut(deps, booking.id, THREE_DAYS_AFTER)).toBe('failed');
    expect((await outbox(booking.id)).exists).toBe(false);
    expect(await data(`payouts/${booking.id}`)).toMatchObject({
      refusals: 1,
      transferInDoubtCents: 0,
    });

    gateway.transfer = sent;
    const later = new Date(THREE_DAYS_AFTER.getTime() + 3_600_000);
    expect(await payOut(deps, booking.id, later)).toBe('paid');
    expect(gateway.transfers).toEqual([
      expect.objectContaining({ idempotencyKey: `transfer-${booking.id}-r1` }),
    ]);
  });

  it("repeats a payout's own attempt from before the outbox, and moves it there", async () => {
    const booking = await acceptedBooking();
    const amountCents = (await data(`payouts/${booking.id}`)).amountCents as number;
    // As the old runner left an attempt whose answer was lost: on the payout, no outbox.
    const legacy = { idempotencyKey: `transfer-${booking.id}`, amountCents: amountCents + 500 };
    await adminDb.doc(`payouts/${booking.id}`).update({
      status: 'failed',
      transferAttempt: legacy,
      transferInDoubtCents: FieldValue.delete(),
    });
    const sent = gateway.transfer.bind(gateway);
    gateway.transfer = () => Promise.reject(new Error('socket hang up'));
    const deps = { db: adminDb, gateway, log: quietLog };
    expect(await payOut(deps, booking.id, THREE_DAYS_AFTER)).toBe('failed');
    expect((await outbox(booking.id)).get('transfer')).toEqual(legacy);
    const moved = await data(`payouts/${booking.id}`);
    expect(moved.transferAttempt).toBeUndefined();
    expect(moved.transferInDoubtCents).toBe(legacy.amountCents);

    gateway.transfer = sent;
    const later = new Date(THREE_DAYS_AFTER.getTime() + 3_600_000);
    expect(await payOut(deps, booking.id, later)).toBe('paid');
    // The same key and amount as the attempt in doubt; what it paid over is taken back.
    expect(gateway.transfers).toEqual([expect.objectContaining(legacy)]);
    expect(await data(`payouts/${booking.id}`)).toMatchObject({
      status: 'paid',
      reversalOwedCents: 500,
      transferInDoubtCents: 0,
    });
    expect((await outbox(booking.id)).exists).toBe(false);
  });
});

/** A booking whose DJ was paid (transfer `tr_<id>`), then owed `owed` back or more. */
async function paidBooking(fields: Record<string, number>) {
  const booking = await acceptedBooking();
  expect(await payOut({ db: adminDb, gateway }, booking.id, THREE_DAYS_AFTER)).toBe('paid');
  await adminDb.doc(`payouts/${booking.id}`).update(fields);
  return booking;
}

const AFTER = new Date(THREE_DAYS_AFTER.getTime() + DAY);
const lost = () => Promise.reject(new Error('socket hang up'));

/** From now on each reversal asked of the gateway is listed as '<key> <cents>', then made. */
function listReversals(reverse: RecordingGateway['reverseTransfer']): string[] {
  const asked: string[] = [];
  gateway.reverseTransfer = (id, cents, key) => {
    asked.push(`${key} ${cents}`);
    return reverse(id, cents, key);
  };
  return asked;
}

describe('a reversal in the outbox', () => {
  it('waits there unanswered, and is asked again as it was', async () => {
    const booking = await paidBooking({ reversalOwedCents: 5_000 });
    const reverse = gateway.reverseTransfer.bind(gateway);
    gateway.reverseTransfer = lost;
    const deps = { db: adminDb, gateway, log: quietLog };
    expect(await settleReversal(deps, booking.id, AFTER)).toBe(false);
    const attempt = { idempotencyKey: `reversal-${booking.id}-1`, amountCents: 5_000, number: 1 };
    expect((await outbox(booking.id)).get('reversal')).toEqual(attempt);

    const asked = listReversals(reverse);
    expect(await settleReversal(deps, booking.id, AFTER)).toBe(true);
    expect(asked).toEqual([`reversal-${booking.id}-1 5000`]);
    expect((await outbox(booking.id)).exists).toBe(false);
    expect(await data(`payouts/${booking.id}`)).toMatchObject({
      status: 'reversed',
      reversedCents: 5_000,
      reversalOwedCents: 0,
      reversals: 1,
    });
  });

  it('never asks its key for another amount: owed more meanwhile, the next key', async () => {
    const booking = await paidBooking({ reversalOwedCents: 5_000 });
    const reverse = gateway.reverseTransfer.bind(gateway);
    gateway.reverseTransfer = lost;
    const deps = { db: adminDb, gateway, log: quietLog };
    await settleReversal(deps, booking.id, AFTER);
    // A second refund after the transfer: more is owed back.
    await adminDb.doc(`payouts/${booking.id}`).update({ reversalOwedCents: 8_000 });
    const asked = listReversals(reverse);
    expect(await settleReversal(deps, booking.id, AFTER)).toBe(true);
    expect(asked).toEqual([`reversal-${booking.id}-1-r1 8000`]);
    expect((await outbox(booking.id)).exists).toBe(false);
    expect(await data(`payouts/${booking.id}`)).toMatchObject({
      reversedCents: 8_000,
      reversalOwedCents: 0,
    });
  });

  it('made by Stripe with its answer lost: counted from the transfer, not asked again', async () => {
    const booking = await paidBooking({ reversalOwedCents: 5_000 });
    const reverse = gateway.reverseTransfer.bind(gateway);
    gateway.reverseTransfer = async (id, cents, key) => {
      await reverse(id, cents, key);
      throw new Error('socket hang up');
    };
    const deps = { db: adminDb, gateway, log: quietLog };
    await settleReversal(deps, booking.id, AFTER);
    expect((await outbox(booking.id)).get('reversal')).toMatchObject({ amountCents: 5_000 });
    const asked = listReversals(reverse);
    // The payout job finds the attempt by the payout's amount owed; Stripe shows it was made.
    expect(await settleReversal(deps, booking.id, AFTER)).toBe(true);
    expect(asked).toEqual([]);
    expect((await outbox(booking.id)).exists).toBe(false);
    expect(await data(`payouts/${booking.id}`)).toMatchObject({
      reversedCents: 5_000,
      reversalOwedCents: 0,
      reversals: 1,
    });
  });
});

describe("a won dispute's restore in the outbox", () => {
  it('waits there unanswered, and is asked again as it was', async () => {
    const booking = await paidBooking({ restoreOwedCents: 3_000 });
    const sent = gateway.transfer.bind(gateway);
    gateway.transfer = lost;
    const deps = { db: adminDb, gateway, log: quietLog };
    expect(await settleRestore(deps, booking.id, AFTER)).toBe(false);
    const attempt = { idempotencyKey: `restore-${booking.id}`, amountCents: 3_000 };
    expect((await outbox(booking.id)).get('restore')).toEqual(attempt);
    gateway.transfer = sent;
    expect(await settleRestore(deps, booking.id, AFTER)).toBe(true);
    expect(gateway.transfers.at(-1)).toMatchObject(attempt);
    expect((await outbox(booking.id)).exists).toBe(false);
    expect(await data(`payouts/${booking.id}`)).toMatchObject({
      restoreOwedCents: 0,
      restoreTransferId: expect.any(String),
    });
  });
});
