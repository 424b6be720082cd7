// Shared setup for emulator integration tests: a client SDK app per signed-in person,
// and an Admin SDK app for assertions. Run under the emulators (scripts/with-emulators.ts).
import { deleteApp, FirebaseError, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  type Auth,
  type User,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { grantRole } from '../../functions/src/services/roles';
import type { Role } from '../../src/domain/roles';
import { EMULATOR_ENV } from '../../scripts/lib/emulators';

process.env.GCLOUD_PROJECT ||= 'demo-spinbook';
process.env.FIREBASE_AUTH_EMULATOR_HOST ||= EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST;
process.env.FIRESTORE_EMULATOR_HOST ||= EMULATOR_ENV.FIRESTORE_EMULATOR_HOST;

/**
 * Where this process's emulators listen: SPINBOOK_EMULATOR_PORT_OFFSET moves them, so a file
 * can run against a second emulator set (scripts/lib/emulators.ts).
 */
export const EMULATOR = {
  authUrl: `http://${EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST}`,
  firestore: hostAndPort(EMULATOR_ENV.FIRESTORE_EMULATOR_HOST),
  functions: hostAndPort(new URL(EMULATOR_ENV.FUNCTIONS_EMULATOR_ORIGIN).host),
  functionsOrigin: EMULATOR_ENV.FUNCTIONS_EMULATOR_ORIGIN,
};

function hostAndPort(address: string): [string, number] {
  const [host, port] = address.split(':');
  return [host!, Number(port)];
}
export const PROJECT_ID = process.env.GCLOUD_PROJECT;
export const PASSWORD = 'Strong#Pass2026';

const adminApp = initializeAdminApp(
  { projectId: PROJECT_ID },
  `admin-${Date.now()}-${Math.random()}`,
);
export const adminAuth = getAdminAuth(adminApp);
export const adminDb = getAdminFirestore(adminApp);

export interface Person {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  user: User;
  email: string;
  call<T = unknown>(name: string, data?: unknown): Promise<T>;
  close(): Promise<void>;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A brand-new account, signed in with its own client SDK app. */
export async function newPerson(prefix: string): Promise<Person> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'fake-api-key', appId: 'demo-app-id' },
    `${prefix}-${Date.now()}-${Math.random()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, EMULATOR.authUrl, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, ...EMULATOR.firestore);
  const functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, ...EMULATOR.functions);
  const email = uniqueEmail(prefix);
  const { user } = await createUserWithEmailAndPassword(auth, email, PASSWORD);
  return {
    app,
    auth,
    db,
    user,
    email,
    call: async <T>(name: string, data?: unknown) =>
      (await httpsCallable<unknown, T>(functions, name)(data)).data,
    close: () => deleteApp(app),
  };
}

/** What the sign-up form writes (through the security rules). */
export async function writeSignUpProfile(person: Person, requestedRole: string): Promise<void> {
  await setDoc(doc(person.db, 'users', person.user.uid), {
    displayName: 'Test Person',
    email: person.email,
    requestedRole,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}

export async function roleClaimOf(uid: string): Promise<string | undefined> {
  const role = (await adminAuth.getUser(uid)).customClaims?.role;
  return typeof role === 'string' ? role : undefined;
}

export async function securityEventsFor(uid: string, type: string) {
  const snap = await adminDb
    .collection('securityEvents')
    .where('uid', '==', uid)
    .where('type', '==', type)
    .get();
  return snap.docs.map((d) => d.data());
}

let idCounter = 0;
/** A 28-character id like an Auth uid (the handlers refuse anything else). */
export function newId(prefix: string): string {
  const raw = `${prefix}${Date.now().toString(36)}${(idCounter++).toString(36)}${Math.random()
    .toString(36)
    .slice(2)}`.replace(/[^A-Za-z0-9]/g, '');
  return raw.padEnd(28, '0').slice(0, 28);
}

/**
 * Marks the account's e-mail verified, as opening the sign-up verification link does:
 * setUserRole grants a role only to a verified address.
 */
export async function verifyEmail(person: Person): Promise<void> {
  await adminAuth.updateUser(person.user.uid, { emailVerified: true });
  await person.user.reload();
}

/** "ok", or the callable's `functions/<code>: <message>` (HTTP status cut off, as the app does). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) {
      return `${error.code}: ${error.message.replace(/\s*\[\d{3}\]$/, '')}`;
    }
    throw error;
  }
  return 'ok';
}

/** A valid DJ application form (what the onboarding form sends). */
export const djApplication = (overrides: Record<string, unknown> = {}) => ({
  name: 'DJ Test Applicant',
  bio: '<p>Ten years of <strong>house</strong></p><script>alert(1)</script>',
  location: 'Portland, OR',
  hourlyRate: 125,
  availableNow: true,
  phone: '(503) 555-0100',
  email: 'bookings@example.test',
  websiteUrl: 'https://example.test',
  genres: ['House', ' house ', '', 'Techno'],
  equipment: ['Mixer'],
  ...overrides,
});

/**
 * The people a test file makes: `person(prefix, role?)` signs up a new account (with `role`
 * granted as setUserRole would, token refreshed), `closeAll()` closes them (afterEach).
 */
export function peopleOfTest() {
  const people: Person[] = [];
  return {
    async person(prefix: string, role?: Role): Promise<Person> {
      const p = await newPerson(prefix);
      people.push(p);
      if (role) {
        await grantRole({ auth: adminAuth, db: adminDb }, p.user.uid, role);
        await p.user.getIdToken(true);
      }
      return p;
    },
    async closeAll(): Promise<void> {
      await Promise.all(people.splice(0).map((p) => p.close()));
    },
  };
}
