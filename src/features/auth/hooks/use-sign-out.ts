import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGN_OUT_ISSUE } from '../../../domain/auth-errors';
import { useToast } from '../../../components/toast/toast-context';

export function useSignOut() {
  const navigate = useNavigate();
  const toast = useToast();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      const { signOutEverywhere } = await import('../api/sign-out');
      const global = await signOutEverywhere();
      // Either way the person is signed out here, which is what they asked for.
      if (!global) toast(SIGN_OUT_ISSUE);
    } catch {
      toast(SIGN_OUT_ISSUE);
    } finally {
      setSigningOut(false);
      navigate('/');
    }
  }, [navigate, toast]);

  return { signOut, signingOut };
}
