import { useState } from 'react';
import {
  googleErrorMessage,
  GOOGLE_SIGN_IN_FAILED_TITLE,
  GOOGLE_SIGN_UP_FAILED_TITLE,
  isUserCancelledPopup,
  SIGN_IN_SUCCESS,
  type SelfServiceRole,
} from '../../../domain';
import { useToast } from '../../../components/toast/toast-context';
import { authErrorCode } from '../api/auth-error-code';

type GoogleFlow = 'sign-in' | 'sign-up';

const GOOGLE_TEXTS: Readonly<
  Record<GoogleFlow, { welcome: string; failedTitle: string; logMessage: string }>
> = {
  'sign-in': {
    welcome: 'Welcome!',
    failedTitle: GOOGLE_SIGN_IN_FAILED_TITLE,
    logMessage: 'Google sign-in failed',
  },
  'sign-up': {
    welcome: 'Welcome to Spinbook!',
    failedTitle: GOOGLE_SIGN_UP_FAILED_TITLE,
    logMessage: 'Google sign-up failed',
  },
};

/**
 * "Continue with Google" on the sign-in and sign-up pages: welcomes the person and hands over
 * to `onSignedIn`, or says why it failed. Closing the popup is a choice, not an error.
 */
export function useGoogleSignIn(flow: GoogleFlow, onSignedIn: () => void) {
  const toast = useToast();
  const [googleBusy, setGoogleBusy] = useState(false);
  const texts = GOOGLE_TEXTS[flow];

  const signInWithGoogleAs = async (role: SelfServiceRole) => {
    setGoogleBusy(true);
    try {
      const { signInWithGoogle } = await import('../api/google-sign-in');
      await signInWithGoogle(role);
      toast({ title: texts.welcome, description: SIGN_IN_SUCCESS });
      onSignedIn();
    } catch (error) {
      const code = authErrorCode(error);
      if (!isUserCancelledPopup(code)) {
        console.error(texts.logMessage, error);
        toast({
          title: texts.failedTitle,
          description: googleErrorMessage(code, flow),
          variant: 'destructive',
        });
      }
    } finally {
      setGoogleBusy(false);
    }
  };

  return { googleBusy, signInWithGoogleAs };
}
