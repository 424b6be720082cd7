// updateDjProfile(form): the owner edits their own profile. Status, ratings, counters and
// ids are not in the form and so cannot change here (rules deny client writes entirely).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { NO_DJ_PROFILE } from '../../../src/domain/dj-applications';
import { DJ_IMAGE_URL_FIELDS, DJ_IMAGE_VARIANT_FIELDS } from '../../../src/domain/image-variants';
import { requireCaller, type CallableRequestLike } from '../services/callable-context';
import {
  contactFields,
  parseDjProfileInput,
  publicProfileUpdate,
} from '../services/dj-profile-fields';
import { readImageVariantFields } from '../services/dj-image-variants';
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
    // Each image's resized variants, when onDjImageUploaded has made them; a replaced or
    // cleared image's are deleted (services/dj-image-variants.ts).
    const variants = await readImageVariantFields(tx, deps.db, caller.uid, values);
    const variantFields = Object.fromEntries(
      DJ_IMAGE_URL_FIELDS.map((field) => {
        const name = DJ_IMAGE_VARIANT_FIELDS[field];
        return [name, variants[name] ?? FieldValue.delete()];
      }),
    );
    tx.update(djRef, { ...publicProfileUpdate(values), ...variantFields, updatedAt: now });
    tx.set(djRef.collection('private').doc('contact'), contactFields(values, caller.email));
  });
  return { djId: caller.uid };
}
