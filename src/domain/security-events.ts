/**
 * The audit events functions record in securityEvents/{id}
 * (functions/src/services/security-events.ts writes them; the admin panel
 * filters by them).
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
  return typeof value === 'string' && (SECURITY_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * How long an event is kept: securityEvents/{id}.expireAt is `createdAt` plus this, and a
 * Firestore TTL policy on `expireAt` deletes it afterwards (docs/operations.md).
 */
export const SECURITY_EVENT_RETENTION_DAYS = 90;

export function securityEventExpireAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SECURITY_EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * At most this many events an hour per account (or, signed out, per client address) for the
 * kinds a caller can provoke at will (auth_failure, invalid_input, moderation_blocked): the
 * log must not become the attack. Beyond it, events are counted, not stored.
 */
export const SECURITY_EVENT_QUOTA = { maxAttempts: 30, windowMs: 60 * 60 * 1000 } as const;

/** Longest stored user agent and client address: the event is not a dump. */
export const SECURITY_EVENT_LIMITS = { userAgent: 512, ip: 64 } as const;
