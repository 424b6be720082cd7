// Roles live in the `role` custom claim; users/{uid}.role mirrors it for admin screens and
// claimsUpdatedAt tells a signed-in client to refresh its ID token. This module is the one
// path that changes a role: the sign-up trigger, the setUserRole callable, the seed and
// `npm run make-admin` all call grantRole.
//
// A change that takes privileges away also revokes the person's refresh tokens (decision
// 0007): an ID token minted before the change still carries the old claim for up to an
// hour, and revocation is what the callables (verifyIdToken with checkRevoked) and the
// app's claims refresh act on. A promotion does not revoke: the old token has less power.
import { isDemotion, type Role } from '../../../src/domain/roles';

/** Minimal Admin SDK surfaces (structural, so the root scripts' firebase-admin copy fits). */
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
  const claims = user.customClaims ?? {};
  const previous = typeof claims.role === 'string' ? claims.role : null;
  const now = (deps.now ?? (() => new Date()))();
  const userDoc = deps.db.doc(`users/${uid}`);
  const demotion = isDemotion(previous, role);
  // users/{uid}.role is also the server-owned record the rules check on admin-only paths:
  // on a demotion it changes first, so those reads stop before anything else happens.
  if (demotion) await userDoc.set({ role, updatedAt: now }, { merge: true });
  // Keep any other claims; only `role` is ours to change.
  await deps.auth.setCustomUserClaims(uid, { ...claims, role });
  // Revoked after the claim changed (a token minted in between would carry the old role
  // and be valid) and before claimsUpdatedAt, which makes a signed-in app refresh: that
  // refresh must already fail so the app signs out.
  const revoke = demotion && (options.revokeOnDemotion ?? true);
  if (revoke) await deps.auth.revokeRefreshTokens(uid);
  // sessionsRevokedAt tells the app its session ended (the Auth emulator still refreshes a
  // revoked session's token, production refuses it; the app acts on either).
  await userDoc.set(
    { role, claimsUpdatedAt: now, updatedAt: now, ...(revoke ? { sessionsRevokedAt: now } : {}) },
    { merge: true },
  );
  return { uid, email: user.email ?? null, previousRole: previous, role, revoked: revoke };
}
