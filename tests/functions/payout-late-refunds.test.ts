// Refunds, disputes and reversals made outside the app, on the platform webhook, against the
// Firestore emulator and the loopback Stripe (the real stripe SDK on the wire; events signed
// with the SDK's generateTestHeaderString). The loopback's hooks stand in for the Stripe
// Dashboard and the client's bank; each event is re-read from Stripe, so the events here
// carry stale figures on purpose. Decision 0027, "Refunds and disputes outside the app".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionBookingHandler } from '../../functions/src/callable/transition-booking';
import { handleStripeWebhook, type WebhookResponse } from '../../functions/src/http/stripe-webhook';
import { RESTORE_WAITS_FOR_ADMIN } from '../../functions/src/services/payout-reversals';
import { runDuePayouts } from '../../functions/src/services/payout-runner';
import { StripeGateway } from '../../functions/src/services/stripe-gateway';
import { DISPUTE_PROBLEM_DETAILS, type PayoutRecord } from '../../src/domain/payout-record';
import { transferDueAt } from '../../src/domain/payouts';
import {
  DAY,
  EVENT_DATE,
  EVENT_DAY_NOON,
  EVENT_START,
  HOUR,
  newDj,
  seedBooking,
  TOTAL_CENTS,
} from './booking-fixtures';
import { adminDb, newId } from './helpers';
import {
  loopbackStripeClient,
  READY_ACCOUNT,
  startStripeLoopback,
  type StripeLoopback,
} from './stripe-loopback';

const WEBHOOK_SECRET = 'whsec_platform_loopback';
const quietLog = { warn: () => {}, error: () => {} };
/** The fixture's booking: $430.51 charged, the DJ's net $348.50 (85% of $410.00). */
const NET = 34_850;
const DUE = transferDueAt(EVENT_DATE, 4) as Date;
const AFTER_DUE = new Date(DUE.getTime() + HOUR);
/** round(10,000 × 34,850 / 43,051): the DJ's share of a $100 refund. */
const SHARE_OF_100 = 8_095;

let loopback: StripeLoopback;
let stripe: ReturnType<typeof loopbackStripeClient>;
let gateway: StripeGateway;

beforeAll(async () => {
  loopback = await startStripeLoopback();
  stripe = loopbackStripeClient(loopback);
  gateway = new StripeGateway(stripe);
});
afterAll(async () => {
  await loopback.close();
});

const deps = (now: Date) => ({ db: adminDb, gateway, now: () => now, log: quietLog });

async function payout(bookingId: string): Promise<PayoutRecord<unknown>> {
  return (await adminDb.doc(`payouts/${bookingId}`).get()).data() as PayoutRecord<unknown>;
}

/** A confirmed booking whose DJ has a ready Express account on the loopback; its charge id. */
async function confirmedBooking() {
  const djId = await newDj();
  const accountId = `acct_${djId}`;
  loopback.setAccount(accountId, READY_ACCOUNT);
  await adminDb.doc(`payoutAccounts/${djId}`).update({ accountId, provider: 'stripe' });
  const booking = await seedBooking({ status: 'pending', parties: { djId } });
  loopback.authorize(null, TOTAL_CENTS, `pi_${booking.id}`);
  await transitionBookingHandler(
    {
      data: { bookingId: booking.id, action: 'accept' },
      auth: { uid: djId, token: { role: 'dj' } },
    },
    // Days ahead: a cancellation then follows the tiers, not the grace after a late accept.
    deps(new Date(EVENT_START.getTime() - 5 * DAY)),
  );
  const chargeId = (await payout(booking.id)).chargeId;
  expect(chargeId).toMatch(/^ch_/);
  return { ...booking, chargeId: String(chargeId) };
}

/** The same, with the DJ's transfer made at its due time. */
async function paidBooking() {
  const booking = await confirmedBooking();
  await runDuePayouts(deps(DUE), DUE);
  const paid = await payout(booking.id);
  expect(paid.status).toBe('paid');
  return { ...booking, transferId: String(paid.transferId) };
}

const transfersFor = (bookingId: string) =>
  loopback.effects.filter(
    (r) => r.path === '/v1/transfers' && r.form['metadata[bookingId]'] === bookingId,
  );

/** Sends a signed platform event; `object` is what the event carries (possibly stale). */
async function platformEvent(
  type: string,
  object: Record<string, unknown>,
  now: Date,
  id = newId('evt_'),
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(now.getTime() / 1000),
    data: { object },
  });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  let status = 0;
  let body: { outcome?: string } = {};
  const res: WebhookResponse = {
    status(code) {
      status = code;
      return res;
    },
    json(value) {
      body = value as { outcome?: string };
    },
  };
  await handleStripeWebhook(
    { method: 'POST', rawBody: Buffer.from(payload), headers: { 'stripe-signature': header } },
    res,
    { db: adminDb, stripe, webhookSecret: WEBHOOK_SECRET, gateway, now: () => now, log: quietLog },
  );
  return { status, outcome: body.outcome, id };
}

// What Stripe's events carry; the figures are deliberately stale (the handler re-reads).
const chargeRefunded = (chargeId: string, now: Date, id?: string) =>
  platformEvent('charge.refunded', { id: chargeId, object: 'charge', amount_refunded: 1 }, now, id);
const disputeEvent = (type: 'created' | 'closed', chargeId: string, disputeId: string, now: Date) =>
  platformEvent(
    `charge.dispute.${type}`,
    { id: disputeId, object: 'dispute', charge: chargeId, status: 'needs_response', amount: 1 },
    now,
  );

describe('a refund made in the Stripe Dashboard', () => {
  it('before the transfer: the transfer is lowered to the exact cents', async () => {
    const booking = await confirmedBooking();
    loopback.refundOutside(booking.chargeId, 10_000);
    const before = loopback.effects.length;
    expect((await chargeRefunded(booking.chargeId, EVENT_DAY_NOON)).outcome).toBe(
      'payout_adjusted',
    );
    expect(loopback.effects.length).toBe(before);
    expect(await payout(booking.id)).toMatchObject({
      status: 'scheduled',
      amountCents: NET - SHARE_OF_100,
      refundedCents: 10_000,
      platformRevenueCents: TOTAL_CENTS - 10_000 - (NET - SHARE_OF_100),
    });
    // The booking counts it too: a cancel refunds only the rest, and its prompt says so.
    expect((await adminDb.doc(`bookings/${booking.id}`).get()).get('payment.refundedCents')).toBe(
      10_000,
    );
    await runDuePayouts(deps(DUE), DUE);
    expect(transfersFor(booking.id).map((r) => Number(r.form.amount))).toEqual([26_755]);
  });

  it('then a cancellation refunds only what is left, and the DJ is owed by the tier', async () => {
    const booking = await confirmedBooking();
    loopback.refundOutside(booking.chargeId, 10_000);
    await chargeRefunded(booking.chargeId, EVENT_DAY_NOON);
    // An admin cancels for cause: a full refund, of what the Dashboard refund left.
    const at = new Date(EVENT_START.getTime() - 12 * HOUR);
    const result = await transitionBookingHandler(
      {
        data: { bookingId: booking.id, action: 'cancel' },
        auth: { uid: newId('Ad'), token: { role: 'admin' } },
      },
      deps(at),
    );
    expect(result.refundCents).toBe(TOTAL_CENTS - 10_000);
    const refunds = loopback.effects.filter(
      (r) => r.path === '/v1/refunds' && r.form.payment_intent === `pi_${booking.id}`,
    );
    expect(refunds.map((r) => Number(r.form.amount))).toEqual([TOTAL_CENTS - 10_000]);
    const after = await adminDb.doc(`bookings/${booking.id}`).get();
    expect(after.get('payment.settlement')).toBe('settled');
    expect(after.get('payment.refundedCents')).toBe(TOTAL_CENTS);
    expect(await payout(booking.id)).toMatchObject({
      status: 'void',
      amountCents: 0,
      refundedCents: TOTAL_CENTS,
    });
  });

  it('of everything before the transfer: nothing is owed or transferred', async () => {
    const booking = await confirmedBooking();
    loopback.refundOutside(booking.chargeId, TOTAL_CENTS);
    await chargeRefunded(booking.chargeId, EVENT_DAY_NOON);
    expect(await payout(booking.id)).toMatchObject({
      status: 'void',
      amountCents: 0,
      refundedCents: TOTAL_CENTS,
      platformRevenueCents: 0,
    });
    await runDuePayouts(deps(DUE), DUE);
    expect(transfersFor(booking.id)).toHaveLength(0);
  });

  it("after the transfer: the DJ's share is reversed first, then nothing else", async () => {
    const booking = await paidBooking();
    loopback.refundOutside(booking.chargeId, 10_000);
    const sent = loopback.requests.length;
    const before = loopback.effects.length;
    const first = await chargeRefunded(booking.chargeId, AFTER_DUE);
    expect(first.outcome).toBe('payout_adjusted');
    // Re-read the charge, count what Stripe reversed already, then the reversal; nothing
    // else moves money.
    expect(loopback.requests.slice(sent).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/charges/${booking.chargeId}`,
      `GET /v1/transfers/${booking.transferId}`,
      `POST /v1/transfers/${booking.transferId}/reversals`,
    ]);
    const moves = loopback.effects.slice(before);
    expect(moves).toHaveLength(1);
    expect(moves[0]?.form.amount).toBe(String(SHARE_OF_100));
    expect(moves[0]?.idempotencyKey).toBe(`reversal-${booking.id}-1`);
    expect(await payout(booking.id)).toMatchObject({
      status: 'reversed',
      amountCents: NET,
      reversedCents: SHARE_OF_100,
      reversalOwedCents: 0,
      refundedCents: 10_000,
      platformRevenueCents: TOTAL_CENTS - 10_000 - (NET - SHARE_OF_100),
    });

    // The same event again, and Stripe's transfer.reversed for our own reversal: nothing.
    expect((await chargeRefunded(booking.chargeId, AFTER_DUE, first.id)).outcome).toBe('duplicate');
    const reversed = await platformEvent(
      'transfer.reversed',
      { id: booking.transferId, object: 'transfer', amount_reversed: 0 },
      AFTER_DUE,
    );
    expect(reversed.outcome).toBe('payout_unchanged');
    expect(loopback.effects.length).toBe(before + 1);
    expect((await payout(booking.id)).reversedCents).toBe(SHARE_OF_100);
  });

  it('after a reversal whose answer was lost: counted, and only the rest reversed', async () => {
    const booking = await paidBooking();
    loopback.refundOutside(booking.chargeId, 10_000);
    // Stripe makes the reversal, and its answer never arrives.
    const reverse = gateway.reverseTransfer.bind(gateway);
    gateway.reverseTransfer = async (...args) => {
      await reverse(...args);
      throw new Error('socket hang up');
    };
    try {
      await chargeRefunded(booking.chargeId, AFTER_DUE);
    } finally {
      gateway.reverseTransfer = reverse;
    }
    expect(await payout(booking.id)).toMatchObject({
      reversedCents: 0,
      reversalOwedCents: SHARE_OF_100,
      failure: { code: 'reversal_failed' },
    });
    // A second refund: the amount owed grows. The lost reversal is counted from Stripe's
    // transfer; only the new share is reversed, under the next key (not the lost one's
    // key with another amount, which Stripe would refuse for ever).
    loopback.refundOutside(booking.chargeId, 10_000);
    await chargeRefunded(booking.chargeId, AFTER_DUE);
    const reversals = loopback.effects.filter((r) => r.path.endsWith('/reversals'));
    const mine = reversals.filter((r) => r.idempotencyKey?.startsWith(`reversal-${booking.id}-`));
    expect(mine.map((r) => [r.idempotencyKey, r.form.amount])).toEqual([
      [`reversal-${booking.id}-1`, String(SHARE_OF_100)],
      [`reversal-${booking.id}-2`, String(SHARE_OF_100)],
    ]);
    expect(await payout(booking.id)).toMatchObject({
      status: 'reversed',
      reversedCents: 2 * SHARE_OF_100,
      reversalOwedCents: 0,
      reversals: 2,
      refundedCents: 20_000,
      failure: null,
    });
  });

  it('after a transfer whose answer was lost: repeated as it was, the excess reversed', async () => {
    const booking = await confirmedBooking();
    // Stripe makes the transfer, and its answer never arrives.
    const lossy = Object.create(gateway) as StripeGateway;
    lossy.transfer = async (request) => {
      await gateway.transfer(request);
      throw new Error('socket hang up');
    };
    await runDuePayouts({ ...deps(DUE), gateway: lossy }, DUE);
    expect(await payout(booking.id)).toMatchObject({
      status: 'failed',
      transferInDoubtCents: NET,
    });
    expect((await adminDb.doc(`moneyOutbox/${booking.id}`).get()).get('transfer')).toEqual({
      idempotencyKey: `transfer-${booking.id}`,
      amountCents: NET,
    });
    // A Dashboard refund lowers what is owed while the transfer is in doubt.
    loopback.refundOutside(booking.chargeId, 10_000);
    expect((await chargeRefunded(booking.chargeId, AFTER_DUE)).outcome).toBe('payout_adjusted');
    expect((await payout(booking.id)).amountCents).toBe(NET - SHARE_OF_100);
    // The next run repeats the attempt exactly: Stripe answers with the transfer it made
    // (a new amount under its key would be an idempotency_error; a new key, a second
    // transfer). The DJ's share of the refund is then taken back.
    await runDuePayouts(deps(AFTER_DUE), AFTER_DUE);
    const made = transfersFor(booking.id);
    expect(made).toHaveLength(1);
    expect(made[0]?.form.amount).toBe(String(NET));
    expect(await payout(booking.id)).toMatchObject({
      status: 'reversed',
      transferId: expect.stringMatching(/^tr_/),
      transferInDoubtCents: 0,
      amountCents: NET,
      reversedCents: SHARE_OF_100,
      reversalOwedCents: 0,
      refundedCents: 10_000,
      platformRevenueCents: TOTAL_CENTS - 10_000 - (NET - SHARE_OF_100),
    });
    const replays = loopback.requests.filter(
      (r) => r.path === '/v1/transfers' && r.idempotencyKey === `transfer-${booking.id}`,
    );
    expect(replays).toHaveLength(2);
  });

  it("our own refund's charge.refunded changes nothing", async () => {
    const booking = await confirmedBooking();
    // The client cancels 36 h before: 50% back, half the net still owed.
    const at = new Date(EVENT_START.getTime() - 36 * HOUR);
    await transitionBookingHandler(
      {
        data: { bookingId: booking.id, action: 'cancel' },
        auth: { uid: booking.clientUid, token: { role: 'client' } },
      },
      deps(at),
    );
    const planned = await payout(booking.id);
    expect(planned).toMatchObject({ amountCents: 17_425, refundedCents: 21_526 });
    const before = loopback.effects.length;
    expect((await chargeRefunded(booking.chargeId, at)).outcome).toBe('payout_unchanged');
    expect(await payout(booking.id)).toEqual(planned);
    expect(loopback.effects.length).toBe(before);
  });

  it('duplicate and out-of-order events change nothing twice', async () => {
    const booking = await confirmedBooking();
    loopback.refundOutside(booking.chargeId, 10_000);
    const firstEventId = newId('evt_');
    loopback.refundOutside(booking.chargeId, 5_000);
    // The second refund's event arrives first: the re-read charge counts both refunds.
    const second = await chargeRefunded(booking.chargeId, EVENT_DAY_NOON);
    expect(second.outcome).toBe('payout_adjusted');
    const level = await payout(booking.id);
    // round(15,000 × 34,850 / 43,051) = 12,143.
    expect(level).toMatchObject({ amountCents: NET - 12_143, refundedCents: 15_000 });
    const older = await chargeRefunded(booking.chargeId, EVENT_DAY_NOON, firstEventId);
    expect(older.outcome).toBe('payout_unchanged');
    expect((await chargeRefunded(booking.chargeId, EVENT_DAY_NOON, second.id)).outcome).toBe(
      'duplicate',
    );
    expect(await payout(booking.id)).toEqual(level);
    const recorded = await adminDb.doc(`stripeEvents/${second.id}`).get();
    expect(recorded.data()).toMatchObject({
      type: 'charge.refunded',
      bookingId: booking.id,
      outcome: 'payout_adjusted',
    });
  });

  it('waits while the transfer is under way: answered 500, applied when Stripe retries', async () => {
    const booking = await confirmedBooking();
    await adminDb.doc(`payouts/${booking.id}`).update({ transferStartedAt: DUE });
    loopback.refundOutside(booking.chargeId, 10_000);
    const refused = await chargeRefunded(booking.chargeId, DUE);
    expect(refused.status).toBe(500);
    expect((await adminDb.doc(`stripeEvents/${refused.id}`).get()).exists).toBe(false);
    expect((await payout(booking.id)).amountCents).toBe(NET);

    await adminDb.doc(`payouts/${booking.id}`).update({ transferStartedAt: null });
    const retried = await chargeRefunded(booking.chargeId, DUE, refused.id);
    expect(retried).toMatchObject({ status: 200, outcome: 'payout_adjusted' });
    expect((await payout(booking.id)).amountCents).toBe(NET - SHARE_OF_100);
  });

  it("is recorded and changes nothing for a charge that is no booking's", async () => {
    const intent = loopback.authorize(null, 5_000);
    const { chargeId } = await gateway.capture(intent, newId('capture-'));
    loopback.refundOutside(String(chargeId), 5_000);
    const event = await chargeRefunded(String(chargeId), EVENT_DAY_NOON);
    expect(event.outcome).toBe('no_payout');
    expect((await adminDb.doc(`stripeEvents/${event.id}`).get()).get('outcome')).toBe('no_payout');
  });
});

describe('a card dispute', () => {
  async function admin(): Promise<string> {
    const uid = newId('Ad');
    await adminDb.doc(`users/${uid}`).set({ role: 'admin', displayName: 'Dispute Admin' });
    return uid;
  }

  /** Every admin the notification reaches (the first 50) was told about this booking. */
  async function expectAdminsTold(notificationId: string) {
    const admins = await adminDb.collection('users').where('role', '==', 'admin').limit(50).get();
    expect(admins.empty).toBe(false);
    for (const doc of admins.docs) {
      const note = await doc.ref.collection('notifications').doc(notificationId).get();
      expect(note.get('link')).toBe('/admin');
    }
  }

  it('holds an unpaid payout and tells admins; won releases it', async () => {
    await admin();
    const booking = await confirmedBooking();
    const disputeId = loopback.openDispute(booking.chargeId);
    const opened = await disputeEvent('created', booking.chargeId, disputeId, EVENT_DAY_NOON);
    expect(opened.outcome).toBe('payout_held');
    expect(await payout(booking.id)).toMatchObject({
      status: 'held',
      amountCents: NET,
      problem: { details: DISPUTE_PROBLEM_DETAILS, status: 'open' },
      dispute: { disputeId, status: 'open', heldPayout: true, takenCents: 0 },
    });
    await expectAdminsTold(`dispute_${booking.id}`);
    await runDuePayouts(deps(DUE), DUE);
    expect(transfersFor(booking.id)).toHaveLength(0);

    loopback.closeDispute(disputeId, 'won');
    const won = await disputeEvent('closed', booking.chargeId, disputeId, AFTER_DUE);
    expect(won.outcome).toBe('payout_released');
    expect(await payout(booking.id)).toMatchObject({
      status: 'scheduled',
      problem: { status: 'released' },
      dispute: { status: 'won' },
      refundedCents: 0,
    });
    await runDuePayouts(deps(AFTER_DUE), AFTER_DUE);
    expect(transfersFor(booking.id).map((r) => Number(r.form.amount))).toEqual([NET]);
  });

  it('lost before the transfer: the DJ is paid what is left of their share', async () => {
    const booking = await confirmedBooking();
    const disputeId = loopback.openDispute(booking.chargeId, 10_000);
    await disputeEvent('created', booking.chargeId, disputeId, EVENT_DAY_NOON);
    loopback.closeDispute(disputeId, 'lost');
    const lost = await disputeEvent('closed', booking.chargeId, disputeId, EVENT_DAY_NOON);
    expect(lost.outcome).toBe('payout_released');
    expect(await payout(booking.id)).toMatchObject({
      status: 'scheduled',
      amountCents: NET - SHARE_OF_100,
      refundedCents: 10_000,
      problem: { status: 'refunded' },
      dispute: { status: 'lost', amountCents: 10_000 },
    });
    await runDuePayouts(deps(DUE), DUE);
    expect(transfersFor(booking.id).map((r) => Number(r.form.amount))).toEqual([
      NET - SHARE_OF_100,
    ]);
  });

  it('closed before its opening arrives: lost counts once, with no hold', async () => {
    const booking = await confirmedBooking();
    const disputeId = loopback.openDispute(booking.chargeId, 10_000);
    loopback.closeDispute(disputeId, 'lost');
    const closed = await disputeEvent('closed', booking.chargeId, disputeId, EVENT_DAY_NOON);
    expect(closed.outcome).toBe('payout_adjusted');
    const level = await payout(booking.id);
    expect(level).toMatchObject({
      status: 'scheduled',
      amountCents: NET - SHARE_OF_100,
      refundedCents: 10_000,
      problem: null,
    });
    const opened = await disputeEvent('created', booking.chargeId, disputeId, EVENT_DAY_NOON);
    expect(opened.outcome).toBe('payout_unchanged');
    expect(await payout(booking.id)).toEqual(level);
  });

  it("after the transfer: the DJ's share is reversed at once; lost takes nothing more", async () => {
    await admin();
    const booking = await paidBooking();
    const disputeId = loopback.openDispute(booking.chargeId);
    const before = loopback.effects.length;
    const opened = await disputeEvent('created', booking.chargeId, disputeId, AFTER_DUE);
    expect(opened.outcome).toBe('payout_adjusted');
    const moves = loopback.effects.slice(before);
    expect(moves.map((r) => r.path)).toEqual([`/v1/transfers/${booking.transferId}/reversals`]);
    expect(moves[0]?.form.amount).toBe(String(NET));
    expect(await payout(booking.id)).toMatchObject({
      status: 'reversed',
      reversedCents: NET,
      reversalOwedCents: 0,
      dispute: { status: 'open', heldPayout: false, takenCents: NET },
    });
    await expectAdminsTold(`dispute_${booking.id}`);

    loopback.closeDispute(disputeId, 'lost');
    const lost = await disputeEvent('closed', booking.chargeId, disputeId, AFTER_DUE);
    expect(lost.outcome).toBe('payout_adjusted');
    expect(loopback.effects.length).toBe(before + 1);
    expect(await payout(booking.id)).toMatchObject({
      status: 'reversed',
      reversedCents: NET,
      refundedCents: TOTAL_CENTS,
      platformRevenueCents: 0,
      dispute: { status: 'lost' },
    });
  });

  it('after the transfer: won pays the DJ back what its opening took, once', async () => {
    await admin();
    const booking = await paidBooking();
    const disputeId = loopback.openDispute(booking.chargeId);
    await disputeEvent('created', booking.chargeId, disputeId, AFTER_DUE);
    expect(await payout(booking.id)).toMatchObject({ status: 'reversed', reversedCents: NET });

    loopback.closeDispute(disputeId, 'won');
    const before = loopback.effects.length;
    const won = await disputeEvent('closed', booking.chargeId, disputeId, AFTER_DUE);
    expect(won.outcome).toBe('payout_adjusted');
    // A transfer of its own, from the balance the won dispute refilled.
    const moves = loopback.effects.slice(before);
    expect(moves.map((r) => [r.path, r.idempotencyKey, r.form.amount])).toEqual([
      ['/v1/transfers', `restore-${booking.id}`, String(NET)],
    ]);
    expect(moves[0]?.form.source_transaction).toBeUndefined();
    const restored = await payout(booking.id);
    expect(restored).toMatchObject({
      status: 'paid',
      amountCents: NET,
      reversedCents: 0,
      stripeReversedCents: NET,
      restoreOwedCents: 0,
      restoreTransferId: expect.stringMatching(/^tr_/),
      refundedCents: 0,
      platformRevenueCents: TOTAL_CENTS - NET,
      dispute: { status: 'won', takenCents: NET },
    });
    await expectAdminsTold(`dispute_won_${booking.id}`);
    // A redelivery and the next runs pay nothing more; Stripe's reversal is not news.
    await disputeEvent('closed', booking.chargeId, disputeId, AFTER_DUE);
    await runDuePayouts(deps(AFTER_DUE), AFTER_DUE);
    expect(loopback.effects.length).toBe(before + 1);
    expect(await payout(booking.id)).toMatchObject({ status: 'paid', reversedCents: 0 });
  });

  it('won while the DJ cannot receive transfers: owed back, paid once re-enabled', async () => {
    const booking = await paidBooking();
    const disputeId = loopback.openDispute(booking.chargeId, 10_000);
    await disputeEvent('created', booking.chargeId, disputeId, AFTER_DUE);
    const djId = (await payout(booking.id)).djOwnerUid;
    await adminDb.doc(`payoutAccounts/${djId}`).update({ transfersActive: false });
    loopback.closeDispute(disputeId, 'won');
    await disputeEvent('closed', booking.chargeId, disputeId, AFTER_DUE);
    expect(await payout(booking.id)).toMatchObject({
      status: 'paid',
      reversedCents: 0,
      restoreOwedCents: SHARE_OF_100,
      failure: { code: 'restore_failed' },
    });
    await adminDb.doc(`payoutAccounts/${djId}`).update({ transfersActive: true });
    await runDuePayouts(deps(AFTER_DUE), AFTER_DUE);
    const restores = loopback.effects.filter(
      (r) => r.path === '/v1/transfers' && r.idempotencyKey === `restore-${booking.id}`,
    );
    expect(restores.map((r) => r.form.amount)).toEqual([String(SHARE_OF_100)]);
    expect(await payout(booking.id)).toMatchObject({ restoreOwedCents: 0, failure: null });
  });

  it('won while the DJ is suspended: owed back, paid only once an admin reactivates them', async () => {
    const booking = await paidBooking();
    const disputeId = loopback.openDispute(booking.chargeId, 10_000);
    await disputeEvent('created', booking.chargeId, disputeId, AFTER_DUE);
    const { djId } = await payout(booking.id);
    await adminDb.doc(`djs/${djId}`).update({ status: 'suspended' });
    loopback.closeDispute(disputeId, 'won');
    await disputeEvent('closed', booking.chargeId, disputeId, AFTER_DUE);
    await runDuePayouts(deps(AFTER_DUE), AFTER_DUE);
    const restores = () =>
      loopback.effects.filter(
        (r) => r.path === '/v1/transfers' && r.idempotencyKey?.startsWith(`restore-${booking.id}`),
      );
    expect(restores()).toEqual([]);
    expect(await payout(booking.id)).toMatchObject({
      restoreOwedCents: SHARE_OF_100,
      failure: { code: 'restore_failed', message: RESTORE_WAITS_FOR_ADMIN },
    });
    // Control: the admin's decision (reactivation) lets the job pay it, once.
    await adminDb.doc(`djs/${djId}`).update({ status: 'verified' });
    await runDuePayouts(deps(AFTER_DUE), AFTER_DUE);
    expect(restores().map((r) => [r.idempotencyKey, r.form.amount])).toEqual([
      [`restore-${booking.id}`, String(SHARE_OF_100)],
    ]);
    expect(await payout(booking.id)).toMatchObject({ restoreOwedCents: 0, failure: null });
  });

  it('after the transfer, part of it: lost counts the disputed amount as refunded', async () => {
    const booking = await paidBooking();
    const disputeId = loopback.openDispute(booking.chargeId, 10_000);
    await disputeEvent('created', booking.chargeId, disputeId, AFTER_DUE);
    loopback.closeDispute(disputeId, 'lost');
    await disputeEvent('closed', booking.chargeId, disputeId, AFTER_DUE);
    expect(await payout(booking.id)).toMatchObject({
      reversedCents: SHARE_OF_100,
      refundedCents: 10_000,
      platformRevenueCents: TOTAL_CENTS - 10_000 - (NET - SHARE_OF_100),
    });
    // Stripe counts a lost dispute apart from refunds: a later charge.refunded finds nothing.
    expect((await chargeRefunded(booking.chargeId, AFTER_DUE)).outcome).toBe('payout_unchanged');
  });
});

describe('a transfer reversed in the Stripe Dashboard', () => {
  it('is recorded as reversedCents once', async () => {
    const booking = await paidBooking();
    loopback.reverseOutside(booking.transferId, 5_000);
    const object = { id: booking.transferId, object: 'transfer', amount_reversed: 0 };
    const reversed = await platformEvent('transfer.reversed', object, AFTER_DUE);
    expect(reversed.outcome).toBe('payout_adjusted');
    const level = await payout(booking.id);
    expect(level).toMatchObject({
      status: 'reversed',
      reversedCents: 5_000,
      reversalOwedCents: 0,
      platformRevenueCents: TOTAL_CENTS - (NET - 5_000),
    });
    const updated = await platformEvent('transfer.updated', object, AFTER_DUE);
    expect(updated.outcome).toBe('payout_unchanged');
    expect(await payout(booking.id)).toEqual(level);
  });

  it('counts our own reversal once when the function stopped before recording it', async () => {
    const booking = await paidBooking();
    // A reversal owed, made on Stripe under its key, then the function stopped.
    await adminDb.doc(`payouts/${booking.id}`).update({ reversalOwedCents: 5_000 });
    await gateway.reverseTransfer(booking.transferId, 5_000, `reversal-${booking.id}-1`);
    const object = { id: booking.transferId, object: 'transfer' };
    expect((await platformEvent('transfer.reversed', object, AFTER_DUE)).outcome).toBe(
      'payout_adjusted',
    );
    expect(await payout(booking.id)).toMatchObject({
      reversedCents: 5_000,
      reversalOwedCents: 0,
      reversals: 1,
    });
    const before = loopback.effects.length;
    await runDuePayouts(deps(AFTER_DUE), AFTER_DUE);
    expect(
      loopback.effects.slice(before).filter((r) => r.path.includes(booking.transferId)),
    ).toEqual([]);

    // The next reversal gets a key of its own (the first one's would be an idempotency error).
    loopback.refundOutside(booking.chargeId, 10_000);
    await chargeRefunded(booking.chargeId, AFTER_DUE);
    const next = loopback.effects.slice(before);
    expect(next.map((r) => [r.idempotencyKey, r.form.amount])).toEqual([
      [`reversal-${booking.id}-2`, String(SHARE_OF_100)],
    ]);
    expect(await payout(booking.id)).toMatchObject({
      reversedCents: 5_000 + SHARE_OF_100,
      reversalOwedCents: 0,
      failure: null,
    });
  });
});
