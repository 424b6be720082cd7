import type { Notice } from './messages';

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

const RANK: Readonly<Record<Role, number>> = { client: 0, dj: 1, admin: 2 };

/**
 * A change that takes privileges away (admin to anything, dj to client). Such a change
 * revokes the person's refresh tokens so the old role ends at once; a promotion does not
 * (decision 0007).
 */
export function isDemotion(from: unknown, to: Role): boolean {
  return isRole(from) && RANK[to] < RANK[from];
}

/** A change that grants more than the client baseline had (no role counts as none). */
export function isPromotion(from: unknown, to: Role): boolean {
  return to !== 'client' && (!isRole(from) || RANK[to] > RANK[from]);
}

/** setUserRole by e-mail needs an address the person has proven they own. */
export const EMAIL_NOT_VERIFIED_FOR_ROLE =
  "This account's e-mail address is not verified yet. Ask the person to open the verification link we sent them, then try again.";

/** The app signs out when its session was revoked by a role change. */
export const ROLE_CHANGED_SIGN_IN_AGAIN: Notice = {
  title: 'Your Role Changed',
  description: 'Your account role was changed. Please sign in again to continue.',
};

/**
 * Firebase Auth codes that mean the session can no longer refresh (tokens revoked, account
 * disabled or deleted): the app signs out rather than retrying.
 */
const SESSION_ENDED_CODES: ReadonlySet<string> = new Set([
  'auth/user-token-expired',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-user-token',
]);

export function isSessionEndedCode(code: unknown): boolean {
  return typeof code === 'string' && SESSION_ENDED_CODES.has(code);
}
