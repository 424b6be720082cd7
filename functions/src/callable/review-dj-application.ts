// reviewDjApplication({ djId, action }): approve | reject | suspend | reactivate, admins only.
// Approving (or reactivating) makes sure the owner holds the dj role claim. Suspending closes
// the DJ's open requests (holds released, clients notified) so a suspended DJ earns nothing
// from requests made before the suspension; cancels their confirmed bookings still to come
// with a full refund (clients told, offered DJs free that day); and holds every payout still
// owed to them until an admin releases it or refunds the client (decision 0052).
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  isDjReviewAction,
  type DjReviewAction,
  type DjStatus,
} from '../../../src/domain/dj-applications';
import { isValidDjId } from '../../../src/domain/ids';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import { cancelConfirmedBookingsOfDj, closeOpenRequestsOfDj } from '../services/booking-lifecycle';
import type { Logger } from '../services/logger';
import { holdOwedPayoutsOfDj } from '../services/payout-suspension-hold';
import { ensureDjRole } from '../services/dj-roles';
import { applyDjReview } from '../services/dj-review';
import { consumeAttempt } from '../services/rate-limit';
import type { PaymentGateway } from '../services/payment-gateway';
import { refuseOwnCase, requireAdmin } from '../services/require-admin';

function parseInput(data: unknown): { djId: string; action: DjReviewAction } {
  const record = plainObject(data, ['djId', 'action']);
  if (typeof record.djId !== 'string' || !isValidDjId(record.djId)) {
    throw new HttpsError('invalid-argument', 'djId is not a valid DJ id.');
  }
  if (!isDjReviewAction(record.action)) {
    throw new HttpsError(
      'invalid-argument',
      'action must be one of approve, reject, suspend, reactivate.',
    );
  }
  return { djId: record.djId, action: record.action };
}

export async function reviewDjApplicationHandler(
  request: CallableRequestLike,
  deps: { auth: Auth; db: Firestore; gateway: PaymentGateway; log?: Logger; now?: () => Date },
): Promise<{
  djId: string;
  status: DjStatus;
  closedRequests?: number;
  cancelledBookings?: number;
  heldPayouts?: number;
}> {
  const input = parseInput(request.data);
  const caller = requireCaller(request);
  await requireAdmin(deps.db, caller, 'reviewDjApplication');
  await refuseOwnCase(deps.db, caller, 'reviewDjApplication', { djId: input.djId });
  await consumeAttempt(deps.db, caller.uid, 'admin_action');
  const now = (deps.now ?? (() => new Date()))();
  const result = await applyDjReview(deps.db, { ...input, actorUid: caller.uid, auto: false, now });
  if (result.status === 'verified') await ensureDjRole(deps, result.ownerUid);
  if (input.action === 'suspend') {
    // After the status committed: the lifecycle refuses accepts from a profile that is not
    // verified, so a request this misses (one it could not close) can only expire; and the
    // payout runner holds whatever it would pay a suspended DJ, so a booking this could not
    // cancel pays nothing without an admin.
    const lifecycle = {
      db: deps.db,
      gateway: deps.gateway,
      ...(deps.log ? { log: deps.log } : {}),
    };
    const closedRequests = await closeOpenRequestsOfDj(lifecycle, input.djId, 'dj_suspended', now);
    const cancelledBookings = await cancelConfirmedBookingsOfDj(lifecycle, input.djId, now);
    const heldPayouts = await holdOwedPayoutsOfDj(deps.db, input.djId, now);
    return {
      djId: input.djId,
      status: result.status,
      closedRequests,
      cancelledBookings,
      heldPayouts,
    };
  }
  return { djId: input.djId, status: result.status };
}
