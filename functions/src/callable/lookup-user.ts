// lookupUser({ email }): admins find a person to change their role.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isRole, type Role } from '../../../src/domain/roles';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import { requireAdmin } from '../services/require-admin';

export const NO_SUCH_USER = 'No user found with that email.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function lookupUserHandler(
  request: CallableRequestLike,
  deps: { auth: Auth; db: Firestore },
): Promise<{
  uid: string;
  email: string;
  displayName: string | null;
  role: Role | null;
  disabled: boolean;
}> {
  const record = plainObject(request.data, ['email']);
  const email = typeof record.email === 'string' ? record.email.trim().toLowerCase() : '';
  if (!email || email.length > 320 || !EMAIL_PATTERN.test(email)) {
    throw new HttpsError('invalid-argument', 'Please enter a valid email address.');
  }
  const caller = requireCaller(request);
  await requireAdmin(deps.db, caller, 'lookupUser');
  const user = await deps.auth.getUserByEmail(email).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  });
  if (!user) throw new HttpsError('not-found', NO_SUCH_USER);
  const role = user.customClaims?.role;
  return {
    uid: user.uid,
    email: user.email ?? email,
    displayName: user.displayName ?? null,
    role: isRole(role) ? role : null,
    disabled: user.disabled,
  };
}
