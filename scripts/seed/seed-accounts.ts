import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

/**
 * Creates (or resets) the demo accounts: Auth user, role claim and
 * users/{uid}. Idempotent, so `npm run seed` can run on persisted data.
 */
export async function seedAccounts(auth: Auth, db: Firestore): Promise<Map<string, string>> {
  const uids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const existing = await auth.getUserByEmail(account.email).catch(() => null);
    const user = existing
      ? await auth.updateUser(existing.uid, {
          password: DEMO_PASSWORD,
          displayName: account.displayName,
          emailVerified: true,
          disabled: false,
        })
      : await auth.createUser({
          email: account.email,
          password: DEMO_PASSWORD,
          displayName: account.displayName,
          emailVerified: true,
        });
    await auth.setCustomUserClaims(user.uid, { role: account.role });
    const ref = db.collection('users').doc(user.uid);
    const snap = await ref.get();
    await ref.set(
      {
        displayName: account.displayName,
        email: account.email,
        requestedRole: account.requestedRole,
        role: account.role,
        updatedAt: FieldValue.serverTimestamp(),
        ...(snap.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
    uids.set(account.email, user.uid);
  }
  return uids;
}
