// The mid-transition faults scenario's payout cases: faults during the capture a payout draws
// on, during the transfer, and during the reversal a late refund makes. Each case sets up its
// own DJ (ready Express account) and booking on the loopback Stripe, makes the fault, checks
// the state in between, lets the retry come (the payout job, the 10-minute sweep, the next
// run past the claim timeout) and checks that the money moved exactly once. Across all: no
// payout is ever paid, and no transfer made, for a booking whose PaymentIntent was not
// captured.
import { settleOutstandingPayments } from '../../../functions/src/services/money-outbox';
import { transitionBooking } from '../../../functions/src/callable/transition-booking';
import type { PaymentGateway } from '../../../functions/src/services/payment-gateway';
import { CLAIM_TIMEOUT_MS, runDuePayouts } from '../../../functions/src/services/payout-runner';
import { refundCents } from '../../../src/domain/cancellation-policy';
import { type PayoutBookingFields } from '../../../src/domain/payout-record';
import { payoutAfterCancellation, payoutSplitOfBooking } from '../../../src/domain/payouts';
import { READY_ACCOUNT } from '../../functions/stripe-loopback';
import type { ScenarioContext } from './harness';
import { failingTransactions, Faults, untilDoneOrDied, withFaults } from './payout-faults';
import { randomId } from './people';
import {
  accept,
  auditPayouts,
  capturedCharge,
  DAY_MS,
  dueOf,
  heldRequest,
  isoDate,
  MINUTE_MS,
  quietLog,
  readyStripeDj,
  transferEffects,
  transferRequests,
  type LoopbackStripe,
  type StripeDj,
} from './payout-stripe';
import type { Firestore } from 'firebase-admin/firestore';

export interface PayoutFaultEnv extends LoopbackStripe {
  clock: Date;
  /** Every booking the cases made, for the scenario's closing audit. */
  bookings: string[];
  /** The ones that must end paid (or paid, then reversed), with the DJ's account. */
  paid: Map<string, string>;
}

interface Booked {
  dj: StripeDj;
  id: string;
  due: Date;
  accepted: string;
}

const at = (due: Date, minutes: number) => new Date(due.getTime() + minutes * MINUTE_MS);
/** A run this long after a claim takes it over (the claim timeout, and a minute). */
const TAKEOVER_MINUTES = CLAIM_TIMEOUT_MS / MINUTE_MS + 1;

async function confirmed(
  ctx: ScenarioContext,
  env: PayoutFaultEnv,
  day: number,
  captureFails = false,
): Promise<Booked> {
  const dj = await readyStripeDj(ctx, env, env.clock);
  const date = isoDate(new Date(env.clock.getTime() + day * DAY_MS));
  const id = await heldRequest(ctx, env, dj, date, env.clock);
  env.bookings.push(id);
  // The SDK tries twice (maxNetworkRetries 1): both fail.
  if (captureFails) env.loopback.failNext(2);
  const accepted = await accept(ctx, env.gateway, id, dj, env.clock).then(
    (r) => r.status as string,
    (e: unknown) => `threw ${e instanceof Error ? e.message : String(e)}`,
  );
  ctx.figures.requests += 1;
  return { dj, id, due: dueOf(date), accepted };
}

function run(
  ctx: ScenarioContext,
  env: PayoutFaultEnv,
  now: Date,
  faulty: { db?: Firestore; gateway?: PaymentGateway } = {},
) {
  ctx.figures.requests += 1;
  return runDuePayouts(
    { db: faulty.db ?? ctx.db, gateway: faulty.gateway ?? env.gateway, log: quietLog },
    now,
  );
}

async function payout(ctx: ScenarioContext, id: string): Promise<Record<string, unknown>> {
  return (await ctx.db.doc(`payouts/${id}`).get()).data() ?? {};
}

const keysOf = (env: PayoutFaultEnv, id: string) =>
  transferRequests(env.loopback, id).map((r) => (r.idempotencyKey ?? '').replace(id, '<id>'));

/** The payout paid once, from the charge, under `key`; records the figures. */
async function paidOnce(
  ctx: ScenarioContext,
  env: PayoutFaultEnv,
  name: string,
  b: Booked,
  key: string,
): Promise<void> {
  env.paid.set(b.id, b.dj.accountId);
  const audit = await auditPayouts(ctx, env.loopback, [b.id], new Map([[b.id, b.dj.accountId]]));
  const made = transferEffects(env.loopback, b.id).map((r) => r.idempotencyKey);
  const ok = audit.problems.length === 0 && made.length === 1 && made[0] === key;
  if (ok) ctx.figures.successes += 1;
  ctx.figures.lost += audit.missing;
  ctx.figures.duplicated += audit.duplicated;
  ctx.check(
    `payout / ${name}: paid once, from the captured charge`,
    ok,
    `${audit.problems.join('; ') || 'paid'}; transfer requests ${keysOf(env, b.id).join(', ')}`,
  );
}

const captures = (env: PayoutFaultEnv, id: string) =>
  env.loopback.effects.filter((r) => r.path === `/v1/payment_intents/pi_${id}/capture`).length;
const refunds = (env: PayoutFaultEnv, id: string) =>
  env.loopback.effects.filter(
    (r) => r.path === '/v1/refunds' && r.form.payment_intent === `pi_${id}`,
  );
const reversals = (env: PayoutFaultEnv, transferId: unknown) =>
  env.loopback.effects.filter((r) => r.path === `/v1/transfers/${String(transferId)}/reversals`);
const sweep = (ctx: ScenarioContext, env: PayoutFaultEnv) =>
  settleOutstandingPayments({ db: ctx.db, gateway: env.gateway, log: quietLog }, env.clock);

interface PayoutFaultCase {
  name: string;
  /** Run at CI size too (the others only with --full). */
  ci: boolean;
  run(ctx: ScenarioContext, env: PayoutFaultEnv, name: string, day: number): Promise<void>;
}

/** A stop in the middle of a payout run, then runs before and past the claim timeout. */
async function runDiesMidway(
  ctx: ScenarioContext,
  env: PayoutFaultEnv,
  name: string,
  day: number,
  fault: 'before Stripe' | 'after Stripe' | 'recording fails',
): Promise<void> {
  const b = await confirmed(ctx, env, day);
  const faults = new Faults();
  faults.hangBefore = fault === 'before Stripe';
  faults.hangAfter = fault === 'after Stripe';
  const faulty =
    fault === 'recording fails'
      ? { db: failingTransactions(ctx.db, 1) }
      : { gateway: withFaults(env.gateway, faults) };
  const first = await untilDoneOrDied(
    run(ctx, env, b.due, faulty),
    faults,
    (r) => `paid ${r.paid}, failed ${r.failed}`,
  );
  const made = fault === 'before Stripe' ? 0 : 1;
  const claimed = async () => {
    const p = await payout(ctx, b.id);
    return p.status === 'scheduled' && p.transferStartedAt != null;
  };
  ctx.check(
    `payout / ${name}: the payout stays claimed, ${made} transfer made`,
    (await claimed()) && transferEffects(env.loopback, b.id).length === made,
    `${first}; ${String((await payout(ctx, b.id)).status)}, ${transferEffects(env.loopback, b.id).length} transfers`,
  );
  await run(ctx, env, at(b.due, 2));
  ctx.check(
    `payout / ${name}: a run within the claim timeout leaves it alone`,
    (await claimed()) && transferEffects(env.loopback, b.id).length === made,
  );
  await run(ctx, env, at(b.due, TAKEOVER_MINUTES));
  await paidOnce(ctx, env, name, b, `transfer-${b.id}`);
}

/** A paid booking cancelled by an admin after the event: the transfer is reversed, then refunded. */
async function paidThenCancelled(
  ctx: ScenarioContext,
  env: PayoutFaultEnv,
  name: string,
  day: number,
  fault: 'Stripe fails' | 'dies after Stripe',
): Promise<void> {
  const b = await confirmed(ctx, env, day);
  await run(ctx, env, b.due);
  const paid = await payout(ctx, b.id);
  // The run completed the booking as it paid (decision 0054); one paid before that change may
  // still say confirmed, and its cancellation must take the transfer back first.
  await ctx.db.doc(`bookings/${b.id}`).update({ status: 'confirmed' });
  const faults = new Faults();
  faults.hangAfter = fault === 'dies after Stripe';
  if (fault === 'Stripe fails') env.loopback.failNext(2);
  const first = await untilDoneOrDied(
    transitionBooking(
      { db: ctx.db, gateway: withFaults(env.gateway, faults), log: quietLog },
      {
        bookingId: b.id,
        action: 'cancel',
        callerUid: `payAdmin${randomId(20)}`,
        callerRole: 'admin',
        now: at(b.due, 60),
      },
    ),
    faults,
    (r) => `answered ${r.status}`,
  );
  ctx.figures.requests += 1;
  const mid = await payout(ctx, b.id);
  const amount = paid.amountCents as number;
  ctx.check(
    `payout / ${name}: the reversal owed is recorded`,
    paid.status === 'paid' &&
      mid.reversalOwedCents === amount &&
      reversals(env, paid.transferId).length === (fault === 'Stripe fails' ? 0 : 1) &&
      refunds(env, b.id).length === (fault === 'Stripe fails' ? 1 : 0),
    `${first}; payout ${String(mid.status)}, owed ${String(mid.reversalOwedCents)} of ${amount}; ${reversals(env, paid.transferId).length} reversals, ${refunds(env, b.id).length} refunds`,
  );
  await sweep(ctx, env);
  await run(ctx, env, at(b.due, 120));
  const end = await payout(ctx, b.id);
  const made = reversals(env, paid.transferId);
  const refunded = refunds(env, b.id);
  const total = (await ctx.db.doc(`bookings/${b.id}`).get()).get('totalCostCents') as number;
  const ok =
    made.length === 1 &&
    made[0]?.idempotencyKey === `reversal-${b.id}-1` &&
    Number(made[0]?.form.amount) === amount &&
    refunded.length === 1 &&
    Number(refunded[0]?.form.amount) === total &&
    end.status === 'reversed' &&
    end.reversedCents === amount &&
    end.reversalOwedCents === 0;
  if (ok) ctx.figures.successes += 1;
  ctx.figures.duplicated += Math.max(0, made.length - 1) + Math.max(0, refunded.length - 1);
  ctx.figures.lost += (made.length === 0 ? 1 : 0) + (refunded.length === 0 ? 1 : 0);
  env.paid.set(b.id, b.dj.accountId);
  ctx.check(
    `payout / ${name}: reversed once and refunded once`,
    ok,
    `payout ${String(end.status)}, reversed ${String(end.reversedCents)}; reversals ${made.map((r) => `${r.idempotencyKey?.replace(b.id, '<id>')} ${r.form.amount}`).join(', ')}; refunds ${refunded.map((r) => r.form.amount).join(', ')}`,
  );
}

export const PAYOUT_FAULT_CASES: readonly PayoutFaultCase[] = [
  {
    name: 'capture fails (Stripe 500), the sweep captures it',
    ci: true,
    async run(ctx, env, name, day) {
      const b = await confirmed(ctx, env, day, true);
      await run(ctx, env, b.due);
      const mid = await payout(ctx, b.id);
      ctx.check(
        `payout / ${name}: nothing paid while the capture is owed`,
        b.accepted === 'confirmed' &&
          capturedCharge(env.loopback, b.id) === null &&
          transferRequests(env.loopback, b.id).length === 0 &&
          mid.status === 'failed',
        `${b.accepted}; payout ${String(mid.status)}: ${String((mid.failure as { message?: string } | null)?.message)}`,
      );
      await sweep(ctx, env);
      await run(ctx, env, at(b.due, 10));
      await paidOnce(ctx, env, name, b, `transfer-${b.id}`);
      ctx.check(`payout / ${name}: captured once`, captures(env, b.id) === 1);
    },
  },
  {
    name: 'transfer answered 500, retried under the same key',
    ci: true,
    async run(ctx, env, name, day) {
      const b = await confirmed(ctx, env, day);
      env.loopback.failNext(2);
      await run(ctx, env, b.due);
      const mid = await payout(ctx, b.id);
      ctx.check(
        `payout / ${name}: still owed, nothing made, no refusal counted`,
        mid.status === 'failed' &&
          mid.refusals === 0 &&
          transferEffects(env.loopback, b.id).length === 0,
        `${String(mid.status)}, refusals ${String(mid.refusals)}; requests ${keysOf(env, b.id).join(', ')}`,
      );
      await run(ctx, env, at(b.due, 10));
      await paidOnce(ctx, env, name, b, `transfer-${b.id}`);
      ctx.check(
        `payout / ${name}: every attempt under the same key`,
        keysOf(env, b.id).every((k) => k === 'transfer-<id>'),
        keysOf(env, b.id).join(', '),
      );
    },
  },
  {
    name: 'transfer refused (400), retried under -r1 once the account is fixed',
    ci: true,
    async run(ctx, env, name, day) {
      const b = await confirmed(ctx, env, day);
      // Stripe switched transfers off; the app has not heard (no Connect event yet).
      env.loopback.setAccount(b.dj.accountId, { transfersCapability: 'inactive' });
      await run(ctx, env, b.due);
      const mid = await payout(ctx, b.id);
      ctx.check(
        `payout / ${name}: still owed, the refusal counted`,
        mid.status === 'failed' &&
          mid.refusals === 1 &&
          transferEffects(env.loopback, b.id).length === 0,
        `${String(mid.status)}, refusals ${String(mid.refusals)}, ${String((mid.failure as { code?: string } | null)?.code)}`,
      );
      env.loopback.setAccount(b.dj.accountId, READY_ACCOUNT);
      await run(ctx, env, at(b.due, 10));
      await paidOnce(ctx, env, name, b, `transfer-${b.id}-r1`);
    },
  },
  {
    name: 'the run dies after claiming, before Stripe',
    ci: false,
    run: (ctx, env, name, day) => runDiesMidway(ctx, env, name, day, 'before Stripe'),
  },
  {
    name: 'the run dies after Stripe made the transfer',
    ci: true,
    run: (ctx, env, name, day) => runDiesMidway(ctx, env, name, day, 'after Stripe'),
  },
  {
    name: 'recording the transfer fails (Firestore)',
    ci: false,
    run: (ctx, env, name, day) => runDiesMidway(ctx, env, name, day, 'recording fails'),
  },
  {
    name: 'reversal answered 500 after a late refund',
    ci: false,
    run: (ctx, env, name, day) => paidThenCancelled(ctx, env, name, day, 'Stripe fails'),
  },
  {
    name: 'the cancel dies after Stripe reversed',
    ci: true,
    run: (ctx, env, name, day) => paidThenCancelled(ctx, env, name, day, 'dies after Stripe'),
  },
  {
    // Last: its payout stays owed (failed) for good, and the job keeps asking Stripe for it.
    name: 'the hold lapses before the capture',
    ci: false,
    async run(ctx, env, name, day) {
      const b = await confirmed(ctx, env, day, true);
      // Stripe lets an uncaptured authorisation lapse (7 days): the PaymentIntent is canceled.
      await env.gateway.release(`pi_${b.id}`, `lapsed-${b.id}`);
      await sweep(ctx, env);
      await run(ctx, env, b.due);
      await run(ctx, env, at(b.due, TAKEOVER_MINUTES));
      const end = await payout(ctx, b.id);
      const ok =
        captures(env, b.id) === 0 &&
        transferRequests(env.loopback, b.id).length === 0 &&
        end.status === 'failed';
      if (ok) ctx.figures.successes += 1;
      ctx.check(
        `payout / ${name}: never captured, never paid`,
        ok,
        `${captures(env, b.id)} captures, ${transferRequests(env.loopback, b.id).length} transfer requests, payout ${String(end.status)}`,
      );
    },
  },
  {
    // The accept's capture failed and the client cancels 36 h before the event, before the
    // sweep came: the 50% tier. Whatever the way (capture then refund half, or capture half),
    // the client must end charged half, the DJ paid half their share once, nothing owed.
    name: 'the client cancels while the capture is still owed',
    ci: true,
    async run(ctx, env, name, day) {
      const b = await confirmed(ctx, env, day, true);
      const booking = (await ctx.db.doc(`bookings/${b.id}`).get()).data() as PayoutBookingFields;
      const start = new Date(`${String(booking.eventDate)}T00:00:00Z`);
      const cancelled = await transitionBooking(
        { db: ctx.db, gateway: env.gateway, log: quietLog },
        {
          bookingId: b.id,
          action: 'cancel',
          callerUid: String(booking.clientUid),
          callerRole: 'client',
          now: new Date(start.getTime() - 36 * 60 * MINUTE_MS),
        },
      ).then(
        (r) => r.refundCents ?? 0,
        (e: unknown) => `threw ${e instanceof Error ? e.message : String(e)}`,
      );
      ctx.figures.requests += 1;
      await sweep(ctx, env);
      await run(ctx, env, at(start, 60));
      const total = Number(booking.totalCostCents);
      const intent = env.loopback.paymentIntents.get(`pi_${b.id}`);
      const charge = intent?.latest_charge ? env.loopback.charges.get(intent.latest_charge) : null;
      const charged = charge ? charge.amount_captured - charge.amount_refunded : 0;
      const share = payoutAfterCancellation(payoutSplitOfBooking(booking).netCents, {
        by: 'client',
        refundPercent: 50,
      });
      const end = await payout(ctx, b.id);
      const after = await ctx.db.doc(`bookings/${b.id}`).get();
      if (charge) env.paid.set(b.id, b.dj.accountId);
      const audit = await auditPayouts(
        ctx,
        env.loopback,
        [b.id],
        new Map([[b.id, b.dj.accountId]]),
      );
      const ok =
        cancelled === refundCents(total, 50) &&
        charged === total - cancelled &&
        end.amountCents === share &&
        audit.problems.length === 0 &&
        after.get('payment.settlement') === 'settled';
      if (ok) ctx.figures.successes += 1;
      ctx.figures.lost +=
        (charge ? 0 : 1) + (transferEffects(env.loopback, b.id).length > 0 ? 0 : 1);
      ctx.check(
        `payout / ${name}: the client charged what the tier keeps, the DJ paid their half once, nothing owed`,
        ok,
        `refund ${String(cancelled)}; Stripe: intent ${String(intent?.status)}, charged ${charged} of ${total}; booking settlement ${String(after.get('payment.settlement'))} (${String(after.get('payment.error.message') ?? 'no error')}); payout ${String(end.status)} ${String(end.amountCents)} of ${share}: ${audit.problems.join('; ') || 'paid'}`,
      );
    },
  },
];
