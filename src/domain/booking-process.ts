import type { BookingActor, BookingStatus } from './booking-states';
import type { PayoutStatus } from './payouts';

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

export type ProcessMachine = 'booking' | 'payout';

/** A payout that does not exist yet is 'none' (before the accept, or a request never accepted). */
export type PayoutState = PayoutStatus | 'none';

/** What a guard may read besides the state: facts the engine looks up in the same transaction. */
export interface ProcessFacts {
  /** Another booking of the same DJ and date is confirmed. */
  dateTakenByOther?: boolean;
  /** The status the person saw when they pressed the button (a cancel racing an accept). */
  sawStatus?: BookingStatus;
  /** The DJ's or admin's words (a DJ's cancellation needs one). */
  reason?: string;
}

/** Named checks a row needs to pass; each is a pure function in booking-process-plan.ts. */
export const PROCESS_GUARDS = {
  dateFree: 'No other booking of this DJ is confirmed for the date.',
  dateTaken: 'Another booking of this DJ is confirmed for the date.',
  djActive: 'The DJ is not suspended.',
  djSuspended: 'The DJ is suspended.',
  djPayable: 'The DJ is not suspended, or an admin released this payout.',
  djNotPayable: 'The DJ is suspended, and no admin has released this payout.',
  beforeEventStart: 'The event has not started (00:00 UTC of its date).',
  eventStarted: 'The event has started (00:00 UTC of its date).',
  eventEnded: "The event's latest end has passed.",
  sawThisStatus: 'The person saw the booking in the status the row leaves.',
  reasonGiven: 'A reason is given.',
  requestTimedOut: 'The request is 5 days old, or its event has started.',
  bookingCompleted: 'The booking is completed.',
  bookingCancelled: 'The booking is cancelled.',
  transferDue: "The transfer's due time has passed (24 h after the event's latest end).",
  problemWindowOpen: 'A problem can still be reported (from the event until the transfer is due).',
} as const;
export type ProcessGuard = keyof typeof PROCESS_GUARDS;

/** What applying a row does, besides moving its status. */
export const PROCESS_EFFECTS = {
  authorize: "Hold the total on the client's card (Checkout).",
  capture: 'Charge the held total.',
  voidHold: 'Release the hold on the card; nothing was charged.',
  refundFull: 'Refund everything charged.',
  refundByTier:
    "Refund by the terms' tiers at the time of cancelling; in full within the grace after a late accept.",
  bookDate: "Mark the DJ's date booked.",
  releaseDate: "Free the DJ's date.",
  declineRivals: "Decline the DJ's other requests for the date.",
  schedulePayout: "Owe the DJ their net, due 24 h after the event's latest end.",
  replanPayout: "Owe the DJ what the client's tier leaves them, due at the event's start.",
  voidPayout: 'The DJ is owed nothing.',
  holdPayout: "Hold the payout for an admin's decision.",
  clearPayout: "An admin's decision: the payout may be sent, even to a suspended DJ.",
  transfer: "Send the DJ's payout to their Stripe account.",
  reverse: 'Take back a transfer already made.',
  countDjCancellation:
    "Count the DJ's cancellation (a third in 12 months sends the profile for review).",
  notifyClient: 'Tell the client.',
  notifyDj: 'Tell the DJ.',
  offerSimilarDjs: 'Offer the client DJs free on the date, near the venue.',
} as const;
export type ProcessEffect = keyof typeof PROCESS_EFFECTS;

/** When a timed row fires, counted from a moment of the booking. */
export interface ProcessTiming {
  /** Human words for the docs' table. */
  when: string;
}

export interface ProcessRow {
  name: string;
  machine: ProcessMachine;
  /** For the booking machine a booking status ('none' before it exists); for payouts a payout state. */
  from: BookingStatus | PayoutState;
  to: BookingStatus | PayoutState;
  actors: readonly BookingActor[];
  guards: readonly ProcessGuard[];
  effects: readonly ProcessEffect[];
  timing?: ProcessTiming;
  /** The cancellation reason a row into `cancelled` records (bookings/{id}.cancellation.reason). */
  reason?: string;
}

/**
 * The table. Rows are tried in order: for one event name and actor the first row whose
 * `from` matches and whose guards all pass applies.
 */
export const PROCESS_ROWS: readonly ProcessRow[] = [
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
    from: 'pending',
    to: 'confirmed',
    actors: ['dj'],
    guards: ['djActive', 'dateFree', 'beforeEventStart'],
    effects: ['capture', 'bookDate', 'declineRivals', 'schedulePayout', 'notifyClient'],
  },
  {
    name: 'decline',
    machine: 'booking',
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
    from: 'confirmed',
    to: 'cancelled',
    actors: ['admin'],
    guards: ['reasonGiven'],
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
  },
  // ---- Suspension (issue 39: it reaches confirmed bookings) ---------------------------------
  {
    name: 'djSuspended',
    machine: 'booking',
    from: 'pending',
    to: 'cancelled',
    actors: ['system'],
    guards: ['djSuspended'],
    effects: ['voidHold', 'notifyClient', 'offerSimilarDjs'],
    reason: 'dj_suspended',
  },
  {
    name: 'djSuspended',
    machine: 'booking',
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
    from: 'confirmed',
    to: 'completed',
    actors: ['dj'],
    guards: ['eventStarted'],
    effects: ['notifyClient'],
  },
  {
    name: 'autoComplete',
    machine: 'booking',
    from: 'confirmed',
    to: 'completed',
    actors: ['system'],
    guards: ['eventEnded'],
    effects: [],
    timing: { when: "at the event's latest end (D+1 12:00 UTC + the booked hours)" },
  },
  // ---- The payout ---------------------------------------------------------------------------
  {
    name: 'payoutDue',
    machine: 'payout',
    from: 'scheduled',
    to: 'paid',
    actors: ['system'],
    guards: ['transferDue', 'bookingCompleted', 'djPayable'],
    effects: ['transfer', 'notifyDj'],
    timing: { when: "24 h after the event's latest end (D+2, UTC)" },
  },
  // A late client cancellation owes the DJ part of the net: paid at the event's start.
  {
    name: 'payoutDue',
    machine: 'payout',
    from: 'scheduled',
    to: 'paid',
    actors: ['system'],
    guards: ['transferDue', 'bookingCancelled', 'djPayable'],
    effects: ['transfer', 'notifyDj'],
    timing: { when: "the event's start, for a late cancellation" },
  },
  // A played gig whose DJ is suspended before the transfer: an admin decides.
  {
    name: 'payoutDue',
    machine: 'payout',
    from: 'scheduled',
    to: 'held',
    actors: ['system'],
    guards: ['transferDue', 'djNotPayable'],
    effects: ['holdPayout', 'notifyDj'],
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

/** Every event name in the table, in table order. */
export const PROCESS_EVENTS: readonly string[] = [...new Set(PROCESS_ROWS.map((r) => r.name))];

/** The events the scheduler fires on its own (rows with a timing), in table order. */
export const TIMED_EVENTS: readonly string[] = [
  ...new Set(PROCESS_ROWS.filter((r) => r.timing).map((r) => r.name)),
];

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
