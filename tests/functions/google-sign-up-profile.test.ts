/**
 * The part of Google sign-up that can run without Google's pop-up: a
 * first-time Google user (signed in with a credential the Auth emulator
 * accepts) gets users/{uid} through the app's own createUserProfile, and the
 * rules accept it.
 */
import { deleteApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAdditionalUserInfo,
  getAuth,
  GoogleAuthProvider,
  signInWithCredential,
  signOut,
} from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it } from 'vitest';
import { createUserProfile } from '../../src/features/auth/api/create-user-profile';
import { firebaseApp } from '../../src/lib/firebase/app';
import { firestoreLite } from '../../src/lib/firebase/firestore-lite';
import { roleClaimOf, waitFor } from './helpers';

const auth = getAuth(firebaseApp);
connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });

afterAll(async () => {
  await signOut(auth);
  await deleteApp(firebaseApp);
});

describe('Google sign-up profile', () => {
  it('creates users/{uid} with the requested role for a new Google user', async () => {
    const id = Math.random().toString(36).slice(2, 10);
    const email = `gina-${id}@example.test`;
    const credential = GoogleAuthProvider.credential(
      JSON.stringify({ sub: `google-${id}`, email, email_verified: true, name: 'Gina Google' }),
    );
    const result = await signInWithCredential(auth, credential);
    expect(getAdditionalUserInfo(result)?.isNewUser).toBe(true);
    expect(result.user.providerData[0]?.providerId).toBe('google.com');

    await createUserProfile(result.user, 'Gina Google', 'dj');

    const snap = await getDoc(doc(firestoreLite, 'users', result.user.uid));
    expect(snap.data()).toMatchObject({
      displayName: 'Gina Google',
      email,
      requestedRole: 'dj',
    });
    // As for e-mail sign-ups, every new account gets the client claim; requestedRole stays
    // as the intent, and the dj claim comes with an approved profile.
    expect(await waitFor(() => roleClaimOf(result.user.uid))).toBe('client');
  });
});
