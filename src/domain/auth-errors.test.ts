import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CREATED,
  EMAIL_EXISTS,
  GOOGLE_SIGN_IN_FAILED_TITLE,
  GOOGLE_UNREACHABLE,
  googleErrorMessage,
  GOOGLE_SIGN_UP_FAILED_TITLE,
  isUserCancelledPopup,
  SIGN_IN_FAILED_TITLE,
  SIGN_IN_SUCCESS,
  SIGN_OUT_ISSUE,
  SIGN_UP_FAILED_TITLE,
  signInErrorMessage,
  signUpErrorMessage,
} from './auth-errors';

const GENERIC = 'An error occurred. Please try again.';
const TOO_MANY = 'Too many attempts. Please slow down.';

describe('titles and notices', () => {
  it('use the spec texts', () => {
    expect(SIGN_UP_FAILED_TITLE).toBe('Registration Failed');
    expect(SIGN_IN_FAILED_TITLE).toBe('Sign In Failed');
    expect(GOOGLE_SIGN_IN_FAILED_TITLE).toBe('Google Sign In Failed');
    expect(GOOGLE_SIGN_UP_FAILED_TITLE).toBe('Google Sign Up Failed');
    expect(SIGN_IN_SUCCESS).toBe('You have been signed in successfully.');
    expect(ACCOUNT_CREATED.title).toBe('Account Created!');
    expect(SIGN_OUT_ISSUE).toEqual({
      title: 'Sign Out Issue',
      description: 'You have been signed out locally.',
    });
  });
});

describe('signUpErrorMessage', () => {
  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', TOO_MANY],
    ['auth/weak-password', GENERIC],
    ['auth/network-request-failed', GENERIC],
    ['auth/internal-error', GENERIC],
    ['something-else', GENERIC],
    ['', GENERIC],
    [undefined, GENERIC],
  ])('maps %j to %j', (code, message) => {
    expect(signUpErrorMessage(code)).toBe(message);
  });

  it('exports the e-mail-exists text verbatim', () => {
    expect(EMAIL_EXISTS).toBe('An account with this email already exists.');
  });

  it('does not echo the raw code', () => {
    expect(signUpErrorMessage('auth/some-new-code')).not.toContain('auth/');
  });
});

describe('signInErrorMessage', () => {
  it.each([
    ['auth/too-many-requests', TOO_MANY],
    // Sign-in never says which part was wrong (no account enumeration).
    ['auth/invalid-credential', GENERIC],
    ['auth/wrong-password', GENERIC],
    ['auth/user-not-found', GENERIC],
    ['auth/user-disabled', GENERIC],
    ['auth/email-already-in-use', GENERIC],
    ['auth/invalid-email', GENERIC],
    ['', GENERIC],
    [undefined, GENERIC],
  ])('maps %j to %j', (code, message) => {
    expect(signInErrorMessage(code)).toBe(message);
  });
});

describe('isUserCancelledPopup', () => {
  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])(
    'treats %j as a cancel',
    (code) => {
      expect(isUserCancelledPopup(code)).toBe(true);
    },
  );

  it.each([
    'auth/popup-blocked',
    'auth/network-request-failed',
    'auth/user-cancelled',
    'popup-closed-by-user',
    '',
    undefined,
  ])('does not treat %j as a cancel', (code) => {
    expect(isUserCancelledPopup(code)).toBe(false);
  });
});

describe('googleErrorMessage', () => {
  it('says Google could not be reached on a network failure', () => {
    expect(googleErrorMessage('auth/network-request-failed', 'sign-in')).toBe(GOOGLE_UNREACHABLE);
    expect(googleErrorMessage('auth/internal-error', 'sign-up')).toBe(GOOGLE_UNREACHABLE);
  });

  it('otherwise uses the sign-in or sign-up mapping', () => {
    expect(googleErrorMessage('auth/email-already-in-use', 'sign-up')).toBe(
      'An account with this email already exists.',
    );
    expect(googleErrorMessage('auth/user-disabled', 'sign-in')).toBe(
      'An error occurred. Please try again.',
    );
  });
});
