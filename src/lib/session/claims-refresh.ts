import { doc, onSnapshot, type Timestamp } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { firestore } from '../firebase/firestore';

/**
 * When the server changes someone's role it sets users/{uid}.claimsUpdatedAt.
 * A signed-in client watching that field refreshes its ID token so the new
 * role claim (and every rule that checks it) applies without a sign-out.
 * Loaded after first paint, only for signed-in users.
 */
export function watchClaims(user: User): () => void {
  return onSnapshot(
    doc(firestore, 'users', user.uid),
    (snap) => {
      const changedAt = snap.get('claimsUpdatedAt') as Timestamp | undefined;
      if (!changedAt) return;
      void user.getIdTokenResult().then((token) => {
        if (changedAt.toMillis() > Date.parse(token.issuedAtTime)) {
          // Triggers onIdTokenChanged, which updates the session's role.
          void user.getIdToken(true);
        }
      });
    },
    // Signing out revokes read access before this listener is torn down.
    () => undefined,
  );
}
