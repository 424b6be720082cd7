// Security events are the audit trail admins read (securityEvents/{id}). Only functions
// write them; the earlier app kept them in memory and printed them to the console.
import type { SecurityEventType } from '../../../src/domain/security-events';

export { SECURITY_EVENT_TYPES, type SecurityEventType } from '../../../src/domain/security-events';

export interface SecurityEvent {
  type: SecurityEventType;
  uid: string | null;
  email: string | null;
  details: Record<string, unknown>;
  userAgent: string | null;
  /** The client address, when the caller is known to have one (optional for older callers). */
  ip?: string | null;
}

/** The smallest Firestore surface we need, so scripts and tests can pass their own instance. */
export interface SecurityEventSink {
  collection(path: string): { add(data: Record<string, unknown>): Promise<unknown> };
}

const MAX_USER_AGENT = 512;
/** Longer than any IPv6 text form (45 characters). */
const MAX_IP = 64;

export async function recordSecurityEvent(
  db: SecurityEventSink,
  event: SecurityEvent,
  now: Date = new Date(),
): Promise<void> {
  await db.collection('securityEvents').add({
    type: event.type,
    uid: event.uid,
    email: event.email,
    details: event.details,
    userAgent: event.userAgent ? event.userAgent.slice(0, MAX_USER_AGENT) : null,
    ip: event.ip ? event.ip.slice(0, MAX_IP) : null,
    createdAt: now,
  });
}
