// submitDjApplication(form): creates the caller's DJ profile. Pending for review, or
// verified at once when config/platform.autoAcceptApplications is on (then the role claim
// becomes dj too). One profile per user: djs/{uid}.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { APPLICATION_ALREADY_EXISTS, type DjStatus } from '../../../src/domain/dj-applications';
import { writeAudit } from '../services/audit-log';
import { requireCaller, type CallableRequestLike } from '../services/callable-context';
import {
  contactFields,
  parseDjProfileInput,
  publicProfileFields,
} from '../services/dj-profile-fields';
import { ensureDjRole } from '../services/dj-roles';
import { consumeAttempt } from '../services/rate-limit';
import { transact } from '../services/transact';

export interface SubmitDjApplicationDeps {
  auth: Auth;
  db: Firestore;
  now?: () => Date;
}

export async function submitDjApplicationHandler(
  request: CallableRequestLike,
  deps: SubmitDjApplicationDeps,
): Promise<{ djId: string; status: DjStatus }> {
  const caller = requireCaller(request);
  const values = parseDjProfileInput(request.data, caller.uid);
  await consumeAttempt(deps.db, caller.uid, 'dj_profile_creation');

  const now = (deps.now ?? (() => new Date()))();
  const db = deps.db;
  const djRef = db.collection('djs').doc(caller.uid);
  const status = await transact(db, async (tx) => {
    const [existing, config] = await Promise.all([
      tx.get(djRef),
      tx.get(db.collection('config').doc('platform')),
    ]);
    if (existing.exists) {
      throw new HttpsError('already-exists', APPLICATION_ALREADY_EXISTS, {
        status: existing.get('status') ?? 'pending',
      });
    }
    const autoAccept = config.get('autoAcceptApplications') === true;
    const status: DjStatus = autoAccept ? 'verified' : 'pending';
    tx.create(djRef, {
      ownerUid: caller.uid,
      ...publicProfileFields(values),
      status,
      averageRating: 0,
      totalReviews: 0,
      totalBookings: 0,
      createdAt: now,
      updatedAt: now,
    });
    tx.set(djRef.collection('private').doc('contact'), contactFields(values, caller.email));
    tx.set(db.collection('djAvailability').doc(caller.uid), { bookedDates: [], updatedAt: now });
    if (autoAccept) {
      writeAudit(
        db,
        tx,
        {
          action: 'auto_accept',
          djId: caller.uid,
          actorUid: 'system',
          from: null,
          to: 'verified',
          auto: true,
        },
        now,
      );
    }
    return status;
  });

  if (status === 'verified') await ensureDjRole(deps, caller.uid);
  return { djId: caller.uid, status };
}
