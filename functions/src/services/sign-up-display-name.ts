// For onUserCreated: the sign-up name is the one display name the browser writes itself, and
// rules only refuse the obvious contact shapes. This runs the full check the
// updateDisplayName callable runs (contact details in any shown form, reserved names and
// their look-alikes: decision 0030) and, when the name fails it, replaces it (users/{uid}
// and Auth) with the fallback before anyone sees it.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { isReservedLookalike } from '../../../src/domain/name-skeleton';
import { signUpDisplayName } from '../../../src/domain/sign-up-name';

export interface SignUpNameDeps {
  auth: Pick<Auth, 'updateUser'>;
  db: Firestore;
  now?: () => Date;
}

/**
 * Checks the display name of a new users/{uid} document. Returns the replacement it wrote,
 * or null when the name was fine (nothing written).
 */
export async function enforceSignUpDisplayName(
  uid: string,
  data: Record<string, unknown> | undefined,
  deps: SignUpNameDeps,
): Promise<string | null> {
  const name = typeof data?.displayName === 'string' ? data.displayName : '';
  const accepted = signUpDisplayName(name, isReservedLookalike);
  if (accepted === name) return null;
  const now = (deps.now ?? (() => new Date()))();
  await deps.db
    .collection('users')
    .doc(uid)
    .set({ displayName: accepted, updatedAt: now }, { merge: true });
  await deps.auth.updateUser(uid, { displayName: accepted });
  return accepted;
}
