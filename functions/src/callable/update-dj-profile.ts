// updateDjProfile(form): the owner edits their own profile. Status, ratings, counters and
// ids are not in the form and so cannot change here (rules deny client writes entirely).
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { NO_DJ_PROFILE } from '../../../src/domain/dj-applications';
import { requireCaller, type CallableRequestLike } from '../services/callable-context';
import {
  contactFields,
  parseDjProfileInput,
  publicProfileUpdate,
} from '../services/dj-profile-fields';
import { consumeAttempt } from '../services/rate-limit';
import { transact } from '../services/transact';

export async function updateDjProfileHandler(
  request: CallableRequestLike,
  deps: { db: Firestore; now?: () => Date },
): Promise<{ djId: string }> {
  const caller = requireCaller(request);
  const values = parseDjProfileInput(request.data, caller.uid);
  await consumeAttempt(deps.db, caller.uid, 'dj_profile_update');

  const now = (deps.now ?? (() => new Date()))();
  const djRef = deps.db.collection('djs').doc(caller.uid);
  await transact(deps.db, async (tx) => {
    const snap = await tx.get(djRef);
    if (!snap.exists) throw new HttpsError('not-found', NO_DJ_PROFILE);
    tx.update(djRef, { ...publicProfileUpdate(values), updatedAt: now });
    tx.set(djRef.collection('private').doc('contact'), contactFields(values, caller.email));
  });
  return { djId: caller.uid };
}
