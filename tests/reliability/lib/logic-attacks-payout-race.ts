// Hostile logic, payouts in a race (issue 23, decision 0027; invariant 10): a problem report,
// the payout job and an admin's Retry at the same moment. Must hold: never more than one
// transfer for a booking, and a held payout is never paid (until an admin releases it).
//
// The scheduled job cannot be triggered through the Functions emulator, and the demo
// gateway the emulator runs makes no transfer anyone could count. So, as the money scenarios
// do (payout-stripe.ts), the job (runDuePayouts) and the callables' handlers run in this
// process against the Firestore emulator, with the real Stripe SDK on the loopback Stripe,
// which counts every transfer that took effect. Each case has its own clock years before
// today, each older than the one before: every other payout in the database is due later,
// so the job only ever sees the case's own payout. (Every run also makes any reversal still
// owed, whatever its clock: one the money scenarios before this one left owed would be tried
// here, on this loopback, and fail on its own payout; this scenario's bookings owe none.)
import {
  reportBookingProblemHandler,
  resolvePayoutProblemHandler,
  retryPayoutHandler,
} from '../../../functions/src/callable/payout-problem-callables';
import type { PaymentGateway } from '../../../functions/src/services/payment-gateway';
import { CLAIM_TIMEOUT_MS, runDuePayouts } from '../../../functions/src/services/payout-runner';
import { READY_ACCOUNT } from '../../functions/stripe-loopback';
import { tally, type ScenarioContext } from './harness';
import { refusedCall, succeeded, type LogicKit, type Verdict } from './logic-attacks-kit';
import { sdkOutcome } from './logic-attacks-world';
import { Faults, untilDoneOrDied, withFaults } from './payout-faults';
import {
  accept,
  auditPayouts,
  DAY_MS,
  dueOf,
  heldRequest,
  isoDate,
  MINUTE_MS,
  payoutClock,
  quietLog,
  readyStripeDj,
  startLoopbackStripe,
  transferEffects,
  type LoopbackStripe,
  type StripeDj,
} from './payout-stripe';
import type { CallOutcome, Person } from './people';

/** One race: the scenario's parts, the loopback Stripe, and a booking accepted on its clock. */
interface Race {
  ctx: ScenarioContext;
  kit: LogicKit;
  s: LoopbackStripe;
  admin: Person;
  label: string;
  dj: StripeDj;
  id: string;
  clientUid: string;
  due: Date;
}

const at = (t: Date, ms: number) => new Date(t.getTime() + ms);

/** A booking accepted (captured on the loopback) on `clock`, its event two days later. */
async function newRace(
  parts: Pick<Race, 'ctx' | 'kit' | 's' | 'admin' | 'label'>,
  clock: Date,
): Promise<Race> {
  const { ctx, s } = parts;
  return parts.kit.setup(async () => {
    const dj = await readyStripeDj(ctx, s, clock);
    const date = isoDate(at(clock, 2 * DAY_MS));
    const id = await heldRequest(ctx, s, dj, date, clock);
    const result = await accept(ctx, s.gateway, id, dj, clock);
    if (result.status !== 'confirmed') throw new Error(`accept answered ${result.status}`);
    const clientUid = String((await ctx.db.doc(`bookings/${id}`).get()).get('clientUid'));
    return { ...parts, dj, id, clientUid, due: dueOf(date) };
  });
}

const deps = (r: Race, now: Date) => ({
  db: r.ctx.db,
  gateway: r.s.gateway,
  now: () => now,
  log: quietLog,
});

/** The booking's client reports a problem (the callable's handler) at `now`. */
const reportAt = (r: Race, now: Date): Promise<CallOutcome> =>
  sdkOutcome(() =>
    reportBookingProblemHandler(
      {
        data: { bookingId: r.id, details: 'The DJ never played the first dance.' },
        auth: { uid: r.clientUid, token: { role: 'client' } },
      },
      deps(r, now),
    ),
  );

const asAdmin = (r: Race, data: Record<string, unknown>) => ({
  data: { bookingId: r.id, ...data },
  auth: { uid: r.admin.uid, token: { role: 'admin' } },
});

const retryAt = (r: Race, now: Date) =>
  sdkOutcome(() => retryPayoutHandler(asAdmin(r, {}), deps(r, now)));

const releaseAt = (r: Race, now: Date) =>
  sdkOutcome(() =>
    resolvePayoutProblemHandler(asAdmin(r, { resolution: 'release' }), deps(r, now)),
  );

/** The payout job at `now`, as text. */
const jobAt = (r: Race, now: Date, gateway: PaymentGateway = r.s.gateway) =>
  runDuePayouts({ db: r.ctx.db, gateway, log: quietLog }, now).then(
    (x) => `job paid ${x.paid} failed ${x.failed}`,
    (e: unknown) => `job threw ${e instanceof Error ? e.message : String(e)}`,
  );

const outcomeText = (what: string, o: CallOutcome) =>
  `${what} ${o.ok ? String((o.result as { status?: unknown }).status) : o.code}`;

/** Where the payout is: its status and the transfers made for it. */
async function stateOf(r: Race) {
  const status = String((await r.ctx.db.doc(`payouts/${r.id}`).get()).get('status'));
  return { status, transfers: transferEffects(r.s.loopback, r.id).length };
}

/** Paid exactly once under `key`, for the payout, from the captured charge, to the DJ. */
async function paidOnce(r: Race, key: string): Promise<Verdict> {
  const audit = await auditPayouts(r.ctx, r.s.loopback, [r.id], new Map([[r.id, r.dj.accountId]]));
  const keys = transferEffects(r.s.loopback, r.id).map((t) => t.idempotencyKey ?? 'none');
  const ok = audit.problems.length === 0 && keys.length === 1 && keys[0] === key;
  return ok
    ? { refused: false }
    : { refused: true, detail: `${audit.problems.join('; ')}; keys ${keys.join(', ')}` };
}

const attack = (r: Race, name: string, run: () => Promise<Verdict>, contained = false) =>
  r.kit.attack(10, `${r.label}: ${name}`, run, { contained });

const control = (r: Race, name: string, run: () => Promise<Verdict>) =>
  r.kit.control(10, `${r.label}: ${name}`, run);

/**
 * A held payout at the due time: two runs of the job (3 minutes apart) and an admin's Retry,
 * at once, pay nothing; once an admin releases it, it is paid once.
 */
async function heldUntilReleased(r: Race): Promise<void> {
  await attack(r, 'two runs of the job and an admin’s Retry pay the held payout', async () => {
    const [j1, j2, retried] = await Promise.all([
      jobAt(r, r.due),
      jobAt(r, at(r.due, 3 * MINUTE_MS)),
      retryAt(r, r.due),
    ]);
    const { status, transfers } = await stateOf(r);
    const verdict = refusedCall(retried, 'retry ');
    const detail = `${verdict.detail}; ${tally([j1, j2])}; payout ${status}, ${transfers} transfers`;
    return status === 'held' && transfers === 0
      ? { ...verdict, detail }
      : { refused: false, detail };
  });
  await control(r, 'an admin releases it: paid once, from the captured charge', async () => {
    const released = await releaseAt(r, at(r.due, 60 * MINUTE_MS));
    return released.ok ? paidOnce(r, `transfer-${r.id}`) : succeeded(released, 'release: ');
  });
}

/**
 * A report sent in the last second of the window, the job at the due time and an admin's
 * Retry, at once: either the report holds the payout and nothing is transferred, or the
 * transfer is made once and the report refused. Which one wins is the race's; both are kept.
 */
async function reportAgainstTheJob(r: Race): Promise<void> {
  let reportTook = false;
  await attack(
    r,
    'a last-second report, the job and an admin’s Retry at once pay a held payout or transfer twice',
    async () => {
      const [report, job, retried] = await Promise.all([
        reportAt(r, at(r.due, -1000)),
        jobAt(r, r.due),
        retryAt(r, r.due),
      ]);
      const { status, transfers } = await stateOf(r);
      reportTook = report.ok;
      const held = report.ok && status === 'held' && transfers === 0;
      const paid = !report.ok && status === 'paid' && transfers === 1;
      const detail = `${outcomeText('report', report)}, ${job}, ${outcomeText('retry', retried)}; payout ${status}, ${transfers} transfers`;
      r.kit.log(`${r.label}: ${detail}`);
      return { refused: held || paid, detail };
    },
    // The race's winner writes (the hold, or the transfer): the verdict is in the state.
    true,
  );
  if (reportTook) await heldUntilReleased(r);
  else {
    await control(r, 'the job won: paid once, from the captured charge', () =>
      paidOnce(r, `transfer-${r.id}`),
    );
  }
}

/** Reported a second before the due time: the job and the Retry that come then pay nothing. */
async function reportedBeforeTheJob(r: Race): Promise<void> {
  await control(r, 'the client reports a second before the due time: held', async () => {
    const report = await reportAt(r, at(r.due, -1000));
    const { status } = await stateOf(r);
    return report.ok && status === 'held'
      ? { refused: false }
      : { refused: true, detail: `${outcomeText('report', report)}; payout ${status}` };
  });
  await heldUntilReleased(r);
}

/** The job claimed the payout and stopped before Stripe: a report then is too late. */
async function reportWhileClaimed(r: Race): Promise<void> {
  const faults = new Faults();
  faults.hangBefore = true;
  const stopped = await r.kit.setup(() =>
    untilDoneOrDied(jobAt(r, r.due, withFaults(r.s.gateway, faults)), faults, (x) => x),
  );
  if (stopped !== 'died') throw new Error(`the job was to stop after its claim: ${stopped}`);
  await attack(r, 'the client reports while the job is transferring', async () =>
    refusedCall(await reportAt(r, at(r.due, -1000))),
  );
  await attack(r, 'an admin retries the payout being transferred', async () =>
    refusedCall(await retryAt(r, at(r.due, MINUTE_MS))),
  );
  await control(r, 'a run past the claim timeout pays it once, same key', async () => {
    await jobAt(r, at(r.due, CLAIM_TIMEOUT_MS + MINUTE_MS));
    return paidOnce(r, `transfer-${r.id}`);
  });
}

/**
 * Stripe refused the transfer (the DJ's account was switched off); once it is back, two
 * admin Retries, two runs of the job (3 minutes apart) and a report after the window, at once.
 */
async function retriesAgainstTheJob(r: Race): Promise<void> {
  await r.kit.setup(async () => {
    r.s.loopback.setAccount(r.dj.accountId, { transfersCapability: 'inactive' });
    const first = await jobAt(r, r.due);
    r.s.loopback.setAccount(r.dj.accountId, READY_ACCOUNT);
    const { status } = await stateOf(r);
    if (status !== 'failed') throw new Error(`the refused transfer left ${status} (${first})`);
  });
  const now = at(r.due, 10 * MINUTE_MS);
  await attack(
    r,
    'two admin Retries, two runs of the job and a late report at once transfer twice',
    async () => {
      const [r1, r2, j1, j2, late] = await Promise.all([
        retryAt(r, now),
        retryAt(r, now),
        jobAt(r, now),
        jobAt(r, at(now, 3 * MINUTE_MS)),
        reportAt(r, now),
      ]);
      const { status, transfers } = await stateOf(r);
      const detail = `${tally([outcomeText('retry', r1), outcomeText('retry', r2), j1, j2])}; ${outcomeText('report', late)}; payout ${status}, ${transfers} transfers`;
      r.kit.log(`${r.label}: ${detail}`);
      return { refused: !late.ok && status === 'paid' && transfers === 1, detail };
    },
    true,
  );
  await control(r, 'paid once under the key after the refused one', () =>
    paidOnce(r, `transfer-${r.id}-r1`),
  );
}

export async function heldPayoutNeverPaid(
  ctx: ScenarioContext,
  kit: LogicKit,
  admin: Person,
  round: number,
): Promise<void> {
  const s = await startLoopbackStripe();
  const cases: [string, (r: Race) => Promise<void>][] = [
    ['report vs job', reportAgainstTheJob],
    ['reported first', reportedBeforeTheJob],
    ['claimed', reportWhileClaimed],
    ['retries vs job', retriesAgainstTheJob],
  ];
  try {
    for (const [k, [name, run]] of cases.entries()) {
      // Round 1 about 4.4 years back, each round and each case further: see the file's head.
      const clock = payoutClock(1_600 + 100 * round + 20 * k);
      await run(await newRace({ ctx, kit, s, admin, label: `round ${round}, ${name}` }, clock));
    }
  } finally {
    await s.loopback.close();
  }
}
