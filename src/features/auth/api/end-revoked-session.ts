import { showToastAfterReload } from '../../../components/toast/toast-after-reload';
import { ROLE_CHANGED_SIGN_IN_AGAIN } from '../../../domain/roles';
import { signOutHere } from './sign-out';

/**
 * The server ended this session because the person's role was taken away (decision 0007):
 * sign out here, clear what the user left on the device, and load a fresh sign-in page
 * that says why (nothing of the old session may stay in memory, as with any sign-out).
 */
export async function endRevokedSession(): Promise<void> {
  showToastAfterReload(ROLE_CHANGED_SIGN_IN_AGAIN);
  try {
    await signOutHere();
  } catch (error) {
    // The fresh page load below starts signed out anyway: the server refuses this session.
    console.warn('Sign-out after a revoked session failed.', error);
  }
  window.location.assign('/signin');
}
