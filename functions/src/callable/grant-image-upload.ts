// grantImageUpload({ kind, contentType }): the step before every profile photo or cover upload.
// Storage rules can check a file but cannot count uploads, so the count happens here: the
// spec's image_upload limit (10 an hour, per account) is consumed, and the path the app may
// write is recorded in uploadGrants/{uid} (functions only). storage.rules accept a new file
// only at a path granted to its owner that has not expired, and never overwrite one, so each
// grant is worth exactly one file. Only DJs and DJ applicants get a grant (the same test the
// Storage rules apply), and only after their input is valid: a refused request costs nothing.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  djImagePath,
  grantImageUploadSchema,
  UPLOAD_GRANT_TTL_MS,
  UPLOAD_NOT_ALLOWED,
  type GrantImageUploadResult,
} from '../../../src/domain/image-upload';
import { parseWith, requireCaller, type CallableRequestLike } from '../services/callable-context';
import { consumeAttempt } from '../services/rate-limit';
import { transact } from '../services/transact';

export interface GrantImageUploadDeps {
  db: Firestore;
  now?: () => Date;
}

/** A DJ (the claim), or an applicant: a profile exists, or the account signed up as a DJ. */
async function isDjOrApplicant(db: Firestore, uid: string, role: string | null): Promise<boolean> {
  if (role === 'dj') return true;
  const [profile, user] = await Promise.all([
    db.collection('djs').doc(uid).get(),
    db.collection('users').doc(uid).get(),
  ]);
  return profile.exists || user.get('requestedRole') === 'dj';
}

export async function grantImageUploadHandler(
  request: CallableRequestLike,
  deps: GrantImageUploadDeps,
): Promise<GrantImageUploadResult> {
  const { kind, contentType } = parseWith(grantImageUploadSchema, request.data, () => null);
  const caller = requireCaller(request);
  if (!(await isDjOrApplicant(deps.db, caller.uid, caller.role))) {
    throw new HttpsError('permission-denied', UPLOAD_NOT_ALLOWED.description, {
      title: UPLOAD_NOT_ALLOWED.title,
    });
  }
  const now = (deps.now ?? (() => new Date()))().getTime();
  await consumeAttempt(deps.db, caller.uid, 'image_upload', now);

  const path = djImagePath(caller.uid, kind, contentType, now);
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  const expiresAt = now + UPLOAD_GRANT_TTL_MS;
  const ref = deps.db.collection('uploadGrants').doc(caller.uid);
  // One document per account, a map of file name to expiry: expired grants are dropped on
  // each write, so it holds at most the quota's worth of names.
  await transact(deps.db, async (tx) => {
    const snap = await tx.get(ref);
    const current = (snap.get('files') ?? {}) as Record<string, unknown>;
    const files: Record<string, Date> = {};
    for (const [name, expiry] of Object.entries(current)) {
      const ms = expiryMillis(expiry);
      if (ms !== null && ms > now) files[name] = new Date(ms);
    }
    files[fileName] = new Date(expiresAt);
    tx.set(ref, { files, updatedAt: new Date(now) });
  });
  return { path, expiresAt };
}

function expiryMillis(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}
