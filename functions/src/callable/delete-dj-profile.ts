// deleteDjProfile({ djId? }): the owner deletes their own profile (no djId), an admin any.
// A profile is a view, not the source of truth, so deleting it forgets nothing that must
// stay true:
// - refused while the DJ has confirmed bookings today or later (they owe those dates);
// - the DJ's open requests are closed through the booking lifecycle (holds released);
// - reviews (djs/{uid}/reviews) and djAvailability stay: a re-created profile starts from
//   them, so ratings and booked dates survive delete-and-re-apply;
// - the account's moderation record (moderation/{uid}) keeps any rejection or suspension.
// Removed: the profile document, its private contact and its Storage images; the owner's
// role goes back to client (sessions revoked when an admin did it, decision 0007).
// Past bookings keep their copy of the DJ's name, so both parties' history stays readable.
import type { Auth } from 'firebase-admin/auth';
import { AggregateField, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { utcDate } from '../../../src/domain/booking-record';
import {
  adminProfileDeleteBlocked,
  djStatusOf,
  NO_DJ_PROFILE,
  priorModerationOf,
  profileDeleteBlocked,
  type PriorModeration,
} from '../../../src/domain/dj-applications';
import { isValidDjId } from '../../../src/domain/ids';
import { writeAudit } from '../services/audit-log';
import { closeOpenRequestsOfDj, countConfirmedFutureBookings } from '../services/booking-lifecycle';
import type { Logger } from '../services/logger';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import { dropDjRole } from '../services/dj-roles';
import { moderationRef, writeModeration } from '../services/moderation';
import type { PaymentGateway } from '../services/payment-gateway';
import type { ImageCleanup } from '../services/profile-images';
import { consumeAttempt } from '../services/rate-limit';
import { requireAdmin } from '../services/require-admin';
import { transact } from '../services/transact';

export interface DeleteDjProfileDeps {
  auth: Auth;
  db: Firestore;
  gateway: PaymentGateway;
  deleteImages: (uid: string) => Promise<ImageCleanup>;
  log?: Logger;
  now?: () => Date;
}

function refusal(count: number, byOwner: boolean): HttpsError {
  return new HttpsError(
    'failed-precondition',
    byOwner ? profileDeleteBlocked(count) : adminProfileDeleteBlocked(count),
    { confirmedUpcoming: count },
  );
}

/**
 * The standing the account keeps: a suspended profile's reason (also for data written before
 * moderation records existed), a pending re-application's mark, else what the record holds.
 */
function standingAfterDelete(snap: DocumentSnapshot): PriorModeration | 'keep' {
  if (djStatusOf(snap.get('status')) === 'suspended') {
    return priorModerationOf(snap.get('suspendedReason')) ?? 'suspended';
  }
  return priorModerationOf(snap.get('priorModeration')) ?? 'keep';
}

export async function deleteDjProfileHandler(
  request: CallableRequestLike,
  deps: DeleteDjProfileDeps,
): Promise<{ djId: string; deleted: true; images: ImageCleanup; closedRequests: number }> {
  const record = plainObject(request.data ?? {}, ['djId']);
  if (record.djId !== undefined && (typeof record.djId !== 'string' || !isValidDjId(record.djId))) {
    throw new HttpsError('invalid-argument', 'djId is not a valid DJ id.');
  }
  const caller = requireCaller(request);
  const djId = (record.djId as string | undefined) ?? caller.uid;
  if (djId !== caller.uid) {
    await requireAdmin(deps.db, caller, 'deleteDjProfile');
    await consumeAttempt(deps.db, caller.uid, 'admin_action');
  }

  const db = deps.db;
  const ref = db.collection('djs').doc(djId);
  const snap = await ref.get();
  if (!snap.exists) throw new HttpsError('not-found', NO_DJ_PROFILE);
  const owner = snap.get('ownerUid');
  const ownerUid = typeof owner === 'string' ? owner : djId;
  const byOwner = caller.uid === ownerUid;
  const now = (deps.now ?? (() => new Date()))();

  // Checked before anything is removed, and again in the transaction that deletes.
  const upcoming = await countConfirmedFutureBookings(db, djId, now);
  if (upcoming > 0) throw refusal(upcoming, byOwner);

  // Images first: if Storage fails, the profile (and the retry) is still there.
  const images = await deps.deleteImages(ownerUid);
  const modRef = moderationRef(db, ownerUid);
  await transact(db, async (tx) => {
    const [current, moderation, confirmed] = await Promise.all([
      tx.get(ref),
      tx.get(modRef),
      // countConfirmedFutureBookings' query again, inside the transaction (that helper takes
      // no transaction): an accept that commits between the check above and this delete is
      // seen here (or conflicts), so no confirmed date is left without its profile.
      tx.get(
        db
          .collection('bookings')
          .where('djId', '==', djId)
          .where('status', '==', 'confirmed')
          .where('eventDate', '>=', utcDate(now))
          .aggregate({ count: AggregateField.count() }),
      ),
    ]);
    if (!current.exists) throw new HttpsError('not-found', NO_DJ_PROFILE);
    const count = confirmed.data().count;
    if (count > 0) throw refusal(count, byOwner);
    const from = djStatusOf(current.get('status'));
    tx.delete(ref);
    writeModeration(
      tx,
      modRef,
      moderation,
      { action: 'delete', from, to: null, actorUid: caller.uid, auto: false, at: now },
      standingAfterDelete(current),
    );
    writeAudit(
      db,
      tx,
      { action: 'delete', djId, actorUid: caller.uid, from, to: null, auto: false },
      now,
    );
  });
  // Reviews are not touched: they belong to the clients who wrote them and to the account.
  await db.recursiveDelete(ref.collection('private'));
  // After the profile is gone no new request can be made, so this closes every open one.
  const closedRequests = await closeOpenRequestsOfDj(
    { db, gateway: deps.gateway, ...(deps.log ? { log: deps.log } : {}) },
    djId,
    'dj_deleted',
    now,
  );
  await dropDjRole(deps, ownerUid, { revokeOnDemotion: !byOwner });
  return { djId, deleted: true, images, closedRequests };
}
