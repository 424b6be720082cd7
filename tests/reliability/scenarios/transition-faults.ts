// Faults in the middle of a booking transition. The transition core
// (functions/src/services/booking-transition.ts) runs with the Stripe gateway on the loopback
// Stripe, wrapped so that one step fails or the function "dies" (its promise never settles,
// so nothing after that point runs):
//
//   crash before Stripe   the transaction committed, the process died before calling Stripe
//   crash after Stripe    Stripe moved the money, the process died before recording it
//   Stripe fails          Stripe answered 500 twice (the SDK's own retry too; nothing moved)
//   Firestore fails first the transition's transaction failed (nothing written)
//   Firestore fails after Stripe moved the money, recording the settlement failed
//
// For accept (capture + release of a rival), decline (release) and a client's cancel of a
// confirmed booking (refund). After the fault the booking must be consistent (old state and
// nothing owed, or new state with the owed moves recorded); then a retry (the same person
// asking again, or the scheduled sweep) must complete it with each money move made exactly
// once at Stripe and exactly one state change.
import type { Firestore } from 'firebase-admin/firestore';
import { settleOutstandingPayments } from '../../../functions/src/services/booking-payments';
import { transitionBooking } from '../../../functions/src/services/booking-lifecycle';
import type { CallableBookingAction } from '../../../src/domain/booking-record';
import type { PaymentGateway } from '../../../functions/src/services/payment-gateway';
import { createStripe, StripeGateway } from '../../../functions/src/services/stripe-gateway';
import { startStripeLoopback, type StripeLoopback } from '../../functions/stripe-loopback';
import { tally, type Scenario, type ScenarioContext } from '../lib/harness';
import { randomId } from '../lib/people';

const FAULTS = [
  'crash before Stripe',
  'crash after Stripe',
  'Stripe fails',
  'Firestore fails first',
  'Firestore fails after Stripe',
] as const;
type Fault = (typeof FAULTS)[number];

interface Case {
  action: CallableBookingAction;
  /** The booking's status before, and after the transition. */
  from: 'pending' | 'confirmed';
  to: 'confirmed' | 'cancelled';
  actor: 'dj' | 'client';
  /** Stripe requests that must take effect once each: "<pi> <operation>". */
  moves: (target: string, rival: string) => string[];
}

const CASES: readonly Case[] = [
  {
    action: 'accept',
    from: 'pending',
    to: 'confirmed',
    actor: 'dj',
    moves: (t, r) => [`pi_${t} capture`, `pi_${r} cancel`],
  },
  {
    action: 'decline',
    from: 'pending',
    to: 'cancelled',
    actor: 'dj',
    moves: (t) => [`pi_${t} cancel`],
  },
  {
    action: 'cancel',
    from: 'confirmed',
    to: 'cancelled',
    actor: 'client',
    moves: (t) => [`pi_${t} refund`],
  },
];

const never = new Promise<never>(() => {});

/** The real gateway with one fault: `hangBefore`/`hangAfter` stop the "process" there. */
class FaultyGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  hangBefore = false;
  hangAfter = false;
  private markHung: () => void = () => {};
  /** Settles when the "process" stops at the hang, so the run is not judged by a clock. */
  readonly hung = new Promise<void>((resolve) => (this.markHung = resolve));
  constructor(private readonly real: StripeGateway) {}
  createCheckout: PaymentGateway['createCheckout'] = (input) => this.real.createCheckout(input);
  expireCheckout: PaymentGateway['expireCheckout'] = (id) => this.real.expireCheckout(id);
  capture = (pi: string, key: string) => this.around(() => this.real.capture(pi, key));
  release = (pi: string, key: string) => this.around(() => this.real.release(pi, key));
  refund = (pi: string, cents: number, key: string) =>
    this.around(() => this.real.refund(pi, cents, key));
  // The payout side: money moves take the fault too, reads and links go straight through.
  transfer: PaymentGateway['transfer'] = (request) =>
    this.around(() => this.real.transfer(request));
  reverseTransfer: PaymentGateway['reverseTransfer'] = (id, cents, key) =>
    this.around(() => this.real.reverseTransfer(id, cents, key));
  chargeOf: PaymentGateway['chargeOf'] = (pi) => this.real.chargeOf(pi);
  createConnectedAccount: PaymentGateway['createConnectedAccount'] = (request) =>
    this.real.createConnectedAccount(request);
  retrieveConnectedAccount: PaymentGateway['retrieveConnectedAccount'] = (id) =>
    this.real.retrieveConnectedAccount(id);
  onboardingLink: PaymentGateway['onboardingLink'] = (id, refresh, back) =>
    this.real.onboardingLink(id, refresh, back);
  dashboardLink: PaymentGateway['dashboardLink'] = (id) => this.real.dashboardLink(id);
  private async around<T>(call: () => Promise<T>): Promise<T> {
    if (this.hangBefore) return this.hang();
    const answer = await call();
    if (this.hangAfter) return this.hang();
    return answer;
  }
  private hang(): Promise<never> {
    this.markHung();
    return never;
  }
  chargeState: PaymentGateway['chargeState'] = (id) => this.real.chargeState(id);
  transferState: PaymentGateway['transferState'] = (id) => this.real.transferState(id);
}

/** ctx.db with its n-th runTransaction failing (0-based), as an unavailable Firestore would. */
function failingTransaction(db: Firestore, failAt: number): Firestore {
  let calls = 0;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'runTransaction') {
        return (...args: Parameters<Firestore['runTransaction']>) => {
          if (calls++ === failAt) {
            return Promise.reject(new Error('injected: Firestore unavailable'));
          }
          return target.runTransaction(...args);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

function booking(
  id: string,
  djId: string,
  clientUid: string,
  status: 'pending' | 'confirmed',
  date: string,
) {
  const at = new Date();
  return {
    clientUid,
    clientName: 'Fault Client',
    djId,
    djOwnerUid: djId,
    djName: 'Fault DJ',
    eventDate: date,
    durationHours: 4,
    eventType: 'corporate',
    venue: 'The Fault Line',
    guestCount: 80,
    equipmentNeeded: false,
    specialRequests: '',
    baseCostCents: 48_000,
    equipmentFeeCents: 0,
    platformFeeCents: 2_400,
    totalCostCents: 50_400,
    status,
    payment: {
      provider: 'stripe',
      status: status === 'confirmed' ? 'captured' : 'authorized',
      checkoutSessionId: `cs_${id}`,
      paymentIntentId: `pi_${id}`,
      refundedCents: 0,
    },
    createdAt: at,
    updatedAt: at,
  };
}

function effectsFor(loopback: StripeLoopback, ids: readonly string[]): string[] {
  const out: string[] = [];
  for (const r of loopback.effects) {
    const intent =
      /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(r.path) ??
      (r.path === '/v1/refunds' ? [r.path, r.form.payment_intent ?? '', 'refund'] : null);
    if (intent && ids.some((id) => intent[1] === `pi_${id}`)) out.push(`${intent[1]} ${intent[2]}`);
  }
  return out.sort();
}

async function runCase(
  ctx: ScenarioContext,
  loopback: StripeLoopback,
  real: StripeGateway,
  c: Case,
  fault: Fault,
  retryBy: 'same person' | 'sweep',
): Promise<string> {
  const f = ctx.figures;
  const label = `${c.action} / ${fault} / retry by ${retryBy}`;
  const djId = `faultDj${randomId(12)}`;
  const clientUid = `faultCl${randomId(12)}`;
  const date = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const target = `fault${randomId(12)}`;
  const rival = `fault${randomId(12)}`;
  await ctx.db.doc(`djs/${djId}`).set({
    ownerUid: djId,
    name: 'Fault DJ',
    status: 'verified',
    hourlyRateCents: 12_000,
    totalBookings: 0,
  });
  await ctx.db
    .doc(`djAvailability/${djId}`)
    .set({ bookedDates: c.from === 'confirmed' ? [date] : [], updatedAt: new Date() });
  await ctx.db.doc(`bookings/${target}`).set(booking(target, djId, clientUid, c.from, date));
  await ctx.db.doc(`bookings/${rival}`).set(booking(rival, djId, `${clientUid}R`, 'pending', date));
  const callerUid = c.actor === 'dj' ? djId : clientUid;
  const input = {
    bookingId: target,
    action: c.action,
    callerUid,
    callerRole: c.actor,
    now: new Date(),
  };
  const quiet = { warn: () => {}, error: () => {} };

  // 1. The faulty run. A "crash" never returns: race it against the gateway reaching the
  // hang (a fixed wait misjudged a slow transaction, retried behind a trigger's write, as a
  // crash on a busy CI machine). The long wait only reports a crash that never happened.
  const gateway = new FaultyGateway(real);
  let db = ctx.db;
  if (fault === 'crash before Stripe') gateway.hangBefore = true;
  if (fault === 'crash after Stripe') gateway.hangAfter = true;
  // The SDK retries once by itself (maxNetworkRetries: 1): both tries fail.
  if (fault === 'Stripe fails') loopback.failNext(2);
  if (fault === 'Firestore fails first') db = failingTransaction(ctx.db, 0);
  if (fault === 'Firestore fails after Stripe') db = failingTransaction(ctx.db, 1);
  const first = await Promise.race([
    transitionBooking({ db, gateway, log: quiet }, input).then(
      (r) => `answered ${r.status}`,
      (e: unknown) => `threw ${e instanceof Error ? e.message : String(e)}`,
    ),
    gateway.hung.then(() => 'died'),
    new Promise<string>((r) => setTimeout(() => r('no answer within 60 s'), 60_000).unref()),
  ]);
  f.requests += 1;

  // 2. Consistent in between: the old state with nothing owed, or the new one with its moves.
  const mid = await ctx.db.doc(`bookings/${target}`).get();
  const owed = (mid.get('payment.pendingMoves') as unknown[] | undefined) ?? [];
  const dates =
    ((await ctx.db.doc(`djAvailability/${djId}`).get()).get('bookedDates') as string[]) ?? [];
  const status = mid.get('status') as string;
  const dateBookedOk = status === 'confirmed' ? dates.includes(date) : !dates.includes(date);
  const settlement = mid.get('payment.settlement') as unknown;
  const stripeBefore = effectsFor(loopback, [target, rival]).length;
  // Nothing written and nothing charged, or the new state with the moves it still owes.
  const consistent =
    fault === 'Firestore fails first'
      ? status === c.from && owed.length === 0 && settlement === undefined && stripeBefore === 0
      : status === c.to && owed.length > 0 && settlement === 'pending';
  ctx.check(
    `${label}: consistent after the fault`,
    consistent && dateBookedOk,
    `${first}; ${status}, ${owed.length} owed, settlement ${String(settlement)}, date booked ${dates.includes(date)}`,
  );

  // 3. The retry, with everything working again.
  const healthy = { db: ctx.db, gateway: real, log: quiet };
  if (retryBy === 'same person' || fault === 'Firestore fails first') {
    const again = await transitionBooking(healthy, { ...input, now: new Date() }).then(
      (r) => r.status as string,
      (e: unknown) => `threw ${e instanceof Error ? e.message : String(e)}`,
    );
    f.requests += 1;
    ctx.check(`${label}: the retry answers ${c.to}`, again === c.to, again);
  } else {
    await settleOutstandingPayments(healthy, new Date());
    f.requests += 1;
  }

  // 4. Completed: new state, nothing owed, each money move made once, one state change.
  const end = await ctx.db.doc(`bookings/${target}`).get();
  const history = (end.get('history') as unknown[] | undefined) ?? [];
  const effects = effectsFor(loopback, [target, rival]);
  const expected = c.moves(target, rival).sort();
  const done =
    end.get('status') === c.to &&
    ((end.get('payment.pendingMoves') as unknown[] | undefined) ?? []).length === 0 &&
    end.get('payment.settlement') === 'settled' &&
    history.length === 1;
  const onceEach = JSON.stringify(effects) === JSON.stringify(expected);
  if (done && onceEach) f.successes += 1;
  f.lost +=
    expected.filter((m) => !effects.includes(m)).length + (end.get('status') === c.to ? 0 : 1);
  f.duplicated +=
    Math.max(0, effects.length - new Set(effects).size) + Math.max(0, history.length - 1);
  ctx.check(
    `${label}: completed, each money move made once`,
    done && onceEach,
    `${String(end.get('status'))}, settlement ${String(end.get('payment.settlement'))}, ${history.length} changes; Stripe: ${effects.join(', ') || 'nothing'}`,
  );
  return first;
}

export const scenario: Scenario = {
  id: 'transition-faults',
  title: 'Faults mid-transition',
  describe: (size) =>
    `accept, decline and cancel, each with ${FAULTS.length} faults (crash or failure before/after Stripe and Firestore), retried by the same person${size === 'full' ? ' and by the sweep, 3 times over' : ' or the sweep'}`,
  run: async (ctx) => {
    const loopback = await startStripeLoopback();
    const real = new StripeGateway(
      createStripe({
        secretKey: 'sk_test_loopback',
        host: '127.0.0.1',
        port: loopback.port,
        protocol: 'http',
      }),
    );
    const error = console.error;
    console.error = () => {};
    try {
      const repeats = ctx.size === 'full' ? 3 : 1;
      let n = 0;
      const firsts: string[] = [];
      for (let r = 0; r < repeats; r++) {
        for (const c of CASES) {
          for (const fault of FAULTS) {
            const retryBy =
              ctx.size === 'full'
                ? (['same person', 'sweep'] as const)
                : ([n % 2 === 0 ? 'same person' : 'sweep'] as const);
            for (const by of retryBy) {
              const first = await runCase(ctx, loopback, real, c, fault, by);
              firsts.push(`${fault}: ${first.split(' ')[0] ?? first}`);
              n += 1;
            }
          }
        }
      }
      ctx.figures.notes.push(`${n} faulty transitions; the faulty run: ${tally(firsts)}`);
    } finally {
      console.error = error;
      await loopback.close();
    }
  },
};
