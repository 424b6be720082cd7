/** Roles a person can pick at sign-up; `admin` is only ever granted by an admin. */
export const SELF_SERVICE_ROLES = ['client', 'dj'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const ROLES = ['client', 'dj', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<SelfServiceRole, string> = {
  client: 'Book DJs',
  dj: 'Become a DJ',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isSelfServiceRole(value: unknown): value is SelfServiceRole {
  return typeof value === 'string' && (SELF_SERVICE_ROLES as readonly string[]).includes(value);
}
