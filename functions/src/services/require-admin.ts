// Admin-only callables: the `role` claim decides; a refusal is recorded for the audit view.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { OWN_CASE } from '../../../src/domain/roles';
import type { Caller } from './callable-context';
import { recordSecurityEvent } from './security-events';

export const ADMIN_ONLY = 'Only administrators can do this.';

export async function requireAdmin(db: Firestore, caller: Caller, action: string): Promise<void> {
  if (caller.isAdmin) return;
  await recordSecurityEvent(db, {
    type: 'unauthorized_access',
    uid: caller.uid,
    email: caller.email,
    details: { action, role: caller.role },
    userAgent: caller.userAgent,
  });
  throw new HttpsError('permission-denied', ADMIN_ONLY);
}

/** What an admin action decides on: a DJ profile, or a booking (and so its payout). */
export interface AdminCase {
  djId?: string;
  bookingId?: string;
}

/** The accounts a case belongs to: the profile's owner, the booking's client and DJ owner. */
async function partiesOf(db: Firestore, subject: AdminCase): Promise<Set<string>> {
  const parties = new Set<string>();
  const djIds = new Set<string>();
  if (subject.djId !== undefined) djIds.add(subject.djId);
  if (subject.bookingId !== undefined) {
    const [booking, payout] = await Promise.all([
      db.collection('bookings').doc(subject.bookingId).get(),
      db.collection('payouts').doc(subject.bookingId).get(),
    ]);
    for (const snap of [booking, payout]) {
      for (const field of ['clientUid', 'djOwnerUid']) {
        const value = snap.get(field) as unknown;
        if (typeof value === 'string') parties.add(value);
      }
      const djId = snap.get('djId') as unknown;
      if (typeof djId === 'string') djIds.add(djId);
    }
  }
  for (const djId of djIds) {
    // A DJ id is its owner's uid; ownerUid says so explicitly where it is stored.
    parties.add(djId);
    const owner = (await db.collection('djs').doc(djId).get()).get('ownerUid') as unknown;
    if (typeof owner === 'string') parties.add(owner);
  }
  return parties;
}

/**
 * An admin never decides on their own profile, bookings or payouts: another administrator
 * must (decision 0031). Called after requireAdmin by every admin callable that acts on one;
 * the refusal is recorded as unauthorized_access with reason own_case.
 */
export async function refuseOwnCase(
  db: Firestore,
  caller: Caller,
  action: string,
  subject: AdminCase,
): Promise<void> {
  const parties = await partiesOf(db, subject);
  if (!parties.has(caller.uid)) return;
  await recordSecurityEvent(db, {
    type: 'unauthorized_access',
    uid: caller.uid,
    email: caller.email,
    details: { action, reason: 'own_case', ...subject },
    userAgent: caller.userAgent,
  });
  throw new HttpsError('permission-denied', OWN_CASE);
}
