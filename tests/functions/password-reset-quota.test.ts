// requestPasswordReset against the emulators: the handler called directly (injected client
// address) with the real mailer pointed at the Auth emulator, then once through the
// Functions emulator as the browser calls it. The Auth emulator keeps every out-of-band code
// it "sends", so a sent reset e-mail is one more PASSWORD_RESET code for the address.
import { afterAll, describe, expect, it } from 'vitest';
import { requestPasswordResetHandler } from '../../functions/src/callable/request-password-reset';
import { identityToolkitResetMailer } from '../../functions/src/services/password-reset-mail';
import { rateLimitDocId, type RateLimitKey } from '../../functions/src/services/rate-limit';
import { TOO_MANY_ATTEMPTS } from '../../src/domain/messages';
import { RATE_LIMITS } from '../../src/domain/rate-limits';
import { refusal } from './callable-refusal';
import { adminAuth, adminDb, EMULATOR, PASSWORD, PROJECT_ID, uniqueEmail } from './helpers';

const LIMIT = RATE_LIMITS.auth_password_reset.maxAttempts;
const MAILBOX_CAP = RATE_LIMITS.auth_password_reset_mailbox.maxAttempts;
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
/** The local app (the Hosting emulator): a loopback origin the emulator allows. */
const APP_ORIGIN = 'http://127.0.0.1:5000';

// Every limiter this file touches: keyed by addresses and mailboxes no other suite uses, so
// they could stay, but nothing here needs to outlive the file.
const touched = new Set<string>();
afterAll(async () => {
  await Promise.all([...touched].map((id) => adminDb.doc(`rateLimits/${id}`).delete()));
});

const limiter = (key: RateLimitKey) => {
  const id = rateLimitDocId(key);
  touched.add(id);
  return adminDb.doc(`rateLimits/${id}`).get();
};

let addressCounter = 0;
/** A documentation-range address (RFC 5737) no other test uses. */
const newAddress = () => {
  const ip = `203.0.${113 + Math.floor(Math.random() * 2)}.${(addressCounter++ % 250) + 1}`;
  touched.add(rateLimitDocId({ kind: 'ip', id: ip }));
  return ip;
};

const newMailbox = (prefix: string) => {
  const email = uniqueEmail(prefix);
  touched.add(rateLimitDocId({ kind: 'email', id: email }));
  return email;
};

async function accountFor(prefix: string): Promise<string> {
  const email = newMailbox(prefix);
  await adminAuth.createUser({ email, password: PASSWORD });
  return email;
}

const sendResetMail = identityToolkitResetMailer({
  projectId: PROJECT_ID,
  emulatorHost: AUTH_HOST,
  accessToken: () => Promise.reject(new Error('The emulator takes the owner token.')),
});

function reset(data: unknown, ip: string) {
  return requestPasswordResetHandler(
    {
      data,
      rawRequest: {
        ip: '127.0.0.1',
        headers: { 'user-agent': 'vitest', origin: APP_ORIGIN, 'x-forwarded-for': ip },
      },
    },
    { db: adminDb, projectId: PROJECT_ID, emulator: true, sendResetMail },
  );
}

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

async function resetCodesFor(email: string): Promise<OobCode[]> {
  const res = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
}

describe('requestPasswordReset', () => {
  it("sends Auth's reset e-mail for a real account, continuing to the app's sign-in page", async () => {
    const email = await accountFor('reset-real');
    expect(await reset({ email }, newAddress())).toEqual({ sent: true });
    const codes = await resetCodesFor(email);
    expect(codes).toHaveLength(1);
    const continueUrl = new URL(codes[0]?.oobLink ?? '').searchParams.get('continueUrl');
    expect(continueUrl).toBe(`${APP_ORIGIN}/signin`);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const email = newMailbox('reset-nobody');
    expect(await reset({ email }, newAddress())).toEqual({ sent: true });
    expect(await resetCodesFor(email)).toEqual([]);
    // Counted all the same, or the quota would tell the two apart.
    expect((await limiter({ kind: 'email', id: email })).exists).toBe(true);
  });

  it(`sends at most ${MAILBOX_CAP} an hour to one mailbox, and past it refuses nobody`, async () => {
    const email = await accountFor('reset-victim');
    for (let i = 0; i < MAILBOX_CAP; i++) {
      expect(await reset({ email }, newAddress())).toEqual({ sent: true });
    }
    // Past the cap: the same answer, from any address, in any case, but nothing is sent.
    const botnet = newAddress();
    expect(await reset({ email }, botnet)).toEqual({ sent: true });
    expect(await reset({ email: email.toUpperCase() }, newAddress())).toEqual({ sent: true });
    expect(await resetCodesFor(email)).toHaveLength(MAILBOX_CAP);
    // Control: the address whose request was not sent may still ask for another mailbox.
    const other = await accountFor('reset-other');
    expect(await refusal(reset({ email: other }, botnet))).toBe('ok');
    expect(await resetCodesFor(other)).toHaveLength(1);
  });

  it("a stranger's burst for someone's address does not lock the owner out", async () => {
    const email = await accountFor('reset-owner');
    const attacker = newAddress();
    for (let i = 0; i < LIMIT; i++) {
      expect(await refusal(reset({ email }, attacker))).toBe('ok');
    }
    // The attacker's own address is now refused, with the spec's message...
    expect(await refusal(reset({ email }, attacker))).toMatchObject({
      code: 'resource-exhausted',
      message: TOO_MANY_ATTEMPTS,
    });
    // ...and the owner, from their own address, still gets their reset e-mail.
    expect(await reset({ email }, newAddress())).toEqual({ sent: true });
    expect(await resetCodesFor(email)).toHaveLength(LIMIT + 1);
  });

  it(`sends at most ${LIMIT} an hour from one address, whatever the mailboxes`, async () => {
    const ip = newAddress();
    const mailboxes: string[] = [];
    for (let i = 0; i <= LIMIT; i++) mailboxes.push(await accountFor(`reset-spray${i}`));
    for (const email of mailboxes.slice(0, LIMIT)) {
      expect(await refusal(reset({ email }, ip))).toBe('ok');
    }
    const last = mailboxes[LIMIT] as string;
    expect(await refusal(reset({ email: last }, ip))).toMatchObject({
      code: 'resource-exhausted',
      message: TOO_MANY_ATTEMPTS,
    });
    expect(await resetCodesFor(last)).toEqual([]);
    // Refused by the address first: the next victim's quota is not used up as well.
    expect((await limiter({ kind: 'email', id: last })).exists).toBe(false);
    // Control: another address may still ask for that mailbox.
    expect(await refusal(reset({ email: last }, newAddress()))).toBe('ok');
  });

  it('refuses invalid input with invalid-argument and counts nothing', async () => {
    const ip = newAddress();
    const email = newMailbox('reset-bad');
    for (const bad of [
      { email: 'not-an-email' },
      {},
      { email: 42 },
      { email, continueUrl: 'https://evil.test' },
    ]) {
      expect(await refusal(reset(bad, ip))).toMatchObject({ code: 'invalid-argument' });
    }
    expect((await limiter({ kind: 'ip', id: ip })).exists).toBe(false);
    expect((await limiter({ kind: 'email', id: email })).exists).toBe(false);
    expect(await resetCodesFor(email)).toEqual([]);
  });
});

describe('requestPasswordReset through the Functions emulator', () => {
  const url = `${EMULATOR.functionsOrigin}/${PROJECT_ID}/us-central1/requestPasswordReset`;
  const post = (data: unknown, ip: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, origin: APP_ORIGIN },
      body: JSON.stringify({ data }),
    });

  it('works signed out, sends through the Auth emulator, and is limited per address', async () => {
    const ip = newAddress();
    const email = await accountFor('reset-emulator');
    const response = await post({ email }, ip);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { sent: true } });
    expect(await resetCodesFor(email)).toHaveLength(1);
    for (let i = 1; i < LIMIT; i++) {
      expect((await post({ email: newMailbox('reset-emulator-n') }, ip)).status).toBe(200);
    }
    const refused = await post({ email: newMailbox('reset-emulator-n') }, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: { status: 'RESOURCE_EXHAUSTED', message: TOO_MANY_ATTEMPTS },
    });
  });
});
