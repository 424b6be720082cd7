// Faults in the middle of a booking transition. The transition core
// (functions/src/services/booking-transition.ts) runs with the Stripe gateway on the loopback
// Stripe, wrapped so that one step fails or the function "dies" (its promise never settles,
// so nothing after that point runs):
//
//   crash before Stripe   the transaction committed, the process died before calling Stripe
//   crash after Stripe    Stripe moved the money, the process died before recording it
//   Stripe fails          Stripe answered 500 twice (the SDK's own retry too; nothing moved)
//   Firestore fails first the transition's transaction failed (nothing written)
//   Firestore fails after Stripe moved the money, recording the charge and the settlement
//                         failed (Firestore unavailable from then on)
//
// For accept (capture + release of a rival), decline (release) and a client's cancel of a
// confirmed booking (refund). After the fault the booking must be consistent (old state and
// nothing owed, or new state with the owed moves recorded); then a retry (the same person
// asking again, or the scheduled sweep) must complete it with each money move made exactly
// once at Stripe and exactly one state change.
//
// Payouts (decision 0027): every DJ has a ready Express account on the loopback, so an
// accept schedules the DJ's share. The payout job runs once it is due, before the retry (it
// must pay only from a capture Stripe made) and after (the DJ paid once, from the charge).
// Then faults of the payout's own (lib/payout-fault-cases.ts), and an audit of every booking
// of the scenario: no payout paid and no transfer made without a capture, each transfer once.
import { settleOutstandingPayments } from '../../../functions/src/services/money-outbox';
import { transitionBooking } from '../../../functions/src/callable/transition-booking';
import { runDuePayouts } from '../../../functions/src/services/payout-runner';
import type { CallableBookingAction } from '../../../src/domain/booking-record';
import type { StripeLoopback } from '../../functions/stripe-loopback';
import { tally, type Scenario, type ScenarioContext } from '../lib/harness';
import { PAYOUT_FAULT_CASES, type PayoutFaultEnv } from '../lib/payout-fault-cases';
import { failingTransactions, Faults, untilDoneOrDied, withFaults } from '../lib/payout-faults';
import {
  auditPayouts,
  capturedCharge,
  DAY_MS,
  dueOf,
  isoDate,
  MINUTE_MS,
  payoutClock,
  quietLog,
  readyStripeDj,
  startLoopbackStripe,
  strayTransfers,
  stripeBooking,
  type StripeDj,
} from '../lib/payout-stripe';
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

/** What the scenario's cases share: the loopback, its clock, the bookings made. */
type Env = PayoutFaultEnv;

/** The moves booking `id` still owes: in its outbox, or (recorded before it) on the booking. */
async function owedBy(ctx: ScenarioContext, id: string): Promise<unknown[]> {
  const [booking, outbox] = await Promise.all([
    ctx.db.doc(`bookings/${id}`).get(),
    ctx.db.doc(`moneyOutbox/${id}`).get(),
  ]);
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  return [...list(booking.get('payment.pendingMoves')), ...list(outbox.get('moves'))];
}

async function runCase(
  ctx: ScenarioContext,
  env: Env,
  c: Case,
  fault: Fault,
  retryBy: 'same person' | 'sweep',
): Promise<string> {
  const f = ctx.figures;
  const { loopback, gateway: real, clock: now } = env;
  const label = `${c.action} / ${fault} / retry by ${retryBy}`;
  const dj: StripeDj = await readyStripeDj(ctx, env, now);
  const djId = dj.djId;
  const clientUid = `faultCl${randomId(20)}`;
  const date = isoDate(new Date(now.getTime() + 90 * DAY_MS));
  const target = `fault${randomId(20)}`;
  const rival = `fault${randomId(20)}`;
  await ctx.db
    .doc(`djAvailability/${djId}`)
    .set({ bookedDates: c.from === 'confirmed' ? [date] : [], updatedAt: now });
  const targetDoc = stripeBooking(target, { djId, clientUid }, c.from, date, now);
  await ctx.db.doc(`bookings/${target}`).set(targetDoc);
  await ctx.db
    .doc(`bookings/${rival}`)
    .set(stripeBooking(rival, { djId, clientUid: `${clientUid}R` }, 'pending', date, now));
  // The cards the client held at Checkout; a confirmed booking's charge is made up on demand.
  if (c.from === 'pending') loopback.authorize(null, targetDoc.totalCostCents, `pi_${target}`);
  loopback.authorize(null, targetDoc.totalCostCents, `pi_${rival}`);
  env.bookings.push(target, rival);
  const callerUid = c.actor === 'dj' ? djId : clientUid;
  const input = { bookingId: target, action: c.action, callerUid, callerRole: c.actor, now };

  // 1. The faulty run. A "crash" never returns: race it against the gateway reaching the
  // hang (a fixed wait misjudged a slow transaction, retried behind a trigger's write, as a
  // crash on a busy CI machine).
  const faults = new Faults();
  let db = ctx.db;
  if (fault === 'crash before Stripe') faults.hangBefore = true;
  if (fault === 'crash after Stripe') faults.hangAfter = true;
  // The SDK retries once by itself (maxNetworkRetries: 1): both tries fail.
  if (fault === 'Stripe fails') loopback.failNext(2);
  // Firestore unavailable from the first transaction on, or from the one after the transition's.
  if (fault === 'Firestore fails first') db = failingTransactions(ctx.db, 0);
  if (fault === 'Firestore fails after Stripe') db = failingTransactions(ctx.db, 1);
  const first = await untilDoneOrDied(
    transitionBooking({ db, gateway: withFaults(real, faults), log: quietLog }, input),
    faults,
    (r) => `answered ${r.status}`,
  );
  f.requests += 1;

  // 2. Consistent in between: the old state with nothing owed, or the new one with its moves.
  const mid = await ctx.db.doc(`bookings/${target}`).get();
  const owed = await owedBy(ctx, target);
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

  // The payout job, once the transfer is due and before the retry: it pays only from a
  // capture Stripe made (a capture whose answer was lost is found by asking Stripe).
  const due = dueOf(date);
  const healthy = { db: ctx.db, gateway: real, log: quietLog };
  if (c.action === 'accept') {
    await runDuePayouts(healthy, due);
    f.requests += 1;
    const captured = capturedCharge(loopback, target) !== null;
    const early = await auditPayouts(
      ctx,
      loopback,
      [target, rival],
      new Map(captured ? [[target, dj.accountId]] : []),
    );
    ctx.check(
      `${label}: before the retry, the DJ paid only if Stripe captured`,
      early.problems.length === 0,
      early.problems.join('; ') ||
        (captured ? 'captured, paid once' : 'not captured, nothing paid'),
    );
  }

  // 3. The retry, with everything working again.
  if (retryBy === 'same person' || fault === 'Firestore fails first') {
    const again = await transitionBooking(healthy, {
      ...input,
      now: new Date(now.getTime() + MINUTE_MS),
    }).then(
      (r) => r.status as string,
      (e: unknown) => `threw ${e instanceof Error ? e.message : String(e)}`,
    );
    f.requests += 1;
    ctx.check(`${label}: the retry answers ${c.to}`, again === c.to, again);
  } else {
    await settleOutstandingPayments(healthy, now);
    f.requests += 1;
  }

  // 4. Completed: new state, nothing owed, each money move made once, one state change.
  const end = await ctx.db.doc(`bookings/${target}`).get();
  const history = (end.get('history') as unknown[] | undefined) ?? [];
  const effects = effectsFor(loopback, [target, rival]);
  const expected = c.moves(target, rival).sort();
  const done =
    end.get('status') === c.to &&
    (await owedBy(ctx, target)).length === 0 &&
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

  // 5. An accepted booking's DJ is paid once, from the captured charge; nobody else is.
  if (c.action === 'accept') {
    await runDuePayouts(healthy, new Date(due.getTime() + 10 * MINUTE_MS));
    f.requests += 1;
    env.paid.set(target, dj.accountId);
    const audit = await auditPayouts(
      ctx,
      loopback,
      [target, rival],
      new Map([[target, dj.accountId]]),
    );
    f.duplicated += audit.duplicated;
    f.lost += audit.missing;
    ctx.check(
      `${label}: the DJ paid once, from the captured charge`,
      audit.problems.length === 0 && audit.transfers === 1,
      audit.problems.join('; ') || 'paid',
    );
  }
  return first;
}

export const scenario: Scenario = {
  id: 'transition-faults',
  title: 'Faults mid-transition',
  describe: (size) =>
    `accept, decline and cancel, each with ${FAULTS.length} faults (crash or failure before/after Stripe and Firestore), retried by the same person${size === 'full' ? ' and by the sweep, 3 times over' : ' or the sweep'}; ` +
    `accepted bookings paid by the payout job; ${PAYOUT_FAULT_CASES.filter((p) => p.ci || size === 'full').length} payout faults (capture, transfer 500 and 400, a run that dies${size === 'full' ? ' before or after Stripe or cannot record, a reversal that fails or dies, a lapsed hold' : ' after Stripe, a cancel that dies after reversing'}, a cancel while the capture is owed)`,
  run: async (ctx) => {
    const s = await startLoopbackStripe();
    // Payouts on a clock of their own (lib/payout-stripe.ts): the payout job sees only these.
    const env: Env = { ...s, clock: payoutClock(400), bookings: [], paid: new Map() };
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
              const first = await runCase(ctx, env, c, fault, by);
              firsts.push(`${fault}: ${first.split(' ')[0] ?? first}`);
              n += 1;
            }
          }
        }
      }
      ctx.figures.notes.push(`${n} faulty transitions; the faulty run: ${tally(firsts)}`);

      const started = Date.now();
      const payoutCases = PAYOUT_FAULT_CASES.filter((p) => p.ci || ctx.size === 'full');
      for (const [i, payoutCase] of payoutCases.entries()) {
        await payoutCase.run(ctx, env, payoutCase.name, 100 + 7 * i);
      }
      // Across every booking of the scenario: no payout without a capture, each transfer once.
      const audit = await auditPayouts(ctx, s.loopback, env.bookings, env.paid);
      const stray = strayTransfers(s.loopback);
      ctx.check(
        'no payout paid or transfer made without a capture; each transfer made exactly once',
        audit.problems.length === 0 && stray.length === 0,
        [...audit.problems, ...stray].slice(0, 3).join('; ') ||
          `${audit.transfers} transfers for ${env.paid.size} bookings paid, ${env.bookings.length - env.paid.size} others none`,
      );
      const requests = s.loopback.requests.filter((r) => r.path.startsWith('/v1/transfers'));
      ctx.figures.notes.push(
        `${payoutCases.length} payout faults in ${((Date.now() - started) / 1000).toFixed(1)} s; Stripe: ${s.loopback.transfers.size} transfers and ${s.loopback.reversals.size} reversals made of ${requests.length} requests (${tally(requests.map((r) => (/reversals$/.test(r.path) ? 'reversal' : 'transfer')))})`,
      );
    } finally {
      console.error = error;
      await s.loopback.close();
    }
  },
};
