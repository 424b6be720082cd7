// lookupUser({ email }): admins find a person to change their role.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isRole, type Role } from '../../../src/domain/roles';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import { consumeAttempt } from '../services/rate-limit';
import { requireAdmin } from '../services/require-admin';

export const NO_SUCH_USER = 'No user found with that email.';

// "Nobody has that e-mail" is an answer, not a failure: an HTTP error would also land in
// the admin's browser console as a failed request.
export type LookupUserResult =
  | {
      found: true;
      uid: string;
      email: string;
      displayName: string | null;
      role: Role | null;
      disabled: boolean;
    }
  | { found: false; email: string; message: string };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function lookupUserHandler(
  request: CallableRequestLike,
  deps: { auth: Auth; db: Firestore },
): Promise<LookupUserResult> {
  const record = plainObject(request.data, ['email']);
  const email = typeof record.email === 'string' ? record.email.trim().toLowerCase() : '';
  if (!email || email.length > 320 || !EMAIL_PATTERN.test(email)) {
    throw new HttpsError('invalid-argument', 'Please enter a valid email address.');
  }
  const caller = requireCaller(request);
  await requireAdmin(deps.db, caller, 'lookupUser');
  // Admin actions have the spec's quota too (100 an hour): a stolen admin session is bounded.
  await consumeAttempt(deps.db, caller.uid, 'admin_action');
  const user = await deps.auth.getUserByEmail(email).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  });
  if (!user) return { found: false, email, message: NO_SUCH_USER };
  const role = user.customClaims?.role;
  return {
    found: true,
    uid: user.uid,
    email: user.email ?? email,
    displayName: user.displayName ?? null,
    role: isRole(role) ? role : null,
    disabled: user.disabled,
  };
}
