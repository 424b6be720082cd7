import type { BookingAction, BookingActor, BookingStatus } from './booking-states';
import type { PayoutStatus } from './payouts';

// The process table's words (issue 39, decision 0049): the guards a row may need, the effects it
// may have, what a guard may read besides the state and how a timed row says when it fires.
// booking-process.ts holds the rows; booking-process-plan.ts gives each word its meaning.

/** What a guard may read besides the state: facts the engine looks up in the same transaction. */
export interface ProcessFacts {
  /** Another booking of the same DJ and date is confirmed. */
  dateTakenByOther?: boolean;
  /** The status the person saw when they pressed the button (a cancel racing an accept). */
  sawStatus?: BookingStatus;
  /** The DJ's or admin's words (a DJ's cancellation needs one). */
  reason?: string;
  /** The payout's hold is a card dispute's own, not a client's report. */
  heldForDispute?: boolean;
  /** The DJ's public profile is verified (an accept reads it in its transaction). */
  djVerified?: boolean;
  /** The DJ's payout account can receive transfers (payoutAccounts/{uid}.transfersActive). */
  payoutsReady?: boolean;
}

/** Named checks a row needs to pass; each is a pure function in booking-process-plan.ts. */
export const PROCESS_GUARDS = {
  dateFree: 'No other booking of this DJ is confirmed for the date.',
  dateTaken: 'Another booking of this DJ is confirmed for the date.',
  djActive: 'The DJ is not suspended.',
  djVerified: "The DJ's profile is verified (not pending, rejected or suspended).",
  payoutsReady: "The DJ's payout account can receive their share.",
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
  owesSomething: 'The payout still owes the DJ something.',
  owesNothing: 'The payout owes the DJ nothing (a refund outside the app lowered it to zero).',
  stillOwed: 'The payout owes the DJ something, or a transfer is in doubt.',
  nothingOwed: 'The payout owes the DJ nothing, and no transfer is in doubt.',
  transferInDoubt: 'A transfer was sent and not answered: it may have gone through.',
  noTransferInDoubt: 'No transfer is in doubt.',
  heldForDispute: "The payout's hold is the card dispute's own, not a client's report.",
  somethingReversed: 'Part or all of the transfer made is counted as taken back.',
  nothingReversed: 'Nothing of the transfer made is counted as taken back.',
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
  keepAttempt:
    'Keep the unanswered transfer: it is repeated as it was, key and amount, before anything else.',
  dropAttempt: 'Stripe made nothing: the next attempt takes the next key.',
  countDjCancellation:
    "Count the DJ's cancellation (a third in 12 months sends the profile for review).",
  countBooking: "Count the gig on the DJ's profile (the bookings it has played).",
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

export type ProcessMachine = 'booking' | 'payout';

/** A payout that does not exist yet is 'none' (before the accept, or a request never accepted). */
export type PayoutState = PayoutStatus | 'none';

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
  /** Booking rows: the action the booking's history records (its button, for a person). */
  action?: BookingAction;
  /** Not in the spec: a Spinbook addition, kept visible so reviewers can question it. */
  spinbookAddition?: true;
  /**
   * What the person refused reads when one of this row's guards stops them, where the table's
   * general words (guardMessage) would not tell them what to do.
   */
  refusals?: Partial<Record<ProcessGuard, string>>;
}
