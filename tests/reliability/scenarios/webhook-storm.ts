// Webhook storm: every Stripe event the app acts on (Checkout completed → authorised,
// Checkout expired → cancelled, and completed-after-cancel → the hold voided), each delivered
// 5 times in shuffled order over HTTP, with forged deliveries mixed in (wrong secret, edited
// body, bad signature, stale timestamp, no header). Exactly one state change per genuine
// event; every forged delivery refused with 400 and nothing written for it.
//
// Then the payouts (decision 0027), both at once: a storm of Connect events about DJs'
// accounts changing under it (lib/payout-connect-storm.ts), and the payout job run many times
// at once over other DJs' due payouts, with admins retrying (lib/payout-transfer-storm.ts):
// each account ends as Stripe has it, each transfer is made exactly once.
//
// The webhook handlers (functions/src/http/stripe-webhook.ts and stripe-connect-webhook.ts)
// are served by a loopback HTTP server that hands them the raw body, as the Functions runtime
// does; signatures are made with the stripe SDK's own generateTestHeaderString; the handlers'
// Stripe calls go to the loopback Stripe.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleStripeConnectWebhook } from '../../../functions/src/http/stripe-connect-webhook';
import {
  handleStripeWebhook,
  type WebhookRequest,
  type WebhookResponse,
} from '../../../functions/src/http/stripe-webhook';
import { pool, sleep, tally, type Scenario, type ScenarioContext } from '../lib/harness';
import { connectStorm, type ConnectStormSize } from '../lib/payout-connect-storm';
import { payoutClock, startLoopbackStripe } from '../lib/payout-stripe';
import { transferStorm, type TransferStormSize } from '../lib/payout-transfer-storm';
import { randomId } from '../lib/people';

const SECRET = 'whsec_reliability_storm';
const CONNECT_SECRET = 'whsec_reliability_connect_storm';
const DELIVERIES_PER_EVENT = 5;
/** Redeliveries of a genuine delivery answered 5xx, as Stripe makes (it keeps trying for days). */
const REDELIVERIES = 3;

const CONNECT: Record<'ci' | 'full', ConnectStormSize> = {
  ci: { djs: 4, changes: 3, copies: 2, bursts: 1 },
  full: { djs: 10, changes: 6, copies: 4, bursts: 3 },
};
const TRANSFERS: Record<'ci' | 'full', TransferStormSize> = {
  ci: { djs: 3, bookings: 3, refused: 1, runs: 3 },
  full: { djs: 6, bookings: 24, refused: 4, runs: 12 },
};

type Kind = 'completed' | 'expired' | 'late' | 'race' | 'forged';

interface Planned {
  bookingId: string;
  kind: Kind;
}

interface Delivery {
  payload: string;
  signature: string | null;
  genuine: boolean;
  eventId: string;
  label: string;
}

function shuffle<T>(items: T[], seed: number): T[] {
  let s = seed;
  const random = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const TOTAL_CENTS = 31_500;

function checkoutEvent(type: string, bookingId: string): { id: string; payload: string } {
  const id = `evt_${randomId(24)}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-08-27.basil',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: `cs_test_${bookingId}`,
        object: 'checkout.session',
        metadata: { bookingId },
        payment_intent: `pi_${bookingId}`,
        // What the webhook checks against the booking: its session, total, USD, and a
        // manual-capture completion (authorised, so 'unpaid').
        amount_total: TOTAL_CENTS,
        currency: 'usd',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: 'unpaid',
      },
    },
  });
  return { id, payload };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function seedBookings(ctx: ScenarioContext, plan: readonly Planned[]): Promise<void> {
  const created = new Date();
  const date = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
  await pool(plan, 16, ({ bookingId, kind }) =>
    ctx.db.doc(`bookings/${bookingId}`).set({
      clientUid: `stormClient${bookingId}`,
      clientName: 'Storm Client',
      djId: 'stormDj',
      djOwnerUid: 'stormDj',
      djName: 'Storm DJ',
      eventDate: date,
      durationHours: 3,
      eventType: 'private',
      venue: 'The Storm Room',
      guestCount: 40,
      equipmentNeeded: false,
      specialRequests: '',
      baseCostCents: 30_000,
      equipmentFeeCents: 0,
      platformFeeCents: 1_500,
      totalCostCents: TOTAL_CENTS,
      // A late authorisation arrives for a booking the client already gave up on.
      status: kind === 'late' ? 'cancelled' : 'awaiting_payment',
      ...(kind === 'late' ? { cancellation: { by: 'client', reason: 'payment_abandoned' } } : {}),
      payment: {
        provider: 'stripe',
        status: kind === 'late' ? 'expired' : 'awaiting',
        checkoutSessionId: `cs_test_${bookingId}`,
        paymentIntentId: null,
        refundedCents: 0,
      },
      createdAt: created,
      updatedAt: created,
    }),
  );
}

export const scenario: Scenario = {
  id: 'webhook-storm',
  title: 'Webhook storm',
  describe: (size) => {
    const n = size === 'full' ? 200 : 40;
    const c = CONNECT[size];
    const t = TRANSFERS[size];
    return (
      `${n} bookings' Checkout events (completed, expired, completed after cancel, both at once), each delivered ${DELIVERIES_PER_EVENT}× shuffled over HTTP, 1 forged delivery in 6; ` +
      `Connect events for ${c.djs} DJs' accounts changing ${c.changes} times, each ${c.copies}× at once and out of order, 3 forged per account; ` +
      `${t.bookings} due payouts (${t.refused} refused by Stripe first), ${t.runs} payout runs at once with admins retrying the refused ones`
    );
  },
  run: async (ctx) => {
    const f = ctx.figures;
    const bookings = ctx.size === 'full' ? 200 : 40;
    const kinds: Kind[] = ['completed', 'expired', 'late', 'race', 'forged'];
    const plan: Planned[] = Array.from({ length: bookings }, (_, i) => ({
      bookingId: `storm${randomId(10)}${i}`,
      kind: kinds[i % kinds.length] as Kind,
    }));
    await seedBookings(ctx, plan);

    const payments = await startLoopbackStripe();
    const { loopback: stripeLoopback, stripe, gateway } = payments;
    // The platform endpoint and the Connect endpoint, each with its own secret.
    const serve = (url: string, request: WebhookRequest, response: WebhookResponse) =>
      url.startsWith('/stripeConnectWebhook')
        ? handleStripeConnectWebhook(request, response, {
            db: ctx.db,
            stripe,
            webhookSecret: CONNECT_SECRET,
            gateway,
          })
        : handleStripeWebhook(request, response, {
            db: ctx.db,
            stripe,
            webhookSecret: SECRET,
            gateway,
          });
    const server = createServer((req, res) => {
      void readBody(req).then((rawBody) =>
        serve(
          req.url ?? '',
          { method: req.method ?? 'GET', rawBody, headers: req.headers },
          {
            status(code: number) {
              res.statusCode = code;
              return this;
            },
            json(body: unknown) {
              res.setHeader('content-type', 'application/json');
              res.end(JSON.stringify(body));
            },
          },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const url = `${origin}/stripeWebhook`;
    const sign = (payload: string, secret = SECRET, timestamp?: number) =>
      stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(timestamp ? { timestamp } : {}),
      });

    // Quiet the handler's expected warnings (every forged delivery logs one).
    const warn = console.warn;
    console.warn = () => {};
    try {
      const genuineIds = new Map<string, string[]>(); // bookingId → genuine event ids
      const forgedIds: string[] = [];
      const deliveries: Delivery[] = [];
      const forgeries = [
        (p: string) => ({
          payload: p,
          signature: sign(p, 'whsec_wrong_secret'),
          label: 'wrong secret',
        }),
        (p: string) => ({
          payload: p.replace('"livemode":false', '"livemode":true'),
          signature: sign(p),
          label: 'edited body',
        }),
        (p: string) => ({
          payload: p,
          signature: sign(p).replace(
            /v1=([0-9a-f])/,
            (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`,
          ),
          label: 'bad signature',
        }),
        (p: string) => ({
          payload: p,
          signature: sign(p, SECRET, Math.floor(Date.now() / 1000) - 3600),
          label: 'stale timestamp',
        }),
        (p: string) => ({ payload: p, signature: null, label: 'no signature' }),
      ];
      let forgeryIndex = 0;
      const forge = (p: string, eventId: string) => {
        const made = forgeries[forgeryIndex++ % forgeries.length]!(p);
        deliveries.push({ ...made, genuine: false, eventId });
      };
      for (const { bookingId, kind } of plan) {
        const types =
          kind === 'expired'
            ? ['checkout.session.expired']
            : kind === 'race'
              ? ['checkout.session.completed', 'checkout.session.expired']
              : ['checkout.session.completed'];
        for (const type of types) {
          const { id, payload } = checkoutEvent(type, bookingId);
          if (kind === 'forged') {
            // Only forgeries of this event arrive: the booking must stay untouched.
            forgedIds.push(id);
            for (let i = 0; i < DELIVERIES_PER_EVENT; i++) forge(payload, id);
            continue;
          }
          genuineIds.set(bookingId, [...(genuineIds.get(bookingId) ?? []), id]);
          for (let i = 0; i < DELIVERIES_PER_EVENT; i++) {
            deliveries.push({
              payload,
              signature: sign(payload),
              genuine: true,
              eventId: id,
              label: 'genuine',
            });
          }
          forge(payload, id);
        }
      }
      shuffle(deliveries, 20_261_124);

      const started = Date.now();
      const deliver = async (d: Delivery) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (d.signature !== null) headers['stripe-signature'] = d.signature;
        const res = await fetch(url, { method: 'POST', headers, body: d.payload });
        const body = (await res.json()) as { outcome?: string };
        return { status: res.status, outcome: body.outcome ?? '' };
      };
      const answers = await pool(deliveries, 12, deliver);
      const seconds = (Date.now() - started) / 1000;
      // Stripe delivers an event again, later, while its endpoint answers anything but 2xx.
      // A delivery whose transaction kept colliding with its own copies until its attempts ran
      // out is answered 500 and applied on that redelivery (run 19, on a slow machine: 4 of
      // 200); how many need one depends on the machine, that each ends acknowledged does not.
      const firstAnswers = [...answers];
      let redeliveries = 0;
      for (let round = 1; round <= REDELIVERIES; round++) {
        const failed = deliveries
          .map((d, i) => ({ d, i }))
          .filter(({ d, i }) => d.genuine && answers[i]!.status >= 500);
        if (failed.length === 0) break;
        await sleep(1000);
        const again = await pool(failed, 4, ({ d }) => deliver(d));
        redeliveries += again.length;
        failed.forEach(({ i }, k) => (answers[i] = again[k]!));
      }
      f.requests = deliveries.length + redeliveries;

      const genuine = deliveries.map((d, i) => ({ d, a: answers[i]! })).filter((x) => x.d.genuine);
      const forged = deliveries.map((d, i) => ({ d, a: answers[i]! })).filter((x) => !x.d.genuine);
      f.successes = genuine.filter((x) => x.a.status === 200).length;
      f.refusals = forged.filter((x) => x.a.status === 400).length;
      f.notes.push(
        `${deliveries.length} deliveries in ${seconds.toFixed(1)} s (${(deliveries.length / seconds).toFixed(0)}/s, 12 at once)`,
        `genuine: ${tally(genuine.map((x) => `${x.a.status} ${x.a.outcome}`))}`,
        `forged: ${tally(forged.map((x) => `${x.a.status} ${x.d.label}`))}`,
      );
      const redelivered = firstAnswers.filter((a, i) => deliveries[i]!.genuine && a.status !== 200);
      f.notes.push(
        `genuine deliveries Stripe would send again (not 200 the first time): ${redelivered.length} (${tally(redelivered.map((a) => String(a.status))) || 'none'})`,
      );
      ctx.check(
        'every genuine delivery answered 200, or 500 and sent again by Stripe',
        redelivered.every((a) => a.status === 500),
        tally(redelivered.map((a) => String(a.status))),
      );
      ctx.check(
        `every genuine delivery acknowledged with 200 (within ${REDELIVERIES} redeliveries)`,
        genuine.every((x) => x.a.status === 200),
        tally(genuine.map((x) => String(x.a.status))),
      );
      ctx.check(
        'every forged delivery refused with 400',
        forged.every((x) => x.a.status === 400),
        tally(forged.map((x) => `${x.a.status} ${x.d.label}`)),
      );

      // Exactly one recorded event and one state change per genuine event; none for forgeries.
      const allGenuine = [...genuineIds.values()].flat();
      const recorded = await Promise.all(
        [...allGenuine, ...forgedIds].map((id) => ctx.db.doc(`stripeEvents/${id}`).get()),
      );
      const genuineRecorded = recorded.slice(0, allGenuine.length).filter((s) => s.exists).length;
      const forgedRecorded = recorded.slice(allGenuine.length).filter((s) => s.exists).length;
      f.lost += allGenuine.length - genuineRecorded;
      ctx.check(
        'every genuine event recorded once',
        genuineRecorded === allGenuine.length,
        `${genuineRecorded}/${allGenuine.length}`,
      );
      ctx.check('no forged event recorded', forgedRecorded === 0, `${forgedRecorded}`);

      const problems: string[] = [];
      // Late authorisations, and races the expiry won, leave a card hold to void.
      const voidable = new Set(plan.filter((p) => p.kind === 'late').map((p) => p.bookingId));
      let changes = 0;
      for (const { bookingId, kind } of plan) {
        const snap = await ctx.db.doc(`bookings/${bookingId}`).get();
        const history = (snap.get('history') as unknown[] | undefined) ?? [];
        const status = snap.get('status') as string;
        const payment = snap.get('payment.status') as string;
        changes += history.length;
        f.duplicated += Math.max(0, history.length - 1);
        if (kind === 'race' && status === 'cancelled') voidable.add(bookingId);
        const expect = (ok: boolean, what: string) => {
          if (!ok) problems.push(`${bookingId} (${kind}): ${what}`);
        };
        switch (kind) {
          case 'completed':
            expect(
              history.length === 1 && status === 'pending' && payment === 'authorized',
              `${history.length} changes, ${status}/${payment}`,
            );
            break;
          case 'expired':
            expect(
              history.length === 1 && status === 'cancelled' && payment === 'expired',
              `${history.length} changes, ${status}/${payment}`,
            );
            break;
          case 'race':
            // Whichever came first wins; the other finds the booking moved on.
            expect(
              history.length === 1 && (status === 'pending' || status === 'cancelled'),
              `${history.length} changes, ${status}/${payment}`,
            );
            break;
          case 'late':
            expect(
              history.length === 0 && status === 'cancelled',
              `${history.length} changes, ${status}`,
            );
            break;
          case 'forged':
            expect(
              history.length === 0 &&
                status === 'awaiting_payment' &&
                payment === 'awaiting' &&
                (snap.get('updatedAt') as { isEqual(o: unknown): boolean }).isEqual(
                  snap.get('createdAt'),
                ),
              `${status}/${payment}`,
            );
            break;
        }
      }
      ctx.check(
        'exactly one state change per booking event, none for forged ones',
        problems.length === 0,
        problems.slice(0, 5).join('; '),
      );
      f.notes.push(
        `${changes} state changes recorded for ${plan.filter((p) => p.kind !== 'late' && p.kind !== 'forged').length} bookings that had one owed`,
      );

      // Every hold on a cancelled booking voided at Stripe exactly once; nothing else voided.
      const cancels = new Map<string, number>();
      for (const r of stripeLoopback.effects) {
        const m = /^\/v1\/payment_intents\/pi_([^/]+)\/cancel$/.exec(r.path);
        if (m) cancels.set(m[1] ?? '', (cancels.get(m[1] ?? '') ?? 0) + 1);
      }
      const voidedOnce = [...voidable].filter((id) => cancels.get(id) === 1).length;
      const voidedTwice = [...cancels.values()].filter((n) => n > 1).length;
      const strayVoids = [...cancels.keys()].filter((id) => !voidable.has(id)).length;
      f.duplicated += voidedTwice;
      f.lost += voidable.size - voidedOnce;
      ctx.check(
        'every authorisation for a cancelled booking voided at Stripe exactly once, nothing else',
        voidedOnce === voidable.size && voidedTwice === 0 && strayVoids === 0,
        `${voidedOnce}/${voidable.size} once, ${voidedTwice} twice, ${strayVoids} stray`,
      );
      const settled = await Promise.all(
        [...voidable].map((id) => ctx.db.doc(`bookings/${id}`).get()),
      );
      ctx.check(
        'no money move left owed',
        settled.every((snap) => snap.get('payment.settlement') === 'settled'),
      );
      f.notes.push(
        `Stripe: ${stripeLoopback.requests.length} requests, ${stripeLoopback.effects.length} took effect (${voidable.size} holds voided on cancelled bookings)`,
      );

      // Payouts, on a clock of their own (lib/payout-stripe.ts): the Connect storm for some
      // DJs while the payout job pays others.
      const clock = payoutClock(500);
      await Promise.all([
        connectStorm(
          ctx,
          { ...payments, url: `${origin}/stripeConnectWebhook`, secret: CONNECT_SECRET },
          CONNECT[ctx.size],
          clock,
        ),
        transferStorm(ctx, payments, TRANSFERS[ctx.size], clock),
      ]);
    } finally {
      console.warn = warn;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stripeLoopback.close();
    }
  },
};
