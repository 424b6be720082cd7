// Auth blocking functions: the spec's sign-up and sign-in limits, on the server. Firebase
// Auth calls these before it creates an account (beforeUserCreated) and before it issues a
// session (beforeUserSignedIn); a thrown HttpsError refuses the operation and its message
// reaches the client. Sign-up is limited per client address (auth_signup: 3 an hour, blocked
// for an hour); sign-in per address and per account (auth_signin: 5 in 15 minutes, blocked
// for 30 minutes). A blocking function runs only after the password was checked, so these
// limit successful sign-ins; wrong passwords are throttled by Firebase Auth itself
// (docs/decisions/0009-server-side-quotas.md).
//
// The Auth emulator sends every event with the placeholder address 127.0.0.1 and user agent
// "NotYetSupportedInFirebaseAuthEmulator": it stands for every browser and test process at
// once, so in an emulated demo- project such an event is not counted (an account that real
// counts blocked stays blocked). Any other address is counted with the real numbers, in the
// emulator too (tests post such events to the function directly).
import type { Firestore } from 'firebase-admin/firestore';
import type { AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { HttpsError } from 'firebase-functions/v2/https';
import { TOO_MANY_ATTEMPTS } from '../../../src/domain/messages';
import type { RateLimitAction } from '../../../src/domain/rate-limits';
import {
  consumeAttemptFor,
  isBlocked,
  type RateLimitContext,
  type RateLimitKey,
} from '../services/rate-limit';

export const EMULATOR_PLACEHOLDER_IP = '127.0.0.1';
export const EMULATOR_PLACEHOLDER_USER_AGENT = 'NotYetSupportedInFirebaseAuthEmulator';

/** The parts of a blocking event the limits read (a real AuthBlockingEvent satisfies it). */
export type AuthQuotaEvent = Pick<AuthBlockingEvent, 'ipAddress' | 'userAgent'> & {
  data?: { uid: string; email?: string | undefined } | undefined;
};

export interface AuthQuotaDeps {
  db: Firestore;
  /** True in the Functions emulator with a demo- project: the placeholder is not counted. */
  emulatedDemo: boolean;
  now?: () => number;
}

function isPlaceholder(event: AuthQuotaEvent, deps: AuthQuotaDeps): boolean {
  return (
    deps.emulatedDemo &&
    event.ipAddress === EMULATOR_PLACEHOLDER_IP &&
    event.userAgent === EMULATOR_PLACEHOLDER_USER_AGENT
  );
}

function contextOf(event: AuthQuotaEvent): RateLimitContext {
  return {
    uid: event.data?.uid ?? null,
    email: event.data?.email ?? null,
    ip: event.ipAddress || null,
    userAgent: event.userAgent || null,
  };
}

async function limit(
  event: AuthQuotaEvent,
  deps: AuthQuotaDeps,
  action: RateLimitAction,
  keys: RateLimitKey[],
): Promise<void> {
  const now = (deps.now ?? Date.now)();
  if (isPlaceholder(event, deps)) {
    for (const key of keys.filter((k) => k.kind === 'uid')) {
      if (await isBlocked(deps.db, key, action, now)) {
        throw new HttpsError('resource-exhausted', TOO_MANY_ATTEMPTS);
      }
    }
    return;
  }
  // One after the other: a refusal by the address does not also count against the account.
  for (const key of keys) {
    await consumeAttemptFor(deps.db, key, action, now, contextOf(event));
  }
}

/** beforeUserCreated: auth_signup per client address. */
export async function limitSignUp(event: AuthQuotaEvent, deps: AuthQuotaDeps): Promise<void> {
  const keys: RateLimitKey[] = event.ipAddress ? [{ kind: 'ip', id: event.ipAddress }] : [];
  await limit(event, deps, 'auth_signup', keys);
}

/** beforeUserSignedIn: auth_signin per client address and per account. */
export async function limitSignIn(event: AuthQuotaEvent, deps: AuthQuotaDeps): Promise<void> {
  const keys: RateLimitKey[] = [];
  if (event.ipAddress) keys.push({ kind: 'ip', id: event.ipAddress });
  if (event.data?.uid) keys.push({ kind: 'uid', id: event.data.uid });
  await limit(event, deps, 'auth_signin', keys);
}
