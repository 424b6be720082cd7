// requestPasswordReset without the emulators: the Identity Toolkit request the mailer makes
// (stubbed fetch), and what the handler answers for each outcome of the mailer (stubbed),
// with the limiter in memory. password-reset-quota.test.ts runs it against the real Auth
// emulator.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPasswordResetHandler } from '../../functions/src/callable/request-password-reset';
import {
  identityToolkitResetMailer,
  PasswordResetMailError,
  type PasswordResetMail,
  type PasswordResetMailOutcome,
  type RequestPasswordResetDeps,
} from '../../functions/src/services/password-reset-mail';
import { GENERIC_ERROR } from '../../src/domain/messages';
import { refusal } from './callable-refusal';
import { fakeLimiterDb } from './fake-limiter-db';

afterEach(() => {
  vi.restoreAllMocks();
});

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status });
  };
  return { calls, fetch: fetchStub as typeof fetch };
}

const MAIL: PasswordResetMail = {
  email: 'dana@example.com',
  continueUrl: 'https://demo-x.web.app/signin',
  userIp: '203.0.113.7',
};

describe('identityToolkitResetMailer', () => {
  it('posts a PASSWORD_RESET for the project with the OAuth token, no API key', async () => {
    const stub = stubFetch(200, { email: MAIL.email });
    const send = identityToolkitResetMailer({
      projectId: 'demo-x',
      accessToken: async () => 'ya29.token',
      fetch: stub.fetch,
    });
    expect(await send(MAIL)).toBe('sent');
    const [call] = stub.calls;
    expect(call?.url).toBe('https://identitytoolkit.googleapis.com/v1/accounts:sendOobCode');
    expect(call?.url).not.toContain('key=');
    expect(new Headers(call?.init.headers).get('authorization')).toBe('Bearer ya29.token');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      requestType: 'PASSWORD_RESET',
      email: MAIL.email,
      continueUrl: MAIL.continueUrl,
      targetProjectId: 'demo-x',
      userIp: MAIL.userIp,
    });
  });

  it("uses the emulator's address and its owner token, and leaves out an unknown client", async () => {
    const stub = stubFetch(200, {});
    const accessToken = vi.fn(async () => 'never');
    const send = identityToolkitResetMailer({
      projectId: 'demo-x',
      accessToken,
      emulatorHost: '127.0.0.1:9099',
      fetch: stub.fetch,
    });
    await send({ ...MAIL, userIp: null });
    expect(stub.calls[0]?.url).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:sendOobCode',
    );
    expect(new Headers(stub.calls[0]?.init.headers).get('authorization')).toBe('Bearer owner');
    expect(accessToken).not.toHaveBeenCalled();
    expect(JSON.parse(String(stub.calls[0]?.init.body))).not.toHaveProperty('userIp');
  });

  it('reads EMAIL_NOT_FOUND as no account, and throws any other refusal with its code only', async () => {
    const options = { projectId: 'demo-x', accessToken: async () => 't' };
    const notFound = stubFetch(400, { error: { code: 400, message: 'EMAIL_NOT_FOUND' } });
    expect(await identityToolkitResetMailer({ ...options, fetch: notFound.fetch })(MAIL)).toBe(
      'no-account',
    );
    const denied = stubFetch(403, {
      error: {
        code: 403,
        message: 'PERMISSION_DENIED : Caller lacks firebaseauth.users.sendEmail',
      },
    });
    const error = await identityToolkitResetMailer({ ...options, fetch: denied.fetch })(MAIL).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PasswordResetMailError);
    expect(error).toMatchObject({ status: 403, reason: 'PERMISSION_DENIED' });
    expect(String((error as Error).message)).not.toContain(MAIL.email);
  });
});

describe('requestPasswordResetHandler (stubbed mailer)', () => {
  function setUp(outcome: () => Promise<PasswordResetMailOutcome>) {
    const mails: PasswordResetMail[] = [];
    const deps: RequestPasswordResetDeps = {
      db: fakeLimiterDb().db,
      projectId: 'demo-x',
      emulator: false,
      env: {},
      sendResetMail: async (mail) => {
        mails.push(mail);
        return outcome();
      },
    };
    const call = (data: unknown, headers: Record<string, string> = {}) =>
      requestPasswordResetHandler(
        {
          data,
          rawRequest: { ip: '203.0.113.9', headers: { origin: 'https://evil.test', ...headers } },
        },
        deps,
      );
    return { mails, call };
  }

  it('answers the same for an unknown address as for a known one', async () => {
    const known = setUp(async () => 'sent');
    const unknown = setUp(async () => 'no-account');
    expect(await known.call({ email: 'a@example.com' })).toEqual({ sent: true });
    expect(await unknown.call({ email: 'b@example.com' })).toEqual({ sent: true });
  });

  it("continues to the app's own origin, never one the request names", async () => {
    const { mails, call } = setUp(async () => 'sent');
    await call({ email: ' Dana@example.com ' });
    expect(mails[0]).toEqual({
      email: 'Dana@example.com',
      continueUrl: 'https://demo-x.web.app/signin',
      userIp: '203.0.113.9',
    });
  });

  it('answers internal with the generic message when Auth refuses, leaking nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { call } = setUp(async () => {
      throw new PasswordResetMailError(403, 'PERMISSION_DENIED');
    });
    expect(await refusal(call({ email: 'c@example.com' }))).toEqual({
      code: 'internal',
      message: GENERIC_ERROR,
      details: undefined,
    });
  });
});
