// consumeAttempt / consumeAttemptFor against an in-memory Firestore: the count is kept per
// key (account or hashed client address), and a hit limit is logged once per block.
import { describe, expect, it } from 'vitest';
import {
  consumeAttempt,
  consumeAttemptFor,
  rateLimitDocId,
  tryConsumeAttempt,
} from '../../functions/src/services/rate-limit';
import { TOO_MANY_ATTEMPTS } from '../../src/domain/messages';
import { RATE_LIMITS } from '../../src/domain/rate-limits';
import { fakeLimiterDb as fakeDb } from './fake-limiter-db';

const NOW = Date.UTC(2026, 0, 1, 12);

describe('rateLimitDocId', () => {
  it('keeps a uid as it is and hashes an address, case and spaces aside', () => {
    expect(rateLimitDocId({ kind: 'uid', id: 'abc' })).toBe('abc');
    const id = rateLimitDocId({ kind: 'ip', id: '2001:DB8::1 ' });
    expect(id).toMatch(/^ip_[0-9a-f]{64}$/);
    expect(id).toBe(rateLimitDocId({ kind: 'ip', id: '2001:db8::1' }));
    expect(id).not.toContain('2001');
    expect(rateLimitDocId({ kind: 'ip', id: '10.0.0.1' })).not.toBe(id);
  });

  it('hashes an e-mail address under its own prefix, apart from a client address', () => {
    const id = rateLimitDocId({ kind: 'email', id: ' Dana@Example.com' });
    expect(id).toMatch(/^em_[0-9a-f]{64}$/);
    expect(id).toBe(rateLimitDocId({ kind: 'email', id: 'dana@example.com' }));
    expect(id).not.toContain('dana');
    // The same text as an address and as an e-mail names two different limiters.
    const text = 'dana@example.com';
    expect(rateLimitDocId({ kind: 'ip', id: text }).slice(3)).not.toBe(
      rateLimitDocId({ kind: 'email', id: text }).slice(3),
    );
  });
});

describe('consumeAttemptFor', () => {
  it('counts per client address, apart from other addresses and accounts', async () => {
    const { db, docs } = fakeDb();
    const rule = RATE_LIMITS.default;
    for (let i = 0; i < rule.maxAttempts; i++) {
      await consumeAttemptFor(db, { kind: 'ip', id: '10.0.0.1' }, 'default', NOW + i);
    }
    await expect(
      consumeAttemptFor(db, { kind: 'ip', id: '10.0.0.1' }, 'default', NOW + 100),
    ).rejects.toMatchObject({ code: 'resource-exhausted', message: TOO_MANY_ATTEMPTS });
    // Control: another address and an account are unaffected.
    await expect(
      consumeAttemptFor(db, { kind: 'ip', id: '10.0.0.2' }, 'default', NOW + 100),
    ).resolves.toBeUndefined();
    await expect(consumeAttempt(db, 'u1', 'default', NOW + 100)).resolves.toBeUndefined();
    expect([...docs.keys()].some((k) => k.includes('10.0.0'))).toBe(false);
  });

  it('records one security event per block, not one per refused retry', async () => {
    const { db, created: added } = fakeDb();
    const key = { kind: 'ip', id: '10.0.0.9' } as const;
    const rule = RATE_LIMITS.auth_signup;
    for (let i = 0; i < rule.maxAttempts; i++) {
      await consumeAttemptFor(db, key, 'auth_signup', NOW + i);
    }
    for (let i = 0; i < 5; i++) {
      await expect(
        consumeAttemptFor(db, key, 'auth_signup', NOW + 10 + i, { userAgent: 'ua' }),
      ).rejects.toMatchObject({ code: 'resource-exhausted' });
    }
    expect(added).toHaveLength(1);
    expect(added[0]?.data).toMatchObject({
      type: 'rate_limit_exceeded',
      uid: null,
      ip: '10.0.0.9',
      userAgent: 'ua',
      details: { action: 'auth_signup', key: 'ip' },
    });
  });

  it('keeps consumeAttempt(db, uid, action) as it was: keyed by the uid', async () => {
    const { db, docs, created: added } = fakeDb();
    for (let i = 0; i < RATE_LIMITS.payment_create.maxAttempts; i++) {
      await consumeAttempt(db, 'u2', 'payment_create', NOW + i);
    }
    await expect(consumeAttempt(db, 'u2', 'payment_create', NOW + 9)).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    expect(docs.has('rateLimits/u2')).toBe(true);
    expect(added[0]?.data).toMatchObject({ uid: 'u2', details: { action: 'payment_create' } });
  });
});

describe('tryConsumeAttempt', () => {
  it('answers without throwing, with the retry time once blocked', async () => {
    const { db } = fakeDb();
    const key = { kind: 'uid', id: 'u3' } as const;
    const rule = RATE_LIMITS.auth_signin;
    for (let i = 0; i < rule.maxAttempts; i++) {
      expect((await tryConsumeAttempt(db, key, 'auth_signin', NOW + i)).allowed).toBe(true);
    }
    const refused = await tryConsumeAttempt(db, key, 'auth_signin', NOW + 50);
    expect(refused).toEqual({
      allowed: false,
      retryAt: NOW + 50 + rule.blockMs,
      newlyBlocked: true,
    });
    const again = await tryConsumeAttempt(db, key, 'auth_signin', NOW + 60);
    expect(again.allowed).toBe(false);
    expect(again.newlyBlocked).toBe(false);
  });
});
