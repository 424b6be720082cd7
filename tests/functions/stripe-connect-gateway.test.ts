// StripeGateway's payout side (and the Connect parts of its payment side) through the real
// stripe SDK against the loopback Stripe: what goes over the wire (paths, form fields,
// idempotency keys), what comes back, and what Stripe refuses. No emulator is needed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DemoGateway } from '../../functions/src/services/demo-gateway';
import {
  TransferRefusedError,
  type TransferRequest,
} from '../../functions/src/services/payment-gateway';
import { createStripe, StripeGateway } from '../../functions/src/services/stripe-gateway';
import {
  loopbackCardFee,
  NEW_ACCOUNT_DUE,
  READY_ACCOUNT,
  startStripeLoopback,
  type RecordedRequest,
  type StripeLoopback,
} from './stripe-loopback';

let loopback: StripeLoopback;
let gateway: StripeGateway;
let run = 0;
const unique = (prefix: string) => `${prefix}${(run++).toString(36)}${Date.now().toString(36)}`;

beforeAll(async () => {
  loopback = await startStripeLoopback();
  gateway = new StripeGateway(
    createStripe({
      secretKey: 'sk_test_loopback',
      host: '127.0.0.1',
      port: loopback.port,
      protocol: 'http',
    }),
  );
});
afterAll(async () => {
  await loopback.close();
});
beforeEach(() => {
  loopback.requests.length = 0;
  loopback.effects.length = 0;
});

function sent(method: string, path: string | RegExp): RecordedRequest[] {
  return loopback.requests.filter(
    (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
  );
}
const effectsOn = (path: string) => loopback.effects.filter((r) => r.path === path).length;

/** A held payment of `amountCents`, captured: its charge id. */
async function capturedCharge(amountCents: number, bookingId = unique('bk')) {
  const paymentIntentId = loopback.authorize(null, amountCents);
  const charge = await gateway.capture(paymentIntentId, `capture-${bookingId}`);
  return { paymentIntentId, chargeId: charge.chargeId ?? '', bookingId };
}

/** What "Set up payouts" asks for a DJ (the key is the one payoutKeys.account makes). */
const accountRequest = (uid: string, email: string | null = null) =>
  ({ uid, email, country: 'US', idempotencyKey: `acct-${uid}` }) as const;

/** A new DJ's connected account, as Stripe creates it (not onboarded). */
async function newAccount(): Promise<string> {
  return (await gateway.createConnectedAccount(accountRequest(unique('dj')))).accountId;
}

/** A connected account that can receive transfers. */
async function readyAccount(): Promise<string> {
  const accountId = await newAccount();
  loopback.setAccount(accountId, READY_ACCOUNT);
  return accountId;
}

function transferOf(
  bookingId: string,
  destination: string,
  sourceTransaction: string | null,
  amountCents: number,
  idempotencyKey = `transfer-${bookingId}`,
): TransferRequest {
  return {
    bookingId,
    amountCents,
    currency: 'usd',
    destination,
    sourceTransaction,
    transferGroup: `booking_${bookingId}`,
    idempotencyKey,
  };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure, the call succeeded');
}

describe('the payment side, for payouts', () => {
  it('checkout holds the card with the booking as transfer_group', async () => {
    const bookingId = unique('bk');
    const { sessionId } = await gateway.createCheckout({
      bookingId,
      transferGroup: `booking_${bookingId}`,
      amountCents: 60_375,
      currency: 'usd',
      description: 'DJ: 4 h on 2031-04-02',
      customerEmail: null,
      successUrl: 'http://localhost:5000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:5000/payment-canceled',
      idempotencyKey: `checkout-${bookingId}`,
    });
    const [request] = sent('POST', '/v1/checkout/sessions');
    expect(request?.idempotencyKey).toBe(`checkout-${bookingId}`);
    expect(request?.form).toMatchObject({
      'payment_intent_data[capture_method]': 'manual',
      'payment_intent_data[transfer_group]': `booking_${bookingId}`,
      'payment_intent_data[metadata][bookingId]': bookingId,
    });
    // Separate charges and transfers: nothing routes the money to the DJ at the charge.
    expect(Object.keys(request?.form ?? {}).join()).not.toMatch(/transfer_data|application_fee/);

    // The client pays: the PaymentIntent carries the group, so the charge does too.
    const paymentIntentId = loopback.authorize(sessionId, 60_375);
    expect(loopback.sessions.get(sessionId)).toMatchObject({
      status: 'complete',
      payment_intent: paymentIntentId,
    });
    const { chargeId } = await gateway.capture(paymentIntentId, `capture-${bookingId}`);
    expect(loopback.charges.get(chargeId ?? '')?.transfer_group).toBe(`booking_${bookingId}`);
  });

  it('capture answers the ch_ charge, the amount and Stripe fee from the balance transaction', async () => {
    const paymentIntentId = loopback.authorize(null, 60_375);
    const charge = await gateway.capture(paymentIntentId, 'capture-bkFee');
    // 2.9% of $603.75 is 1750.875 cents, rounded 1751, plus 30.
    expect(charge).toEqual({
      chargeId: expect.stringMatching(/^ch_/) as string,
      capturedCents: 60_375,
      stripeFeeCents: 1_781,
    });
    expect(loopbackCardFee(60_375)).toBe(1_781);
    expect(charge.chargeId).toBe(loopback.paymentIntents.get(paymentIntentId)?.latest_charge);
    const [request] = sent('POST', `/v1/payment_intents/${paymentIntentId}/capture`);
    expect(request?.idempotencyKey).toBe('capture-bkFee');
    expect(request?.form).toEqual({ 'expand[0]': 'latest_charge.balance_transaction' });

    // The same key again: the first answer, nothing captured twice.
    expect(await gateway.capture(paymentIntentId, 'capture-bkFee')).toEqual(charge);
    expect(effectsOn(`/v1/payment_intents/${paymentIntentId}/capture`)).toBe(1);
    // Another key: Stripe refuses to capture a PaymentIntent already captured.
    expect((await failure(gateway.capture(paymentIntentId, 'capture-other'))).message).toMatch(
      /status of succeeded/,
    );
  });

  it('chargeOf re-reads the PaymentIntent: no charge while held, the capture’s after', async () => {
    const paymentIntentId = loopback.authorize(null, 20_000);
    expect(await gateway.chargeOf(paymentIntentId)).toEqual({
      chargeId: null,
      capturedCents: 0,
      stripeFeeCents: 0,
    });
    const captured = await gateway.capture(paymentIntentId, 'capture-bkLost');
    expect(await gateway.chargeOf(paymentIntentId)).toEqual(captured);
    const reads = sent('GET', `/v1/payment_intents/${paymentIntentId}`);
    expect(reads).toHaveLength(2);
    expect(reads[0]?.form).toEqual({ 'expand[0]': 'latest_charge.balance_transaction' });
    expect(reads[0]?.idempotencyKey).toBeNull();
    expect(loopback.effects).toHaveLength(1);
  });

  it('a refund is counted on the charge', async () => {
    const { paymentIntentId, chargeId } = await capturedCharge(10_000);
    await gateway.refund(paymentIntentId, 5_000, 'refund-bkHalf');
    await gateway.refund(paymentIntentId, 5_000, 'refund-bkHalf');
    expect(loopback.charges.get(chargeId)).toMatchObject({
      amount_refunded: 5_000,
      refunded: false,
    });
    await gateway.refund(paymentIntentId, 5_000, 'refund-bkRest');
    expect(loopback.charges.get(chargeId)).toMatchObject({
      amount_refunded: 10_000,
      refunded: true,
    });
    expect(loopback.charges.get(chargeId)?.refunds.total_count).toBe(2);
    expect((await failure(gateway.refund(paymentIntentId, 1, 'refund-bkMore'))).message).toMatch(
      /already been refunded/,
    );
  });

  it('ids no test authorised still capture, cancel and refund (the older tests use them)', async () => {
    const captured = await gateway.capture('pi_madeUpA', 'capture-madeUpA');
    expect(captured).toMatchObject({
      chargeId: expect.stringMatching(/^ch_/) as string,
      capturedCents: 0,
    });
    await gateway.release('pi_madeUpB', 'release-madeUpB');
    await gateway.refund('pi_madeUpC', 2_500, 'refund-madeUpC');
    expect(loopback.effects.map((r) => r.path)).toEqual([
      '/v1/payment_intents/pi_madeUpA/capture',
      '/v1/payment_intents/pi_madeUpB/cancel',
      '/v1/refunds',
    ]);
  });
});

describe('connected accounts', () => {
  it('creates an Express account by its controller, asking for transfers', async () => {
    const uid = unique('dj');
    const facts = await gateway.createConnectedAccount(accountRequest(uid, 'dj@example.test'));
    const [request] = sent('POST', '/v1/accounts');
    expect(request?.idempotencyKey).toBe(`acct-${uid}`);
    expect(request?.form).toEqual({
      'controller[stripe_dashboard][type]': 'express',
      'controller[fees][payer]': 'application',
      'controller[losses][payments]': 'application',
      country: 'US',
      email: 'dj@example.test',
      'capabilities[transfers][requested]': 'true',
      'metadata[uid]': uid,
    });
    // A new account cannot receive transfers until the DJ finishes onboarding.
    expect(facts).toEqual({
      accountId: expect.stringMatching(/^acct_/) as string,
      detailsSubmitted: false,
      payoutsEnabled: false,
      transfersCapability: 'inactive',
      currentlyDue: NEW_ACCOUNT_DUE,
      disabledReason: 'requirements.past_due',
    });
    expect(loopback.accounts.get(facts.accountId)).toMatchObject({
      type: 'express',
      controller: { stripe_dashboard: { type: 'express' } },
    });

    // A second click with the same key: the same account, one account.
    const again = await gateway.createConnectedAccount(accountRequest(uid, 'dj@example.test'));
    expect(again.accountId).toBe(facts.accountId);
    expect([...loopback.accounts.values()].filter((a) => a.metadata.uid === uid)).toHaveLength(1);
  });

  it('leaves the e-mail out when there is none', async () => {
    await newAccount();
    expect(sent('POST', '/v1/accounts')[0]?.form).not.toHaveProperty('email');
  });

  it('re-reads the account as Stripe has it now', async () => {
    const accountId = await newAccount();
    loopback.setAccount(accountId, READY_ACCOUNT);
    expect(await gateway.retrieveConnectedAccount(accountId)).toEqual({
      accountId,
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfersCapability: 'active',
      currentlyDue: [],
      disabledReason: null,
    });
    expect(sent('GET', `/v1/accounts/${accountId}`)).toHaveLength(1);
    // A later review switches transfers off and asks for an ID.
    loopback.setAccount(accountId, {
      transfersCapability: 'inactive',
      currentlyDue: ['individual.verification.document'],
      disabledReason: 'requirements.past_due',
    });
    expect(await gateway.retrieveConnectedAccount(accountId)).toMatchObject({
      transfersCapability: 'inactive',
      currentlyDue: ['individual.verification.document'],
      disabledReason: 'requirements.past_due',
    });
  });

  it('makes a fresh onboarding link per click', async () => {
    const accountId = await newAccount();
    const refresh = 'http://localhost:5000/dashboard?tab=payouts&refresh=1';
    const back = 'http://localhost:5000/dashboard?tab=payouts';
    const first = await gateway.onboardingLink(accountId, refresh, back);
    const second = await gateway.onboardingLink(accountId, refresh, back);
    expect(first).toMatch(/^https:\/\/connect\.stripe\.com\/setup\//);
    expect(second).not.toBe(first);
    const requests = sent('POST', '/v1/account_links');
    expect(requests.map((r) => r.form)).toEqual([
      { account: accountId, type: 'account_onboarding', refresh_url: refresh, return_url: back },
      { account: accountId, type: 'account_onboarding', refresh_url: refresh, return_url: back },
    ]);
    // No key of ours (the SDK's own random one covers its retry): each click is a new link.
    expect(requests[0]?.idempotencyKey).not.toBe(requests[1]?.idempotencyKey);
  });

  it('links to the Express dashboard once onboarding is done', async () => {
    const accountId = await newAccount();
    expect((await failure(gateway.dashboardLink(accountId))).message).toMatch(
      /not completed onboarding/,
    );
    loopback.setAccount(accountId, READY_ACCOUNT);
    expect(await gateway.dashboardLink(accountId)).toMatch(
      new RegExp(`^https://connect\\.stripe\\.com/express/${accountId}/`),
    );
    expect(sent('POST', `/v1/accounts/${accountId}/login_links`)).toHaveLength(2);
  });
});

describe('transfers', () => {
  it('pays the DJ from the captured charge (ch_, never pi_), once per key', async () => {
    const destination = await readyAccount();
    const { chargeId, bookingId } = await capturedCharge(60_375);
    expect(chargeId).toMatch(/^ch_/);
    const request = transferOf(bookingId, destination, chargeId, 48_875);
    const { transferId } = await gateway.transfer(request);
    expect(transferId).toMatch(/^tr_/);
    const [wire] = sent('POST', '/v1/transfers');
    expect(wire?.idempotencyKey).toBe(`transfer-${bookingId}`);
    expect(wire?.form).toEqual({
      amount: '48875',
      currency: 'usd',
      destination,
      source_transaction: chargeId,
      transfer_group: `booking_${bookingId}`,
      'metadata[bookingId]': bookingId,
    });
    expect(loopback.transfers.get(transferId)).toMatchObject({
      amount: 48_875,
      amount_reversed: 0,
      destination,
      source_transaction: chargeId,
    });

    // The scheduler retries (the answer was lost): the same transfer, money moved once.
    expect(await gateway.transfer(request)).toEqual({ transferId });
    expect(effectsOn('/v1/transfers')).toBe(1);
    const toThem = [...loopback.transfers.values()].filter((t) => t.destination === destination);
    expect(toThem).toHaveLength(1);
  });

  it('sends no source_transaction when there is no charge', async () => {
    const destination = await readyAccount();
    const bookingId = unique('bk');
    await gateway.transfer(transferOf(bookingId, destination, null, 1_000));
    expect(sent('POST', '/v1/transfers')[0]?.form).not.toHaveProperty('source_transaction');
  });

  it('an account without active transfers is refused, nothing moves; paid once it is active', async () => {
    const accountId = await newAccount();
    const { chargeId, bookingId } = await capturedCharge(60_375);
    const request = transferOf(bookingId, accountId, chargeId, 48_875);
    const refused = await failure(gateway.transfer(request));
    expect(refused).toBeInstanceOf(TransferRefusedError);
    expect(refused).toMatchObject({ code: 'insufficient_capabilities_for_transfer' });
    expect(refused.message).toMatch(/capabilities enabled: transfers/);
    expect(effectsOn('/v1/transfers')).toBe(0);
    expect([...loopback.transfers.values()].some((t) => t.destination === accountId)).toBe(false);

    loopback.setAccount(accountId, READY_ACCOUNT);
    // Stripe saved the refusal under its key (docs.stripe.com/idempotency: the first result
    // is replayed, failures included): the same key is refused again for a day...
    const replayed = await failure(gateway.transfer(request));
    expect(replayed).toMatchObject({ code: 'insufficient_capabilities_for_transfer' });
    expect(effectsOn('/v1/transfers')).toBe(0);
    // ...and the same transfer under a key of its own goes through.
    const { transferId } = await gateway.transfer({
      ...request,
      idempotencyKey: `transfer-${bookingId}-1`,
    });
    expect(loopback.transfers.get(transferId)).toMatchObject({ destination: accountId });
    expect(effectsOn('/v1/transfers')).toBe(1);
  });

  it('refuses a PaymentIntent as source_transaction ("No such charge")', async () => {
    const destination = await readyAccount();
    const { paymentIntentId, bookingId } = await capturedCharge(60_375);
    const refused = await failure(
      gateway.transfer(transferOf(bookingId, destination, paymentIntentId, 48_875)),
    );
    expect(refused).toBeInstanceOf(TransferRefusedError);
    expect(refused).toMatchObject({ code: 'resource_missing' });
    expect(refused.message).toBe(`No such charge: '${paymentIntentId}'`);
    expect(effectsOn('/v1/transfers')).toBe(0);
  });

  it('refuses more than the charge has left after refunds and earlier transfers', async () => {
    const destination = await readyAccount();
    const { paymentIntentId, chargeId, bookingId } = await capturedCharge(10_000);
    await gateway.refund(paymentIntentId, 5_000, `refund-${bookingId}`);
    const tooMuch = await failure(
      gateway.transfer(transferOf(bookingId, destination, chargeId, 5_001, 'tr-a')),
    );
    expect(tooMuch).toBeInstanceOf(TransferRefusedError);
    expect(tooMuch).toMatchObject({ code: 'balance_insufficient' });
    await gateway.transfer(transferOf(bookingId, destination, chargeId, 4_000, 'tr-b'));
    await expect(
      gateway.transfer(transferOf(bookingId, destination, chargeId, 1_001, 'tr-c')),
    ).rejects.toBeInstanceOf(TransferRefusedError);
    await gateway.transfer(transferOf(bookingId, destination, chargeId, 1_000, 'tr-d'));
    expect(effectsOn('/v1/transfers')).toBe(2);
  });

  it('refuses an unknown destination', async () => {
    const { chargeId, bookingId } = await capturedCharge(1_000);
    await expect(
      gateway.transfer(transferOf(bookingId, 'acct_nobody', chargeId, 500)),
    ).rejects.toMatchObject({ name: 'TransferRefusedError', code: 'resource_missing' });
  });

  it('rethrows a Stripe outage as it is; the same key then moves the money once', async () => {
    const destination = await readyAccount();
    const { chargeId, bookingId } = await capturedCharge(10_000);
    const request = transferOf(bookingId, destination, chargeId, 8_500);
    loopback.failNext(2); // the SDK retries once by itself
    const outage = await failure(gateway.transfer(request));
    expect(outage).not.toBeInstanceOf(TransferRefusedError);
    expect(outage).toMatchObject({ statusCode: 500 });
    await gateway.transfer(request);
    await gateway.transfer(request);
    expect(effectsOn('/v1/transfers')).toBe(1);
  });

  it('the same key with another amount is an idempotency error, not a refusal', async () => {
    const destination = await readyAccount();
    const { chargeId, bookingId } = await capturedCharge(10_000);
    await gateway.transfer(transferOf(bookingId, destination, chargeId, 8_500));
    const misuse = await failure(
      gateway.transfer(transferOf(bookingId, destination, chargeId, 4_250)),
    );
    expect(misuse).not.toBeInstanceOf(TransferRefusedError);
    expect(misuse).toMatchObject({ rawType: 'idempotency_error', statusCode: 400 });
    expect(effectsOn('/v1/transfers')).toBe(1);
  });
});

describe('transfer reversals', () => {
  it('takes back part, then the rest; never more than is left', async () => {
    const destination = await readyAccount();
    const { chargeId, bookingId } = await capturedCharge(60_375);
    const { transferId } = await gateway.transfer(
      transferOf(bookingId, destination, chargeId, 48_875),
    );
    const path = `/v1/transfers/${transferId}/reversals`;

    const part = await gateway.reverseTransfer(transferId, 10_000, `reversal-${bookingId}-1`);
    expect(part).toEqual({
      reversalId: expect.stringMatching(/^trr_/) as string,
      amountReversedCents: 10_000,
    });
    const [wire] = sent('POST', path);
    expect(wire?.idempotencyKey).toBe(`reversal-${bookingId}-1`);
    expect(wire?.form).toEqual({
      amount: '10000',
      'metadata[idempotencyKey]': `reversal-${bookingId}-1`,
    });
    // Replayed: the same reversal, taken once.
    expect(await gateway.reverseTransfer(transferId, 10_000, `reversal-${bookingId}-1`)).toEqual(
      part,
    );
    expect(loopback.transfers.get(transferId)).toMatchObject({
      amount_reversed: 10_000,
      reversed: false,
    });

    const over = await failure(
      gateway.reverseTransfer(transferId, 40_000, `reversal-${bookingId}-2`),
    );
    expect(over.message).toMatch(/more than what is left/);
    expect(over).not.toBeInstanceOf(TransferRefusedError);
    expect(loopback.transfers.get(transferId)?.amount_reversed).toBe(10_000);

    const rest = await gateway.reverseTransfer(transferId, 38_875, `reversal-${bookingId}-3`);
    expect(rest.amountReversedCents).toBe(38_875);
    expect(loopback.transfers.get(transferId)).toMatchObject({
      amount_reversed: 48_875,
      reversed: true,
    });
    expect(loopback.transfers.get(transferId)?.reversals.total_count).toBe(2);
    await expect(gateway.reverseTransfer(transferId, 1, `reversal-${bookingId}-4`)).rejects.toThrow(
      /already been fully reversed/,
    );
    expect(effectsOn(path)).toBe(2);
  });
});

describe('DemoGateway (demo- projects, no Stripe)', () => {
  const demo = new DemoGateway();

  it('captures nothing: no charge, no fee', async () => {
    const none = { chargeId: null, capturedCents: 0, stripeFeeCents: 0 };
    expect(await demo.capture()).toEqual(none);
    expect(await demo.chargeOf()).toEqual(none);
  });

  it('makes an account that is ready at once, and reads it back from its id', async () => {
    const ready = {
      accountId: 'demo_acct_djUid1',
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfersCapability: 'active',
      currentlyDue: [],
      disabledReason: null,
    };
    expect(await demo.createConnectedAccount(accountRequest('djUid1'))).toEqual(ready);
    expect(await demo.retrieveConnectedAccount('demo_acct_djUid1')).toEqual(ready);
    await expect(demo.retrieveConnectedAccount('acct_real')).rejects.toThrow(/not a demo/);
  });

  it('has no Stripe onboarding or dashboard to link to', async () => {
    await expect(demo.onboardingLink()).rejects.toThrow(/Demo mode has no Stripe onboarding/);
    await expect(demo.dashboardLink()).rejects.toThrow(/Demo mode/);
  });

  it('records transfers and reversals as made', async () => {
    expect(await demo.transfer(transferOf('bkDemo', 'demo_acct_dj', null, 48_875))).toEqual({
      transferId: 'demo_tr_bkDemo',
    });
    expect(await demo.reverseTransfer('demo_tr_bkDemo', 1_000, 'reversal-bkDemo-1')).toEqual({
      reversalId: 'demo_trr_demo_tr_bkDemo_reversal-bkDemo-1',
      amountReversedCents: 1_000,
    });
  });
});
