// Integration test against the Auth + Functions emulators (run under `firebase emulators:exec`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signOut,
  type Auth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { EMULATOR } from './helpers';

process.env.GCLOUD_PROJECT ||= 'demo-spinbook';
const PROJECT_ID = process.env.GCLOUD_PROJECT;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let clientApp: FirebaseApp;
let auth: Auth;
let revokeSessions: ReturnType<typeof httpsCallable<unknown, { revoked: boolean; uid: string }>>;
const adminApp = initializeAdminApp(
  { projectId: PROJECT_ID },
  `revoke-sessions-admin-${Date.now()}`,
);
const adminAuth = getAdminAuth(adminApp);

beforeAll(() => {
  clientApp = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'fake-api-key', appId: 'demo-app-id' },
    `revoke-sessions-${Date.now()}`,
  );
  auth = getAuth(clientApp);
  connectAuthEmulator(auth, EMULATOR.authUrl, { disableWarnings: true });
  const functions = getFunctions(clientApp, 'us-central1');
  connectFunctionsEmulator(functions, ...EMULATOR.functions);
  revokeSessions = httpsCallable(functions, 'revokeSessions');
});

afterAll(async () => {
  await signOut(auth);
  await deleteApp(clientApp);
  await deleteAdminApp(adminApp);
});

async function signUpFreshUser() {
  const email = `revoke-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'correct-horse-battery');
  return user;
}

describe('revokeSessions (callable)', () => {
  it('rejects an unauthenticated caller', async () => {
    await signOut(auth);
    await expect(revokeSessions()).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });

  it('rejects arguments', async () => {
    await signUpFreshUser();
    await expect(revokeSessions({ uid: 'someone-else' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });

  it('revokes the signed-in user’s refresh tokens', async () => {
    const user = await signUpFreshUser();
    const idToken = await user.getIdToken();
    const before = await adminAuth.getUser(user.uid);
    const validBefore = before.tokensValidAfterTime ? Date.parse(before.tokensValidAfterTime) : 0;

    // Revocation times have one-second resolution: step past the sign-up second.
    await sleep(1_100);
    const result = await revokeSessions();
    expect(result.data).toEqual({ revoked: true, uid: user.uid });

    const after = await adminAuth.getUser(user.uid);
    expect(after.tokensValidAfterTime).toBeDefined();
    expect(Date.parse(after.tokensValidAfterTime as string)).toBeGreaterThan(validBefore);

    // The token issued before the revocation no longer passes a revocation-checking verify.
    await expect(adminAuth.verifyIdToken(idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });
});
