// Admin-only callables: the `role` claim decides; a refusal is recorded for the audit view.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
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
