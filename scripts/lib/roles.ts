// The scripts' way to change a role (the seed's demo accounts, `npm run make-admin`): the
// same writes in the same order as the functions' grantRole, because both apply
// planRoleGrant (src/domain/roles.ts); only the SDK calls are the scripts' own.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { planRoleGrant, type Role, type RoleGrantPlan } from '../../src/domain/roles';

export async function grantRole(
  { auth, db }: { auth: Auth; db: Firestore },
  uid: string,
  role: Role,
): Promise<RoleGrantPlan> {
  const plan = planRoleGrant((await auth.getUser(uid)).customClaims, role, new Date());
  for (const step of plan.steps) {
    switch (step.kind) {
      case 'user-doc':
        await db.collection('users').doc(uid).set(step.fields, { merge: true });
        break;
      case 'claims':
        await auth.setCustomUserClaims(uid, step.claims);
        break;
      case 'revoke-sessions':
        await auth.revokeRefreshTokens(uid);
        break;
    }
  }
  return plan;
}
