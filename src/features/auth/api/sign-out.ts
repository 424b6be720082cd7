import { signOut } from 'firebase/auth';
import { clearUserData, stopFirestore } from '../../../lib/clear-user-data';
import { auth } from '../../../lib/firebase/auth';
import { clearStoredAuthKeys } from './stored-auth-keys';

const REVOKE_TIMEOUT_MS = 8000;

/**
 * Global sign-out: revoke every refresh token of this user on the server (so
 * other devices lose their session when their ID token next refreshes), sign
 * out here, then delete what this user left on the device (offline cache,
 * outbox, runtime caches). Returns false when only the local sign-out
 * succeeded. The caller must load a fresh page afterwards: Firestore cannot
 * restart once shut down, and nothing of the previous user may stay in memory.
 */
export async function signOutEverywhere(): Promise<boolean> {
  let global = true;
  if (auth.currentUser) {
    try {
      const { revokeSessions } = await import('../../../lib/firebase/callables');
      await Promise.race([
        revokeSessions(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('revokeSessions timed out')), REVOKE_TIMEOUT_MS),
        ),
      ]);
    } catch (error) {
      console.warn('Global sign-out failed; signing out on this device only.', error);
      global = false;
    }
  }
  return (await signOutHere()) && global;
}

/**
 * Signs out on this device and deletes what this user left on it, without asking the server
 * (used when the server already ended the session). Returns false when the SDK's sign-out
 * failed and only the stored state could be cleared.
 */
export async function signOutHere(): Promise<boolean> {
  let clean = true;
  try {
    // Firestore stops before Auth forgets the user: a live list that is refused as nobody
    // would otherwise re-count its tabs as nobody too (four refused requests on My Bookings).
    await stopFirestore();
  } catch (error) {
    // clearUserData below tries again, and the fresh page starts a new instance either way.
    console.warn('Could not stop Firestore before sign-out.', error);
  }
  try {
    await signOut(auth);
  } catch (error) {
    console.warn('Local sign-out failed; clearing stored auth state.', error);
    clean = false;
  }
  // Belt and braces after signOut (spec: stored authentication keys are cleared).
  clearStoredAuthKeys();
  try {
    await clearUserData();
  } catch (error) {
    // Signed out either way; what could not be deleted now is retried at the next sign-out.
    console.warn('Could not clear all cached data after sign-out.', error);
  }
  return clean;
}
