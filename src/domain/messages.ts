/**
 * User-facing texts that more than one layer shows (UI toasts, server errors).
 * They come from the spec's error catalogue; keep them verbatim.
 */
export const GENERIC_ERROR = 'An error occurred. Please try again.';
export const REQUIRED = 'Required';
export const INVALID_INPUT = 'Invalid input';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please slow down.';
/** A server transaction kept colliding with others on the same documents. */
export const BUSY_TRY_AGAIN = 'Many changes are being made here at once. Please try again.';
export const NOT_AUTHENTICATED = 'User must be authenticated';
/** A callable refused a revoked, disabled or otherwise invalid session (token). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** The session could not be checked (Auth unreachable): refused, since it fails closed. */
export const SESSION_CHECK_FAILED = 'Your session could not be checked. Please try again.';

export const tooLong = (max: number): string => `Must be less than ${max} characters`;

/** A toast as the UI shows it: a title and a description. */
export interface Notice {
  title: string;
  description: string;
}

/** The spec's failure toast: `title` over "Failed to <action>. Please try again." */
export const failedNotice = (title: string, action: string): Notice => ({
  title,
  description: `Failed to ${action}. Please try again.`,
});
