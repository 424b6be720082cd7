// Test accounts for the end-to-end specs, made through the app's own paths: a users doc the
// sign-up trigger turns into a role claim, and callables called with the client SDK as that
// person. Every spec that needs a fresh person uses these, so demo data stays untouched.
import { getApps, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { DEFAULT_START_TIME } from '../../src/domain/event-start-time';
import { DEMO_PASSWORD, uniqueEmail } from './fixtures';

process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const PROJECT_ID = 'demo-spinbook';
const CLAIM_WAIT_MS = 20_000;

export function e2eAdminApp(): App {
  const name = 'e2e-admin-sdk';
  return (
    getApps().find((app) => app.name === name) ??
    initializeAdminApp({ projectId: PROJECT_ID }, name)
  );
}

/**
 * A short random tag: names and places made with it are unique per run. Letters only: a
 * name with seven digits or more has a phone number's shape, and the sign-up trigger
 * replaces it with "Spinbook user" (src/domain/sign-up-name.ts). "A11y Reporter 964e20"
 * did, about once in 130 runs of a base-36 tag, and the test then looked for a name that
 * was not shown.
 */
export const tag = (): string =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/**
 * A new client account, made the way sign-up makes one (users doc → trigger → role claim),
 * with its e-mail verified as if the person had opened the sign-up link: setUserRole grants
 * roles only to verified addresses.
 */
export async function createClient(
  displayName: string,
  prefix = 'e2e',
): Promise<{ uid: string; email: string }> {
  const email = uniqueEmail(prefix);
  const auth = getAdminAuth(e2eAdminApp());
  const { uid } = await auth.createUser({
    email,
    password: DEMO_PASSWORD,
    displayName,
    emailVerified: true,
  });
  await getFirestore(e2eAdminApp()).collection('users').doc(uid).create({
    displayName,
    email,
    requestedRole: 'client',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  // The trigger writes users/{uid}.role after the claim: wait for both, so a role granted
  // next (an admin's change in the test) cannot race the trigger's last write.
  const userDoc = getFirestore(e2eAdminApp()).collection('users').doc(uid);
  const deadline = Date.now() + CLAIM_WAIT_MS;
  while (Date.now() < deadline) {
    const claim = (await auth.getUser(uid)).customClaims?.role;
    if (claim && (await userDoc.get()).get('role') === claim) return { uid, email };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No role claim for ${email}: is the functions emulator running?`);
}

/** What opening the verification link does (the Auth emulator logs the link; tests skip it). */
export async function markEmailVerified(email: string): Promise<void> {
  const auth = getAdminAuth(e2eAdminApp());
  await auth.updateUser((await auth.getUserByEmail(email)).uid, { emailVerified: true });
}

/** Calls a callable signed in as `email`, through the client SDK, as the app does. */
export async function callAs<T>(email: string, name: string, data: unknown): Promise<T> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key' },
    `e2e-call-${Date.now()}-${Math.random()}`,
  );
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    await signInWithEmailAndPassword(auth, email, DEMO_PASSWORD);
    const functions = getFunctions(app, 'us-central1');
    connectFunctionsEmulator(functions, '127.0.0.1', 5001);
    return (await httpsCallable<unknown, T>(functions, name)(data)).data;
  } finally {
    await deleteApp(app);
  }
}

/** Calls a callable as the seeded admin, like the admin panel does. */
export const callAsAdmin = <T>(name: string, data: unknown): Promise<T> =>
  callAs<T>('admin@spinbook.test', name, data);

/**
 * A fresh account with a DJ application ($150/hour) sent through submitDjApplication. House
 * and Techno unless told: a test that needs a DJ for itself, not for the catalogue, names a
 * genre of its own, so the House DJs /discover's genre test counts stay fewer than a page.
 */
export async function createApplicant(
  name: string,
  location = 'Austin, TX',
  genres: readonly string[] = ['House', 'Techno'],
): Promise<{ uid: string; email: string; status: string }> {
  const { uid, email } = await createClient(name, 'applicant');
  const result = await callAs<{ status: string }>(email, 'submitDjApplication', {
    name,
    bio: '<p>Open-format DJ made by an end-to-end test.</p>',
    location,
    hourlyRate: 150,
    phone: '555-0100',
    email,
    genres,
    equipment: ['Mixer'],
  });
  return { uid, email, status: result.status };
}

/**
 * A new verified DJ ($150/hour) who can accept requests: the application, the admin's approval
 * if needed, and payout setup.
 */
export async function createVerifiedDj(
  name: string,
  {
    payouts = true,
    genres,
    location,
  }: { payouts?: boolean; genres?: readonly string[]; location?: string } = {},
): Promise<{ uid: string; email: string; name: string }> {
  const { uid, email, status } = await createApplicant(name, location, genres);
  if (status !== 'verified') {
    await callAsAdmin('reviewDjApplication', { djId: uid, action: 'approve' });
  }
  // Accepting needs a payout account (decision 0027); demo mode's is ready at once.
  if (payouts) await callAs(email, 'setupPayouts', {});
  return { uid, email, name };
}

/** The client books the DJ in demo mode (no card), as the booking page does: `pending` at once. */
export async function requestBooking(
  clientEmail: string,
  djId: string,
  eventDate: string,
  /** What the form's optional field would send (the booking page's spec: none). */
  { specialRequests = '' }: { specialRequests?: string } = {},
): Promise<string> {
  const result = await callAs<{ bookingId: string }>(clientEmail, 'createPayment', {
    djId,
    eventDate,
    startTime: DEFAULT_START_TIME,
    durationHours: 3,
    eventType: 'private',
    venue: 'E2E Warehouse',
    guestCount: 50,
    equipmentNeeded: true,
    specialRequests,
  });
  return result.bookingId;
}

/** The DJ accepts a pending booking through transitionBooking: it becomes `confirmed`. */
export async function acceptBooking(djEmail: string, bookingId: string): Promise<void> {
  await callAs(djEmail, 'transitionBooking', { bookingId, action: 'accept' });
}

/** A message id as the app picks one for sendMessage: 20 letters and digits. */
const newMessageId = (): string =>
  Array.from(
    { length: 20 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)],
  ).join('');

/** `email` sends `content` in the booking's chat through sendMessage, as the chat does. */
export async function sendMessageAs(
  email: string,
  bookingId: string,
  content: string,
): Promise<void> {
  await callAs(email, 'sendMessage', { bookingId, messageId: newMessageId(), content });
}
