import {
  browserSessionPersistence,
  indexedDBLocalPersistence,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import type { SignInValues } from '../../../domain';
import { auth } from '../../../lib/firebase/auth';
import { clearStoredAuthKeys } from './stored-auth-keys';

/**
 * The spec (public side, section 7): "stored authentication keys are cleared before
 * sign-in". Here those keys are the persisted Firebase user: a session still signed in
 * on this device is signed out first (the SDK deletes its record from whichever
 * persistence holds it, IndexedDB included), then any `firebase:` key left in web storage
 * goes. Only auth state: Firestore's offline cache and the PWA's caches stay, and the
 * previous user's cached data is cleared by sign-out, not here (Firestore cannot restart
 * in this page once terminated).
 */
export async function clearStaleSession(): Promise<void> {
  // Until the SDK has read its persistence, currentUser is null even with a stored user.
  await auth.authStateReady();
  if (auth.currentUser) {
    try {
      await signOut(auth);
    } catch (error) {
      // The sign-in below replaces the stored user anyway.
      console.warn('Could not sign out the previous session before sign-in.', error);
    }
  }
  clearStoredAuthKeys();
}

/**
 * "Remember me" really chooses persistence: kept across browser restarts
 * (IndexedDB) or only for this tab's session.
 */
export async function signInWithEmail(values: SignInValues): Promise<void> {
  await clearStaleSession();
  await setPersistence(
    auth,
    values.rememberMe ? indexedDBLocalPersistence : browserSessionPersistence,
  );
  await signInWithEmailAndPassword(auth, values.email.trim(), values.password);
}
