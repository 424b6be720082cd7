import { createUserWithEmailAndPassword, deleteUser, signOut, updateProfile } from 'firebase/auth';
import type { SignUpValues } from '../../../domain';
import { auth } from '../../../lib/firebase/auth';
import { createUserProfile } from './create-user-profile';

/**
 * Creates the account, its display name and users/{uid}, then signs out so
 * the person signs in deliberately (the spec sends them to /signin). If the
 * profile cannot be written the account is removed again, so no half-made
 * account is left behind.
 */
export async function signUpWithEmail(values: SignUpValues): Promise<void> {
  const displayName = values.displayName.trim();
  const { user } = await createUserWithEmailAndPassword(auth, values.email.trim(), values.password);
  try {
    await updateProfile(user, { displayName });
    await createUserProfile(user, displayName, values.role);
  } catch (error) {
    await deleteUser(user).catch(() => undefined);
    throw error;
  }
  await signOut(auth);
}
