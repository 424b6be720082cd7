// createPayment and stripeWebhook against the Firestore emulator and a loopback Stripe: the
// real stripe SDK sends its requests to tests/functions/stripe-loopback.ts, and webhooks are
// signed with the SDK's own generateTestHeaderString.
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abandonCheckoutHandler } from '../../functions/src/callable/abandon-checkout';
import {
  BOOKING_DATE_CLOSED,
  createPaymentHandler,
  DATE_ALREADY_BOOKED,
  type CreatePaymentDeps,
} from '../../functions/src/callable/create-payment';
import { handleStripeWebhook, type WebhookOutcome } from '../../functions/src/http/stripe-webhook';
import { DemoGateway } from '../../functions/src/services/demo-gateway';
import { createStripe, StripeGateway } from '../../functions/src/services/stripe-gateway';
import { bookableWindow, dateRefusal } from '../../src/domain/bookable-dates';
import { quoteBooking } from '../../src/domain/pricing';
import { BOOKING_MISSING_INFORMATION } from '../../src/domain/booking-schema';
import { INVALID_START_TIME } from '../../src/domain/event-start-time';
import { INVALID_INPUT } from '../../src/domain/messages';
import { EVENT_DATE_TOO_FAR } from '../../src/domain/event-dates';
import { RETENTION_DAYS } from '../../src/domain/retention';
import { adminDb } from './helpers';
import { startStripeLoopback, type StripeLoopback } from './stripe-loopback';

const WEBHOOK_SECRET = 'whsec_loopback_test';
const NOW = new Date('2031-03-10T15:00:00Z');
const EVENT_DATE = '2031-04-02';
const BOOKED_DATE = '2031-04-09';
const START_TIME = '19:30';
const RATE_CENTS = 15_000;

let loopback: StripeLoopback;
let stripe: ReturnType<typeof createStripe>;
let djId: string;
let run = 0;

const uniqueId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(run++).toString(36)}${Math.random().toString(36).slice(2, 8)}`.replace(
    /[^A-Za-z0-9]/g,
    '',
  );

beforeAll(async () => {
  loopback = await startStripeLoopback();
  stripe = createStripe({
    secretKey: 'sk_test_loopback',
    host: '127.0.0.1',
    port: loopback.port,
    protocol: 'http',
  });
  djId = uniqueId('PayDj').padEnd(28, 'x').slice(0, 28);
  await adminDb.doc(`djs/${djId}`).set({
    ownerUid: djId,
    name: 'Loopback DJ',
    status: 'verified',
    hourlyRateCents: RATE_CENTS,
  });
  // The date is taken by a confirmed booking (the authority); the public view is not needed.
  await adminDb.doc(`bookings/${uniqueId('taken')}`).set({
    djId,
    eventDate: BOOKED_DATE,
    status: 'confirmed',
    clientUid: 'someoneElse',
  });
});
afterAll(async () => {
  await loopback.close();
});
beforeEach(() => {
  loopback.requests.length = 0;
});

function deps(
  gateway: CreatePaymentDeps['gateway'] = new StripeGateway(stripe),
): CreatePaymentDeps {
  return { db: adminDb, gateway, projectId: 'demo-spinbook', emulator: true, now: () => NOW };
}

function request(uid: string, data: Record<string, unknown> = {}) {
  return {
    data: {
      djId,
      eventDate: EVENT_DATE,
      startTime: START_TIME,
      durationHours: 4,
      eventType: 'wedding',
      venue: 'The Loopback Hall',
      guestCount: 120,
      equipmentNeeded: true,
      ...data,
    },
    auth: { uid, token: { email: `${uid.toLowerCase()}@example.test` } },
    rawRequest: { headers: { origin: 'http://localhost:5000' } },
  };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return `${e.code}: ${e.message}`;
  }
}

/** A refusal's code, message and details (an HttpsError's message is not enumerable). */
async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; message?: string; details?: unknown };
    return { code: e.code, message: e.message, details: e.details };
  }
  return 'ok';
}

describe('createPayment with Stripe', () => {
  it('refuses a price sent by the client: nothing written, Stripe not asked', async () => {
    const client = uniqueId('client');
    const asked = loopback.requests.length;
    expect(
      await refusal(
        createPaymentHandler(
          request(client, { totalCostCents: 100, hourlyRateCents: 5000, baseCostCents: 1 }),
          deps(),
        ),
      ),
    ).toBe('invalid-argument: Unknown field "totalCostCents".');
    const written = await adminDb.collection('bookings').where('clientUid', '==', client).get();
    expect(written.size).toBe(0);
    expect(loopback.requests.length).toBe(asked);
  });

  it('prices from the DJ rate and asks Stripe for a manual capture', async () => {
    const client = uniqueId('client');
    const result = await createPaymentHandler(request(client), deps());
    const quote = quoteBooking({
      hourlyRateCents: RATE_CENTS,
      durationHours: 4,
      equipmentNeeded: true,
    });
    const booking = (await adminDb.doc(`bookings/${result.bookingId}`).get()).data() ?? {};
    expect(booking).toMatchObject({
      ...quote,
      eventDate: EVENT_DATE,
      startTime: START_TIME,
      status: 'awaiting_payment',
      clientUid: client,
      djId,
      djOwnerUid: djId,
      payment: { provider: 'stripe', status: 'awaiting', refundedCents: 0 },
    });
    expect(booking.payment.checkoutSessionId).toMatch(/^cs_test_/);
    // The DJ reads this document: the client's e-mail is not on it. Checkout gets it anyway.
    expect(JSON.stringify(booking)).not.toContain('@example.test');
    expect(booking).not.toHaveProperty('clientEmail');
    expect(result).toMatchObject({ bookingId: result.bookingId, demo: false });
    expect(result.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);

    const sent = loopback.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.method).toBe('POST');
    expect(sent?.idempotencyKey).toBe(`checkout-${result.bookingId}`);
    expect(sent?.authorization).toBe('Bearer sk_test_loopback');
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(quote.totalCostCents),
      'payment_intent_data[capture_method]': 'manual',
      customer_email: `${client.toLowerCase()}@example.test`,
      'payment_intent_data[metadata][bookingId]': result.bookingId,
      'metadata[bookingId]': result.bookingId,
      client_reference_id: result.bookingId,
      success_url: 'http://localhost:5000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `http://localhost:5000/payment-canceled?booking=${result.bookingId}`,
    });
  });

  it('refuses an unverified DJ, a past date and a booked date, writing nothing', async () => {
    const client = uniqueId('client');
    const pending = uniqueId('PendDj').padEnd(28, 'x').slice(0, 28);
    await adminDb
      .doc(`djs/${pending}`)
      .set({ ownerUid: pending, status: 'pending', hourlyRateCents: RATE_CENTS });
    expect(await refusal(createPaymentHandler(request(client, { djId: pending }), deps()))).toBe(
      'not-found: DJ not found or failed to load.',
    );
    expect(
      await refusal(createPaymentHandler(request(client, { eventDate: '2031-03-01' }), deps())),
    ).toMatch(/^invalid-argument: /);
    expect(
      await refusal(createPaymentHandler(request(client, { eventDate: BOOKED_DATE }), deps())),
    ).toBe(`failed-precondition: ${DATE_ALREADY_BOOKED}`);
    // Today in UTC (NOW is 15:00 UTC): still "today" west of UTC, but the event start in the
    // terms (00:00 UTC) has passed, so no DJ could accept it. The form's words (decision 0038).
    expect(
      await refusal(createPaymentHandler(request(client, { eventDate: '2031-03-10' }), deps())),
    ).toBe(`invalid-argument: ${BOOKING_DATE_CLOSED}`);
    const mine = await adminDb.collection('bookings').where('clientUid', '==', client).get();
    expect(mine.size).toBe(0);
    expect(loopback.requests).toHaveLength(0);
  });

  it('refuses today, where the calendar and the form do, with their words under the date', async () => {
    const client = uniqueId('client');
    const at = (iso: string) => ({ ...deps(), now: () => new Date(iso) });
    const refused = async (eventDate: string, now: string) => {
      try {
        await createPaymentHandler(request(client, { eventDate }), at(now));
      } catch (error) {
        const e = error as { code?: string; message?: string; details?: unknown };
        return { code: e.code, message: e.message, details: e.details };
      }
      return 'ok';
    };
    // 19:00 on Mar 10 in New York is 00:00 on Mar 11 UTC: the person's today has closed, and so
    // has their tomorrow, exactly as dateRefusal says for the calendar and the form.
    for (const [eventDate, now] of [
      ['2031-03-10', '2031-03-10T15:00:00Z'],
      ['2031-03-10', '2031-03-11T00:00:00Z'],
      ['2031-03-11', '2031-03-11T00:00:00Z'],
    ] as const) {
      expect(dateRefusal(eventDate, bookableWindow(new Date(now)))).toBe('closed');
      expect(await refused(eventDate, now)).toEqual({
        code: 'invalid-argument',
        message: BOOKING_DATE_CLOSED,
        details: {
          title: 'Booking Failed',
          problems: [{ path: 'eventDate', message: BOOKING_DATE_CLOSED }],
        },
      });
    }
    expect((await adminDb.collection('bookings').where('clientUid', '==', client).get()).size).toBe(
      0,
    );
    expect(loopback.requests).toHaveLength(0);
    // Control: a millisecond before midnight UTC the next day is still bookable, and booked as is.
    expect(dateRefusal('2031-03-11', bookableWindow(new Date('2031-03-10T23:59:59.999Z')))).toBe(
      null,
    );
    const result = await createPaymentHandler(
      request(client, { eventDate: '2031-03-11' }),
      at('2031-03-10T23:59:59.999Z'),
    );
    const booking = (await adminDb.doc(`bookings/${result.bookingId}`).get()).data() ?? {};
    expect(booking).toMatchObject({ eventDate: '2031-03-11', status: 'awaiting_payment' });
  });

  it('a booked date is refused under the date too', async () => {
    const e = await createPaymentHandler(
      request(uniqueId('client'), { eventDate: BOOKED_DATE }),
      deps(),
    ).catch((error: unknown) => error as { code?: string; details?: unknown });
    expect(e).toMatchObject({
      code: 'failed-precondition',
      details: { problems: [{ path: 'eventDate', message: DATE_ALREADY_BOOKED }] },
    });
  });

  it('refuses an event date more than 2 years ahead; control: 23 months ahead books', async () => {
    const client = uniqueId('client');
    for (const eventDate of ['9999-12-31', '2033-03-12']) {
      expect(await refusal(createPaymentHandler(request(client, { eventDate }), deps()))).toBe(
        `invalid-argument: ${EVENT_DATE_TOO_FAR}`,
      );
    }
    expect(loopback.requests).toHaveLength(0);
    // NOW is 2031-03-10: 23 months ahead is inside the bound.
    const result = await createPaymentHandler(request(client, { eventDate: '2033-02-10' }), deps());
    const booking = (await adminDb.doc(`bookings/${result.bookingId}`).get()).data() ?? {};
    expect(booking).toMatchObject({ eventDate: '2033-02-10', status: 'awaiting_payment' });
  });

  it("refuses a malformed start time in the form's words, under the start time", async () => {
    const client = uniqueId('client');
    for (const startTime of ['7:30 PM', '24:00', '19:60', '19:30:00', 'T19:30', 1930]) {
      const e = await refusalOf(createPaymentHandler(request(client, { startTime }), deps()));
      const shape = typeof startTime === 'number';
      expect(e, String(startTime)).toEqual({
        code: 'invalid-argument',
        // A number is refused by the shape check, before the schema's words.
        message: shape ? INVALID_INPUT : INVALID_START_TIME,
        details: {
          title: 'Booking Failed',
          problems: [{ path: 'startTime', message: shape ? INVALID_INPUT : INVALID_START_TIME }],
        },
      });
    }
    const mine = await adminDb.collection('bookings').where('clientUid', '==', client).get();
    expect(mine.size).toBe(0);
    expect(loopback.requests).toHaveLength(0);
    // Refused before the quota: three bookings can still be asked for.
    for (let i = 0; i < 3; i++) {
      expect(await refusal(createPaymentHandler(request(client, {}), deps()))).toBe('ok');
    }
  });

  it('says Missing Information when the start time is missing or empty', async () => {
    const client = uniqueId('client');
    for (const startTime of [undefined, '', '   ']) {
      const e = await refusalOf(createPaymentHandler(request(client, { startTime }), deps()));
      expect(e, JSON.stringify(startTime)).toEqual({
        code: 'invalid-argument',
        message: BOOKING_MISSING_INFORMATION.description,
        details: {
          title: BOOKING_MISSING_INFORMATION.title,
          problems: [{ path: 'startTime', message: INVALID_START_TIME }],
        },
      });
    }
    const mine = await adminDb.collection('bookings').where('clientUid', '==', client).get();
    expect(mine.size).toBe(0);
  });

  it('says Missing Information when venue or guest count is empty', async () => {
    const client = uniqueId('client');
    expect(await refusal(createPaymentHandler(request(client, { venue: '' }), deps()))).toBe(
      'invalid-argument: Please fill in all required fields.',
    );
  });

  it('allows 3 payment attempts an hour; the 4th is refused and recorded', async () => {
    const client = uniqueId('client');
    for (let i = 0; i < 3; i++) {
      expect(await refusal(createPaymentHandler(request(client, {}), deps()))).toBe('ok');
    }
    expect(await refusal(createPaymentHandler(request(client, {}), deps()))).toBe(
      'resource-exhausted: Too many attempts. Please slow down.',
    );
    const events = await adminDb
      .collection('securityEvents')
      .where('uid', '==', client)
      .where('type', '==', 'rate_limit_exceeded')
      .get();
    expect(events.size).toBe(1);
  });

  it('counts payment_create only for requests that pass the DJ, date and self checks', async () => {
    const client = uniqueId('client');
    // Ten refused requests (a booked date, a closed date, an unknown DJ, their own profile)…
    for (let i = 0; i < 3; i++) {
      expect(
        await refusal(createPaymentHandler(request(client, { eventDate: BOOKED_DATE }), deps())),
      ).toBe(`failed-precondition: ${DATE_ALREADY_BOOKED}`);
      expect(
        await refusal(createPaymentHandler(request(client, { eventDate: '2031-03-09' }), deps())),
      ).toBe(`invalid-argument: ${BOOKING_DATE_CLOSED}`);
      expect(
        await refusal(
          createPaymentHandler(request(client, { djId: 'NoSuchDj'.padEnd(28, 'x') }), deps()),
        ),
      ).toBe('not-found: DJ not found or failed to load.');
    }
    expect(await refusal(createPaymentHandler(request(djId, {}), deps()))).toBe(
      'failed-precondition: You cannot book your own DJ profile.',
    );
    // …cost nothing: the limit of 3 is still whole.
    for (let i = 0; i < 3; i++) {
      expect(await refusal(createPaymentHandler(request(client, {}), deps()))).toBe('ok');
    }
    expect(await refusal(createPaymentHandler(request(client, {}), deps()))).toBe(
      'resource-exhausted: Too many attempts. Please slow down.',
    );
  });

  it('a Stripe failure cancels the booking and says Payment Failed', async () => {
    const client = uniqueId('client');
    loopback.failNext(5);
    expect(await refusal(createPaymentHandler(request(client, {}), deps()))).toBe(
      'unavailable: Failed to create payment session. Please try again.',
    );
    const mine = await adminDb.collection('bookings').where('clientUid', '==', client).get();
    expect(mine.docs.map((d) => d.get('status'))).toEqual(['cancelled']);
    expect(mine.docs[0]?.get('cancellation')).toEqual({ by: 'system', reason: 'checkout_failed' });
    expect(mine.docs[0]?.get('history')).toEqual([
      expect.objectContaining({
        action: 'paymentExpired',
        from: 'awaiting_payment',
        to: 'cancelled',
      }),
    ]);
    loopback.failNext(0);
  });
});

describe('createPayment in demo mode', () => {
  it('charges nothing, goes straight to pending and returns the success page', async () => {
    const client = uniqueId('client');
    const result = await createPaymentHandler(request(client, {}), deps(new DemoGateway()));
    expect(result.demo).toBe(true);
    expect(result.url).toBe(
      `http://localhost:5000/payment-success?session_id=demo_${result.bookingId}`,
    );
    const booking = (await adminDb.doc(`bookings/${result.bookingId}`).get()).data() ?? {};
    expect(booking.status).toBe('pending');
    expect(booking.payment).toMatchObject({ provider: 'demo', status: 'authorized' });
    // Through the lifecycle: the authorisation is in the history like a webhook's.
    expect(booking.history).toEqual([
      expect.objectContaining({ action: 'paymentAuthorized', actor: 'system', to: 'pending' }),
    ]);
    expect(booking).not.toHaveProperty('clientEmail');
    expect(loopback.requests).toHaveLength(0);
  });

  it('never sends the client back to a foreign origin', async () => {
    const client = uniqueId('client');
    const req = request(client, {});
    req.rawRequest.headers.origin = 'https://evil.example';
    const result = await createPaymentHandler(req, deps(new DemoGateway()));
    expect(result.url.startsWith('https://demo-spinbook.web.app/payment-success')).toBe(true);
  });
});

// ---- webhook -----------------------------------------------------------------------------

interface Captured {
  status: number;
  body: { outcome?: WebhookOutcome; error?: string };
}

async function deliver(payload: string, signature?: string): Promise<Captured> {
  const captured: Captured = { status: 0, body: {} };
  const res = {
    status(code: number) {
      captured.status = code;
      return res;
    },
    json(body: unknown) {
      captured.body = body as Captured['body'];
    },
  };
  await handleStripeWebhook(
    {
      method: 'POST',
      rawBody: Buffer.from(payload),
      headers: {
        'stripe-signature':
          signature ??
          stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    },
    res,
    {
      db: adminDb,
      stripe,
      webhookSecret: WEBHOOK_SECRET,
      gateway: new StripeGateway(stripe),
      now: () => NOW,
    },
  );
  return captured;
}

interface SessionOverrides {
  id?: string;
  amount_total?: number;
  currency?: string;
  status?: string;
  payment_status?: string;
  payment_intent?: string | null;
}

/**
 * A Checkout Session event for a booking as Stripe sends it for a manual capture: the
 * booking's own session, its total in USD, complete, with payment_status 'unpaid' (authorised,
 * not captured). `overrides` make the mismatches.
 */
async function checkoutEvent(
  type: string,
  bookingId: string,
  overrides: SessionOverrides = {},
): Promise<string> {
  const booking = await adminDb.doc(`bookings/${bookingId}`).get();
  return JSON.stringify({
    id: uniqueId('evt_'),
    object: 'event',
    type,
    data: {
      object: {
        id: String(booking.get('payment.checkoutSessionId')),
        object: 'checkout.session',
        mode: 'payment',
        metadata: { bookingId },
        client_reference_id: bookingId,
        amount_total: Number(booking.get('totalCostCents')),
        currency: 'usd',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: 'unpaid',
        payment_intent: `pi_${bookingId}`,
        ...overrides,
      },
    },
  });
}

async function awaitingBooking(): Promise<string> {
  const result = await createPaymentHandler(request(uniqueId('client'), {}), deps());
  loopback.requests.length = 0;
  return result.bookingId;
}

const statusOf = async (id: string) => (await adminDb.doc(`bookings/${id}`).get()).get('status');

describe('stripeWebhook', () => {
  it('refuses a bad signature with 400 and writes nothing', async () => {
    const id = await awaitingBooking();
    const payload = await checkoutEvent('checkout.session.completed', id);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await deliver(payload, 'garbage')).status).toBe(400);
    expect(await statusOf(id)).toBe('awaiting_payment');
    const eventId = (JSON.parse(payload) as { id: string }).id;
    expect((await adminDb.doc(`stripeEvents/${eventId}`).get()).exists).toBe(false);
  });

  it('checkout.session.completed authorises the booking: pending, with the payment intent', async () => {
    const id = await awaitingBooking();
    const reply = await deliver(await checkoutEvent('checkout.session.completed', id));
    expect(reply).toEqual({ status: 200, body: { received: true, outcome: 'authorized' } });
    const booking = (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};
    expect(booking.status).toBe('pending');
    expect(booking.payment).toMatchObject({ status: 'authorized', paymentIntentId: `pi_${id}` });
  });

  it('the same event delivered 5 times makes one transition', async () => {
    const id = await awaitingBooking();
    const payload = await checkoutEvent('checkout.session.completed', id);
    const outcomes: (WebhookOutcome | undefined)[] = [];
    for (let i = 0; i < 5; i++) outcomes.push((await deliver(payload)).body.outcome);
    expect(outcomes).toEqual(['authorized', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await statusOf(id)).toBe('pending');
  });

  it('checkout.session.expired cancels the booking', async () => {
    const id = await awaitingBooking();
    expect((await deliver(await checkoutEvent('checkout.session.expired', id))).body.outcome).toBe(
      'expired',
    );
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('out of order: completed after expired leaves it cancelled and voids the authorisation', async () => {
    const id = await awaitingBooking();
    await deliver(await checkoutEvent('checkout.session.expired', id));
    const reply = await deliver(await checkoutEvent('checkout.session.completed', id));
    expect(reply.body.outcome).toBe('released_late_authorization');
    expect(await statusOf(id)).toBe('cancelled');
    const cancel = loopback.requests.find((r) => r.path === `/v1/payment_intents/pi_${id}/cancel`);
    // No row ends this hold: its key comes from the domain all the same, with the event.
    expect(cancel?.idempotencyKey).toMatch(new RegExp(`^${id}:stray:evt[^:]*:void$`));
  });

  it('out of order: expired after completed changes nothing', async () => {
    const id = await awaitingBooking();
    await deliver(await checkoutEvent('checkout.session.completed', id));
    expect((await deliver(await checkoutEvent('checkout.session.expired', id))).body.outcome).toBe(
      'ignored_status',
    );
    expect(await statusOf(id)).toBe('pending');
  });

  it.each([
    ['amount', { amount_total: 100 }, 'amount_mismatch'],
    ['currency', { currency: 'eur' }, 'currency_mismatch'],
    ['payment status', { payment_status: 'no_payment_required' }, 'payment_status'],
    ['session status', { status: 'open' }, 'not_complete'],
  ] as const)(
    'refuses a completed session with the wrong %s: nothing confirmed, hold voided, recorded',
    async (_what, overrides, problem) => {
      const id = await awaitingBooking();
      const payload = await checkoutEvent('checkout.session.completed', id, overrides);
      const reply = await deliver(payload);
      expect(reply).toEqual({
        status: 200,
        body: { received: true, outcome: 'refused_payment_mismatch' },
      });
      const booking = (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};
      expect(booking.status).toBe('cancelled');
      expect(booking.cancellation).toEqual({ by: 'system', reason: 'checkout_failed' });
      expect(booking.payment).toMatchObject({ status: 'expired', paymentIntentId: null });
      expect(loopback.requests.map((r) => r.path)).toEqual([`/v1/payment_intents/pi_${id}/cancel`]);
      const eventId = (JSON.parse(payload) as { id: string }).id;
      expect((await adminDb.doc(`stripeEvents/${eventId}`).get()).data()).toMatchObject({
        outcome: 'refused_payment_mismatch',
        problem,
        bookingId: id,
      });
      // Kept for RETENTION_DAYS.stripeEvents, then deleted by the TTL policy (decision 0031).
      const recorded = (await adminDb.doc(`stripeEvents/${eventId}`).get()).data() ?? {};
      const kept =
        (recorded.expireAt as Timestamp).toMillis() - (recorded.receivedAt as Timestamp).toMillis();
      expect(kept).toBe(RETENTION_DAYS.stripeEvents * 86_400_000);
      // Control: the same kind of booking with the right session is authorised.
      const control = await awaitingBooking();
      expect(
        (await deliver(await checkoutEvent('checkout.session.completed', control))).body.outcome,
      ).toBe('authorized');
    },
  );

  it("refuses another session carrying the booking's id; the booking's own still pays", async () => {
    const id = await awaitingBooking();
    const forged = await checkoutEvent('checkout.session.completed', id, {
      id: 'cs_test_someoneElses',
      payment_intent: `pi_other_${id}`,
    });
    expect((await deliver(forged)).body.outcome).toBe('refused_session_mismatch');
    expect(await statusOf(id)).toBe('awaiting_payment');
    expect(loopback.requests.map((r) => r.path)).toEqual([
      `/v1/payment_intents/pi_other_${id}/cancel`,
    ]);
    // Nor does another session's expiry cancel it.
    const otherExpired = await checkoutEvent('checkout.session.expired', id, {
      id: 'cs_test_someoneElses',
    });
    expect((await deliver(otherExpired)).body.outcome).toBe('ignored_other_session');
    expect(await statusOf(id)).toBe('awaiting_payment');
    // Control: its own session authorises it.
    expect(
      (await deliver(await checkoutEvent('checkout.session.completed', id))).body.outcome,
    ).toBe('authorized');
    expect(await statusOf(id)).toBe('pending');
  });

  it('a second paid checkout for a booking already authorised is voided; its own hold stays', async () => {
    const id = await awaitingBooking();
    await deliver(await checkoutEvent('checkout.session.completed', id));
    loopback.requests.length = 0;
    const second = await checkoutEvent('checkout.session.completed', id, {
      payment_intent: `pi_second_${id}`,
    });
    expect((await deliver(second)).body.outcome).toBe('released_late_authorization');
    expect(loopback.requests.map((r) => r.path)).toEqual([
      `/v1/payment_intents/pi_second_${id}/cancel`,
    ]);
    const booking = (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};
    expect(booking.status).toBe('pending');
    expect(booking.payment).toMatchObject({ status: 'authorized', paymentIntentId: `pi_${id}` });
  });

  it('a card authorised for a date confirmed for someone else meanwhile is released at once', async () => {
    const eventDate = '2031-04-16';
    const id = (await createPaymentHandler(request(uniqueId('client'), { eventDate }), deps()))
      .bookingId;
    // While this client is in Checkout, the DJ accepts another request for the same date.
    await adminDb.doc(`bookings/${uniqueId('rival')}`).set({
      djId,
      eventDate,
      status: 'confirmed',
      clientUid: 'someoneElse',
    });
    loopback.requests.length = 0;
    const payload = await checkoutEvent('checkout.session.completed', id);
    expect((await deliver(payload)).body.outcome).toBe('released_date_taken');
    const booking = (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};
    expect(booking.status).toBe('cancelled');
    expect(booking.cancellation).toEqual({ by: 'system', reason: 'auto_declined' });
    expect(booking.payment).toMatchObject({ status: 'released', paymentIntentId: `pi_${id}` });
    expect(booking.history).toEqual([
      expect.objectContaining({ action: 'decline', actor: 'system', from: 'awaiting_payment' }),
    ]);
    // The hold is voided now, once, with the table's key for the row; a redelivery changes
    // nothing.
    const cancels = () =>
      loopback.requests.filter((r) => r.path === `/v1/payment_intents/pi_${id}/cancel`);
    expect(cancels().map((r) => r.idempotencyKey)).toEqual([`${id}:1:paymentAuthorized:void`]);
    expect((await deliver(payload)).body.outcome).toBe('duplicate');
    expect(cancels()).toHaveLength(1);
    // Control: a free date authorises as usual (EVENT_DATE has no confirmed booking).
    const free = await awaitingBooking();
    expect(
      (await deliver(await checkoutEvent('checkout.session.completed', free))).body.outcome,
    ).toBe('authorized');
  });

  it("a card authorised after the DJ was suspended is released at once (the table's djSuspended row)", async () => {
    const id = await awaitingBooking();
    // The suspension lands while this client is in Checkout (its sweep has not reached them).
    const profile = adminDb.doc(`djs/${djId}`);
    const before = (await profile.get()).get('status') as unknown;
    await profile.update({ status: 'suspended' });
    try {
      loopback.requests.length = 0;
      const payload = await checkoutEvent('checkout.session.completed', id);
      expect((await deliver(payload)).body.outcome).toBe('released_dj_suspended');
      const booking = (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};
      expect(booking.status).toBe('cancelled');
      // A suspended profile's area is never offered to the client as a place to search.
      expect(booking.cancellation).toEqual({ by: 'system', reason: 'dj_suspended' });
      expect(booking.payment).toMatchObject({ status: 'released', paymentIntentId: `pi_${id}` });
      expect(booking.history).toEqual([
        expect.objectContaining({ action: 'decline', actor: 'system', to: 'cancelled' }),
      ]);
      expect(loopback.requests.map((r) => r.path)).toEqual([`/v1/payment_intents/pi_${id}/cancel`]);
    } finally {
      await profile.update({ status: before });
    }
    // Control: with the DJ verified again, a checkout authorises as usual.
    const control = await awaitingBooking();
    expect(
      (await deliver(await checkoutEvent('checkout.session.completed', control))).body.outcome,
    ).toBe('authorized');
  });

  it('acknowledges and ignores other event types', async () => {
    const id = await awaitingBooking();
    const reply = await deliver(await checkoutEvent('payment_intent.created', id));
    expect(reply).toEqual({ status: 200, body: { received: true, outcome: 'ignored_type' } });
    expect(await statusOf(id)).toBe('awaiting_payment');
  });
});

describe('abandonCheckout', () => {
  it("cancels the client's unpaid booking and expires the Checkout Session", async () => {
    const client = uniqueId('client');
    const { bookingId } = await createPaymentHandler(request(client, {}), deps());
    const sessionId = (await adminDb.doc(`bookings/${bookingId}`).get()).get(
      'payment.checkoutSessionId',
    );
    loopback.requests.length = 0;
    const gateway = new StripeGateway(stripe);
    const auth = { uid: client, token: {} };
    expect(
      await refusal(
        abandonCheckoutHandler(
          { data: { bookingId }, auth: { uid: 'someoneElse', token: {} } },
          {
            db: adminDb,
            gateway,
          },
        ),
      ),
    ).toBe('permission-denied: You can only change your own bookings.');
    const result = await abandonCheckoutHandler(
      { data: { bookingId }, auth },
      { db: adminDb, gateway },
    );
    expect(result.status).toBe('cancelled');
    expect(await statusOf(bookingId)).toBe('cancelled');
    expect(loopback.requests.map((r) => r.path)).toEqual([
      `/v1/checkout/sessions/${String(sessionId)}/expire`,
    ]);
    // Stripe's own expired event arrives later and changes nothing.
    expect(
      (await deliver(await checkoutEvent('checkout.session.expired', bookingId))).body.outcome,
    ).toBe('ignored_status');
    // A paid booking is not abandoned.
    const paid = await awaitingBooking();
    await deliver(await checkoutEvent('checkout.session.completed', paid));
    const again = await abandonCheckoutHandler(
      {
        data: { bookingId: paid },
        auth: {
          uid: String((await adminDb.doc(`bookings/${paid}`).get()).get('clientUid')),
          token: {},
        },
      },
      { db: adminDb, gateway },
    );
    expect(again.status).toBe('pending');
  });
});
