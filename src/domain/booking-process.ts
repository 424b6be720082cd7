import type { PayoutState, ProcessMachine, ProcessRow } from './booking-process-vocabulary';
import { ACCEPT_CLOSED } from './booking-record';
import { COMPLETE_TOO_EARLY, DATE_TAKEN, DJ_NOT_VERIFIED } from './booking-refusals';
import type { BookingActor, BookingStatus } from './booking-states';
import { DJ_CANCEL_CLOSED, DJ_CANCEL_REASON_REQUIRED } from './dj-cancellation';
import { ACCEPT_NEEDS_PAYOUTS } from './payout-account-state';
import { PAYOUT_ROWS } from './payout-process-rows';

/**
 * The booking, its payment and its payout as one process table (issue 39, decision 0049),
 * in the shape of Sharetribe's transaction processes: every transition is a row that names
 * its actors, its guards, its effects and, for a timed row, when it fires. `plan()`
 * (booking-process-plan.ts) turns a row into the patch, the history entry, the money moves
 * and the notices; nothing else moves a booking or a payout.
 *
 * Two machines share the table. A `booking` row moves bookings/{id}.status and may move
 * the payout with it (an accept schedules it, a cancellation voids or re-plans it). A
 * `payout` row moves payouts/{id}.status alone.
 */

export type { PayoutState, ProcessMachine, ProcessRow } from './booking-process-vocabulary';
export { PAYOUT_ROWS };

/** The booking machine's rows (the only ones the app's screens need). */
export const BOOKING_ROWS: readonly ProcessRow[] = [
  // ---- The request and its payment --------------------------------------------------------
  {
    name: 'request',
    machine: 'booking',
    from: 'none',
    to: 'awaiting_payment',
    actors: ['client'],
    guards: ['djActive', 'beforeEventStart'],
    effects: ['authorize'],
  },
  {
    name: 'paymentAuthorized',
    machine: 'booking',
    action: 'paymentAuthorized',
    from: 'awaiting_payment',
    to: 'pending',
    actors: ['system'],
    guards: ['dateFree', 'djActive'],
    effects: ['notifyDj'],
  },
  // Issue 39: a hold for a date confirmed for someone else in the meantime is released at
  // once, not left on the card for days.
  {
    name: 'paymentAuthorized',
    machine: 'booking',
    action: 'decline',
    spinbookAddition: true,
    from: 'awaiting_payment',
    to: 'cancelled',
    actors: ['system'],
    guards: ['dateTaken'],
    effects: ['voidHold', 'notifyClient', 'offerSimilarDjs'],
    reason: 'auto_declined',
  },
  {
    name: 'paymentAuthorized',
    machine: 'booking',
    action: 'decline',
    spinbookAddition: true,
    from: 'awaiting_payment',
    to: 'cancelled',
    actors: ['system'],
    guards: ['djSuspended'],
    effects: ['voidHold', 'notifyClient', 'offerSimilarDjs'],
    reason: 'dj_suspended',
  },
  {
    name: 'paymentExpired',
    machine: 'booking',
    action: 'paymentExpired',
    from: 'awaiting_payment',
    to: 'cancelled',
    actors: ['system'],
    guards: [],
    effects: [],
    reason: 'payment_expired',
  },
  // ---- The DJ answers -----------------------------------------------------------------------
  {
    name: 'accept',
    machine: 'booking',
    action: 'accept',
    from: 'pending',
    to: 'confirmed',
    actors: ['dj'],
    // In the order the DJ is told why not: who they are, whether they can be paid, when, the date.
    guards: ['djVerified', 'payoutsReady', 'beforeEventStart', 'dateFree'],
    effects: ['capture', 'bookDate', 'declineRivals', 'schedulePayout', 'notifyClient'],
    refusals: {
      djVerified: DJ_NOT_VERIFIED,
      payoutsReady: ACCEPT_NEEDS_PAYOUTS,
      beforeEventStart: ACCEPT_CLOSED,
      dateFree: DATE_TAKEN,
    },
  },
  {
    name: 'decline',
    machine: 'booking',
    action: 'decline',
    from: 'pending',
    to: 'cancelled',
    actors: ['dj'],
    guards: [],
    effects: ['voidHold', 'notifyClient', 'offerSimilarDjs'],
    reason: 'declined',
  },
  // Another request for the date was accepted (the accept's declineRivals).
  {
    name: 'autoDecline',
    machine: 'booking',
    action: 'decline',
    from: 'pending',
    to: 'cancelled',
    actors: ['system'],
    guards: ['dateTaken'],
    effects: ['voidHold', 'notifyClient', 'offerSimilarDjs'],
    reason: 'auto_declined',
  },
  {
    name: 'expire',
    machine: 'booking',
    action: 'expire',
    spinbookAddition: true,
    from: 'pending',
    to: 'cancelled',
    actors: ['system'],
    guards: ['requestTimedOut'],
    effects: ['voidHold', 'notifyClient', 'notifyDj'],
    timing: { when: '5 days after the request, or at the event start if sooner' },
    reason: 'expired',
  },
  // ---- Cancelling -------------------------------------------------------------------------
  // The client's cancel carries the status they saw: a cancel of a request that an accept
  // overtook is refused, and the client sees the booking as it now is.
  {
    name: 'cancel',
    machine: 'booking',
    action: 'cancel',
    from: 'pending',
    to: 'cancelled',
    actors: ['client', 'admin'],
    guards: ['sawThisStatus'],
    effects: ['voidHold', 'notifyDj'],
    reason: 'cancelled',
  },
  {
    name: 'cancel',
    machine: 'booking',
    action: 'cancel',
    spinbookAddition: true,
    from: 'confirmed',
    to: 'cancelled',
    actors: ['client'],
    guards: ['sawThisStatus'],
    effects: ['refundByTier', 'replanPayout', 'releaseDate', 'notifyDj'],
    reason: 'cancelled',
  },
  // An admin cancels for cause: the client is not at fault.
  {
    name: 'cancel',
    machine: 'booking',
    action: 'cancel',
    from: 'confirmed',
    to: 'cancelled',
    actors: ['admin'],
    guards: [],
    effects: [
      'refundFull',
      'voidPayout',
      'releaseDate',
      'notifyClient',
      'notifyDj',
      'offerSimilarDjs',
    ],
    reason: 'cancelled',
  },
  // Issue 39: a DJ can cancel a confirmed booking, with a reason. The client always gets
  // everything back and is offered DJs free on the date.
  {
    name: 'cancel',
    machine: 'booking',
    action: 'cancel',
    spinbookAddition: true,
    from: 'confirmed',
    to: 'cancelled',
    actors: ['dj'],
    guards: ['reasonGiven', 'beforeEventStart'],
    effects: [
      'refundFull',
      'voidPayout',
      'releaseDate',
      'countDjCancellation',
      'notifyClient',
      'offerSimilarDjs',
    ],
    reason: 'dj_cancelled',
    refusals: {
      reasonGiven: DJ_CANCEL_REASON_REQUIRED,
      beforeEventStart: DJ_CANCEL_CLOSED,
    },
  },
  // ---- Suspension (issue 39: it reaches confirmed bookings) ---------------------------------
  {
    name: 'djSuspended',
    machine: 'booking',
    action: 'decline',
    from: 'pending',
    to: 'cancelled',
    actors: ['system'],
    guards: ['djSuspended'],
    effects: ['voidHold', 'notifyClient', 'offerSimilarDjs'],
    reason: 'dj_suspended',
  },
  // A DJ who deletes their profile leaves their open requests: each is declined for them.
  {
    name: 'djDeleted',
    machine: 'booking',
    action: 'decline',
    from: 'pending',
    to: 'cancelled',
    actors: ['system'],
    guards: [],
    effects: ['voidHold', 'notifyClient', 'offerSimilarDjs'],
    reason: 'dj_deleted',
  },
  {
    name: 'djSuspended',
    machine: 'booking',
    action: 'cancel',
    spinbookAddition: true,
    from: 'confirmed',
    to: 'cancelled',
    actors: ['system'],
    guards: ['djSuspended', 'beforeEventStart'],
    effects: ['refundFull', 'voidPayout', 'releaseDate', 'notifyClient', 'offerSimilarDjs'],
    reason: 'dj_suspended',
  },
  // ---- Completion (a timed row too: nothing stays confirmed once its DJ has been paid) ------
  {
    name: 'complete',
    machine: 'booking',
    action: 'complete',
    from: 'confirmed',
    to: 'completed',
    actors: ['dj'],
    guards: ['eventStarted'],
    effects: ['countBooking', 'notifyClient'],
    refusals: { eventStarted: COMPLETE_TOO_EARLY },
  },
  {
    name: 'autoComplete',
    machine: 'booking',
    action: 'complete',
    spinbookAddition: true,
    from: 'confirmed',
    to: 'completed',
    actors: ['system'],
    guards: ['eventEnded'],
    effects: ['countBooking'],
    timing: { when: "at the event's latest end (D+1 12:00 UTC + the booked hours)" },
  },
  // An admin releases a payout that a client's report held during the event (payout-problems.ts):
  // the admin judged the gig played, so the booking completes with the release, before its DJ
  // is paid at once.
  {
    name: 'completeOnRelease',
    machine: 'booking',
    action: 'complete',
    spinbookAddition: true,
    from: 'confirmed',
    to: 'completed',
    actors: ['system'],
    guards: ['eventStarted'],
    effects: ['countBooking'],
  },
];

/**
 * The table. Rows are tried in order: for one event name and actor the first row whose
 * `from` matches and whose guards all pass applies.
 */
// Marked pure so that a bundle reading only BOOKING_ROWS (the app's screens) drops the rest.
export const PROCESS_ROWS: readonly ProcessRow[] = /* @__PURE__ */ BOOKING_ROWS.concat(PAYOUT_ROWS);

const namesOf = (rows: readonly ProcessRow[], keep: (row: ProcessRow) => boolean): string[] =>
  Array.from(new Set(rows.filter(keep).map((r) => r.name)));

/** Every event name in the table, in table order. */
export const PROCESS_EVENTS: readonly string[] = /* @__PURE__ */ namesOf(PROCESS_ROWS, () => true);

/** The events the scheduler fires on its own (rows with a timing), in table order. */
export const TIMED_EVENTS: readonly string[] = /* @__PURE__ */ namesOf(
  PROCESS_ROWS,
  (r) => r.timing !== undefined,
);

/** Rows a person could take from a status: the buttons a screen offers. */
export function rowsFor(
  machine: ProcessMachine,
  from: BookingStatus | PayoutState,
  actor: BookingActor,
): ProcessRow[] {
  return PROCESS_ROWS.filter(
    (r) => r.machine === machine && r.from === from && r.actors.includes(actor),
  );
}

/**
 * The table as a Mermaid state diagram per machine, for docs/payments.md (a test keeps the
 * docs' copy equal to this).
 */
export function processDiagram(machine: ProcessMachine): string {
  const lines = ['stateDiagram-v2'];
  for (const row of PROCESS_ROWS.filter((r) => r.machine === machine)) {
    const from = row.from === 'none' ? '[*]' : row.from;
    const guards = row.guards.length > 0 ? ` [${row.guards.join(', ')}]` : '';
    lines.push(`  ${from} --> ${row.to}: ${row.name} (${row.actors.join('/')})${guards}`);
  }
  return lines.join('\n');
}
