// Hostile logic, problem reports (issue 23, decision 0027; invariant 10): only the booking's
// client holds the DJ's payout, and only from the event date until the transfer is due;
// reporting again changes nothing; only admins release, refund or retry, and a held payout is
// never paid until an admin releases it. Through the callables, as the app calls them.
//
// The app reaches an event-day payout only by waiting for the day, so those bookings and
// their payouts are written with the Admin SDK as the accept writes them (newPayoutRecord,
// the domain's own record), as seedBooking writes bookings.
import { ACCOUNT_NOT_READY } from '../../../functions/src/services/payout-runner';
import {
  newPayoutRecord,
  type PayoutBookingFields,
  type PayoutRecord,
} from '../../../src/domain/payout-record';
import type { ScenarioContext } from './harness';
import { refusedCall, succeeded, type LogicKit, type Verdict } from './logic-attacks-kit';
import { answeredWith, field, requested } from './logic-attacks-payouts';
import { isoDate, seedBooking, transition, type SeedStatus } from './logic-attacks-world';
import { call, newPeople, newVerifiedDj, type CallOutcome, type Person } from './people';

const DETAILS = 'The DJ arrived two hours late and left before midnight.';

const report = (person: Person, bookingId: string) =>
  call('reportBookingProblem', { bookingId, details: DETAILS }, person);

const resolve = (person: Person, bookingId: string, resolution: 'release' | 'refund') =>
  call('resolvePayoutProblem', { bookingId, resolution }, person);

const retry = (person: Person, bookingId: string) => call('retryPayout', { bookingId }, person);

/** A charged booking and its payout as the accept writes it, with `change` on the payout. */
async function chargedBooking(
  ctx: ScenarioContext,
  client: Person,
  dj: Person,
  status: SeedStatus,
  eventDate: string,
  change: Partial<PayoutRecord> = {},
): Promise<string> {
  const id = await seedBooking(ctx, client, dj, status, eventDate);
  const booking = (await ctx.db.doc(`bookings/${id}`).get()).data() as PayoutBookingFields;
  const now = new Date();
  await ctx.db
    .doc(`payouts/${id}`)
    .set({ ...newPayoutRecord(id, booking, 'demo', now), ...change });
  return id;
}

const payoutStatus = async (ctx: ScenarioContext, id: string) =>
  String((await ctx.db.doc(`payouts/${id}`).get()).get('status') ?? 'absent');

/** Refused, and the payout's status still `expected`. */
async function refusedKeeping(
  ctx: ScenarioContext,
  answer: CallOutcome,
  id: string,
  expected: string,
): Promise<Verdict> {
  const verdict = refusedCall(answer);
  const status = await payoutStatus(ctx, id);
  return status === expected ? verdict : { refused: false, detail: `${verdict.detail}; ${status}` };
}

/** Answered ok and the payout ends `expected`. */
async function endsAs(
  ctx: ScenarioContext,
  answer: CallOutcome,
  id: string,
  expected: string,
): Promise<Verdict> {
  if (!answer.ok) return succeeded(answer);
  const status = await payoutStatus(ctx, id);
  return status === expected ? { refused: false } : { refused: true, detail: `payout ${status}` };
}

export async function problemReportsHoldPayouts(
  ctx: ScenarioContext,
  kit: LogicKit,
  admin: Person,
  round: number,
): Promise<void> {
  const dj = await newVerifiedDj(ctx, `Reported DJ ${round}`);
  const [client, stranger] = await newPeople(ctx, 'client', `Reporter ${round}-`, 2);
  if (!client || !stranger) throw new Error('no clients');
  const failure = { code: 'account_not_ready', message: ACCOUNT_NOT_READY, at: new Date() };
  const b = await kit.setup(async () => {
    const future = await requested(client, dj, isoDate(340 + round));
    const accepted = await transition(dj, future, 'accept');
    if (!accepted.ok) throw new Error(`accept refused: ${accepted.code} ${accepted.message}`);
    return {
      future,
      today: await chargedBooking(ctx, client, dj, 'confirmed', isoDate(0)),
      yesterday: await chargedBooking(ctx, client, dj, 'completed', isoDate(-1)),
      // The job has not run since the transfer came due.
      overdue: await chargedBooking(ctx, client, dj, 'completed', isoDate(-5)),
      paid: await chargedBooking(ctx, client, dj, 'completed', isoDate(-6), {
        status: 'paid',
        transferId: 'demo_tr_seeded',
        paidAt: new Date(),
        attempts: 1,
      }),
      // Refused once (the DJ's account could not receive transfers then; it can now).
      failed: await chargedBooking(ctx, client, dj, 'completed', isoDate(-7), {
        status: 'failed',
        attempts: 1,
        failure,
      }),
    };
  });
  const attack = (name: string, run: () => Promise<Verdict>) =>
    kit.attack(10, `round ${round}: ${name}`, run);
  const refusedOn = (
    name: string,
    id: string,
    status: string,
    answer: () => Promise<CallOutcome>,
  ) => attack(name, async () => refusedKeeping(ctx, await answer(), id, status));

  await refusedOn('another client reports a problem on the booking', b.today, 'scheduled', () =>
    report(stranger, b.today),
  );
  await refusedOn('the DJ reports a problem on their own booking', b.today, 'scheduled', () =>
    report(dj, b.today),
  );
  await refusedOn('the client reports before the event date', b.future, 'scheduled', () =>
    report(client, b.future),
  );
  await refusedOn('the client reports after the transfer came due', b.overdue, 'scheduled', () =>
    report(client, b.overdue),
  );
  await refusedOn('the client reports after the DJ was paid', b.paid, 'paid', () =>
    report(client, b.paid),
  );
  await kit.control(10, `round ${round}: the client reports on the event day: held`, async () => {
    const verdict = await endsAs(ctx, await report(client, b.today), b.today, 'held');
    if (verdict.refused) return verdict;
    const notice = await ctx.db.doc(`users/${admin.uid}/notifications/problem_${b.today}`).get();
    return notice.exists ? verdict : { refused: true, detail: 'held, but no admin was told' };
  });
  // The code's promise: a repeat answers `held` and changes nothing (no second notice).
  await attack('the client reports the same problem again', async () => {
    const answer = await report(client, b.today);
    if (!answer.ok) return refusedKeeping(ctx, answer, b.today, 'held');
    const status = String(field(answer.result, 'status'));
    return { refused: status === 'held', detail: `answered ${status}: a no-op` };
  });

  // Only admins decide what happens to a held payout, or retry a failed one.
  await refusedOn('the client releases the hold on the DJ’s payout', b.today, 'held', () =>
    resolve(client, b.today, 'release'),
  );
  await refusedOn(
    'the client refunds themselves through resolvePayoutProblem',
    b.today,
    'held',
    () => resolve(client, b.today, 'refund'),
  );
  await refusedOn('the DJ releases the hold on their payout', b.today, 'held', () =>
    resolve(dj, b.today, 'release'),
  );
  await refusedOn(
    'an admin retries the held payout (a held payout is never paid)',
    b.today,
    'held',
    () => retry(admin, b.today),
  );
  await refusedOn('an admin releases a payout nobody reported', b.future, 'scheduled', () =>
    resolve(admin, b.future, 'release'),
  );
  await kit.control(
    10,
    `round ${round}: an admin releases the hold: paid at once (demo)`,
    async () => endsAs(ctx, await resolve(admin, b.today, 'release'), b.today, 'paid'),
  );
  await refusedOn('the client reports again once the hold was released', b.today, 'paid', () =>
    report(client, b.today),
  );
  // The release completed the booking (the table's completeOnRelease): paid, so not cancellable.
  await refusedOn(
    'the client cancels the booking once the hold was released',
    b.today,
    'paid',
    () => transition(client, b.today, 'cancel'),
  );
  await kit.setup(() => report(client, b.yesterday));
  await kit.control(10, `round ${round}: an admin refunds a reported booking: void`, async () =>
    endsAs(ctx, await resolve(admin, b.yesterday, 'refund'), b.yesterday, 'void'),
  );
  await refusedOn('the DJ retries their failed payout', b.failed, 'failed', () =>
    retry(dj, b.failed),
  );
  await refusedOn('the client retries the DJ’s failed payout', b.failed, 'failed', () =>
    retry(client, b.failed),
  );
  await kit.control(10, `round ${round}: an admin retries the failed payout: paid`, async () =>
    answeredWith(await retry(admin, b.failed), (r) => field(r, 'status') === 'paid', 'retry'),
  );
}
