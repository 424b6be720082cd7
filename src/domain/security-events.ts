import { isOneOf } from './one-of';
import { expireAtFor, RETENTION_DAYS } from './retention';

/**
 * The audit events recorded in securityEvents/{id}
 * (functions/src/services/security-events.ts writes them, as does `npm run make-admin`;
 * the admin panel filters by them).
 */
export const SECURITY_EVENT_TYPES = [
  'auth_failure',
  'suspicious_query',
  'rate_limit_exceeded',
  'invalid_input',
  'unauthorized_access',
  'role_changed',
  'moderation_blocked',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export function isSecurityEventType(value: unknown): value is SecurityEventType {
  return isOneOf(SECURITY_EVENT_TYPES, value);
}

/**
 * How long an event is kept: securityEvents/{id}.expireAt is `createdAt` plus this, and a
 * Firestore TTL policy on `expireAt` deletes it afterwards (docs/operations.md).
 */
export const SECURITY_EVENT_RETENTION_DAYS = RETENTION_DAYS.securityEvents;

export function securityEventExpireAt(createdAt: Date): Date {
  return expireAtFor('securityEvents', createdAt);
}

/**
 * At most this many events an hour per account (or, signed out, per client address) for the
 * kinds a caller can provoke at will (auth_failure, invalid_input, moderation_blocked): the
 * log must not become the attack. Beyond it, events are counted, not stored.
 */
export const SECURITY_EVENT_QUOTA = { maxAttempts: 30, windowMs: 60 * 60 * 1000 } as const;

/** Longest stored user agent and client address: the event is not a dump. */
export const SECURITY_EVENT_LIMITS = { userAgent: 512, ip: 64 } as const;

/** The audit trail admins read: securityEvents/{id}, written only by the server side. */
export const SECURITY_EVENTS_COLLECTION = 'securityEvents';

export interface SecurityEvent {
  type: SecurityEventType;
  uid: string | null;
  email: string | null;
  details: Record<string, unknown>;
  userAgent: string | null;
  /** The client address, when the caller is known to have one (optional for older callers). */
  ip?: string | null;
}

/** The stored document: the spec's fields plus `expireAt` for the TTL policy. */
export function securityEventDoc(event: SecurityEvent, now: Date): Record<string, unknown> {
  return {
    type: event.type,
    uid: event.uid,
    email: event.email,
    details: event.details,
    userAgent: event.userAgent ? event.userAgent.slice(0, SECURITY_EVENT_LIMITS.userAgent) : null,
    ip: event.ip ? event.ip.slice(0, SECURITY_EVENT_LIMITS.ip) : null,
    createdAt: now,
    expireAt: securityEventExpireAt(now),
  };
}
