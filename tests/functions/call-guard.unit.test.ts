// The session check and refusal log every callable gets from safe-on-call: a revoked,
// disabled or unverifiable token is `unauthenticated` (and an auth_failure event), Auth
// being unreachable fails closed, and an authenticated caller's invalid input is logged.
import { afterEach, describe, expect, it } from 'vitest';
import { assertPlainData, plainObject } from '../../functions/src/services/callable-context';
import {
  onCall,
  setCallGuardDeps,
  verifyCallerSession,
  type CallGuardDeps,
} from '../../functions/src/services/safe-on-call';
import type { SecurityEvent } from '../../functions/src/services/security-events';
import { SESSION_CHECK_FAILED, SESSION_ENDED } from '../../src/domain/messages';

function fakeDeps(verify: (token: string) => Promise<unknown>): CallGuardDeps & {
  events: SecurityEvent[];
  checked: [string, boolean][];
} {
  const events: SecurityEvent[] = [];
  const checked: [string, boolean][] = [];
  return {
    events,
    checked,
    verifyIdToken: async (token, checkRevoked) => {
      checked.push([token, checkRevoked]);
      return verify(token);
    },
    record: async (event) => {
      events.push(event);
    },
  };
}

const authError = (code: string) => Object.assign(new Error(code), { code });

const signedIn = {
  auth: { uid: 'u1', token: { email: 'a@example.test' }, rawToken: 'tok' },
  rawRequest: {
    headers: { 'user-agent': 'UA/1', 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
  },
};

afterEach(() => setCallGuardDeps(null));

describe('verifyCallerSession', () => {
  it('checks the raw token with checkRevoked and lets a valid one through', async () => {
    const deps = fakeDeps(async () => ({ uid: 'u1' }));
    await expect(verifyCallerSession(signedIn, deps)).resolves.toBeUndefined();
    expect(deps.checked).toEqual([['tok', true]]);
    expect(deps.events).toEqual([]);
  });

  it('lets a request without a token through untouched (the handler decides)', async () => {
    const deps = fakeDeps(async () => {
      throw new Error('must not be called');
    });
    await expect(verifyCallerSession({ rawRequest: {} }, deps)).resolves.toBeUndefined();
    expect(deps.checked).toEqual([]);
  });

  it.each([
    'auth/id-token-revoked',
    'auth/user-disabled',
    'auth/user-not-found',
    'auth/argument-error',
  ])('answers %s with unauthenticated and records auth_failure', async (code) => {
    const deps = fakeDeps(async () => {
      throw authError(code);
    });
    await expect(verifyCallerSession(signedIn, deps)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: SESSION_ENDED,
    });
    expect(deps.events).toEqual([
      {
        type: 'auth_failure',
        uid: 'u1',
        email: 'a@example.test',
        ip: '203.0.113.9',
        userAgent: 'UA/1',
        details: { reason: code },
      },
    ]);
  });

  it('refuses an auth context without a raw token', async () => {
    const deps = fakeDeps(async () => ({}));
    const auth = { uid: signedIn.auth.uid, token: signedIn.auth.token };
    await expect(verifyCallerSession({ ...signedIn, auth }, deps)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(deps.checked).toEqual([]);
  });

  it('fails closed, without an event, when Auth cannot be asked', async () => {
    const deps = fakeDeps(async () => {
      throw Object.assign(new Error('ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    await expect(verifyCallerSession(signedIn, deps)).rejects.toMatchObject({
      code: 'unavailable',
      message: SESSION_CHECK_FAILED,
    });
    expect(deps.events).toEqual([]);
  });
});

describe('onCall with the guard', () => {
  type RunArg = Parameters<ReturnType<typeof onCall>['run']>[0];

  it('does not run the handler for a revoked token', async () => {
    const deps = fakeDeps(async () => {
      throw authError('auth/id-token-revoked');
    });
    setCallGuardDeps(deps);
    let ran = false;
    const fn = onCall(() => {
      ran = true;
      return 'done';
    });
    await expect(fn.run({ data: {}, ...signedIn } as unknown as RunArg)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(ran).toBe(false);
  });

  it('records invalid_input (message and paths, not the input) for a signed-in caller', async () => {
    const deps = fakeDeps(async () => ({}));
    setCallGuardDeps(deps);
    // A real refusal: a prototype-pollution key, refused with its path.
    const fn = onCall((request) => assertPlainData(request.data));
    await expect(
      fn.run({ data: { a: { constructor: 'secret' } }, ...signedIn } as unknown as RunArg),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(deps.events).toEqual([
      expect.objectContaining({
        type: 'invalid_input',
        uid: 'u1',
        details: { message: 'Field "a.constructor" is not allowed.', paths: ['a.constructor'] },
      }),
    ]);
    expect(JSON.stringify(deps.events)).not.toContain('secret');
  });

  it('records nothing for a signed-out caller or for other refusals', async () => {
    const deps = fakeDeps(async () => ({}));
    setCallGuardDeps(deps);
    const invalid = onCall((request) => plainObject(request.data, ['a']));
    const denied = onCall(() => {
      throw Object.assign(new Error('No'), { code: 'permission-denied' });
    });
    await expect(
      invalid.run({ data: 'x', rawRequest: {} } as unknown as RunArg),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(denied.run({ data: {}, ...signedIn } as unknown as RunArg)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(deps.events).toEqual([]);
  });
});
