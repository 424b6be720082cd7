// Hostile logic, money and floods (issue 19, invariants 7 and 8): sendMessage cannot flood
// the security log, display-name changes are limited, refused payment attempts do not lock a
// client out, a signed Checkout event that does not match its booking moves nothing (nor
// holds a card for a date taken meanwhile), and only the client abandons their checkout.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleStripeWebhook } from '../../../functions/src/http/stripe-webhook';
import { createStripe, StripeGateway } from '../../../functions/src/services/stripe-gateway';
import { RATE_LIMITS } from '../../../src/domain/rate-limits';
import { startStripeLoopback } from '../../functions/stripe-loopback';
import { tally, type ScenarioContext } from './harness';
import {
  AUDIT_COLLECTIONS,
  flood,
  quotaOf,
  refusedCall,
  succeeded,
  type LogicKit,
} from './logic-attacks-kit';
import { book, isoDate, messageMailLanded, seedBooking, statusOf } from './logic-attacks-world';
import { call, newPeople, newVerifiedDj, randomId, type Person } from './people';

/** `count` sendMessage calls by `sender` to `bookingId` (a fresh one each when null). */
async function sends(sender: Person, bookingId: string | null, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await call(
      'sendMessage',
      { bookingId: bookingId ?? `hl${randomId(18)}`, messageId: randomId(20), content: 'Hello?' },
      sender,
    );
    codes.push(answer.ok ? 'ok' : answer.code);
  }
  return codes;
}

const securityEventsOf = async (ctx: ScenarioContext, uid: string) =>
  (await ctx.db.collection('securityEvents').where('uid', '==', uid).count().get()).data().count;

export async function floodsAndLockouts(
  ctx: ScenarioContext,
  kit: LogicKit,
  round: number,
): Promise<void> {
  const [dj, busyDj] = await Promise.all([
    newVerifiedDj(ctx, `Chat DJ ${round}`),
    newVerifiedDj(ctx, `Busy DJ ${round}`),
  ]);
  const [client, outsider, prober, renamer, unlucky] = await newPeople(
    ctx,
    'client',
    `Flood ${round}-`,
    5,
  );
  if (!client || !outsider || !prober || !renamer || !unlucky) throw new Error('no clients');
  // More than the spec's message_send quota (50 an hour): the log must not grow with them.
  const count = ctx.size === 'full' ? 120 : 60;
  const bound = RATE_LIMITS.message_send.maxAttempts;
  const booking = await kit.setup(() =>
    seedBooking(ctx, client, dj, 'confirmed', isoDate(60 + round)),
  );

  await kit.attack(
    7,
    `round ${round}: ${count} messages to bookings that do not exist`,
    async () => {
      const codes = await sends(prober, null, count);
      return { refused: codes.every((c) => c !== 'ok'), detail: tally(codes) };
    },
    { allowed: ['rateLimits'] },
  );
  await kit.attack(
    7,
    `round ${round}: ${count} messages to someone else's booking (log bounded)`,
    async () => {
      const before = await securityEventsOf(ctx, outsider.uid);
      const codes = await sends(outsider, booking, count);
      const logged = (await securityEventsOf(ctx, outsider.uid)) - before;
      return {
        refused: codes.every((c) => c !== 'ok') && logged <= bound,
        detail: `${tally(codes)}; ${logged} security events (at most ${bound})`,
      };
    },
  );
  await kit.control(7, `round ${round}: a party of the booking sends a message`, async () => {
    const answer = await call(
      'sendMessage',
      { bookingId: booking, messageId: randomId(20), content: 'See you!' },
      client,
    );
    if (answer.ok) await messageMailLanded(ctx, booking, dj.uid);
    return succeeded(answer);
  });

  // Each rename rewrites the name on the person's bookings: limited like any other write.
  await kit.setup(() => seedBooking(ctx, renamer, dj, 'completed', isoDate(-50 - round)));
  let n = 0;
  await flood(kit, 7, `round ${round}: display-name changes`, quotaOf('display_name'), () =>
    call('updateDisplayName', { displayName: `Renamed ${round}-${++n}` }, renamer),
  );

  // Three requests for dates the DJ is booked on, then a valid one.
  const taken = [1, 2, 3].map((i) => isoDate(70 + round * 5 + i));
  await kit.setup(() =>
    Promise.all(taken.map((d) => seedBooking(ctx, client, busyDj, 'confirmed', d))),
  );
  for (const [i, date] of taken.entries()) {
    await kit.attack(
      8,
      `round ${round}: createPayment ${i + 1} of 3 on a date the DJ is booked`,
      async () => refusedCall((await book(unlucky, busyDj.uid, date)).outcome),
    );
  }
  await kit.control(
    8,
    `round ${round}: after three refused dates, a fourth valid request still works`,
    async () => succeeded((await book(unlucky, busyDj.uid, isoDate(90 + round * 5))).outcome),
  );

  // Only the client abandons their checkout.
  const awaiting = await kit.setup(() =>
    seedBooking(ctx, client, dj, 'awaiting_payment', isoDate(100 + round)),
  );
  for (const [who, person] of [
    ['the DJ', dj],
    ['another client', outsider],
  ] as const) {
    await kit.attack(8, `round ${round}: ${who} abandons the client's checkout`, async () => {
      const verdict = refusedCall(await call('abandonCheckout', { bookingId: awaiting }, person));
      const status = await statusOf(ctx, `bookings/${awaiting}`);
      return status === 'awaiting_payment' ? verdict : { refused: false, detail: `now ${status}` };
    });
  }
  await kit.control(8, `round ${round}: the client abandons their own checkout`, async () =>
    succeeded(await call('abandonCheckout', { bookingId: awaiting }, client)),
  );
}

const SECRET = 'whsec_reliability_logic';

/** The webhook handler behind a loopback HTTP server, its Stripe calls on the loopback Stripe. */
async function webhookServer(ctx: ScenarioContext) {
  const loopback = await startStripeLoopback();
  const stripe = createStripe({
    secretKey: 'sk_test_loopback',
    host: '127.0.0.1',
    port: loopback.port,
    protocol: 'http',
  });
  const gateway = new StripeGateway(stripe);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = {
        status(code: number) {
          res.statusCode = code;
          return reply;
        },
        json(body: unknown) {
          res.end(JSON.stringify(body));
        },
      };
      const request = {
        method: req.method ?? 'POST',
        rawBody: Buffer.concat(chunks),
        headers: req.headers,
      };
      void handleStripeWebhook(request, reply, {
        db: ctx.db,
        stripe,
        webhookSecret: SECRET,
        gateway,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const deliver = async (session: Record<string, unknown>, type = 'checkout.session.completed') => {
    const payload = JSON.stringify({
      id: `evt_${randomId(24)}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { object: 'checkout.session', ...session } },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return `${res.status} ${await res.text()}`.slice(0, 120);
  };
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await loopback.close();
  };
  /** Whether the loopback Stripe was asked to void `paymentIntentId`'s hold. */
  const voided = (paymentIntentId: string) =>
    loopback.requests.some((r) => r.path === `/v1/payment_intents/${paymentIntentId}/cancel`);
  return { deliver, close, voided };
}

/** A signed checkout.session.completed that does not match its booking authorises nothing. */
export async function webhookMismatch(
  ctx: ScenarioContext,
  kit: LogicKit,
  round: number,
): Promise<void> {
  const dj = await newVerifiedDj(ctx, `Webhook DJ ${round}`);
  const [client] = await newPeople(ctx, 'client', `Webhook ${round}-`, 1);
  if (!client) throw new Error('no client');
  const hook = await webhookServer(ctx);
  try {
    const seed = async (eventDate = isoDate(120 + round)) => {
      const id = await seedBooking(ctx, client, dj, 'awaiting_payment', eventDate);
      await ctx.db.doc(`bookings/${id}`).update({
        'payment.provider': 'stripe',
        'payment.checkoutSessionId': `cs_test_${id}`,
      });
      return id;
    };
    const session = (id: string, change: Record<string, unknown>) => ({
      id: `cs_test_${id}`,
      metadata: { bookingId: id },
      payment_intent: `pi_${id}`,
      amount_total: 52_500,
      currency: 'usd',
      status: 'complete',
      payment_status: 'unpaid',
      ...change,
    });
    const forged: [string, Record<string, unknown>][] = [
      ['an amount of $1', { amount_total: 100 }],
      ['another currency (eur)', { currency: 'eur' }],
      ['another Checkout session', { id: `cs_test_${randomId(12)}` }],
      ['nothing held (no_payment_required)', { payment_status: 'no_payment_required' }],
    ];
    for (const [what, change] of forged) {
      const id = await kit.setup(seed);
      await kit.attack(
        8,
        `round ${round}: a signed completed session with ${what}`,
        async () => {
          const answer = await hook.deliver(session(id, change));
          const status = await statusOf(ctx, `bookings/${id}`);
          const moved = status === 'pending' || status === 'confirmed';
          // Acknowledged (2xx) or refused (4xx); a 5xx makes Stripe deliver it again.
          const handled = !answer.startsWith('5');
          return { refused: !moved && handled, detail: `booking ${status}; webhook ${answer}` };
        },
        { contained: true },
      );
    }
    const open = await kit.setup(seed);
    await kit.attack(
      8,
      `round ${round}: a signed expiry of another Checkout session`,
      async () => {
        const other = session(open, { id: `cs_test_${randomId(12)}`, status: 'expired' });
        const answer = await hook.deliver(other, 'checkout.session.expired');
        const status = await statusOf(ctx, `bookings/${open}`);
        return {
          refused: status === 'awaiting_payment',
          detail: `booking ${status}; webhook ${answer}`,
        };
        // A signed delivery is Stripe's: its de-duplication record is the webhook's audit record.
      },
      { allowed: [...AUDIT_COLLECTIONS, 'stripeEvents'] },
    );
    // Issue 39: the client pays while the DJ confirms someone else for that date. The request
    // could never be accepted; its hold must be released at once, not held for days.
    // A date of its own: the control below must find its date free.
    const lateDate = isoDate(150 + round);
    const late = await kit.setup(() => seed(lateDate));
    await kit.setup(async () => {
      const [rival] = await newPeople(ctx, 'client', `Webhook rival ${round}-`, 1);
      if (!rival) throw new Error('no rival client');
      return seedBooking(ctx, rival, dj, 'confirmed', lateDate);
    });
    await kit.attack(
      8,
      `round ${round}: a signed authorisation for a date the DJ confirmed for someone else meanwhile`,
      async () => {
        const answer = await hook.deliver(session(late, {}));
        const status = await statusOf(ctx, `bookings/${late}`);
        const released = hook.voided(`pi_${late}`);
        return {
          refused: status === 'cancelled' && released && !answer.startsWith('5'),
          detail: `booking ${status}; hold ${released ? 'voided' : 'kept'}; webhook ${answer}`,
        };
      },
      { contained: true },
    );
    const id = await kit.setup(seed);
    await kit.control(
      8,
      `round ${round}: the matching signed session authorises the booking`,
      async () => {
        const answer = await hook.deliver(session(id, {}));
        const status = await statusOf(ctx, `bookings/${id}`);
        return { refused: status !== 'pending', detail: `booking ${status}; webhook ${answer}` };
      },
    );
  } finally {
    await hook.close();
  }
}
