import { updateDisplayName } from '../../../lib/firebase/callables';

/**
 * Changes the display name through the server (Auth, users/{uid} and the
 * copies on the user's bookings and reviews), then refreshes the local Auth
 * user so the navigation bar shows the new name without signing out.
 */
export async function saveDisplayName(displayName: string): Promise<string> {
  const result = await updateDisplayName({ displayName });
  try {
    const { auth } = await import('../../../lib/firebase/auth');
    const user = auth.currentUser;
    if (user) {
      await user.reload();
      // A new token fires onIdTokenChanged, which is what the session listens to.
      await user.getIdToken(true);
    }
  } catch (error) {
    // The name is saved; only the local copy is stale until the next token refresh.
    console.warn('Could not refresh the signed-in user', error);
  }
  return result.displayName;
}
