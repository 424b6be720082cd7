import { TOO_MANY_ATTEMPTS } from '../../../domain';

/** Firebase errors carry a string `code` (e.g. "auth/invalid-credential"). */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  if (typeof code !== 'string') return undefined;
  // The server's sign-up and sign-in limits (Auth blocking functions) refuse with our own
  // text inside a generic Auth error (BLOCKING_FUNCTION_ERROR_RESPONSE): treat it as the
  // rate limit it is, so the page shows the spec's message rather than a generic failure.
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message.includes(TOO_MANY_ATTEMPTS)) {
    return 'auth/too-many-requests';
  }
  return code;
}
