// DJ payouts end to end against the Firestore emulator and the loopback Stripe (the real
// stripe SDK on the wire; Connect webhooks signed with the SDK's generateTestHeaderString):
// payout setup, accept gated on transfers, capture → scheduled payout with exact cents,
// the transfer at its due time (once), every cancellation tier with its refund and transfer,
// a problem report holding the transfer, an admin's release and refund, a reversal before a
// late refund, and an account disabled mid-way (owed, then paid once re-enabled).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionBookingHandler } from '../../functions/src/callable/transition-booking';
import {
  reportBookingProblemHandler,
  resolvePayoutProblemHandler,
  retryPayoutHandler,
} from '../../functions/src/callable/payout-problem-callables';
import { setupPayoutsHandler } from '../../functions/src/callable/setup-payouts';
import { handleStripeConnectWebhook } from '../../functions/src/http/stripe-connect-webhook';
import type { WebhookResponse } from '../../functions/src/http/stripe-webhook';
import { ACCEPT_NEEDS_PAYOUTS } from '../../functions/src/services/booking-lifecycle';
import { createStripe, StripeGateway } from '../../functions/src/services/stripe-gateway';
import { applyAccountEvent } from '../../functions/src/services/payout-accounts';
import { runDuePayouts } from '../../functions/src/services/payout-runner';
import { refundCents } from '../../src/domain/cancellation-policy';
import { type PayoutRecord } from '../../src/domain/payout-record';
import {
  payoutAfterCancellation,
  payoutSplitOfBooking,
  transferDueAt,
} from '../../src/domain/payouts';
import { OWN_CASE } from '../../src/domain/roles';
import {
  DAY,
  DAY_BEFORE_NOON,
  EVENT_DATE,
  EVENT_START,
  HOUR,
  newDj,
  outcomeOf,
  seedBooking,
  TOTAL_CENTS,
} from './booking-fixtures';
import { adminDb, newId } from './helpers';
import { READY_ACCOUNT, startStripeLoopback, type StripeLoopback } from './stripe-loopback';

const CONNECT_SECRET = 'whsec_connect_loopback';
const ORIGIN = 'http://localhost:5000';
const quietLog = { warn: () => {}, error: () => {} };

let loopback: StripeLoopback;
let stripe: ReturnType<typeof createStripe>;
let gateway: StripeGateway;

beforeAll(async () => {
  loopback = await startStripeLoopback();
  stripe = createStripe({
    secretKey: 'sk_test_loopback',
    host: '127.0.0.1',
    port: loopback.port,
    protocol: 'http',
  });
  gateway = new StripeGateway(stripe);
});
afterAll(async () => {
  await loopback.close();
});

// The fixture's booking: $400 + $10 equipment, $20.51 fee, $430.51 total.
const SPLIT = payoutSplitOfBooking({
  baseCostCents: 40_000,
  equipmentFeeCents: 1_000,
  platformFeeCents: 2_051,
});
const DUE = transferDueAt(EVENT_DATE, 4) as Date;

const deps = (now: Date) => ({ db: adminDb, gateway, now: () => now, log: quietLog });

function asDj(uid: string, data: unknown = {}) {
  return {
    data,
    auth: { uid, token: { role: 'dj', email: `${uid}@example.test` } },
    rawRequest: { headers: { origin: ORIGIN } },
  };
}

async function connectEvent(type: string, account: string, created: number) {
  const payload = JSON.stringify({
    id: newId('evt_'),
    object: 'event',
    type,
    account,
    created,
    data: { object: { id: account, object: 'account' } },
  });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: CONNECT_SECRET });
  let status = 0;
  let body: unknown;
  const res: WebhookResponse = {
    status(code) {
      status = code;
      return res;
    },
    json(value) {
      body = value;
    },
  };
  await handleStripeConnectWebhook(
    { method: 'POST', rawBody: Buffer.from(payload), headers: { 'stripe-signature': header } },
    res,
    { db: adminDb, stripe, webhookSecret: CONNECT_SECRET, gateway },
  );
  return { status, body: body as { outcome?: string } };
}

let eventClock = 1_900_000_000;

/** A verified DJ who went through payout setup; ready unless `ready` is false. */
async function djWithPayouts(ready = true): Promise<{ djId: string; accountId: string }> {
  const djId = await newDj([], 0, { payouts: false });
  const setup = await setupPayoutsHandler(asDj(djId), {
    ...deps(DAY_BEFORE_NOON),
    projectId: 'spinbook-test',
    emulator: true,
  });
  expect(setup.url).toMatch(/^https:\/\//);
  const accountId = String((await adminDb.doc(`payoutAccounts/${djId}`).get()).get('accountId'));
  if (ready) {
    loopback.setAccount(accountId, READY_ACCOUNT);
    expect(
      (await connectEvent('account.updated', accountId, (eventClock += 10))).body.outcome,
    ).toBe('updated');
  }
  return { djId, accountId };
}

async function pendingBooking(djId: string) {
  const booking = await seedBooking({ status: 'pending', parties: { djId } });
  loopback.authorize(null, TOTAL_CENTS, `pi_${booking.id}`);
  return booking;
}

function transition(bookingId: string, uid: string, role: string, action: string, now: Date) {
  return transitionBookingHandler(
    { data: { bookingId, action }, auth: { uid, token: { role } } },
    deps(now),
  );
}

async function payout(bookingId: string): Promise<PayoutRecord<unknown>> {
  return (await adminDb.doc(`payouts/${bookingId}`).get()).data() as PayoutRecord<unknown>;
}

const transfersFor = (bookingId: string) =>
  loopback.effects.filter(
    (r) => r.path === '/v1/transfers' && r.form['metadata[bookingId]'] === bookingId,
  );

const ACCEPTED_EARLY = new Date(EVENT_START.getTime() - 5 * DAY);

async function confirmedBooking() {
  const { djId, accountId } = await djWithPayouts();
  const booking = await pendingBooking(djId);
  // Accepted days ahead: a cancellation then follows the tiers, not the 24 hours of grace
  // after a late accept (decision 0053).
  await transition(booking.id, djId, 'dj', 'accept', ACCEPTED_EARLY);
  return { booking, djId, accountId };
}

describe('payout setup and accept', () => {
  it('creates one Express account per DJ, with an onboarding link back to the Payouts tab', async () => {
    const djId = await newDj([], 0, { payouts: false });
    const call = () =>
      setupPayoutsHandler(asDj(djId), {
        ...deps(DAY_BEFORE_NOON),
        projectId: 'spinbook-test',
        emulator: true,
      });
    const first = await call();
    const second = await call();
    expect(first.state).toBe('setting_up');
    const creates = loopback.effects.filter(
      (r) => r.path === '/v1/accounts' && r.form['metadata[uid]'] === djId,
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]?.idempotencyKey).toBe(`acct-${djId}`);
    expect(creates[0]?.form['controller[stripe_dashboard][type]']).toBe('express');
    expect(creates[0]?.form['capabilities[transfers][requested]']).toBe('true');
    const links = loopback.requests.filter((r) => r.path === '/v1/account_links');
    expect(links.at(-1)?.form.return_url).toBe(
      `${ORIGIN}/dj-dashboard?tab=payouts&onboarding=return`,
    );
    expect(links.at(-1)?.form.refresh_url).toBe(
      `${ORIGIN}/dj-dashboard?tab=payouts&onboarding=refresh`,
    );
    expect(second.url).not.toBe(first.url);
  });

  it('refuses accept until transfers are active, charging nothing, then accepts', async () => {
    const { djId, accountId } = await djWithPayouts(false);
    const booking = await pendingBooking(djId);
    await expect(transition(booking.id, djId, 'dj', 'accept', DAY_BEFORE_NOON)).rejects.toThrow(
      ACCEPT_NEEDS_PAYOUTS,
    );
    expect((await adminDb.doc(`bookings/${booking.id}`).get()).get('status')).toBe('pending');
    expect(loopback.effects.some((r) => r.path.includes(`pi_${booking.id}/capture`))).toBe(false);

    loopback.setAccount(accountId, READY_ACCOUNT);
    await connectEvent('account.updated', accountId, (eventClock += 10));
    expect((await adminDb.doc(`payoutAccounts/${djId}`).get()).get('state')).toBe('ready');
    await transition(booking.id, djId, 'dj', 'accept', DAY_BEFORE_NOON);
    const p = await payout(booking.id);
    expect(p).toMatchObject({
      status: 'scheduled',
      grossCents: 41_000,
      netCents: 34_850,
      commissionCents: 6_150,
      amountCents: 34_850,
      capturedCents: TOTAL_CENTS,
      platformRevenueCents: TOTAL_CENTS - 34_850,
    });
    expect(p.chargeId).toMatch(/^ch_/);
    // Stripe's fee, read from the charge's balance transaction: 2.9% + 30¢.
    expect(p.stripeFeeCents).toBe(Math.round((TOTAL_CENTS * 29) / 1000) + 30);
  });

  it('marks the account disconnected when the DJ removes access; accept is refused again', async () => {
    const { djId, accountId } = await djWithPayouts();
    const out = await connectEvent(
      'account.application.deauthorized',
      accountId,
      (eventClock += 10),
    );
    expect(out.body.outcome).toBe('updated');
    expect((await adminDb.doc(`payoutAccounts/${djId}`).get()).data()).toMatchObject({
      state: 'disconnected',
      transfersActive: false,
    });
    const booking = await pendingBooking(djId);
    await expect(transition(booking.id, djId, 'dj', 'accept', DAY_BEFORE_NOON)).rejects.toThrow(
      ACCEPT_NEEDS_PAYOUTS,
    );
  });

  it('tells the DJ when Stripe pays their bank, once per event', async () => {
    const { djId, accountId } = await djWithPayouts();
    const payload = JSON.stringify({
      id: newId('evt_'),
      object: 'event',
      type: 'payout.paid',
      account: accountId,
      created: (eventClock += 10),
      data: { object: { id: newId('po_'), object: 'payout', amount: 34_850 } },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: CONNECT_SECRET });
    const outcomes: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const res: WebhookResponse = {
        status: () => res,
        json: (value) => outcomes.push((value as { outcome?: string }).outcome),
      };
      await handleStripeConnectWebhook(
        { method: 'POST', rawBody: Buffer.from(payload), headers: { 'stripe-signature': header } },
        res,
        { db: adminDb, stripe, webhookSecret: CONNECT_SECRET, gateway },
      );
    }
    expect(outcomes).toEqual(['notified', 'duplicate']);
    const notes = await adminDb.collection(`users/${djId}/notifications`).get();
    expect(notes.docs.map((d) => d.get('body'))).toEqual([
      'Stripe paid $348.50 to your bank account.',
    ]);
  });

  it('refuses a Connect event with a bad signature and writes nothing', async () => {
    let status = 0;
    const res: WebhookResponse = {
      status(code) {
        status = code;
        return res;
      },
      json: () => {},
    };
    await handleStripeConnectWebhook(
      {
        method: 'POST',
        rawBody: Buffer.from('{"id":"evt_forged","type":"account.updated"}'),
        headers: { 'stripe-signature': 't=1,v1=forged' },
      },
      res,
      { db: adminDb, stripe, webhookSecret: CONNECT_SECRET, gateway },
    );
    expect(status).toBe(400);
    expect((await adminDb.doc('stripeEvents/evt_forged').get()).exists).toBe(false);
  });

  it('skips a Connect event older than the one applied', async () => {
    const { djId, accountId } = await djWithPayouts();
    loopback.setAccount(accountId, {
      transfersCapability: 'inactive',
      currentlyDue: ['external_account'],
    });
    const stale = await connectEvent('account.updated', accountId, 1);
    expect(stale.body.outcome).toBe('stale');
    expect((await adminDb.doc(`payoutAccounts/${djId}`).get()).get('state')).toBe('ready');
  });

  it('stores the last state Stripe gave when two events of the same second race', async () => {
    const { djId, accountId } = await djWithPayouts();
    // Event A reads Stripe first (still ready) and is held until event B has read the newer
    // state (transfers inactive); A then finishes. What is stored must be B's answer.
    let releaseA: () => void = () => {};
    const aHeld = new Promise<void>((resolve) => (releaseA = resolve));
    let calls = 0;
    const racing = Object.create(gateway) as StripeGateway;
    racing.retrieveConnectedAccount = async (id: string) => {
      calls += 1;
      const call = calls;
      const facts = await gateway.retrieveConnectedAccount(id);
      if (call === 1) {
        loopback.setAccount(accountId, {
          transfersCapability: 'inactive',
          currentlyDue: ['external_account'],
        });
        await aHeld;
      } else {
        releaseA();
      }
      return facts;
    };
    const second = (eventClock += 10);
    const apply = () =>
      applyAccountEvent(
        { db: adminDb, gateway: racing },
        accountId,
        second,
        'changed',
        DAY_BEFORE_NOON,
      );
    const outcomes = await Promise.all([apply(), apply()]);
    expect(outcomes).toEqual(['updated', 'updated']);
    expect((await adminDb.doc(`payoutAccounts/${djId}`).get()).data()).toMatchObject({
      state: 'action_needed',
      transfersActive: false,
      currentlyDue: ['external_account'],
    });
  });
});

describe('the transfer', () => {
  it('is made once, at its due time, from the captured charge', async () => {
    const { booking, accountId } = await confirmedBooking();
    await runDuePayouts(deps(DAY_BEFORE_NOON), new Date(DUE.getTime() - 1));
    expect(transfersFor(booking.id)).toHaveLength(0);

    // Two runs at once: one transfer, counted as paid by the run that made it only.
    const before = loopback.effects.filter((r) => r.path === '/v1/transfers').length;
    const runs = await Promise.all([runDuePayouts(deps(DUE), DUE), runDuePayouts(deps(DUE), DUE)]);
    const made = loopback.effects.filter((r) => r.path === '/v1/transfers').length - before;
    expect(runs[0].paid + runs[1].paid).toBe(made);
    await runDuePayouts(deps(DUE), new Date(DUE.getTime() + HOUR));
    const transfers = transfersFor(booking.id);
    expect(transfers).toHaveLength(1);
    const p = await payout(booking.id);
    expect(transfers[0]?.form).toMatchObject({
      amount: '34850',
      currency: 'usd',
      destination: accountId,
      source_transaction: p.chargeId,
      transfer_group: `booking_${booking.id}`,
    });
    expect(transfers[0]?.idempotencyKey).toBe(`transfer-${booking.id}`);
    expect(p).toMatchObject({ status: 'paid', transferId: expect.stringMatching(/^tr_/) });
    // Nobody marked it completed: the run that claimed the transfer did (decision 0054), so it
    // never shows confirmed once its DJ is paid.
    const played = await adminDb.doc(`bookings/${booking.id}`).get();
    expect(played.get('status')).toBe('completed');
    expect(played.get('history').at(-1)).toMatchObject({
      action: 'complete',
      actor: 'system',
      uid: null,
      from: 'confirmed',
      to: 'completed',
    });
    // The DJ is told that money was sent.
    const note = await adminDb
      .doc(`users/${booking.djId}/notifications/payout_${booking.id}_paid`)
      .get();
    expect(note.data()).toMatchObject({ type: 'payout_sent', title: 'Payment sent' });
    expect(String(note.get('body'))).toContain('$348.50');
  });

  it('stays owed while the account cannot receive transfers, and is paid once re-enabled', async () => {
    const { booking, djId, accountId } = await confirmedBooking();
    // A later review switches transfers off after the accept.
    loopback.setAccount(accountId, {
      transfersCapability: 'inactive',
      currentlyDue: ['individual.verification.document'],
    });
    await connectEvent('account.updated', accountId, (eventClock += 10));
    expect((await adminDb.doc(`payoutAccounts/${djId}`).get()).data()).toMatchObject({
      state: 'action_needed',
      transfersActive: false,
    });
    await runDuePayouts(deps(DUE), DUE);
    expect(await payout(booking.id)).toMatchObject({
      status: 'failed',
      amountCents: 34_850,
      failure: { code: 'account_not_ready' },
    });
    expect(transfersFor(booking.id)).toHaveLength(0);

    loopback.setAccount(accountId, READY_ACCOUNT);
    await connectEvent('account.updated', accountId, (eventClock += 10));
    await runDuePayouts(deps(DUE), new Date(DUE.getTime() + HOUR));
    expect(transfersFor(booking.id)).toHaveLength(1);
    expect((await payout(booking.id)).status).toBe('paid');
  });

  it('retries a transfer Stripe refused under a new key, and pays it once', async () => {
    const { booking, accountId } = await confirmedBooking();
    // Stripe turns transfers off without the app hearing of it yet: Stripe refuses.
    loopback.setAccount(accountId, { transfersCapability: 'inactive' });
    await runDuePayouts(deps(DUE), DUE);
    const failed = await payout(booking.id);
    expect(failed).toMatchObject({ status: 'failed', refusals: 1 });
    loopback.setAccount(accountId, READY_ACCOUNT);
    const admin = newId('Ad');
    const retried = await retryPayoutHandler(
      { data: { bookingId: booking.id }, auth: { uid: admin, token: { role: 'admin' } } },
      deps(DUE),
    );
    expect(retried.status).toBe('paid');
    const transfers = transfersFor(booking.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.idempotencyKey).toBe(`transfer-${booking.id}-r1`);
  });
});

describe('cancellation tiers', () => {
  const cases = [
    { notice: 72, refundPercent: 100 as const },
    { notice: 36, refundPercent: 50 as const },
    { notice: 12, refundPercent: 0 as const },
  ];
  for (const { notice, refundPercent } of cases) {
    it(`client cancels ${notice} h before: ${refundPercent}% refund and the matching transfer`, async () => {
      const { booking } = await confirmedBooking();
      const at = new Date(EVENT_START.getTime() - notice * HOUR);
      const result = await transition(booking.id, booking.clientUid, 'client', 'cancel', at);
      const refund = refundCents(TOTAL_CENTS, refundPercent);
      const owed = payoutAfterCancellation(SPLIT.netCents, { by: 'client', refundPercent });
      expect(result.refundCents).toBe(refund);
      const refunds = loopback.effects.filter(
        (r) => r.path === '/v1/refunds' && r.form.payment_intent === `pi_${booking.id}`,
      );
      expect(refunds.map((r) => Number(r.form.amount))).toEqual(refund > 0 ? [refund] : []);
      expect(await payout(booking.id)).toMatchObject({
        status: owed > 0 ? 'scheduled' : 'void',
        amountCents: owed,
        refundedCents: refund,
        platformRevenueCents: TOTAL_CENTS - refund - owed,
      });
      // Due at the event's start: nothing before, the owed part then.
      await runDuePayouts(deps(at), new Date(EVENT_START.getTime() - 1));
      expect(transfersFor(booking.id)).toHaveLength(0);
      await runDuePayouts(deps(EVENT_START), EVENT_START);
      expect(transfersFor(booking.id).map((r) => Number(r.form.amount))).toEqual(
        owed > 0 ? [owed] : [],
      );
    });
  }

  it('pays exact cents for the three tiers', () => {
    expect(SPLIT.netCents).toBe(34_850);
    expect(payoutAfterCancellation(SPLIT.netCents, { by: 'client', refundPercent: 50 })).toBe(
      17_425,
    );
    expect(refundCents(TOTAL_CENTS, 50)).toBe(21_526);
  });

  it('an admin cancelling for cause refunds everything and transfers nothing', async () => {
    const { booking } = await confirmedBooking();
    const at = new Date(EVENT_START.getTime() - 12 * HOUR);
    await transition(booking.id, newId('Ad'), 'admin', 'cancel', at);
    expect(await payout(booking.id)).toMatchObject({ status: 'void', amountCents: 0 });
    await runDuePayouts(deps(DUE), DUE);
    expect(transfersFor(booking.id)).toHaveLength(0);
  });
});

describe('problem reports and late refunds', () => {
  const duringWindow = new Date(EVENT_START.getTime() + 30 * HOUR);

  async function report(booking: { id: string; clientUid: string }, now = duringWindow) {
    return reportBookingProblemHandler(
      {
        data: { bookingId: booking.id, details: 'The DJ arrived two hours late.' },
        auth: { uid: booking.clientUid, token: { role: 'client' } },
      },
      deps(now),
    );
  }

  it('holds the transfer until an admin releases it', async () => {
    const { booking } = await confirmedBooking();
    expect((await report(booking)).status).toBe('held');
    expect((await adminDb.doc(`bookings/${booking.id}`).get()).get('problem.status')).toBe('open');
    await runDuePayouts(deps(DUE), DUE);
    expect(transfersFor(booking.id)).toHaveLength(0);

    const admin = newId('Ad');
    const released = await resolvePayoutProblemHandler(
      {
        data: { bookingId: booking.id, resolution: 'release' },
        auth: { uid: admin, token: { role: 'admin' } },
      },
      deps(DUE),
    );
    expect(released.status).toBe('paid');
    expect(transfersFor(booking.id)).toHaveLength(1);
    const audit = await adminDb.collection('auditLog').where('bookingId', '==', booking.id).get();
    expect(audit.docs.map((d) => d.get('action'))).toEqual(['payout_release']);
  });

  it('a release during the event completes the booking before its DJ is paid at once', async () => {
    const { booking } = await confirmedBooking();
    const onTheDay = new Date(EVENT_START.getTime() + 2 * HOUR);
    expect((await report(booking, onTheDay)).status).toBe('held');
    const released = await resolvePayoutProblemHandler(
      {
        data: { bookingId: booking.id, resolution: 'release' },
        auth: { uid: newId('Ad'), token: { role: 'admin' } },
      },
      deps(onTheDay),
    );
    expect(released.status).toBe('paid');
    expect(transfersFor(booking.id)).toHaveLength(1);
    // Before, the booking stayed confirmed, its DJ paid, until the sweep after the event's end.
    const after = (await adminDb.doc(`bookings/${booking.id}`).get()).data() ?? {};
    expect(after.status).toBe('completed');
    expect(after.history.at(-1)).toMatchObject({ action: 'complete', actor: 'system' });
  });

  it("judges the report window by the booking's date, not the payout's copy of it", async () => {
    const { booking } = await confirmedBooking();
    // A payout written before its booking's date was last set (e2e moves a booking's date to
    // today, as time cannot pass in a test): the booking is where the date lives.
    await adminDb.doc(`payouts/${booking.id}`).update({ eventDate: '2031-01-01' });
    expect((await report(booking)).status).toBe('held');
  });

  it("an admin who is the booking's client cannot resolve its problem; another admin can", async () => {
    const { booking } = await confirmedBooking();
    await report(booking);
    const asAdmin = (uid: string, resolution: string) =>
      resolvePayoutProblemHandler(
        { data: { bookingId: booking.id, resolution }, auth: { uid, token: { role: 'admin' } } },
        deps(DUE),
      );
    await expect(asAdmin(booking.clientUid, 'refund')).rejects.toMatchObject({
      code: 'permission-denied',
      message: OWN_CASE,
    });
    const events = await adminDb
      .collection('securityEvents')
      .where('uid', '==', booking.clientUid)
      .where('type', '==', 'unauthorized_access')
      .get();
    expect(events.docs.map((d) => d.get('details'))).toContainEqual({
      action: 'resolvePayoutProblem',
      reason: 'own_case',
      bookingId: booking.id,
    });
    expect(await payout(booking.id)).toMatchObject({ status: 'held' });
    // The DJ's owner is a party too, and retryPayout has the same rule.
    const djOwner = (await adminDb.doc(`bookings/${booking.id}`).get()).get('djOwnerUid') as string;
    await expect(
      retryPayoutHandler(
        { data: { bookingId: booking.id }, auth: { uid: djOwner, token: { role: 'admin' } } },
        deps(DUE),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied', message: OWN_CASE });
    // Control: another administrator decides the same case.
    expect((await asAdmin(newId('Ad'), 'release')).status).toBe('paid');
  });

  it('an admin refund pays the client back in full and the DJ nothing', async () => {
    const { booking } = await confirmedBooking();
    await report(booking);
    const refunded = await resolvePayoutProblemHandler(
      {
        data: { bookingId: booking.id, resolution: 'refund' },
        auth: { uid: newId('Ad'), token: { role: 'admin' } },
      },
      deps(DUE),
    );
    expect(refunded.status).toBe('void');
    const refunds = loopback.effects.filter(
      (r) => r.path === '/v1/refunds' && r.form.payment_intent === `pi_${booking.id}`,
    );
    expect(refunds.map((r) => Number(r.form.amount))).toEqual([TOTAL_CENTS]);
    // The table's refundProblem row owes it, with the table's key. A payout's rows count no
    // steps (payoutStateOf), and this row ends the payout, so it is made once.
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([`${booking.id}:1:refundProblem:refund`]);
    await runDuePayouts(deps(DUE), new Date(DUE.getTime() + HOUR));
    expect(transfersFor(booking.id)).toHaveLength(0);
  });

  it('refuses a report outside the window, by someone else, or twice after a decision', async () => {
    const { booking } = await confirmedBooking();
    await expect(report(booking, new Date(EVENT_START.getTime() - HOUR))).rejects.toThrow();
    await expect(report(booking, DUE)).rejects.toThrow();
    await expect(
      reportBookingProblemHandler(
        {
          data: { bookingId: booking.id, details: 'Not my booking but I complain.' },
          auth: { uid: newId('St'), token: {} },
        },
        deps(duringWindow),
      ),
    ).rejects.toThrow();
    expect((await payout(booking.id)).status).toBe('scheduled');
  });

  it('reverses the transfer before refunding a late cancellation', async () => {
    const { booking } = await confirmedBooking();
    await runDuePayouts(deps(DUE), DUE);
    expect((await payout(booking.id)).status).toBe('paid');
    // The run completed it (decision 0054), and a completed booking is not cancelled.
    expect(
      await outcomeOf(
        transition(booking.id, newId('Ad'), 'admin', 'cancel', new Date(DUE.getTime() + HOUR)),
      ),
    ).toMatch(/^failed-precondition: /);
    // A booking paid before decision 0054 may still say confirmed: its cancellation takes
    // the transfer back before the refund.
    await adminDb.doc(`bookings/${booking.id}`).update({ status: 'confirmed' });
    const before = loopback.effects.length;
    await transition(booking.id, newId('Ad'), 'admin', 'cancel', new Date(DUE.getTime() + HOUR));
    const after = loopback.effects.slice(before).map((r) => r.path);
    const reversal = after.findIndex((p) => /\/v1\/transfers\/tr_[^/]+\/reversals$/.test(p));
    const refund = after.indexOf('/v1/refunds');
    expect(reversal).toBeGreaterThanOrEqual(0);
    expect(refund).toBeGreaterThan(reversal);
    expect(await payout(booking.id)).toMatchObject({
      status: 'reversed',
      reversedCents: 34_850,
      reversalOwedCents: 0,
      refundedCents: TOTAL_CENTS,
      platformRevenueCents: 0,
    });
  });
});
