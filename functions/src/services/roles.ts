// Roles live in the `role` custom claim; users/{uid}.role mirrors it for admin screens and
// claimsUpdatedAt tells a signed-in client to refresh its ID token. This module is the one
// path that changes a role: the sign-up trigger, the setUserRole callable, the seed and
// `npm run make-admin` all call grantRole.
import type { Role } from '../../../src/domain/roles';

/** Minimal Admin SDK surfaces (structural, so the root scripts' firebase-admin copy fits). */
export interface RoleAuth {
  getUser(
    uid: string,
  ): Promise<{ uid: string; email?: string; customClaims?: Record<string, unknown> }>;
  setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>;
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
}

export async function grantRole(
  deps: { auth: RoleAuth; db: RoleDb; now?: () => Date },
  uid: string,
  role: Role,
): Promise<GrantRoleResult> {
  const user = await deps.auth.getUser(uid);
  const claims = user.customClaims ?? {};
  const previous = typeof claims.role === 'string' ? claims.role : null;
  // Keep any other claims; only `role` is ours to change.
  await deps.auth.setCustomUserClaims(uid, { ...claims, role });
  const now = (deps.now ?? (() => new Date()))();
  await deps.db
    .doc(`users/${uid}`)
    .set({ role, claimsUpdatedAt: now, updatedAt: now }, { merge: true });
  return { uid, email: user.email ?? null, previousRole: previous, role };
}
