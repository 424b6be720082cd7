import { sendPasswordResetEmail } from 'firebase/auth';
import { auth } from '../../../lib/firebase/auth';
import { authErrorCode } from './auth-error-code';

/**
 * Sends the reset e-mail (the Auth emulator prints the link in its log). An
 * unknown address is reported as success so the form cannot be used to find
 * out who has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email.trim(), { url: `${window.location.origin}/signin` });
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}
