import { httpsCallable } from 'firebase/functions';
import { functions } from './functions';

/**
 * Typed wrappers for every callable Cloud Function. The server validates the
 * payload again; these types only keep the two sides honest at compile time.
 */
export interface RevokeSessionsResult {
  revoked: boolean;
  uid: string;
}

const revokeSessionsCallable = httpsCallable<Record<string, never>, RevokeSessionsResult>(
  functions,
  'revokeSessions',
);

/** Revokes every refresh token of the signed-in user (global sign-out). */
export async function revokeSessions(): Promise<RevokeSessionsResult> {
  const result = await revokeSessionsCallable({});
  return result.data;
}
