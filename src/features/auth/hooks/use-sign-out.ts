import { useCallback, useState } from 'react';
import { SIGN_OUT_ISSUE } from '../../../domain/auth-errors';
import { showToastAfterReload } from '../../../components/toast/toast-after-reload';

/**
 * Signs out and loads a fresh home page (not a client-side navigation), so
 * nothing of the signed-out user survives in memory: reactfire's caches,
 * listeners, the outbox, React state.
 */
export function useSignOut() {
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      const { signOutEverywhere } = await import('../api/sign-out');
      const global = await signOutEverywhere();
      // Either way the person is signed out here, which is what they asked for.
      if (!global) showToastAfterReload(SIGN_OUT_ISSUE);
    } catch {
      showToastAfterReload(SIGN_OUT_ISSUE);
    } finally {
      window.location.assign('/');
    }
  }, []);

  return { signOut, signingOut };
}
