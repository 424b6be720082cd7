// Server-side attempt limits: the same rules as the browser's courtesy limiter
// (src/domain/rate-limits.ts), but stored in rateLimits/{uid} (no client access) and
// checked in a transaction, so a scripted client cannot get around them.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { TOO_MANY_ATTEMPTS } from '../../../src/domain/messages';
import {
  RATE_LIMITS,
  recordAttempt,
  type AttemptLog,
  type RateLimitAction,
} from '../../../src/domain/rate-limits';
import { recordSecurityEvent } from './security-events';
import { transact } from './transact';

export async function consumeAttempt(
  db: Firestore,
  uid: string,
  action: RateLimitAction,
  now: number = Date.now(),
): Promise<void> {
  const ref = db.collection('rateLimits').doc(uid);
  const allowed = await transact(db, async (tx) => {
    const snap = await tx.get(ref);
    const log = snap.get(action) as AttemptLog | undefined;
    const decision = recordAttempt(log, RATE_LIMITS[action], now);
    tx.set(ref, { [action]: decision.log }, { merge: true });
    return decision.allowed;
  });
  if (!allowed) {
    await recordSecurityEvent(db, {
      type: 'rate_limit_exceeded',
      uid,
      email: null,
      details: { action },
      userAgent: null,
    });
    throw new HttpsError('resource-exhausted', TOO_MANY_ATTEMPTS);
  }
}
