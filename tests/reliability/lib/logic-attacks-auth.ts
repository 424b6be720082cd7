// Hostile logic, sign-up and sign-in floods (issue 19, invariant 7): the Auth blocking
// functions count sign-ups per client address and sign-ins per address and per account.
// The Auth emulator sends every event from one placeholder address, which the functions do
// not count (docs/decisions/0009), so the floods post the events the Auth emulator would
// post (an unsigned JWT the Functions emulator decodes) from documentation addresses
// (RFC 5737); the account's block is then met through the Auth emulator itself.
import { RATE_LIMITS } from '../../../src/domain/rate-limits';
import { EMULATOR_ENV, PROJECT_ID } from '../../../scripts/lib/emulators';
import type { ScenarioContext } from './harness';
import { flood, succeeded, type LogicKit, type Verdict } from './logic-attacks-kit';
import { idTokenFor, newPerson, PASSWORD, randomId, type CallOutcome } from './people';

const FUNCTIONS = `${EMULATOR_ENV.FUNCTIONS_EMULATOR_ORIGIN}/${PROJECT_ID}/us-central1`;
const AUTH_API = `http://${EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

// Each call hands out a different documentation address (a random start, then the next
// one), so a control "from another address" can never draw the flooded one again.
let lastHost = Math.floor(Math.random() * 250);
/** A documentation address no earlier call in this run used. */
const address = () => {
  lastHost = (lastHost + 1) % 250;
  return `203.0.113.${1 + lastHost}`;
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Account {
  uid: string;
  email: string;
}

/** The blocking event the Auth emulator posts to `fn` for `account`, from `ip`. */
async function blockingEvent(
  fn: 'beforeSignUp' | 'beforeSignIn',
  ip: string,
  account: Account,
): Promise<CallOutcome> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: `${FUNCTIONS}/${fn}`,
    iat: now,
    exp: now + 600,
    event_id: randomId(16),
    event_type: fn === 'beforeSignUp' ? 'beforeCreate' : 'beforeSignIn',
    ip_address: ip,
    user_agent: 'Mozilla/5.0 (hostile logic)',
    sign_in_method: 'password',
    sub: account.uid,
    // The user record as the Auth emulator sends it (firebase-functions parses every field).
    user_record: {
      uid: account.uid,
      email: account.email,
      email_verified: false,
      provider_data: [{ provider_id: 'password', uid: account.email, email: account.email }],
      metadata: { creation_time: Date.now() },
    },
  };
  const jwt = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  const res = await fetch(`${FUNCTIONS}/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { jwt } }),
  });
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  if (res.ok) return { ok: true, status: res.status, result: body };
  const code = res.status === 429 ? 'resource-exhausted' : `http-${res.status}`;
  return { ok: false, status: res.status, code, message: body.error?.message ?? '' };
}

const stranger = (): Account => {
  const uid = randomId(28);
  return { uid, email: `stranger-${uid.slice(0, 8).toLowerCase()}@reliability.test` };
};

/** A sign-up through the Auth emulator's REST API, as the app's form makes it. */
async function signUpThroughAuth(): Promise<Verdict> {
  const { email } = stranger();
  const res = await fetch(`${AUTH_API}/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message?: string } };
  return { refused: !body.idToken, detail: body.error?.message?.slice(0, 160) };
}

export async function authFloods(ctx: ScenarioContext, kit: LogicKit): Promise<void> {
  await kit.control(7, 'a visitor signs up through the Auth emulator', signUpThroughAuth);
  const signUpFrom = address();
  await flood(kit, 7, `sign-ups from ${signUpFrom}`, RATE_LIMITS.auth_signup.maxAttempts, () =>
    blockingEvent('beforeSignUp', signUpFrom, stranger()),
  );
  await kit.control(7, 'a sign-up from another address', async () =>
    succeeded(await blockingEvent('beforeSignUp', address(), stranger())),
  );

  const signInFrom = address();
  await flood(kit, 7, `sign-ins from ${signInFrom}`, RATE_LIMITS.auth_signin.maxAttempts, () =>
    blockingEvent('beforeSignIn', signInFrom, stranger()),
  );
  const [victim, other] = await Promise.all([
    newPerson(ctx, 'client', 'Signed-in often'),
    newPerson(ctx, 'client', 'Signed-in once'),
  ]);
  await flood(kit, 7, 'sign-ins of one account', RATE_LIMITS.auth_signin.maxAttempts, () =>
    blockingEvent('beforeSignIn', address(), victim),
  );
  await kit.attack(7, 'the blocked account signs in through the Auth emulator', async () => {
    const token = await idTokenFor(victim.email).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    return { refused: token !== null, detail: token ?? 'signed in' };
  });
  await kit.control(7, 'another account signs in through the Auth emulator', async () => {
    await idTokenFor(other.email);
    return { refused: false };
  });
}
