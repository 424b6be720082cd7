import type { Notice } from './messages';
import { isOneOf } from './one-of';

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
  return isOneOf(ROLES, value);
}

export function isSelfServiceRole(value: unknown): value is SelfServiceRole {
  return isOneOf(SELF_SERVICE_ROLES, value);
}

/**
 * An admin action on the admin's own profile, bookings or payouts (decision 0031): the server
 * refuses it, so nobody reactivates or pays themselves.
 */
export const OWN_CASE =
  'You cannot decide on your own profile, bookings or payouts. Another administrator must do it.';

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

/** One write of a role change. Each side (functions, scripts) applies it with its own SDK. */
export type RoleGrantStep =
  /** Merged into users/{uid}. */
  | { kind: 'user-doc'; fields: Readonly<Record<string, unknown>> }
  /** The whole custom-claims object of the Auth account. */
  | { kind: 'claims'; claims: Readonly<Record<string, unknown>> }
  | { kind: 'revoke-sessions' };

export interface RoleGrantPlan {
  previousRole: string | null;
  /** True when the change takes privileges away and the person's sessions are revoked. */
  revoked: boolean;
  /** In the order they must be applied. */
  steps: RoleGrantStep[];
}

/**
 * What giving an account `role` writes, and in which order, given its current custom claims.
 * Roles live in the `role` claim; users/{uid}.role mirrors it (the record admin-only rules
 * read) and claimsUpdatedAt makes a signed-in app refresh its ID token.
 *
 * A demotion revokes the person's refresh tokens (decision 0007) unless `revokeOnDemotion`
 * is false (only the person's own choice: deleting their own DJ profile).
 */
export function planRoleGrant(
  currentClaims: Readonly<Record<string, unknown>> | undefined,
  role: Role,
  now: Date,
  options: { revokeOnDemotion?: boolean } = {},
): RoleGrantPlan {
  const claims = currentClaims ?? {};
  const previousRole = typeof claims.role === 'string' ? claims.role : null;
  const demotion = isDemotion(previousRole, role);
  const revoked = demotion && (options.revokeOnDemotion ?? true);
  const steps: RoleGrantStep[] = [];
  // On a demotion users/{uid}.role changes first, so the admin-only reads stop before
  // anything else happens.
  if (demotion) steps.push({ kind: 'user-doc', fields: { role, updatedAt: now } });
  // Other claims are kept; only `role` is ours to change.
  steps.push({ kind: 'claims', claims: { ...claims, role } });
  // Revoked after the claim changed (a token minted in between would carry the old role and
  // be valid) and before claimsUpdatedAt, which makes a signed-in app refresh: that refresh
  // must already fail so the app signs out.
  if (revoked) steps.push({ kind: 'revoke-sessions' });
  // sessionsRevokedAt tells the app its session ended (the Auth emulator still refreshes a
  // revoked session's token, production refuses it; the app acts on either).
  steps.push({
    kind: 'user-doc',
    fields: {
      role,
      claimsUpdatedAt: now,
      updatedAt: now,
      ...(revoked ? { sessionsRevokedAt: now } : {}),
    },
  });
  return { previousRole, revoked, steps };
}
