// A person's accept, decline, cancel or complete, translated into the process table's event
// of that name. This module checks what only a person's request has (who they are for this
// booking, the status they saw, the DJ's reason) and says the person's words for a refusal
// (DATE_TAKEN, ACCEPT_TOO_LATE, …); the engine plans the event (booking-engine.ts) and writes
// the chosen row with all its effects (booking-effects.ts) in ONE transaction, together with
// the money moves it owes (payment.pendingMoves), which move afterwards through the executor
// (money-outbox.ts). It is part of the lifecycle (booking-lifecycle.ts is its only public
// door). Asking again for a transition that already took effect completes its money moves
// instead of failing.
import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  ACCEPT_CLOSED,
  BOOKING_CHANGED,
  canCompleteOn,
  canStillAccept,
  eventStartOf,
  type CallableBookingAction,
  type HistoryEntry,
  type TransitionBookingResponse,
} from '../../../src/domain/booking-record';
import type { BookingStatus } from '../../../src/domain/booking-states';
import {
  canDjCancel,
  DJ_CANCEL_CLOSED,
  REASON_NOT_TAKEN,
} from '../../../src/domain/dj-cancellation';
import { ACCEPT_NEEDS_PAYOUTS } from '../../../src/domain/payout-account-state';
import { pendingMovesOf, settlePayments, type PendingMove } from './money-outbox';
import type { Logger } from './logger';
import {
  applyBookingMove,
  isDateTaken,
  readForEffects,
  refundedElsewhere,
} from './booking-effects';
import {
  actorFor,
  bookingStateOf,
  moveAnswer,
  planBookingMove,
  refuseUnlessTableAllows,
  type MoveAuthor,
} from './booking-engine';
import { refuseField } from './callable-context';
import { djCancelReasonOrThrow } from './dj-cancellations';
import type { PaymentGateway } from './payment-gateway';
import { payoutAccountRef, settleReversal } from './payout-api';
import { transact } from './transact';

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const NOT_YOUR_BOOKING = 'You can only change your own bookings.';
export const COMPLETE_TOO_EARLY = 'A booking can be completed on or after the event date.';
export const DATE_TAKEN = 'You are already booked on that date.';
export const DJ_NOT_VERIFIED =
  'Your DJ profile is not verified, so you cannot accept bookings. Contact Spinbook support.';
export const ACCEPT_TOO_LATE = ACCEPT_CLOSED;
export { ACCEPT_NEEDS_PAYOUTS };

export interface BookingTransitionDeps {
  db: Firestore;
  gateway: PaymentGateway;
  log?: Logger;
}

export interface TransitionInput {
  bookingId: string;
  action: CallableBookingAction;
  callerUid: string;
  /** The caller's `role` claim. */
  callerRole: string | null;
  now: Date;
  /** `decline` only: the DJ's reason as the callable checked it (checkDeclineReason). */
  reason?: string;
  /** The status the person saw; a booking that has moved since is not changed (decision 0053). */
  sawStatus?: BookingStatus;
}

export type TransitionResult = TransitionBookingResponse;

/**
 * Whether `input` asks again for the transition that is the booking's last one: same action,
 * same person, and the booking is still where it left it. A retry after a failure (or a
 * double click) then completes what the first call owed instead of being refused.
 */
export function isRepeatOfLastTransition(snap: DocumentSnapshot, input: TransitionInput): boolean {
  const past: unknown = snap.get('history');
  if (!Array.isArray(past) || past.length === 0) return false;
  const last = past[past.length - 1] as Partial<HistoryEntry> | null;
  return (
    last !== null &&
    typeof last === 'object' &&
    last.action === input.action &&
    last.uid === input.callerUid &&
    last.to === snap.get('status')
  );
}

interface Outcome {
  status: BookingStatus;
  refundCents?: number;
  /** The moves the gateway still has to make, recorded on the booking (its outbox). */
  owed: PendingMove[];
}

async function runTransition(
  db: Firestore,
  tx: Transaction,
  ref: DocumentReference,
  input: TransitionInput,
  log: Logger | undefined,
): Promise<Outcome> {
  const snap = await tx.get(ref);
  if (!snap.exists) {
    // Only an admin, who may read every booking, learns that there is none: anyone else gets
    // the answer someone else's booking gets, so a booking id cannot be probed (decision 0032).
    if (input.callerRole === 'admin') throw new HttpsError('not-found', BOOKING_NOT_FOUND);
    throw new HttpsError('permission-denied', NOT_YOUR_BOOKING);
  }
  if (isRepeatOfLastTransition(snap, input)) {
    const status = snap.get('status') as BookingStatus;
    const refund: unknown = snap.get('cancellation.refundCents');
    return {
      status,
      ...(typeof refund === 'number' ? { refundCents: refund } : {}),
      owed: pendingMovesOf(snap),
    };
  }
  return planTransition(db, tx, snap, input, log);
}

async function planTransition(
  db: Firestore,
  tx: Transaction,
  snap: DocumentSnapshot,
  input: TransitionInput,
  log: Logger | undefined,
): Promise<Outcome> {
  const actor = actorFor(
    { clientUid: snap.get('clientUid'), djOwnerUid: snap.get('djOwnerUid') },
    input.callerUid,
    input.callerRole,
  );
  if (!actor) throw new HttpsError('permission-denied', NOT_YOUR_BOOKING);
  // Judged against what the person saw: a "cancel my request" that an accept overtook must not
  // become the cancellation of a charged booking.
  if (input.sawStatus !== undefined && input.sawStatus !== snap.get('status')) {
    throw new HttpsError('failed-precondition', BOOKING_CHANGED);
  }
  const status: unknown = snap.get('status');
  refuseUnlessTableAllows(status, input.action, actor);
  // Only the DJ's words reach the client: a reason from anyone else has nobody to read it.
  if (input.action === 'cancel' && input.reason !== undefined && actor !== 'dj') {
    throw refuseField('reason', { title: 'Validation Error', description: REASON_NOT_TAKEN });
  }

  const now = input.now;
  const eventDate = String(snap.get('eventDate') ?? '');
  const by: MoveAuthor = { actor, uid: input.callerUid };
  // The DJ's words reach the client: a DJ cancelling a confirmed booking must say why
  // (decision 0050), checked before anything is read; a decline's reason the callable checked.
  const djCancels = input.action === 'cancel' && status === 'confirmed' && actor === 'dj';
  const djWords = djCancels ? djCancelReasonOrThrow(input.reason) : input.reason;
  // Reads first (a transaction reads everything before it writes): what the row's effects
  // need, and what the person's checks below need.
  const [reads, checks] = await Promise.all([
    readForEffects(db, tx, snap, input.action, actor, now),
    readChecks(db, tx, snap, input.action),
  ]);
  const djSuspended = reads.profile?.get('status') === 'suspended';
  switch (input.action) {
    case 'accept': {
      // Checked in the transaction: a suspension or a confirmed booking committed a moment ago
      // refuses this accept, whatever the profile looked like.
      if (reads.profile?.get('status') !== 'verified') {
        throw new HttpsError('failed-precondition', DJ_NOT_VERIFIED);
      }
      // The DJ must be able to receive their share before they take the client's money
      // (decision 0027). Read in the transaction: a deauthorisation a moment ago refuses it.
      if (!checks.transfersActive) {
        throw new HttpsError('failed-precondition', ACCEPT_NEEDS_PAYOUTS);
      }
      if (!canStillAccept(eventDate, now)) {
        throw new HttpsError('failed-precondition', ACCEPT_TOO_LATE);
      }
      // A request can still turn pending for a date that is taken (its payment was
      // authorised after another request was accepted): it must not double-book the DJ.
      if (checks.dateTaken) throw new HttpsError('failed-precondition', DATE_TAKEN);
      break;
    }
    case 'complete':
      if (!canCompleteOn(eventDate, now)) {
        throw new HttpsError('failed-precondition', COMPLETE_TOO_EARLY);
      }
      break;
    case 'decline':
    case 'cancel':
      if (status !== 'confirmed') break;
      if (!eventStartOf(eventDate)) {
        throw new HttpsError('failed-precondition', 'The booking has no valid event date.');
      }
      if (djCancels && !canDjCancel(eventDate, now)) {
        throw new HttpsError('failed-precondition', DJ_CANCEL_CLOSED);
      }
      break;
  }
  // The person's event, judged by the table with every fact read in this transaction. A
  // person who did not say what they saw is taken to have seen the booking as it is.
  const move = planBookingMove(
    bookingStateOf(snap, djSuspended, { refundedElsewhereCents: refundedElsewhere(reads) }),
    input.action,
    actor,
    now,
    {
      sawStatus: input.sawStatus ?? (status as BookingStatus),
      ...(djWords !== undefined ? { reason: djWords } : {}),
      dateTakenByOther: checks.dateTaken,
    },
  );
  const owed = applyBookingMove(db, tx, snap, move, reads, {
    by,
    now,
    ...(djWords !== undefined && actor === 'dj' ? { djWords } : {}),
    ...(log ? { log } : {}),
  });
  return { ...moveAnswer(move), owed };
}

interface Checks {
  dateTaken: boolean;
  transfersActive: boolean;
}

/** What an accept's checks read, besides the effects: the date taken, the DJ's payouts. */
async function readChecks(
  db: Firestore,
  tx: Transaction,
  snap: DocumentSnapshot,
  action: CallableBookingAction,
): Promise<Checks> {
  if (action !== 'accept') return { dateTaken: false, transfersActive: false };
  const [dateTaken, payoutAccount] = await Promise.all([
    isDateTaken(db, tx, String(snap.get('djId') ?? ''), String(snap.get('eventDate') ?? '')),
    tx.get(payoutAccountRef(db, String(snap.get('djOwnerUid') ?? ''))),
  ]);
  return { dateTaken, transfersActive: payoutAccount.get('transfersActive') === true };
}

/**
 * Applies `input.action` to the booking for the caller, then moves the money. Throws
 * HttpsError for anything refused; nothing is written or charged then. The same request
 * again (same action, same person, booking unchanged since) answers as the first did and
 * completes any money move still owed.
 */
export async function transitionBookingCore(
  deps: BookingTransitionDeps,
  input: TransitionInput,
): Promise<TransitionResult> {
  const ref = deps.db.collection('bookings').doc(input.bookingId);
  const outcome = await transact(deps.db, (tx) => runTransition(deps.db, tx, ref, input, deps.log));
  // A refund after the DJ was paid takes the transfer back first (decision 0027); a reversal
  // that fails is recorded for an admin and retried by the payout job, and the client's
  // refund goes ahead either way.
  if (input.action === 'cancel') await settleReversal(deps, input.bookingId, input.now);
  await settlePayments(deps, input.bookingId, outcome.owed, input.now);
  const result: TransitionResult = { bookingId: input.bookingId, status: outcome.status };
  if (outcome.refundCents !== undefined) result.refundCents = outcome.refundCents;
  return result;
}
