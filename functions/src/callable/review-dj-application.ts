// reviewDjApplication({ djId, action }): approve | reject | suspend | reactivate, admins only.
// Approving (or reactivating) makes sure the owner holds the dj role claim.
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
import { ensureDjRole } from '../services/dj-roles';
import { applyDjReview } from '../services/dj-review';
import { consumeAttempt } from '../services/rate-limit';
import { requireAdmin } from '../services/require-admin';

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
  deps: { auth: Auth; db: Firestore; now?: () => Date },
): Promise<{ djId: string; status: DjStatus }> {
  const input = parseInput(request.data);
  const caller = requireCaller(request);
  await requireAdmin(deps.db, caller, 'reviewDjApplication');
  await consumeAttempt(deps.db, caller.uid, 'admin_action');
  const now = (deps.now ?? (() => new Date()))();
  const result = await applyDjReview(deps.db, { ...input, actorUid: caller.uid, auto: false, now });
  if (result.status === 'verified') await ensureDjRole(deps, result.ownerUid);
  return { djId: input.djId, status: result.status };
}
