// Keeps the role claim in step with a DJ profile: an approved profile's owner holds `dj`, a
// deleted profile's owner goes back to `client`. Admins keep their role either way.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { grantRole, type GrantRoleOptions } from './roles';

async function currentRole(auth: Auth, uid: string): Promise<string | null> {
  const user = await auth.getUser(uid);
  const role = user.customClaims?.role;
  return typeof role === 'string' ? role : null;
}

const isUserNotFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

export async function ensureDjRole(deps: { auth: Auth; db: Firestore }, uid: string) {
  let role: string | null;
  try {
    role = await currentRole(deps.auth, uid);
  } catch (error) {
    // A profile whose owner deleted their account (or an imported one) has nobody to hold
    // the claim: the review stands, and one orphan must not fail a whole auto-accept run.
    if (!isUserNotFound(error)) throw error;
    console.warn('ensureDjRole: no account for profile owner', uid);
    return;
  }
  if (role === 'dj' || role === 'admin') return;
  await grantRole(deps, uid, 'dj');
}

/** Revokes the owner's sessions unless `options` says the owner chose this themselves. */
export async function dropDjRole(
  deps: { auth: Auth; db: Firestore },
  uid: string,
  options: GrantRoleOptions = {},
) {
  const role = await currentRole(deps.auth, uid).catch(() => null);
  if (role !== 'dj') return;
  await grantRole(deps, uid, 'client', options);
}
