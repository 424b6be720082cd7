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
