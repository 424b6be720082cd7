// transitionBooking({ bookingId, action }): a booking's client, its DJ's owner or an admin
// moves it by the lifecycle table (accept | decline | cancel | complete). Which of them may do
// what, the refund and the money movements are decided in services/booking-transition.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isValidDocId } from '../../../src/domain/ids';
import {
  isCallableBookingAction,
  NOT_A_PARTY,
  transitionBookingCore,
  type CallableBookingAction,
  type Logger,
  type TransitionResult,
} from '../services/booking-transition';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import type { PaymentGateway } from '../services/payment-gateway';
import { consumeAttempt } from '../services/rate-limit';
import { recordSecurityEvent } from '../services/security-events';

export interface TransitionBookingDeps {
  db: Firestore;
  gateway: PaymentGateway;
  now?: () => Date;
  log?: Logger;
}

function parseInput(data: unknown): { bookingId: string; action: CallableBookingAction } {
  const record = plainObject(data, ['bookingId', 'action']);
  if (!isValidDocId(record.bookingId)) {
    throw new HttpsError('invalid-argument', 'bookingId is not a valid booking id.');
  }
  if (!isCallableBookingAction(record.action)) {
    throw new HttpsError(
      'invalid-argument',
      'action must be one of accept, decline, cancel, complete.',
    );
  }
  return { bookingId: record.bookingId, action: record.action };
}

export async function transitionBookingHandler(
  request: CallableRequestLike,
  deps: TransitionBookingDeps,
): Promise<TransitionResult> {
  const input = parseInput(request.data);
  const caller = requireCaller(request);
  const now = (deps.now ?? (() => new Date()))();
  await consumeAttempt(deps.db, caller.uid, 'booking_update', now.getTime());
  try {
    return await transitionBookingCore(deps, {
      ...input,
      callerUid: caller.uid,
      callerRole: caller.role,
      now,
    });
  } catch (error) {
    // Someone touching a booking that is not theirs is worth an admin's look, like any
    // other refused privileged action.
    if (error instanceof HttpsError && error.message === NOT_A_PARTY) {
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
