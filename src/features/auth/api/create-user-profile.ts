import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { User } from 'firebase/auth';
import { signUpDisplayName, type SelfServiceRole } from '../../../domain';
import { firestoreLite } from '../../../lib/firebase/firestore-lite';

/**
 * Creates users/{uid} with the role the person asked for. The rules accept
 * only this shape; the server turns `requestedRole` into a role claim. The
 * name is one the rules accept: a Google profile's name that looks like
 * contact details becomes the fallback (signUpDisplayName).
 */
export async function createUserProfile(
  user: Pick<User, 'uid' | 'email' | 'photoURL'>,
  displayName: string,
  requestedRole: SelfServiceRole,
): Promise<void> {
  await setDoc(doc(firestoreLite, 'users', user.uid), {
    displayName: signUpDisplayName(displayName),
    email: user.email,
    ...(user.photoURL ? { photoURL: user.photoURL } : {}),
    requestedRole,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}
