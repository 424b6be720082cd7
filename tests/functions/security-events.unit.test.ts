// Security events carry the spec's fields plus expireAt (TTL), and the kinds a caller can
// provoke at will are stored at most SECURITY_EVENT_QUOTA an hour per account or address and
// per kind; the kinds that matter are always stored (decision 0031).
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  recordSecurityEvent,
  recordSecurityEventAlways,
  recordSecurityEventLimited,
  type SecurityEvent,
} from '../../functions/src/services/security-events';
import {
  SECURITY_EVENT_QUOTA,
  SECURITY_EVENT_RETENTION_DAYS,
} from '../../src/domain/security-events';
import { fakeLimiterDb as fakeDb } from './fake-limiter-db';

const event: SecurityEvent = {
  type: 'invalid_input',
  uid: 'u1',
  email: 'a@example.test',
  details: { message: 'x' },
  userAgent: 'u'.repeat(2000),
  ip: '203.0.113.5',
};
const NOW = new Date(Date.UTC(2026, 0, 1));

describe('recordSecurityEvent', () => {
  it('stores the spec fields, the client address and expireAt, bounded', async () => {
    const { db, created } = fakeDb();
    await recordSecurityEvent(db, event, NOW);
    const stored = created[0]?.data ?? {};
    expect(stored).toMatchObject({ type: 'invalid_input', uid: 'u1', ip: '203.0.113.5' });
    expect(String(stored.userAgent)).toHaveLength(512);
    expect(stored.createdAt).toEqual(NOW);
    expect((stored.expireAt as Date).getTime() - NOW.getTime()).toBe(
      SECURITY_EVENT_RETENTION_DAYS * 86_400_000,
    );
  });

  it('keeps older callers compiling and storing ip: null without one', async () => {
    const { db, created } = fakeDb();
    await recordSecurityEvent(db, {
      type: 'role_changed',
      uid: null,
      email: null,
      details: {},
      userAgent: null,
    });
    expect(created[0]?.data).toMatchObject({ ip: null });
  });
});

describe('recordSecurityEventLimited', () => {
  it('stores the quota, then only counts', async () => {
    const { db, docs, created } = fakeDb();
    const results: boolean[] = [];
    for (let i = 0; i < SECURITY_EVENT_QUOTA.maxAttempts + 5; i++) {
      results.push(await recordSecurityEventLimited(db, event, new Date(NOW.getTime() + i)));
    }
    expect(results.filter(Boolean)).toHaveLength(SECURITY_EVENT_QUOTA.maxAttempts);
    expect(created).toHaveLength(SECURITY_EVENT_QUOTA.maxAttempts);
    expect(docs.get('rateLimits/u1')?.securityEventsDropped_invalid_input).toBeDefined();
    // Control: another account still gets its events stored.
    await expect(recordSecurityEventLimited(db, { ...event, uid: 'u2' }, NOW)).resolves.toBe(true);
  });

  it('keeps one quota per kind: a flood of one kind leaves another kind recorded', async () => {
    const { db, created } = fakeDb();
    for (let i = 0; i <= SECURITY_EVENT_QUOTA.maxAttempts; i++) {
      await recordSecurityEventLimited(db, event, NOW);
    }
    await expect(recordSecurityEventLimited(db, event, NOW)).resolves.toBe(false);
    // Control: the same account's next kind still has its whole quota.
    const other: SecurityEvent = { ...event, type: 'auth_failure' };
    await expect(recordSecurityEventLimited(db, other, NOW)).resolves.toBe(true);
    expect(created.at(-1)?.data).toMatchObject({ type: 'auth_failure', uid: 'u1' });
  });

  it('past the quota, a warm instance drops events without touching Firestore', async () => {
    const flood = { ...event, uid: 'flooder' };
    const { db } = fakeDb();
    for (let i = 0; i <= SECURITY_EVENT_QUOTA.maxAttempts; i++) {
      await recordSecurityEventLimited(db, flood, NOW);
    }
    const untouchable = new Proxy({} as Firestore, {
      get: () => {
        throw new Error('Firestore must not be touched');
      },
    });
    await expect(recordSecurityEventLimited(untouchable, flood, NOW)).resolves.toBe(false);
    // Control: once the block is over, events are stored again (through Firestore).
    const later = new Date(NOW.getTime() + SECURITY_EVENT_QUOTA.windowMs + 1);
    await expect(recordSecurityEventLimited(db, flood, later)).resolves.toBe(true);
  });

  it('keys a signed-out event by its hashed address, and never throws', async () => {
    const { db, docs } = fakeDb();
    await recordSecurityEventLimited(db, { ...event, uid: null }, NOW);
    expect([...docs.keys()][0]).toMatch(/^rateLimits\/ip_[0-9a-f]{64}$/);
    const broken = {
      collection: () => ({ doc: () => ({}) }),
      runTransaction: async () => {
        throw new Error('down');
      },
    } as unknown as Firestore;
    await expect(recordSecurityEventLimited(broken, event, NOW)).resolves.toBe(false);
  });
});

describe('recordSecurityEventAlways', () => {
  it('stores a moderation block after the account used up every limited quota', async () => {
    const { db, created } = fakeDb();
    for (let i = 0; i <= SECURITY_EVENT_QUOTA.maxAttempts; i++) {
      await recordSecurityEventLimited(db, event, NOW);
    }
    const block: SecurityEvent = { ...event, type: 'moderation_blocked' };
    await expect(recordSecurityEventAlways(db, block, NOW)).resolves.toBe(true);
    expect(created.at(-1)?.data).toMatchObject({ type: 'moderation_blocked', uid: 'u1' });
  });

  it('never throws', async () => {
    const broken = {
      collection: () => ({
        add: () => Promise.reject(new Error('down')),
      }),
    };
    await expect(recordSecurityEventAlways(broken, event, NOW)).resolves.toBe(false);
  });
});
