// The Auth blocking limits: sign-up per client address (3 an hour), sign-in per address and
// per account (5 in 15 minutes, then 30 minutes blocked), with the spec's message; the Auth
// emulator's placeholder address is not counted in an emulated demo- project.
import { describe, expect, it } from 'vitest';
import {
  EMULATOR_PLACEHOLDER_IP,
  EMULATOR_PLACEHOLDER_USER_AGENT,
  limitSignIn,
  limitSignUp,
  type AuthQuotaEvent,
} from '../../functions/src/triggers/auth-blocking';
import { TOO_MANY_ATTEMPTS } from '../../src/domain/messages';
import { RATE_LIMITS } from '../../src/domain/rate-limits';
import { fakeLimiterDb } from './fake-limiter-db';

const T0 = Date.UTC(2031, 0, 1, 9);
const refusal = { code: 'resource-exhausted', message: TOO_MANY_ATTEMPTS };

function deps(emulatedDemo = false, at = T0) {
  const fake = fakeLimiterDb();
  const clock = { now: at };
  return { fake, clock, deps: { db: fake.db, emulatedDemo, now: () => clock.now } };
}

const from = (ip: string, uid = 'acct1'): AuthQuotaEvent => ({
  ipAddress: ip,
  userAgent: 'Browser/1',
  data: { uid, email: `${uid}@example.test` },
});

describe('limitSignUp', () => {
  it('refuses the 4th sign-up from one address in an hour; the first three pass', async () => {
    const { deps: d, fake } = deps();
    for (let i = 0; i < RATE_LIMITS.auth_signup.maxAttempts; i++) {
      await expect(limitSignUp(from('203.0.113.1', `new${i}`), d)).resolves.toBeUndefined();
    }
    await expect(limitSignUp(from('203.0.113.1', 'new4'), d)).rejects.toMatchObject(refusal);
    // Control: another address signs up.
    await expect(limitSignUp(from('203.0.113.2', 'new5'), d)).resolves.toBeUndefined();
    expect(fake.created.map((c) => c.data)).toEqual([
      expect.objectContaining({
        type: 'rate_limit_exceeded',
        ip: '203.0.113.1',
        email: 'new4@example.test',
        details: { action: 'auth_signup', key: 'ip' },
      }),
    ]);
  });

  it('stays blocked for an hour after the limit', async () => {
    const { deps: d, clock } = deps();
    for (let i = 0; i < 4; i++) await limitSignUp(from('203.0.113.3', `n${i}`), d).catch(() => {});
    clock.now = T0 + 59 * 60_000;
    await expect(limitSignUp(from('203.0.113.3', 'n9'), d)).rejects.toMatchObject(refusal);
    clock.now = T0 + 61 * 60_000;
    await expect(limitSignUp(from('203.0.113.3', 'n10'), d)).resolves.toBeUndefined();
  });
});

describe('limitSignIn', () => {
  it('refuses the 6th sign-in of an account in 15 minutes, from any address', async () => {
    const { deps: d } = deps();
    for (let i = 0; i < RATE_LIMITS.auth_signin.maxAttempts; i++) {
      await limitSignIn(from(`198.51.100.${i}`, 'victim'), d);
    }
    await expect(limitSignIn(from('198.51.100.99', 'victim'), d)).rejects.toMatchObject(refusal);
    // Control: another account from that same fresh address.
    await expect(limitSignIn(from('198.51.100.98', 'other'), d)).resolves.toBeUndefined();
  });

  it('refuses the 6th sign-in from one address, whichever the account', async () => {
    const { deps: d } = deps();
    for (let i = 0; i < RATE_LIMITS.auth_signin.maxAttempts; i++) {
      await limitSignIn(from('192.0.2.7', `acct${i}`), d);
    }
    await expect(limitSignIn(from('192.0.2.7', 'acct9'), d)).rejects.toMatchObject(refusal);
    // The refused attempt was not counted against acct9: it signs in from elsewhere.
    await expect(limitSignIn(from('192.0.2.8', 'acct9'), d)).resolves.toBeUndefined();
  });
});

describe('the Auth emulator placeholder', () => {
  const placeholder = (uid: string): AuthQuotaEvent => ({
    ipAddress: EMULATOR_PLACEHOLDER_IP,
    userAgent: EMULATOR_PLACEHOLDER_USER_AGENT,
    data: { uid },
  });

  it('is not counted in an emulated demo- project', async () => {
    const { deps: d, fake } = deps(true);
    for (let i = 0; i < 20; i++) {
      await limitSignUp(placeholder(`p${i}`), d);
      await limitSignIn(placeholder('same'), d);
    }
    expect(fake.docs.size).toBe(0);
  });

  it('still meets a block that real counts put on the account', async () => {
    const { deps: d } = deps(true);
    for (let i = 0; i < 6; i++)
      await limitSignIn(from(`198.51.100.${i}`, 'blocked'), d).catch(() => {});
    await expect(limitSignIn(placeholder('blocked'), d)).rejects.toMatchObject(refusal);
    await expect(limitSignIn(placeholder('fine'), d)).resolves.toBeUndefined();
  });

  it('is counted like any address outside the emulator', async () => {
    const { deps: d } = deps(false);
    for (let i = 0; i < 3; i++) await limitSignUp(placeholder(`q${i}`), d);
    await expect(limitSignUp(placeholder('q4'), d)).rejects.toMatchObject(refusal);
  });
});
