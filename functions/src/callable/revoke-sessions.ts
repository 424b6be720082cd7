// revokeSessions: called by the app on sign-out so that signing out is global. Revoking
// the refresh tokens ends every other device's session within the ID token's lifetime
// (at most an hour) and makes `verifyIdToken(token, true)` reject tokens issued before now.
import { HttpsError } from 'firebase-functions/v2/https';
import { NOT_AUTHENTICATED } from '../../../src/domain/messages';
import { hostileDataPath } from '../services/callable-context';

/** The part of a CallableRequest this handler reads (a real CallableRequest satisfies it). */
export interface RevokeSessionsRequest {
  data: unknown;
  auth?: { uid: string } | undefined;
}

export interface RevokeSessionsDeps {
  revokeRefreshTokens(uid: string): Promise<void>;
}

export interface RevokeSessionsResult {
  revoked: true;
  uid: string;
}

/** No arguments: undefined, null or an empty plain object (what the client SDK sends). */
function isEmptyArgument(data: unknown): boolean {
  if (data === undefined || data === null) return true;
  if (typeof data !== 'object' || Array.isArray(data)) return false;
  const proto: unknown = Object.getPrototypeOf(data);
  return (proto === Object.prototype || proto === null) && Object.keys(data).length === 0;
}

export async function revokeSessionsHandler(
  request: RevokeSessionsRequest,
  deps: RevokeSessionsDeps,
): Promise<RevokeSessionsResult> {
  if (!isEmptyArgument(request.data) || hostileDataPath(request.data) !== null) {
    throw new HttpsError('invalid-argument', 'revokeSessions takes no arguments.');
  }
  const uid = request.auth?.uid;
  if (!uid) {
    throw new HttpsError('unauthenticated', NOT_AUTHENTICATED);
  }
  await deps.revokeRefreshTokens(uid);
  return { revoked: true, uid };
}
