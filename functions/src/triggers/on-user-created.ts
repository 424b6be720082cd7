// When users/{uid} is created at sign-up, give the new account the `client` claim. The
// rules only let a user create their own document with requestedRole 'client' or 'dj'; this
// handler refuses anything else again (documents written by other paths), so no path
// makes a user an admin. requestedRole 'dj' stays on the document as the person's intent:
// the `dj` claim comes only with an approved profile (reviewDjApplication or auto-accept,
// through ensureDjRole), so signing up as a DJ grants nothing a client does not have.
import { isSelfServiceRole } from '../../../src/domain/roles';
import { grantRole, type RoleAuth, type RoleDb } from '../services/roles';
import { recordSecurityEvent, type SecurityEventSink } from '../services/security-events';

export interface UserCreatedDeps {
  auth: RoleAuth;
  db: RoleDb & SecurityEventSink;
}

export type UserCreatedOutcome = 'granted' | 'refused' | 'already-set';

export async function handleUserCreated(
  uid: string,
  data: Record<string, unknown> | undefined,
  deps: UserCreatedDeps,
): Promise<UserCreatedOutcome> {
  const requested = data?.requestedRole;
  if (!isSelfServiceRole(requested)) {
    await recordSecurityEvent(deps.db, {
      type: 'unauthorized_access',
      uid,
      email: typeof data?.email === 'string' ? data.email : null,
      details: { reason: 'invalid requestedRole at sign-up', requestedRole: String(requested) },
      userAgent: null,
    });
    return 'refused';
  }
  const user = await deps.auth.getUser(uid);
  // An admin may already have set a role (e.g. the seed or make-admin ran first): keep
  // it, and mirror it into the new document so users/{uid}.role never goes missing.
  const existing = user.customClaims?.role;
  if (typeof existing === 'string') {
    await deps.db.doc(`users/${uid}`).set({ role: existing }, { merge: true });
    return 'already-set';
  }
  await grantRole(deps, uid, 'client');
  return 'granted';
}
