// deleteDjProfile({ djId? }): the owner deletes their own profile (no djId), an admin any.
// Removes the profile with its subcollections (private contact, reviews), its availability
// and its Storage images; the owner's role goes back to client. Past bookings keep their
// copy of the DJ's name, so both parties' history stays readable.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { NO_DJ_PROFILE } from '../../../src/domain/dj-applications';
import { isValidDjId } from '../../../src/domain/ids';
import { writeAudit } from '../services/audit-log';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import { dropDjRole } from '../services/dj-roles';
import type { ImageCleanup } from '../services/profile-images';
import { requireAdmin } from '../services/require-admin';

export interface DeleteDjProfileDeps {
  auth: Auth;
  db: Firestore;
  deleteImages: (uid: string) => Promise<ImageCleanup>;
  now?: () => Date;
}

export async function deleteDjProfileHandler(
  request: CallableRequestLike,
  deps: DeleteDjProfileDeps,
): Promise<{ djId: string; deleted: true; images: ImageCleanup }> {
  const record = plainObject(request.data ?? {}, ['djId']);
  if (record.djId !== undefined && (typeof record.djId !== 'string' || !isValidDjId(record.djId))) {
    throw new HttpsError('invalid-argument', 'djId is not a valid DJ id.');
  }
  const caller = requireCaller(request);
  const djId = (record.djId as string | undefined) ?? caller.uid;
  if (djId !== caller.uid) await requireAdmin(deps.db, caller, 'deleteDjProfile');

  const ref = deps.db.collection('djs').doc(djId);
  const snap = await ref.get();
  if (!snap.exists) throw new HttpsError('not-found', NO_DJ_PROFILE);
  const owner = snap.get('ownerUid');
  const ownerUid = typeof owner === 'string' ? owner : djId;
  const now = (deps.now ?? (() => new Date()))();

  // Images first: if Storage fails, the profile (and the retry) is still there.
  const images = await deps.deleteImages(ownerUid);
  await deps.db.recursiveDelete(ref);
  const batch = deps.db.batch();
  batch.delete(deps.db.collection('djAvailability').doc(djId));
  writeAudit(
    deps.db,
    batch,
    {
      action: 'delete',
      djId,
      actorUid: caller.uid,
      from: typeof snap.get('status') === 'string' ? snap.get('status') : null,
      to: null,
      auto: false,
    },
    now,
  );
  await batch.commit();
  await dropDjRole(deps, ownerUid);
  return { djId, deleted: true, images };
}
