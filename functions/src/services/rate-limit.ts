// Server-side attempt limits: the same rules as the browser's courtesy limiter
// (src/domain/rate-limits.ts), but stored in rateLimits/{key} (no client access) and
// checked in a transaction, so a scripted client cannot get around them.
//
// A limit is kept per account (rateLimits/{uid}) or per client address
// (rateLimits/ip_{hash}), for callers that have no account yet: sign-up, sign-in, the
// signed-out contact form.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { TOO_MANY_ATTEMPTS } from '../../../src/domain/messages';
import {
  RATE_LIMITS,
  recordAttempt,
  type AttemptLog,
  type RateLimitAction,
} from '../../../src/domain/rate-limits';
import { expiryFields } from '../../../src/domain/retention';
import { rateLimitDocId, type RateLimitKey } from './rate-limit-keys';
import { recordSecurityEvent } from './security-events';
import { transact } from './transact';

export { rateLimitDocId, type RateLimitKey } from './rate-limit-keys';

/** Who to name in the security event when a limit is hit (all optional). */
export interface RateLimitContext {
  uid?: string | null;
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

export interface AttemptOutcome {
  allowed: boolean;
  /** When a refused action may be retried (epoch ms). */
  retryAt?: number;
  /** True only for the refusal that started a block: later refusals are not news. */
  newlyBlocked: boolean;
}

/**
 * Counts one attempt for `key` and says whether it is allowed, without throwing or recording
 * anything: for callers that answer in their own way (Auth blocking functions).
 */
export async function tryConsumeAttempt(
  db: Firestore,
  key: RateLimitKey,
  action: RateLimitAction,
  now: number = Date.now(),
): Promise<AttemptOutcome> {
  const ref = db.collection('rateLimits').doc(rateLimitDocId(key));
  return transact(db, async (tx) => {
    const snap = await tx.get(ref);
    const log = snap.get(action) as AttemptLog | undefined;
    const decision = recordAttempt(log, RATE_LIMITS[action], now);
    // Each write moves the record's TTL on (src/domain/retention.ts).
    tx.set(ref, { [action]: decision.log, ...expiryFields('rateLimits', now) }, { merge: true });
    const newlyBlocked = !decision.allowed && decision.log.blockedUntil !== log?.blockedUntil;
    return { allowed: decision.allowed, retryAt: decision.retryAt, newlyBlocked };
  });
}

/** Whether `key` is inside a block for `action` now, without counting anything. */
export async function isBlocked(
  db: Firestore,
  key: RateLimitKey,
  action: RateLimitAction,
  now: number = Date.now(),
): Promise<boolean> {
  const snap = await db.collection('rateLimits').doc(rateLimitDocId(key)).get();
  const log = snap.get(action) as AttemptLog | undefined;
  return log?.blockedUntil !== undefined && log.blockedUntil > now;
}

/**
 * Counts one attempt for `key`; over the limit it answers `resource-exhausted` with the
 * spec's message. The security event is written once per block (when the limit is first
 * hit), not for every refused retry, so hammering a limit cannot flood the log.
 */
export async function consumeAttemptFor(
  db: Firestore,
  key: RateLimitKey,
  action: RateLimitAction,
  now: number = Date.now(),
  context: RateLimitContext = {},
): Promise<void> {
  const outcome = await tryConsumeAttempt(db, key, action, now);
  if (outcome.allowed) return;
  if (outcome.newlyBlocked) {
    await recordSecurityEvent(db, {
      type: 'rate_limit_exceeded',
      uid: context.uid ?? (key.kind === 'uid' ? key.id : null),
      email: context.email ?? null,
      details: { action, key: key.kind },
      userAgent: context.userAgent ?? null,
      ip: context.ip ?? (key.kind === 'ip' ? key.id : null),
    });
  }
  throw new HttpsError('resource-exhausted', TOO_MANY_ATTEMPTS);
}

/** Counts one attempt for an account (see consumeAttemptFor). */
export async function consumeAttempt(
  db: Firestore,
  uid: string,
  action: RateLimitAction,
  now: number = Date.now(),
): Promise<void> {
  await consumeAttemptFor(db, { kind: 'uid', id: uid }, action, now);
}
