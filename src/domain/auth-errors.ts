import { INVALID_EMAIL } from './email';
import { GENERIC_ERROR, TOO_MANY_ATTEMPTS, type Notice } from './messages';

/**
 * Maps Firebase Auth error codes (plain strings, so this stays SDK-free) to
 * the spec's sign-in and sign-up texts. Unknown codes get the generic text:
 * we never echo raw SDK messages to users.
 */
export const SIGN_UP_FAILED_TITLE = 'Registration Failed';
export const SIGN_IN_FAILED_TITLE = 'Sign In Failed';
export const GOOGLE_SIGN_IN_FAILED_TITLE = 'Google Sign In Failed';
export const GOOGLE_SIGN_UP_FAILED_TITLE = 'Google Sign Up Failed';
export const EMAIL_EXISTS = 'An account with this email already exists.';

export const SIGN_IN_SUCCESS = 'You have been signed in successfully.';
export const ACCOUNT_CREATED: Notice = {
  title: 'Account Created!',
  description: 'Your account is ready. Please sign in to continue.',
};
export const SIGN_OUT_ISSUE: Notice = {
  title: 'Sign Out Issue',
  description: 'You have been signed out locally.',
};

const RATE_LIMITED_CODES = new Set(['auth/too-many-requests']);

export function signUpErrorMessage(code: string | undefined): string {
  switch (code) {
    case 'auth/email-already-in-use':
      return EMAIL_EXISTS;
    case 'auth/invalid-email':
      return INVALID_EMAIL;
    default:
      return code && RATE_LIMITED_CODES.has(code) ? TOO_MANY_ATTEMPTS : GENERIC_ERROR;
  }
}

export function signInErrorMessage(code: string | undefined): string {
  return code && RATE_LIMITED_CODES.has(code) ? TOO_MANY_ATTEMPTS : GENERIC_ERROR;
}

/** Codes that mean the person closed or cancelled the Google pop-up: no error toast. */
export function isUserCancelledPopup(code: string | undefined): boolean {
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

export const GOOGLE_UNREACHABLE =
  "Couldn't reach Google sign-in. Check your connection and try again.";

/** Google pop-up failures: a network failure (Google's sign-in script) says so plainly. */
export function googleErrorMessage(code: string | undefined, flow: 'sign-in' | 'sign-up'): string {
  if (code === 'auth/network-request-failed' || code === 'auth/internal-error')
    return GOOGLE_UNREACHABLE;
  return flow === 'sign-up' ? signUpErrorMessage(code) : signInErrorMessage(code);
}
