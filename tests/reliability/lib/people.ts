// People for the scenarios: Auth emulator accounts with a role claim and the users/{uid}
// document sign-up writes, an ID token for raw callable calls, and (on demand) a signed-in
// web SDK app for listeners and direct Firestore writes through the security rules.
import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { EMULATOR_ENV, PROJECT_ID } from '../../../scripts/lib/emulators';
import { readyDemoPayoutAccount } from '../../../src/domain/payout-record';

export const PASSWORD = 'Reliable#Pass2026';
const AUTH_HOST = EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST;
const FUNCTIONS_ORIGIN = EMULATOR_ENV.FUNCTIONS_EMULATOR_ORIGIN;

export type Role = 'client' | 'dj' | 'admin';

export interface Person {
  uid: string;
  email: string;
  name: string;
  role: Role;
  /** A fresh ID token (the Auth emulator's tokens last an hour; scenarios are shorter). */
  idToken: string;
}

export interface SignedInApp {
  app: FirebaseApp;
  db: Firestore;
  functions: Functions;
  close(): Promise<void>;
}

/** Letters and digits only, so it can be a uid or a document id. */
export function randomId(length = 20): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

/** Signs in over the Auth emulator's REST API and returns the ID token. */
export async function idTokenFor(email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message?: string } };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  return body.idToken;
}

/**
 * createUser, where an answer lost on an overloaded emulator is not a failure: the Admin SDK
 * sends the request again after a dropped connection, and the first one may have made the
 * account (run 18: "The user with the provided uid already exists" for a random 28-character
 * uid). The account found must be the one asked for.
 */
async function createUserOnce(
  auth: Auth,
  user: { uid: string; email: string; password: string; displayName: string },
): Promise<void> {
  try {
    await auth.createUser(user);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/uid-already-exists') throw error;
    const found = await auth.getUser(user.uid);
    if (found.email !== user.email) throw error;
  }
}

/**
 * A new account with `role` as its claim. The users/{uid} document is what sign-up writes;
 * the sign-up trigger finds the claim already set and keeps it (as for seeded accounts).
 */
export async function newPerson(
  admin: { auth: Auth; db: AdminFirestore },
  role: Role,
  label: string,
): Promise<Person> {
  const uid = randomId(28);
  const email = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${uid.slice(0, 8).toLowerCase()}@reliability.test`;
  const name = `${label} ${uid.slice(0, 4)}`;
  await createUserOnce(admin.auth, { uid, email, password: PASSWORD, displayName: name });
  await admin.auth.setCustomUserClaims(uid, { role });
  const now = new Date();
  await admin.db.doc(`users/${uid}`).set({
    displayName: name,
    email,
    requestedRole: role === 'dj' ? 'dj' : 'client',
    role,
    createdAt: now,
    updatedAt: now,
  });
  return { uid, email, name, role, idToken: await idTokenFor(email) };
}

/**
 * A DJ account with a verified profile at $125/h, an empty availability document and a ready
 * demo payout account: what the scenarios need to book, accept or chat with a DJ.
 */
export async function newVerifiedDj(
  admin: { auth: Auth; db: AdminFirestore },
  label: string,
): Promise<Person> {
  const dj = await newPerson(admin, 'dj', label);
  const now = new Date();
  await admin.db.doc(`djs/${dj.uid}`).set({
    ownerUid: dj.uid,
    name: dj.name,
    status: 'verified',
    hourlyRateCents: 12_500,
    autoAccept: false,
    totalBookings: 0,
    createdAt: now,
    updatedAt: now,
  });
  await admin.db.doc(`djAvailability/${dj.uid}`).set({ bookedDates: [], updatedAt: now });
  // Accepting needs a payout account that can receive transfers (decision 0027).
  await admin.db.doc(`payoutAccounts/${dj.uid}`).set(readyDemoPayoutAccount(dj.uid, now));
  return dj;
}

/** Many people at once, a few sign-ups in flight. */
export async function newPeople(
  admin: { auth: Auth; db: AdminFirestore },
  role: Role,
  label: string,
  count: number,
): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, (_, j) =>
      newPerson(admin, role, `${label}${i + j + 1}`),
    );
    people.push(...(await Promise.all(batch)));
  }
  return people;
}

/** Where a signed-in app sends Firestore and callable traffic, when not straight to the emulators. */
export interface Endpoints {
  firestorePort?: number;
  functionsPort?: number;
}

/** A web SDK app signed in as `person`, talking to the emulators (rules apply). */
export async function signedInApp(person: Person, via: Endpoints = {}): Promise<SignedInApp> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'fake-api-key', appId: 'demo-reliability' },
    `${person.uid}-${randomId(6)}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, person.email, PASSWORD);
  const db = getFirestore(app);
  const [host, port] = EMULATOR_ENV.FIRESTORE_EMULATOR_HOST.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', via.firestorePort ?? Number(port));
  const functions = getFunctions(app, 'us-central1');
  const origin = new URL(FUNCTIONS_ORIGIN);
  connectFunctionsEmulator(functions, origin.hostname, via.functionsPort ?? Number(origin.port));
  return { app, db, functions, close: () => deleteApp(app) };
}

/** What a callable answered over HTTP: its result, or the error code (lower-case, dashed). */
export type CallOutcome =
  | { ok: true; status: number; result: unknown }
  | { ok: false; status: number; code: string; message: string };

/** gRPC status names (the callable protocol's error.status) as the SDK's codes. */
function codeOf(status: unknown): string {
  return typeof status === 'string' ? status.toLowerCase().replace(/_/g, '-') : 'unknown';
}

/**
 * Calls a callable with the raw protocol: POST {"data": …} with a Bearer token. `body` is
 * sent as given when it is a string, so a payload can hold keys JSON.stringify would not
 * write (`__proto__`) or be no JSON at all.
 */
export async function callRaw(
  name: string,
  body: string | { data: unknown },
  idToken: string | null,
  // As long as the Functions emulator may take to load a worker (scripts/lib/emulators.ts):
  // 20 calls at once each wait for their own cold start, then for colliding transactions.
  timeoutMs = 180_000,
  // Another server of the callable protocol (lib/in-process-callables.ts).
  origin: string = FUNCTIONS_ORIGIN,
  // More request headers (callFrom's X-Forwarded-For).
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<CallOutcome> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
  if (idToken) headers.authorization = `Bearer ${idToken}`;
  const res = await fetch(`${origin}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let parsed: { result?: unknown; error?: { status?: unknown; message?: unknown } } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return {
      ok: false,
      status: res.status,
      code: `http-${res.status}`,
      message: text.slice(0, 200),
    };
  }
  if (res.ok && 'result' in parsed) return { ok: true, status: res.status, result: parsed.result };
  return {
    ok: false,
    status: res.status,
    code: codeOf(parsed.error?.status),
    message: String(parsed.error?.message ?? text.slice(0, 200)),
  };
}

/** callRaw for the ordinary case: `data` as JSON. */
export function call(name: string, data: unknown, person: Person | null): Promise<CallOutcome> {
  return callRaw(name, { data }, person?.idToken ?? null);
}

/**
 * `call` from a given client address: the X-Forwarded-For the Functions emulator passes on,
 * whose last entry the server takes (functions/src/services/client-address.ts). For quotas
 * kept per address, so an attacker and their victim can ask from different ones.
 */
export function callFrom(
  name: string,
  data: unknown,
  person: Person | null,
  ip: string,
): Promise<CallOutcome> {
  return callRaw(name, { data }, person?.idToken ?? null, undefined, undefined, {
    'x-forwarded-for': ip,
  });
}
