import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { grantRole } from '../../functions/src/services/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';

const CLAIM_WAIT_MS = 30_000;

/** The sign-up trigger (functions) turns requestedRole into the claim; wait for it. */
async function waitForRoleClaim(auth: Auth, uid: string): Promise<string | null> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  while (Date.now() < deadline) {
    const role = (await auth.getUser(uid)).customClaims?.role;
    if (typeof role === 'string') return role;
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

async function ensureAuthUser(auth: Auth, account: DemoAccount) {
  const existing = await auth.getUserByEmail(account.email).catch(() => null);
  if (existing) {
    return auth.updateUser(existing.uid, {
      password: DEMO_PASSWORD,
      displayName: account.displayName,
      emailVerified: true,
      disabled: false,
    });
  }
  return auth.createUser({
    email: account.email,
    password: DEMO_PASSWORD,
    displayName: account.displayName,
    emailVerified: true,
  });
}

/**
 * Creates (or resets) the demo accounts through the app's own paths: the
 * users/{uid} document a sign-up writes, the sign-up trigger that sets the role
 * claim from requestedRole, and grantRole (as `npm run make-admin` and the
 * setUserRole callable use) for roles a person cannot pick themselves.
 * Idempotent, so `npm run seed` can run on persisted data.
 */
export async function seedAccounts(auth: Auth, db: Firestore): Promise<Map<string, string>> {
  const uids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const user = await ensureAuthUser(auth, account);
    const ref = db.collection('users').doc(user.uid);
    const snap = await ref.get();
    let role: string | null = user.customClaims?.role as string | null;
    if (!snap.exists) {
      // Exactly what the sign-up form writes (rules: users/{uid} create).
      await ref.create({
        displayName: account.displayName,
        email: account.email,
        requestedRole: account.requestedRole,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      role = await waitForRoleClaim(auth, user.uid);
      if (role === null) {
        throw new Error(
          `No role claim for ${account.email} after ${CLAIM_WAIT_MS / 1000} s: is the functions emulator running?`,
        );
      }
    }
    if (role !== account.role) await grantRole({ auth, db }, user.uid, account.role);
    uids.set(account.email, user.uid);
  }
  return uids;
}
