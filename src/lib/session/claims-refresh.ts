import { doc, onSnapshot, type Timestamp } from 'firebase/firestore';
import type { IdTokenResult, User } from 'firebase/auth';
import { isSessionEndedCode } from '../../domain/roles';
import { firestore } from '../firebase/firestore';

/** What the watcher needs from users/{uid} (Firestore Timestamps, or absent). */
export interface ClaimsRecord {
  claimsUpdatedAt?: Pick<Timestamp, 'toMillis'> | undefined;
  sessionsRevokedAt?: Pick<Timestamp, 'toMillis'> | undefined;
}

type TokenUser = Pick<User, 'getIdToken' | 'getIdTokenResult'>;

/**
 * One users/{uid} snapshot, decided: when the server revoked this person's sessions after the
 * sign-in this token comes from (a role taken away, decision 0007), the session is over;
 * when the role changed after the token was issued, the token is refreshed, and a refresh
 * the server refuses (tokens revoked, account disabled) ends the session too. Production
 * refuses the refresh; the Auth emulator does not, which is why sessionsRevokedAt exists.
 */
export async function applyClaimsRecord(
  user: TokenUser,
  record: ClaimsRecord,
  onSessionEnded: () => void,
): Promise<void> {
  const changedAt = record.claimsUpdatedAt?.toMillis();
  const revokedAt = record.sessionsRevokedAt?.toMillis();
  if (changedAt === undefined && revokedAt === undefined) return;
  let token: IdTokenResult;
  try {
    token = await user.getIdTokenResult();
  } catch (error) {
    if (isSessionEndedCode((error as { code?: unknown } | null)?.code)) onSessionEnded();
    return;
  }
  // authTime is the sign-in this session comes from; refreshed tokens keep it.
  if (revokedAt !== undefined && revokedAt > Date.parse(token.authTime)) {
    onSessionEnded();
    return;
  }
  if (changedAt === undefined || changedAt <= Date.parse(token.issuedAtTime)) return;
  try {
    // Triggers onIdTokenChanged, which updates the session's role.
    await user.getIdToken(true);
  } catch (error) {
    if (isSessionEndedCode((error as { code?: unknown } | null)?.code)) onSessionEnded();
  }
}

/**
 * When the server changes someone's role it sets users/{uid}.claimsUpdatedAt.
 * A signed-in client watching that field refreshes its ID token so the new
 * role claim (and every rule that checks it) applies without a sign-out; when
 * the change took privileges away, the session ends (`onSessionEnded`: the app
 * signs out cleanly and says why). Loaded after first paint, only for
 * signed-in users.
 */
export function watchClaims(user: User, onSessionEnded: () => void): () => void {
  let ended = false;
  const endOnce = () => {
    if (ended) return;
    ended = true;
    onSessionEnded();
  };
  return onSnapshot(
    doc(firestore, 'users', user.uid),
    (snap) => {
      void applyClaimsRecord(
        user,
        {
          claimsUpdatedAt: snap.get('claimsUpdatedAt') as Timestamp | undefined,
          sessionsRevokedAt: snap.get('sessionsRevokedAt') as Timestamp | undefined,
        },
        endOnce,
      );
    },
    // Signing out revokes read access before this listener is torn down.
    () => undefined,
  );
}
