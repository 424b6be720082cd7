// Security events are the audit trail admins read (securityEvents/{id}). Only functions
// write them; the earlier app kept them in memory and printed them to the console.
//
// Refuse before you record: callers log an event only after authenticating the caller and
// applying their rate limit. The kinds a caller can provoke at will go through
// recordSecurityEventLimited, which stores at most SECURITY_EVENT_QUOTA an hour per account
// or address and only counts the rest, so flooding the log costs the attacker their quota.
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import {
  SECURITY_EVENT_QUOTA,
  SECURITY_EVENTS_COLLECTION,
  securityEventDoc,
  type SecurityEvent,
} from '../../../src/domain/security-events';
import { recordAttempt, type AttemptLog } from '../../../src/domain/rate-limits';
import { rateLimitDocId } from './rate-limit-keys';

export {
  SECURITY_EVENT_TYPES,
  type SecurityEvent,
  type SecurityEventType,
} from '../../../src/domain/security-events';

/** The smallest Firestore surface we need, so scripts and tests can pass their own instance. */
export interface SecurityEventSink {
  collection(path: string): { add(data: Record<string, unknown>): Promise<unknown> };
}

export async function recordSecurityEvent(
  db: SecurityEventSink,
  event: SecurityEvent,
  now: Date = new Date(),
): Promise<void> {
  await db.collection(SECURITY_EVENTS_COLLECTION).add(securityEventDoc(event, now));
}

/** The limiter field, in the caller's rateLimits document (rate-limit.ts). */
const QUOTA_FIELD = 'securityEvents';
/** How many events the quota turned away, in the same document: the flood is still visible. */
const DROPPED_FIELD = 'securityEventsDropped';

/**
 * Keys whose quota this instance has seen used up, and until when (epoch ms). A flood of
 * refused calls is exactly when every recording would otherwise be a transaction on one
 * limiter document; past the quota a warm instance drops the event without touching
 * Firestore until the block ends (the limiter's count then covers the drops that reached
 * it, not those). Bounded: an instance forgets the oldest keys first.
 */
const exhausted = new Map<string, number>();
const EXHAUSTED_KEYS_MAX = 10_000;

function isKnownExhausted(key: string, now: number): boolean {
  const until = exhausted.get(key);
  if (until === undefined) return false;
  if (until > now) return true;
  exhausted.delete(key);
  return false;
}

function rememberExhausted(key: string, until: number): void {
  if (exhausted.size >= EXHAUSTED_KEYS_MAX) {
    const oldest = exhausted.keys().next();
    if (!oldest.done) exhausted.delete(oldest.value);
  }
  exhausted.set(key, until);
}

/**
 * Records `event` unless its account (or, without one, its client address) has already had
 * SECURITY_EVENT_QUOTA events this hour; then it only counts it. One transaction: the quota
 * and the event. Never throws: a lost log line must not change the caller's answer.
 * Returns whether the event was stored.
 */
export async function recordSecurityEventLimited(
  db: Firestore,
  event: SecurityEvent,
  now: Date = new Date(),
): Promise<boolean> {
  const key = event.uid
    ? { kind: 'uid' as const, id: event.uid }
    : { kind: 'ip' as const, id: event.ip ?? 'unknown' };
  const docId = rateLimitDocId(key);
  if (isKnownExhausted(docId, now.getTime())) return false;
  const limiterRef = db.collection('rateLimits').doc(docId);
  const eventRef = db.collection(SECURITY_EVENTS_COLLECTION).doc();
  try {
    return await db.runTransaction(async (tx) => {
      const snap = await tx.get(limiterRef);
      const log = snap.get(QUOTA_FIELD) as AttemptLog | undefined;
      const decision = recordAttempt(log, SECURITY_EVENT_QUOTA, now.getTime());
      if (!decision.allowed) {
        tx.set(limiterRef, { [DROPPED_FIELD]: FieldValue.increment(1) }, { merge: true });
        if (decision.retryAt !== undefined) rememberExhausted(docId, decision.retryAt);
        return false;
      }
      tx.set(limiterRef, { [QUOTA_FIELD]: decision.log }, { merge: true });
      tx.create(eventRef, securityEventDoc(event, now));
      return true;
    });
  } catch (error) {
    console.warn('recordSecurityEventLimited: not recorded', event.type, error);
    return false;
  }
}
