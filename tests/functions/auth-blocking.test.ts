// The Auth blocking functions in the emulators. The Auth emulator sends every event from the
// placeholder address 127.0.0.1, which is not counted, so the address limits are driven by
// posting events to the deployed functions as the Auth emulator does (an unsigned JWT, which
// the Functions emulator decodes without verifying), from documentation addresses. The
// per-account block is then met through the client SDK and the Auth emulator itself.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../src/domain/messages';
import { RATE_LIMITS } from '../../src/domain/rate-limits';
import { PASSWORD, PROJECT_ID, adminAuth, newPerson, uniqueEmail } from './helpers';

const FUNCTIONS = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1`;

/** A documentation address (RFC 5737) no other test uses, so reruns start afresh. */
function freshAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return `198.51.${octet()}.${octet()}`;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What the Auth emulator posts to a blocking function, from `ip`. */
async function postEvent(
  fn: 'beforeSignUp' | 'beforeSignIn',
  ip: string,
  user: { uid: string; email: string },
): Promise<{ status: number; message: string }> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = [
    b64({ alg: 'none', typ: 'JWT' }),
    b64({
      iss: `https://securetoken.google.com/${PROJECT_ID}`,
      aud: `${FUNCTIONS}/${fn}`,
      iat: now,
      exp: now + 600,
      event_id: Math.random().toString(36).slice(2),
      event_type: fn === 'beforeSignUp' ? 'beforeCreate' : 'beforeSignIn',
      ip_address: ip,
      user_agent: 'Mozilla/5.0 (quota test)',
      locale: 'en',
      sign_in_method: 'password',
      sub: user.uid,
      user_record: {
        uid: user.uid,
        email: user.email,
        email_verified: false,
        provider_data: [{ provider_id: 'password', uid: user.email, email: user.email }],
        metadata: { creation_time: Date.now() },
      },
    }),
    '',
  ].join('.');
  const response = await fetch(`${FUNCTIONS}/${fn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { jwt } }),
  });
  const body = (await response.json()) as { error?: { message?: string } };
  return { status: response.status, message: body.error?.message ?? '' };
}

const stranger = () => ({
  uid: `quota${Math.random().toString(36).slice(2, 12)}`,
  email: uniqueEmail('quota'),
});

describe('beforeUserCreated: 3 sign-ups an hour per client address', () => {
  it('refuses the 4th sign-up from one address; the first three and another address pass', async () => {
    const ip = freshAddress();
    for (let i = 0; i < RATE_LIMITS.auth_signup.maxAttempts; i++) {
      expect((await postEvent('beforeSignUp', ip, stranger())).status).toBe(200);
    }
    expect(await postEvent('beforeSignUp', ip, stranger())).toEqual({
      status: 429,
      message: TOO_MANY_ATTEMPTS,
    });
    expect((await postEvent('beforeSignUp', freshAddress(), stranger())).status).toBe(200);
  });

  it('lets sign-up through the Auth emulator work (its placeholder address is not counted)', async () => {
    for (let i = 0; i < RATE_LIMITS.auth_signup.maxAttempts + 1; i++) {
      const p = await newPerson('quota-signup');
      expect(p.user.uid).toBeTruthy();
      await p.close();
    }
  });
});

describe('beforeUserSignedIn: 5 sign-ins in 15 minutes per address and per account', () => {
  it('refuses the 6th sign-in from one address', async () => {
    const ip = freshAddress();
    for (let i = 0; i < RATE_LIMITS.auth_signin.maxAttempts; i++) {
      expect((await postEvent('beforeSignIn', ip, stranger())).status).toBe(200);
    }
    expect((await postEvent('beforeSignIn', ip, stranger())).status).toBe(429);
  });

  it('blocks an account signed in 5 times; the SDK then gets the spec message', async () => {
    const email = uniqueEmail('quota-signin');
    const { uid } = await adminAuth.createUser({ email, password: PASSWORD });
    const control = uniqueEmail('quota-control');
    await adminAuth.createUser({ email: control, password: PASSWORD });
    for (let i = 0; i < RATE_LIMITS.auth_signin.maxAttempts; i++) {
      expect((await postEvent('beforeSignIn', freshAddress(), { uid, email })).status).toBe(200);
    }
    expect((await postEvent('beforeSignIn', freshAddress(), { uid, email })).status).toBe(429);

    const app = initializeApp(
      { projectId: PROJECT_ID, apiKey: 'fake-api-key', appId: 'demo-app-id' },
      `quota-${Date.now()}`,
    );
    try {
      const auth = getAuth(app);
      connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
      const refused = await signInWithEmailAndPassword(auth, email, PASSWORD).then(
        () => null,
        (error: unknown) => error as { code?: string; message?: string },
      );
      expect(refused?.message).toContain(TOO_MANY_ATTEMPTS);
      // Control: another account signs in through the same emulator.
      await expect(signInWithEmailAndPassword(auth, control, PASSWORD)).resolves.toBeTruthy();
    } finally {
      await deleteApp(app);
    }
  });
});
