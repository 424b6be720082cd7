// The webhook storm's transfer part (run while the Connect storm goes on, for other DJs):
// confirmed bookings (accepted through the transition core, captured on the loopback) whose
// payouts come due. One DJ's account was switched off at
// Stripe without the app hearing of it: the job's first run finds Stripe refusing those
// transfers (400). Once the account is back and every payout is due, the job runs many times
// at once, with clocks minutes apart so later runs take over claims they think were left
// behind, while an admin presses Retry on each refused payout (twice, at once).
//
// Must hold: each booking's transfer made exactly once (the loopback's effects, by
// metadata.bookingId), for the payout's amountCents, from the booking's captured charge, to
// the DJ's account, and every payout `paid` with that transfer id; nothing paid while Stripe
// refused; one "Payment sent" notification per booking.
import { retryPayoutHandler } from '../../../functions/src/callable/payout-problem-callables';
import { runDuePayouts } from '../../../functions/src/services/payout-runner';
import { READY_ACCOUNT } from '../../functions/stripe-loopback';
import { pool, tally, type ScenarioContext } from './harness';
import { randomId } from './people';
import {
  accept,
  auditPayouts,
  DAY_MS,
  dueOf,
  heldRequest,
  isoDate,
  MINUTE_MS,
  quietLog,
  readyStripeDj,
  transferEffects,
  type LoopbackStripe,
  type StripeDj,
} from './payout-stripe';

export interface TransferStormSize {
  /** DJs with ready accounts, the first one's switched off at Stripe for a while. */
  djs: number;
  bookings: number;
  /** How many of them are the DJ's whose account Stripe switched off. */
  refused: number;
  /** Payout job runs at once once everything is due. */
  runs: number;
}

const errorCode = (e: unknown) =>
  typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : String(e);

/** `runs` payout jobs at once, the n-th with a clock 3 minutes after the one before. */
function jobsAtOnce(ctx: ScenarioContext, s: LoopbackStripe, from: Date, runs: number) {
  const deps = { db: ctx.db, gateway: s.gateway, log: quietLog };
  return Promise.all(
    Array.from({ length: runs }, (_, r) =>
      runDuePayouts(deps, new Date(from.getTime() + r * 3 * MINUTE_MS)).then(
        (x) => `paid ${x.paid} failed ${x.failed}`,
        (e: unknown) => `threw ${errorCode(e)}`,
      ),
    ),
  );
}

/** Seconds since the last lap, as text. */
function stopwatch(): () => string {
  let last = Date.now();
  return () => {
    const now = Date.now();
    const seconds = ((now - last) / 1000).toFixed(1);
    last = now;
    return seconds;
  };
}

export async function transferStorm(
  ctx: ScenarioContext,
  s: LoopbackStripe,
  size: TransferStormSize,
  clock: Date,
): Promise<void> {
  const f = ctx.figures;
  const started = Date.now();
  const djs = await Promise.all(
    Array.from({ length: size.djs }, () => readyStripeDj(ctx, s, clock)),
  );
  const [silenced, ...others] = djs;
  if (!silenced || others.length === 0) throw new Error('the transfer storm needs two DJs');
  const lap = stopwatch();
  // The silenced DJ's bookings come first, so theirs alone are due in the first round.
  const djFor = (j: number) =>
    j < size.refused ? silenced : (others[(j - size.refused) % others.length] as StripeDj);
  const dates = Array.from({ length: size.bookings }, (_, j) =>
    isoDate(new Date(clock.getTime() + (10 + j) * DAY_MS)),
  );
  const ids = await Promise.all(
    dates.map((date, j) =>
      heldRequest(ctx, s, djFor(j), date, clock, {
        baseCostCents: 30_000 + 1_275 * j,
        equipmentFeeCents: j % 2 === 1 ? 5_000 : 0,
      }),
    ),
  );
  const djOf = new Map(ids.map((id, j) => [id, djFor(j)]));
  // One at a time: the emulator's transactions, reading the DJs' bookings by query, would
  // only wait on each other's locks.
  const accepted = await pool(ids, 1, (id) =>
    accept(ctx, s.gateway, id, djOf.get(id) as StripeDj, clock).then(
      (r) => r.status as string,
      (e: unknown) => `threw ${errorCode(e)}`,
    ),
  );
  f.requests += ids.length;
  const laps = [`set up and accepted in ${lap()} s`];
  ctx.check(
    'transfers: every request accepted and captured',
    accepted.every((a) => a === 'confirmed') &&
      ids.every((id) => s.loopback.paymentIntents.get(`pi_${id}`)?.status === 'succeeded'),
    tally(accepted),
  );

  // Stripe switches the first DJ's transfers off; the app is not told (no event yet). The job
  // runs when only that DJ's payouts are due: Stripe refuses each (400).
  s.loopback.setAccount(silenced.accountId, { transfersCapability: 'inactive' });
  const refused = ids.slice(0, size.refused);
  const dueAt = (j: number) => dueOf(dates[j] as string).getTime();
  const first = await runDuePayouts(
    { db: ctx.db, gateway: s.gateway, log: quietLog },
    new Date(dueAt(size.refused - 1) + 60 * MINUTE_MS),
  );
  f.requests += 1;
  const held = await Promise.all(refused.map((id) => ctx.db.doc(`payouts/${id}`).get()));
  ctx.check(
    'transfers: while Stripe refuses, nothing paid, the payouts still owed',
    refused.every((id) => transferEffects(s.loopback, id).length === 0) &&
      held.every((p) => p.get('status') === 'failed' && p.get('refusals') === 1),
    tally(held.map((p) => `${String(p.get('status'))} ${String(p.get('failure.code'))}`)),
  );
  laps.push(`refused in ${lap()} s`);

  // The account is back and everything is due: runs at once, and admins pressing Retry.
  s.loopback.setAccount(silenced.accountId, READY_ACCOUNT);
  const later = new Date(dueAt(size.bookings - 1) + 60 * MINUTE_MS);
  const admin = `payAdmin${randomId(20)}`;
  const retries = refused.flatMap((bookingId) =>
    [0, 1].map(() =>
      retryPayoutHandler(
        { data: { bookingId }, auth: { uid: admin, token: { role: 'admin' } } },
        { db: ctx.db, gateway: s.gateway, now: () => later, log: quietLog },
      ).then(
        (r) => `retry ${r.status}`,
        (e: unknown) => `retry refused ${errorCode(e)}`,
      ),
    ),
  );
  const [runs, retried] = await Promise.all([
    jobsAtOnce(ctx, s, later, size.runs),
    Promise.all(retries),
  ]);
  f.requests += size.runs + retries.length;
  laps.push(`paid in ${lap()} s`);
  ctx.check(
    "transfers: each admin retry answered with the payout's status, or refused once it was paid",
    retried.every((r) => /^retry (paid|scheduled|failed|refused failed-precondition)$/.test(r)) &&
      runs.every((r) => !r.startsWith('threw')),
    tally([...retried, ...runs.filter((r) => r.startsWith('threw'))]),
  );

  const all = new Map(ids.map((id) => [id, djOf.get(id)?.accountId]));
  const audit = await auditPayouts(ctx, s.loopback, ids, all);
  f.successes += ids.length - audit.problems.length;
  f.lost += audit.missing;
  f.duplicated += audit.duplicated;
  ctx.check(
    'transfers: each made exactly once, for the payout, from the captured charge, payout paid with its id',
    audit.problems.length === 0 && audit.transfers === ids.length,
    audit.problems.slice(0, 3).join('; ') ||
      `${audit.transfers} transfers for ${ids.length} bookings`,
  );
  const notices = await Promise.all(
    ids.map((id) =>
      ctx.db.doc(`users/${djOf.get(id)?.djId}/notifications/payout_${id}_paid`).get(),
    ),
  );
  ctx.check(
    'transfers: one "Payment sent" notification per booking',
    notices.every((n) => n.exists),
    `${notices.filter((n) => n.exists).length}/${ids.length}`,
  );
  const keys = ids.flatMap((id) =>
    transferEffects(s.loopback, id).map((r) =>
      (r.idempotencyKey ?? 'none').replace(id, '<booking>'),
    ),
  );
  f.notes.push(
    `transfers: ${ids.length} bookings of ${djs.length} DJs; ${size.refused} refused by Stripe (first run: paid ${first.paid}, failed ${first.failed}); then ${size.runs} payout runs at once (clocks 3 min apart) and ${retries.length} admin retries: ${tally(runs)}; ${tally(retried)}; ${((Date.now() - started) / 1000).toFixed(1)} s (${laps.join(', ')})`,
    `transfers made: ${audit.transfers} (keys ${tally(keys)}) of ${s.loopback.requests.filter((r) => r.path === '/v1/transfers').length} transfer requests`,
  );
}
