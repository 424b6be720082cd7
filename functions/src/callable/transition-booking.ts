// transitionBooking({ bookingId, action, reason?, sawStatus? }): a booking's client, its DJ's owner or an
// admin moves it by the lifecycle table (accept | decline | cancel | complete). Which of them
// may do what, the refund and the money movements are decided by the lifecycle
// (services/booking-lifecycle.ts). A decline may carry the DJ's reason, and a DJ's cancellation
// must (decision 0050): the client reads it, so it is checked here like every text another
// person sees (decision 0040).
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BOOKING_STATUSES, isBookingStatus } from '../../../src/domain/booking-states';
import {
  isCallableBookingAction,
  type TransitionBookingRequest,
  type TransitionBookingResponse,
} from '../../../src/domain/booking-record';
import { checkDeclineReason } from '../../../src/domain/booking-decline';
import { REASON_NOT_TAKEN } from '../../../src/domain/dj-cancellation';
import { isValidDocId } from '../../../src/domain/ids';
import { NOT_YOUR_BOOKING, transitionBooking } from '../services/booking-lifecycle';
import type { Logger } from '../services/logger';
import {
  plainObject,
  refuseField,
  requireCaller,
  type CallableRequestLike,
} from '../services/callable-context';
import type { PaymentGateway } from '../services/payment-gateway';
import { consumeAttempt } from '../services/rate-limit';
import { recordSecurityEvent } from '../services/security-events';

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
  // caller is the booking's DJ is known once the booking is read: booking-transition.ts). A
  // reason with any other action is refused rather than dropped: nobody would read it.
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
