import {
  browserPopupRedirectResolver,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  signInWithPopup,
} from 'firebase/auth';
import type { SelfServiceRole } from '../../../domain';
import { auth } from '../../../lib/firebase/auth';
import { createUserProfile } from './create-user-profile';

/**
 * Imported dynamically when someone presses a Google button: the
 * popup/redirect resolver (and its apis.google.com script) is only loaded then.
 * A first-time Google user gets users/{uid} with the role chosen on the form.
 */
export async function signInWithGoogle(requestedRole: SelfServiceRole): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const result = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  if (getAdditionalUserInfo(result)?.isNewUser) {
    const name = result.user.displayName ?? result.user.email?.split('@')[0] ?? 'Spinbook user';
    await createUserProfile(result.user, name, requestedRole);
  }
}
