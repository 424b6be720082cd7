import type { ProcessRow } from './booking-process-vocabulary';
import type { PayoutStatus } from './payouts';

// The process table's payout machine (issue 39, decision 0049): each row moves
// payouts/{id}.status alone. booking-process.ts joins these to the booking rows as one table.

type PayoutRowFields = Omit<ProcessRow, 'machine' | 'from'>;

/** The same move from each of `states`: one row per state it leaves. */
const leaving = (states: readonly PayoutStatus[], row: PayoutRowFields): ProcessRow[] =>
  states.map((from) => ({ ...row, machine: 'payout', from }));

/**
 * A row that leaves both states in which the DJ is still owed: `scheduled`, and `failed` (a
 * transfer that did not go through is retried on every run by the same rows).
 */
const whileOwed = (row: PayoutRowFields) => leaving(['scheduled', 'failed'], row);

/** A row that leaves every state of a payout not sent yet: owed, failed, or held. */
const unsent = (row: PayoutRowFields) => leaving(['scheduled', 'failed', 'held'], row);

/** The payout machine's rows. */
export const PAYOUT_ROWS: readonly ProcessRow[] = [
  // A transfer in doubt (sent, no answer) is repeated as it was, key and amount, before anything
  // else, even if the DJ was suspended since: it was decided while the DJ could be paid, as a
  // claim under way at the suspension is (decision 0052). Stripe answers a repeat with the first
  // transfer; anything above what is owed now is reversed in the same step.
  ...whileOwed({
    name: 'payoutDue',
    to: 'paid',
    actors: ['system'],
    guards: ['transferDue', 'transferInDoubt'],
    effects: ['transfer', 'notifyDj'],
    timing: { when: 'the next run after the attempt without an answer' },
  }),
  // The scheduler's decision when a payout falls due (payout-runner.ts claims it); the row's
  // `to` is written once the gateway says the transfer went through.
  ...whileOwed({
    name: 'payoutDue',
    to: 'paid',
    actors: ['system'],
    guards: ['transferDue', 'bookingCompleted', 'djPayable', 'stillOwed'],
    effects: ['transfer', 'notifyDj'],
    timing: { when: "24 h after the event's latest end (D+2, UTC); retried every 10 minutes" },
  }),
  // A late client cancellation owes the DJ part of the net: paid at the event's start.
  ...whileOwed({
    name: 'payoutDue',
    to: 'paid',
    actors: ['system'],
    guards: ['transferDue', 'bookingCancelled', 'djPayable', 'stillOwed'],
    effects: ['transfer', 'notifyDj'],
    timing: { when: "the event's start, for a late cancellation" },
  }),
  // A played gig whose DJ is suspended before the transfer: an admin decides.
  ...whileOwed({
    name: 'payoutDue',
    to: 'held',
    actors: ['system'],
    guards: ['transferDue', 'djNotPayable'],
    effects: ['holdPayout', 'notifyDj'],
  }),
  // What the gateway answered a payoutDue's transfer. Stripe refused it: nothing was made;
  // still owed under the next key, unless a refund outside the app left nothing owed.
  ...whileOwed({
    name: 'transferRefused',
    to: 'void',
    actors: ['system'],
    guards: ['transferDue', 'owesNothing'],
    effects: ['dropAttempt'],
  }),
  ...whileOwed({
    name: 'transferRefused',
    to: 'failed',
    actors: ['system'],
    guards: ['transferDue', 'owesSomething'],
    effects: ['dropAttempt'],
  }),
  // No answer (a timeout, a 5xx): it may have gone through, so it is kept and repeated as it
  // was. The claim recorded the attempt before the gateway was asked, so it is in doubt here.
  ...whileOwed({
    name: 'transferUnanswered',
    to: 'failed',
    actors: ['system'],
    guards: ['transferDue', 'transferInDoubt'],
    effects: ['keepAttempt'],
  }),
  // The DJ's Stripe account cannot receive transfers yet: nothing is sent, an attempt in doubt
  // stays in doubt, and the next run tries again.
  ...whileOwed({
    name: 'accountNotReady',
    to: 'failed',
    actors: ['system'],
    guards: ['transferDue', 'stillOwed'],
    effects: [],
  }),
  // A suspension holds every payout still owed to the DJ at once (decision 0052), unless an
  // admin has released it. One whose transfer is in doubt waits for the answer instead: the hold
  // would leave a transfer that may have gone through for an admin to refund unsettled.
  ...whileOwed({
    name: 'holdForSuspension',
    to: 'held',
    actors: ['system'],
    guards: ['djNotPayable', 'noTransferInDoubt'],
    effects: ['holdPayout'],
  }),
  // Refunds and card disputes made outside the app, on a payout not sent yet
  // (payout-late-refund-rules.ts). A dispute's opening holds it, as a client's report does; a
  // report's hold stays, with its own words.
  ...unsent({
    name: 'disputeOpened',
    to: 'held',
    actors: ['system'],
    guards: ['owesSomething'],
    effects: ['holdPayout'],
  }),
  // The dispute closed, won or lost: its own hold ends with it (paid when due).
  {
    name: 'disputeClosed',
    machine: 'payout',
    from: 'held',
    to: 'scheduled',
    actors: ['system'],
    guards: ['heldForDispute'],
    effects: [],
  },
  // A refund or a lost dispute left the DJ owed nothing: void, once no transfer is in doubt.
  ...unsent({
    name: 'refundedOutsideApp',
    to: 'void',
    actors: ['system'],
    guards: ['nothingOwed'],
    effects: [],
  }),
  // A reversal counted on a payout already sent: one of ours from the outbox, or one made by
  // hand in the Stripe Dashboard (payout-reversals.ts, payout-late-refund-rules.ts). The money
  // has moved already; the row says so on the payout.
  ...leaving(['paid', 'reversed'], {
    name: 'reversalCounted',
    to: 'reversed',
    actors: ['system'],
    guards: ['somethingReversed'],
    effects: [],
  }),
  // A won card dispute gave back all that its opening had taken: sent and kept in full again.
  {
    name: 'reversalCounted',
    machine: 'payout',
    from: 'reversed',
    to: 'paid',
    actors: ['system'],
    guards: ['nothingReversed'],
    effects: [],
  },
  {
    name: 'reportProblem',
    machine: 'payout',
    from: 'scheduled',
    to: 'held',
    actors: ['client'],
    guards: ['problemWindowOpen'],
    effects: ['holdPayout', 'notifyDj'],
  },
  {
    name: 'releasePayout',
    machine: 'payout',
    from: 'held',
    to: 'scheduled',
    actors: ['admin'],
    guards: [],
    effects: ['clearPayout', 'notifyDj'],
  },
  {
    name: 'refundProblem',
    machine: 'payout',
    from: 'held',
    to: 'void',
    actors: ['admin'],
    guards: [],
    effects: ['refundFull', 'voidPayout', 'notifyClient', 'notifyDj'],
  },
];
