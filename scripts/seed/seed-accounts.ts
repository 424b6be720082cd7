import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { grantRole } from '../lib/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';

// The first sign-up wakes a cold Functions worker: under a loaded 2-core machine (CI runs three
// emulator sets at once) that can take longer than 30 s; a missing trigger still fails here.
const CLAIM_WAIT_MS = 90_000;

/**
 * The sign-up trigger (functions) gives the new account its claim; wait until it has
 * finished, i.e. until users/{uid}.role, which grantRole writes after the claim, is there
 * too. Granting another role while the trigger is still writing would race it: the claim
 * would end up as one role and users/{uid}.role (the record admin rules check) as another.
 */
async function waitForRoleClaim(auth: Auth, db: Firestore, uid: string): Promise<string | null> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  while (Date.now() < deadline) {
    const role = (await auth.getUser(uid)).customClaims?.role;
    const recorded = (await db.collection('users').doc(uid).get()).get('role');
    if (typeof role === 'string' && recorded === role) return role;
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
 * Creates (or resets) one account through the app's own paths: the
 * users/{uid} document a sign-up writes, the sign-up trigger that sets the role
 * claim from requestedRole, and grantRole (as `npm run make-admin` and the
 * setUserRole callable use) for roles a person cannot pick themselves.
 * Idempotent, so `npm run seed` can run on persisted data. Returns the uid.
 */
export async function seedAccount(
  auth: Auth,
  db: Firestore,
  account: DemoAccount,
): Promise<string> {
  const user = await ensureAuthUser(auth, account);
  const ref = db.collection('users').doc(user.uid);
  const snap = await ref.get();
  let role: string | null = user.customClaims?.role as string | null;
  // A claim left from an earlier seed (e.g. Firestore was cleared but Auth
  // was not): the trigger keeps it, so mirror it into the new doc here.
  const hadClaim = role !== null && role !== undefined;
  if (!snap.exists) {
    // Exactly what the sign-up form writes (rules: users/{uid} create).
    await ref.create({
      displayName: account.displayName,
      email: account.email,
      requestedRole: account.requestedRole,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    role = await waitForRoleClaim(auth, db, user.uid);
    if (role === null) {
      throw new Error(
        `No role claim for ${account.email} after ${CLAIM_WAIT_MS / 1000} s: is the functions emulator running?`,
      );
    }
  }
  if (role !== account.role || (hadClaim && !snap.exists)) {
    await grantRole({ auth, db }, user.uid, account.role);
  }
  return user.uid;
}

/**
 * Seeds `accounts` (the demo accounts by default), `concurrency` at a time,
 * and returns their uids by e-mail.
 */
export async function seedAccounts(
  auth: Auth,
  db: Firestore,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
  concurrency = 1,
): Promise<Map<string, string>> {
  const uids = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < accounts.length) {
      const account = accounts[next++]!;
      uids.set(account.email, await seedAccount(auth, db, account));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  // Report in the order given, whatever order the workers finished in.
  return new Map(accounts.map((a) => [a.email, uids.get(a.email)!]));
}
