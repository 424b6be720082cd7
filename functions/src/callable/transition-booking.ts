// transitionBooking({ bookingId, action, reason?, sawStatus? }): a booking's client, its DJ's
// owner or an admin presses accept, decline, cancel or complete. This module translates that
// request into the process table's event: what the person sent (checked here, like every text
// another person sees: decision 0040), who they are for this booking, the status they saw
// (decision 0053) and the DJ's words. The engine does the rest in ONE transaction
// (booking-effects.ts's moveBooking): the table chooses the row with every fact read there,
// refuses in the row's words (a date taken, an accept too late, payouts not set up…), and
// writes the row with all its effects and the card moves it owes, which the outbox makes after
// commit (money-outbox.ts). Asking again for a transition that already took effect completes
// its money moves instead of failing.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BOOKING_STATUSES, isBookingStatus } from '../../../src/domain/booking-states';
import type { BookingStatus } from '../../../src/domain/booking-states';
import {
  BOOKING_CHANGED,
  eventStartOf,
  isCallableBookingAction,
  type CallableBookingAction,
  type HistoryEntry,
  type TransitionBookingRequest,
  type TransitionBookingResponse,
} from '../../../src/domain/booking-record';
import { checkDeclineReason } from '../../../src/domain/booking-decline';
import { BOOKING_NOT_FOUND, NOT_YOUR_BOOKING } from '../../../src/domain/booking-refusals';
import { REASON_NOT_TAKEN } from '../../../src/domain/dj-cancellation';
import { isValidDocId } from '../../../src/domain/ids';
import {
  actorFor,
  moveBooking,
  refuseUnlessTableAllows,
  type MoveOutcome,
  type PersonEvent,
} from '../services/booking-lifecycle';
import type { Logger } from '../services/logger';
import {
  plainObject,
  refuseField,
  requireCaller,
  type CallableRequestLike,
} from '../services/callable-context';
import { djCancelReasonOrThrow } from '../services/dj-cancellations';
import { settlePayments } from '../services/money-outbox';
import type { PaymentGateway } from '../services/payment-gateway';
import { settleReversal } from '../services/payout-api';
import { consumeAttempt } from '../services/rate-limit';
import { recordSecurityEvent } from '../services/security-events';
import { transact } from '../services/transact';

export interface TransitionBookingDeps {
  db: Firestore;
  gateway: PaymentGateway;
  now?: () => Date;
  log?: Logger;
}

function parseInput(data: unknown): TransitionBookingRequest {
  const record = plainObject(data, ['bookingId', 'action', 'reason', 'sawStatus']);
  if (!isValidDocId(record.bookingId)) {
    throw new HttpsError('invalid-argument', 'bookingId is not a valid booking id.');
  }
  if (!isCallableBookingAction(record.action)) {
    throw new HttpsError(
      'invalid-argument',
      'action must be one of accept, decline, cancel, complete.',
    );
  }
  const input: TransitionBookingRequest = { bookingId: record.bookingId, action: record.action };
  if (record.sawStatus !== undefined) {
    if (!isBookingStatus(record.sawStatus)) {
      throw new HttpsError(
        'invalid-argument',
        `sawStatus must be a booking status: ${BOOKING_STATUSES.join(', ')}.`,
      );
    }
    input.sawStatus = record.sawStatus;
  }
  if (record.reason === undefined) return input;
  // Words for the other party exist only on a decline, or a DJ's cancellation (whether the
  // caller is the booking's DJ is known once the booking is read, below). A reason with any
  // other action is refused rather than dropped: nobody would read it.
  if (input.action !== 'decline' && input.action !== 'cancel') {
    throw refuseField('reason', { title: 'Validation Error', description: REASON_NOT_TAKEN });
  }
  const checked = checkDeclineReason(record.reason);
  if (!checked.ok) throw refuseField('reason', checked.notice);
  // A cancel keeps even a blank reason: only the DJ may give one, and the DJ must say something.
  if (input.action === 'cancel') input.reason = checked.reason ?? '';
  else if (checked.reason !== null) input.reason = checked.reason;
  return input;
}

/** A person's request, as the callable checked it, with who sent it and when. */
export interface TransitionInput {
  bookingId: string;
  action: CallableBookingAction;
  callerUid: string;
  /** The caller's `role` claim. */
  callerRole: string | null;
  now: Date;
  /** The DJ's reason, as parseInput checked it (checkDeclineReason). */
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

/**
 * The answer the first call gave, read back from the booking. What it still owes is in its
 * outbox, which transitionBooking settles after commit either way.
 */
function repeatedOutcome(snap: DocumentSnapshot): MoveOutcome {
  const refund: unknown = snap.get('cancellation.refundCents');
  return {
    status: snap.get('status') as BookingStatus,
    ...(typeof refund === 'number' ? { refundCents: refund } : {}),
    owed: [],
  };
}

/**
 * The table's event for the person's request on the booking as the transaction read it, or the
 * first call's outcome when this is its repeat. Refuses (nothing written) what only a person's
 * request can get wrong: someone else's booking, a status that moved since they looked, words
 * nobody would read, a DJ's cancellation without a reason.
 */
function translate(snap: DocumentSnapshot, input: TransitionInput): PersonEvent | MoveOutcome {
  if (!snap.exists) {
    // Only an admin, who may read every booking, learns that there is none: anyone else gets
    // the answer someone else's booking gets, so a booking id cannot be probed (decision 0032).
    if (input.callerRole === 'admin') throw new HttpsError('not-found', BOOKING_NOT_FOUND);
    throw new HttpsError('permission-denied', NOT_YOUR_BOOKING);
  }
  if (isRepeatOfLastTransition(snap, input)) return repeatedOutcome(snap);
  const actor = actorFor(
    { clientUid: snap.get('clientUid'), djOwnerUid: snap.get('djOwnerUid') },
    input.callerUid,
    input.callerRole,
  );
  if (!actor) throw new HttpsError('permission-denied', NOT_YOUR_BOOKING);
  const status: unknown = snap.get('status');
  // Judged against what the person saw: a "cancel my request" that an accept overtook must not
  // become the cancellation of a charged booking.
  if (input.sawStatus !== undefined && input.sawStatus !== status) {
    throw new HttpsError('failed-precondition', BOOKING_CHANGED);
  }
  // The table's own words for an action it gives this person no row for, before any read.
  refuseUnlessTableAllows(status, input.action, actor);
  // Only the DJ's words reach the client: a reason from anyone else has nobody to read it.
  if (input.action === 'cancel' && input.reason !== undefined && actor !== 'dj') {
    throw refuseField('reason', { title: 'Validation Error', description: REASON_NOT_TAKEN });
  }
  const confirmed = status === 'confirmed';
  if (confirmed && input.action !== 'complete' && !eventStartOf(String(snap.get('eventDate')))) {
    throw new HttpsError('failed-precondition', 'The booking has no valid event date.');
  }
  // A DJ cancelling a confirmed booking must say why (decision 0050), on the reason field.
  const djCancels = input.action === 'cancel' && confirmed && actor === 'dj';
  const djWords = djCancels ? djCancelReasonOrThrow(input.reason) : input.reason;
  return {
    event: input.action,
    by: { actor, uid: input.callerUid },
    // A person who did not say what they saw is taken to have seen the booking as it is.
    sawStatus: input.sawStatus ?? (status as BookingStatus),
    ...(djWords !== undefined ? { djWords } : {}),
  };
}

/**
 * Applies `input.action` to the booking for the caller, then moves the money. Throws
 * HttpsError for anything refused; nothing is written or charged then. The same request
 * again (same action, same person, booking unchanged since) answers as the first did and
 * completes any money move still owed.
 */
export async function transitionBooking(
  deps: Omit<TransitionBookingDeps, 'now'>,
  input: TransitionInput,
): Promise<TransitionResult> {
  const { db, log } = deps;
  const ref = db.collection('bookings').doc(input.bookingId);
  const outcome = await transact(db, async (tx) => {
    const snap = await tx.get(ref);
    const request = translate(snap, input);
    return 'owed' in request ? request : moveBooking(db, tx, snap, request, input.now, log);
  });
  // A refund after the DJ was paid takes the transfer back first (decision 0027); a reversal
  // that fails is recorded for an admin and retried by the payout job, and the client's
  // refund goes ahead either way.
  if (input.action === 'cancel') await settleReversal(deps, input.bookingId, input.now);
  await settlePayments(deps, input.bookingId, input.now);
  const result: TransitionResult = { bookingId: input.bookingId, status: outcome.status };
  if (outcome.refundCents !== undefined) result.refundCents = outcome.refundCents;
  return result;
}

export async function transitionBookingHandler(
  request: CallableRequestLike,
  deps: TransitionBookingDeps,
): Promise<TransitionBookingResponse> {
  const input = parseInput(request.data);
  const caller = requireCaller(request);
  const now = (deps.now ?? (() => new Date()))();
  await consumeAttempt(deps.db, caller.uid, 'booking_update', now.getTime());
  try {
    return await transitionBooking(deps, {
      ...input,
      callerUid: caller.uid,
      callerRole: caller.role,
      now,
    });
  } catch (error) {
    // Someone touching a booking that is not theirs is worth an admin's look, like any
    // other refused privileged action.
    if (error instanceof HttpsError && error.message === NOT_YOUR_BOOKING) {
      await recordSecurityEvent(
        deps.db,
        {
          type: 'unauthorized_access',
          uid: caller.uid,
          email: caller.email,
          details: { action: `transitionBooking:${input.action}`, bookingId: input.bookingId },
          userAgent: caller.userAgent,
        },
        now,
      );
    }
    throw error;
  }
}
