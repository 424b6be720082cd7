// Security events are the audit trail admins read (securityEvents/{id}). Only functions
// write them; the earlier app kept them in memory and printed them to the console.
//
// Refuse before you record: callers log an event only after authenticating the caller and
// applying their rate limit. The kinds a caller can provoke at will go through
// recordSecurityEventLimited, which stores at most SECURITY_EVENT_QUOTA an hour per account
// or address AND per kind of event, and only counts the rest: flooding the log with one kind
// costs the attacker that kind's quota, never another's (decision 0031). The kinds that
// matter (moderation blocks, refused admin actions, payment anomalies) go through
// recordSecurityEventAlways, bounded by the caller's own rate limits instead.
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import {
  SECURITY_EVENT_QUOTA,
  SECURITY_EVENTS_COLLECTION,
  securityEventDoc,
  type SecurityEvent,
} from '../../../src/domain/security-events';
import { recordAttempt, type AttemptLog } from '../../../src/domain/rate-limits';
import { expiryFields } from '../../../src/domain/retention';
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

/**
 * Always stored, whatever quota the account's other events used up: the kinds an admin must
 * see (a moderation block, a refused admin action, a payment anomaly). Their callers bound
 * them by their own rate limits, so this is no flood path. Never throws, like the limited one.
 */
export async function recordSecurityEventAlways(
  db: SecurityEventSink,
  event: SecurityEvent,
  now: Date = new Date(),
): Promise<boolean> {
  try {
    await recordSecurityEvent(db, event, now);
    return true;
  } catch (error) {
    console.warn('recordSecurityEventAlways: not recorded', event.type, error);
    return false;
  }
}

/**
 * The limiter field of one kind of event, in the caller's rateLimits document (rate-limit.ts):
 * one quota per kind, so thirty cheap invalid_input events cannot silence the next kind.
 */
const quotaFieldOf = (type: SecurityEvent['type']) => `securityEvents_${type}`;
/** How many events of that kind the quota turned away: the flood is still visible. */
const droppedFieldOf = (type: SecurityEvent['type']) => `securityEventsDropped_${type}`;

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
 * SECURITY_EVENT_QUOTA events of its kind this hour; then it only counts it. One transaction: the quota
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
  const quotaField = quotaFieldOf(event.type);
  const exhaustedKey = `${docId}/${event.type}`;
  if (isKnownExhausted(exhaustedKey, now.getTime())) return false;
  const limiterRef = db.collection('rateLimits').doc(docId);
  const eventRef = db.collection(SECURITY_EVENTS_COLLECTION).doc();
  try {
    return await db.runTransaction(async (tx) => {
      const snap = await tx.get(limiterRef);
      const log = snap.get(quotaField) as AttemptLog | undefined;
      const decision = recordAttempt(log, SECURITY_EVENT_QUOTA, now.getTime());
      if (!decision.allowed) {
        tx.set(
          limiterRef,
          {
            [droppedFieldOf(event.type)]: FieldValue.increment(1),
            ...expiryFields('rateLimits', now),
          },
          { merge: true },
        );
        if (decision.retryAt !== undefined) rememberExhausted(exhaustedKey, decision.retryAt);
        return false;
      }
      tx.set(
        limiterRef,
        { [quotaField]: decision.log, ...expiryFields('rateLimits', now) },
        { merge: true },
      );
      tx.create(eventRef, securityEventDoc(event, now));
      return true;
    });
  } catch (error) {
    console.warn('recordSecurityEventLimited: not recorded', event.type, error);
    return false;
  }
}
