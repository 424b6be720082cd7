import {
  createUserWithEmailAndPassword,
  deleteUser,
  sendEmailVerification,
  signOut,
  updateProfile,
} from 'firebase/auth';
import type { SignUpValues } from '../../../domain';
import { auth } from '../../../lib/firebase/auth';
import { createUserProfile } from './create-user-profile';

/**
 * Creates the account, its display name and users/{uid}, sends the e-mail
 * verification link, then signs out so the person signs in deliberately (the
 * spec sends them to /signin). If the profile cannot be written the account is
 * removed again, so no half-made account is left behind. A verified address is
 * what an admin needs before granting the account a role (setUserRole); with
 * the Auth emulator the link appears in the emulator's log.
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
  try {
    await sendEmailVerification(user);
  } catch (error) {
    // The account is made and usable; the person can ask for a new link later.
    console.warn('Could not send the verification e-mail.', error);
  }
  await signOut(auth);
}
