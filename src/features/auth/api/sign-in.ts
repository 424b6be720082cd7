import {
  browserSessionPersistence,
  indexedDBLocalPersistence,
  setPersistence,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import type { SignInValues } from '../../../domain';
import { auth } from '../../../lib/firebase/auth';

/**
 * "Remember me" really chooses persistence: kept across browser restarts
 * (IndexedDB) or only for this tab's session.
 */
export async function signInWithEmail(values: SignInValues): Promise<void> {
  await setPersistence(
    auth,
    values.rememberMe ? indexedDBLocalPersistence : browserSessionPersistence,
  );
  await signInWithEmailAndPassword(auth, values.email.trim(), values.password);
}
