// The functions' path that changes a role: the sign-up trigger, the setUserRole callable and
// a DJ profile's deletion call grantRole. What a change writes, and in which order, is
// planRoleGrant in src/domain/roles.ts, which the seed and `npm run make-admin` apply too
// (scripts/lib/roles.ts).
//
// A change that takes privileges away also revokes the person's refresh tokens (decision
// 0007): an ID token minted before the change still carries the old claim for up to an
// hour, and revocation is what the callables (verifyIdToken with checkRevoked) and the
// app's claims refresh act on. A promotion does not revoke: the old token has less power.
import { planRoleGrant, type Role } from '../../../src/domain/roles';

/** Minimal Admin SDK surfaces (structural, so tests can pass the root firebase-admin copy). */
export interface RoleAuth {
  getUser(uid: string): Promise<{
    uid: string;
    email?: string;
    emailVerified?: boolean;
    customClaims?: Record<string, unknown>;
  }>;
  setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>;
  revokeRefreshTokens(uid: string): Promise<void>;
}

export interface RoleDb {
  doc(path: string): {
    set(data: Record<string, unknown>, options: { merge: boolean }): Promise<unknown>;
  };
}

export interface GrantRoleResult {
  uid: string;
  email: string | null;
  previousRole: string | null;
  role: Role;
  /** True when the change took privileges away and the person's sessions were revoked. */
  revoked: boolean;
}

export interface GrantRoleOptions {
  /**
   * Whether a demotion revokes the person's sessions (default: it does). Only the person's
   * own choice turns it off (deleting their own DJ profile): their app refreshes its token
   * through claimsUpdatedAt, and the dj claim opens nothing a profile does not (0007).
   */
  revokeOnDemotion?: boolean;
}

export async function grantRole(
  deps: { auth: RoleAuth; db: RoleDb; now?: () => Date },
  uid: string,
  role: Role,
  options: GrantRoleOptions = {},
): Promise<GrantRoleResult> {
  const user = await deps.auth.getUser(uid);
  const now = (deps.now ?? (() => new Date()))();
  const plan = planRoleGrant(user.customClaims, role, now, options);
  for (const step of plan.steps) {
    if (step.kind === 'claims') await deps.auth.setCustomUserClaims(uid, step.claims);
    else if (step.kind === 'revoke-sessions') await deps.auth.revokeRefreshTokens(uid);
    else await deps.db.doc(`users/${uid}`).set(step.fields, { merge: true });
  }
  return {
    uid,
    email: user.email ?? null,
    previousRole: plan.previousRole,
    role,
    revoked: plan.revoked,
  };
}
