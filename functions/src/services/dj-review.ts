// Applies one admin review action to a DJ profile inside a transaction, following the table
// in src/domain/dj-applications.ts, and records it in auditLog and on the account's
// moderation record (moderation/{uid}), which outlives the profile. setAutoAccept reuses it.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  djStatusOf,
  findDjReviewTransition,
  moderationAfter,
  NEEDS_ADMIN_REVIEW,
  priorModerationOf,
  type DjReviewAction,
  type DjStatus,
} from '../../../src/domain/dj-applications';
import { writeAudit } from './audit-log';
import { moderationRef, priorModerationIn, writeModeration } from './moderation';
import { transact } from './transact';

export const DJ_NOT_FOUND = 'DJ profile not found.';

export function transitionRefused(action: DjReviewAction, status: DjStatus): HttpsError {
  return new HttpsError(
    'failed-precondition',
    `A ${status} profile cannot be ${action === 'reactivate' ? 'reactivated' : `${action}d`}.`,
    { status },
  );
}

export async function applyDjReview(
  db: Firestore,
  input: { djId: string; action: DjReviewAction; actorUid: string; auto: boolean; now: Date },
): Promise<{ status: DjStatus; ownerUid: string }> {
  const ref = db.collection('djs').doc(input.djId);
  return transact(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', DJ_NOT_FOUND);
    const owner = snap.get('ownerUid');
    const ownerUid = typeof owner === 'string' ? owner : input.djId;
    const modRef = moderationRef(db, ownerUid);
    const moderation = await tx.get(modRef);
    const from = djStatusOf(snap.get('status'));
    const transition = findDjReviewTransition(from, input.action);
    if (!transition) throw transitionRefused(input.action, from);
    const prior = priorModerationOf(snap.get('priorModeration')) ?? priorModerationIn(moderation);
    if (input.auto && prior !== null) {
      throw new HttpsError('failed-precondition', NEEDS_ADMIN_REVIEW, { priorModeration: prior });
    }
    tx.update(ref, {
      status: transition.to,
      suspendedReason: transition.suspendedReason ?? FieldValue.delete(),
      // An admin has now decided on this profile: the re-application note has done its job,
      // and a verified profile is public, where past moderation has no place.
      priorModeration: FieldValue.delete(),
      reviewedAt: input.now,
      reviewedBy: input.actorUid,
      updatedAt: input.now,
    });
    writeModeration(
      tx,
      modRef,
      moderation,
      {
        action: input.auto ? 'auto_accept' : input.action,
        from,
        to: transition.to,
        actorUid: input.actorUid,
        auto: input.auto,
        at: input.now,
      },
      moderationAfter(transition),
    );
    writeAudit(
      db,
      tx,
      {
        action: input.auto ? 'auto_accept' : input.action,
        djId: input.djId,
        actorUid: input.actorUid,
        from,
        to: transition.to,
        auto: input.auto,
      },
      input.now,
    );
    return { status: transition.to, ownerUid };
  });
}
