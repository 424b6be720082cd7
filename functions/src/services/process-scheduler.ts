// The one scheduler (issue 39, decision 0055): one job advances every timed row of the
// process table (src/domain/booking-process.ts), after making the money moves still owed.
// Before it, three jobs each ran a part on their own clocks: expiry hourly, settlement and
// payouts every 10 minutes; nothing said that together they covered the table's timed rows.
import type { Firestore } from 'firebase-admin/firestore';
import { completePlayedBookings } from './booking-auto-complete';
import { settleOutstandingPayments } from './money-outbox';
import type { Logger } from './logger';
import { expirePendingBookings } from './expire-pending';
import type { PaymentGateway } from './payment-gateway';
import { runDuePayouts } from './payout-runner';
import { remindPendingRequests } from './response-reminders';

export interface SchedulerDeps {
  db: Firestore;
  gateway: PaymentGateway;
  /** For the DJ's e-mail address when a payout is sent (payout-runner.ts). */
  auth?: { getUser(uid: string): Promise<{ email?: string }> };
  log?: Logger;
  /** The app's address, for links in e-mails the steps queue. */
  origin?: string;
}

/** What one step reports: how many it advanced (or, for the settlement, how many are still owed). */
export type StepReport = Readonly<Record<string, number>>;

export interface ScheduledStep {
  /** The table's event the step fires, or `settleOwedMoves` for the outbox's retries. */
  name: string;
  run: (deps: SchedulerDeps, now: Date) => Promise<StepReport>;
}

/** The outbox's retries: money moves a transition still owes (its function stopped mid-way). */
export const SETTLE_OWED_MOVES = 'settleOwedMoves';

/**
 * The DJ's reminders before a request expires (response-reminders.ts): not a row of the table
 * (nothing about the booking changes), but timed by the same deadline the expiry step applies,
 * so they run on the same clock, just before it.
 */
export const REMIND_RESPONSES = 'remindResponses';

/**
 * In the order one run makes them. Owed money moves first: a booking whose capture is still
 * owed neither completes nor is paid for (booking-auto-complete.ts). Then the reminders of
 * requests near their deadline, before the expiry that ends them. Then the timed rows in
 * the table's order: a request expires, a played booking completes, its payout falls due
 * (the payout's claim also completes any booking the completion step missed). A test holds
 * these names against the table's timed rows (TIMED_EVENTS), so a new timed row fails it until
 * a step fires it; the table is not imported here, to keep it out of the functions' bundle.
 */
export const SCHEDULED_STEPS: readonly ScheduledStep[] = [
  {
    name: SETTLE_OWED_MOVES,
    run: async (deps, now) => ({ stillOwed: await settleOutstandingPayments(deps, now) }),
  },
  {
    name: REMIND_RESPONSES,
    run: async (deps, now) => ({ reminded: await remindPendingRequests(deps, now) }),
  },
  {
    name: 'expire',
    run: async (deps, now) => ({ expired: await expirePendingBookings(deps, now) }),
  },
  {
    name: 'autoComplete',
    run: async (deps, now) => ({ completed: await completePlayedBookings(deps.db, now, deps.log) }),
  },
  {
    name: 'payoutDue',
    run: async (deps, now) => ({ ...(await runDuePayouts(deps, now)) }),
  },
];

export interface SchedulerRun {
  reports: Record<string, StepReport>;
  /** Steps that threw; the others still ran, and the next run tries every step again. */
  failed: string[];
}

/** One run of every step, each on its own: one failing step never stops the ones after it. */
export async function advanceTimedRows(
  deps: SchedulerDeps,
  now: Date,
  steps: readonly ScheduledStep[] = SCHEDULED_STEPS,
): Promise<SchedulerRun> {
  const log = deps.log ?? console;
  const run: SchedulerRun = { reports: {}, failed: [] };
  for (const step of steps) {
    try {
      run.reports[step.name] = await step.run(deps, now);
    } catch (error) {
      run.failed.push(step.name);
      log.error(`advanceTimedRows: ${step.name} failed`, error);
    }
  }
  return run;
}
