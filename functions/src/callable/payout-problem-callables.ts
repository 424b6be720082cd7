// reportBookingProblem({ bookingId, details }): the booking's client holds the DJ's payout.
// resolvePayoutProblem({ bookingId, resolution }) and retryPayout({ bookingId }): admins only,
// audited. The rules live in services/payout-problems.ts (decision 0027).
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isValidDocId } from '../../../src/domain/ids';
import { isOneOf } from '../../../src/domain/one-of';
import { PAYOUT_RESOLUTIONS, type PayoutActionResponse } from '../../../src/domain/payout-record';
import type { Logger } from '../services/logger';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import type { PaymentGateway } from '../services/payment-gateway';
import {
  checkReportable,
  problemDetails,
  reportProblem,
  resolveProblem,
  retryPayout,
} from '../services/payout-problems';
import { consumeAttempt } from '../services/rate-limit';
import { refuseOwnCase, requireAdmin } from '../services/require-admin';

export interface PayoutProblemDeps {
  db: Firestore;
  gateway: PaymentGateway;
  auth?: { getUser(uid: string): Promise<{ email?: string }> };
  now?: () => Date;
  log?: Logger;
}

function bookingIdOf(record: Record<string, unknown>): string {
  if (!isValidDocId(record.bookingId)) {
    throw new HttpsError('invalid-argument', 'bookingId is not a valid booking id.');
  }
  return record.bookingId;
}

export async function reportBookingProblemHandler(
  request: CallableRequestLike,
  deps: PayoutProblemDeps,
): Promise<PayoutActionResponse> {
  const record = plainObject(request.data, ['bookingId', 'details']);
  const bookingId = bookingIdOf(record);
  const details = problemDetails(record.details);
  const caller = requireCaller(request);
  const now = (deps.now ?? (() => new Date()))();
  // Only a report that would be taken counts against the limit (read-only checks first).
  await checkReportable(deps.db, bookingId, caller.uid, now);
  await consumeAttempt(deps.db, caller.uid, 'booking_update', now.getTime());
  return reportProblem(deps, { bookingId, details, callerUid: caller.uid, now });
}

export async function resolvePayoutProblemHandler(
  request: CallableRequestLike,
  deps: PayoutProblemDeps,
): Promise<PayoutActionResponse> {
  const record = plainObject(request.data, ['bookingId', 'resolution']);
  const bookingId = bookingIdOf(record);
  if (!isOneOf(PAYOUT_RESOLUTIONS, record.resolution)) {
    throw new HttpsError('invalid-argument', 'resolution must be release or refund.');
  }
  const caller = requireCaller(request);
  await requireAdmin(deps.db, caller, 'resolvePayoutProblem');
  await refuseOwnCase(deps.db, caller, 'resolvePayoutProblem', { bookingId });
  const now = (deps.now ?? (() => new Date()))();
  return resolveProblem(deps, {
    bookingId,
    resolution: record.resolution,
    adminUid: caller.uid,
    now,
  });
}

export async function retryPayoutHandler(
  request: CallableRequestLike,
  deps: PayoutProblemDeps,
): Promise<PayoutActionResponse> {
  const bookingId = bookingIdOf(plainObject(request.data, ['bookingId']));
  const caller = requireCaller(request);
  await requireAdmin(deps.db, caller, 'retryPayout');
  await refuseOwnCase(deps.db, caller, 'retryPayout', { bookingId });
  const now = (deps.now ?? (() => new Date()))();
  return retryPayout(deps, { bookingId, adminUid: caller.uid, now });
}
