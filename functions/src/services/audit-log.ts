// auditLog/{id}: who changed which DJ profile's status, and what admins did with a DJ's payout
// (admins read it; rules deny writes).
import type { Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';

export interface AuditEntry {
  action:
    | 'approve'
    | 'reject'
    | 'suspend'
    | 'reactivate'
    | 'delete'
    | 'auto_accept'
    | 'payout_release'
    | 'payout_refund'
    | 'payout_retry';
  djId: string;
  /** The booking whose payout an admin acted on (payout actions only). */
  bookingId?: string;
  actorUid: string;
  from: string | null;
  to: string | null;
  /** True when auto-accept made the change rather than an admin's click. */
  auto: boolean;
}

export function writeAudit(
  db: Firestore,
  writer: Transaction | WriteBatch,
  entry: AuditEntry,
  now: Date,
): void {
  // Transaction and WriteBatch both have set(ref, data); TypeScript cannot merge the overloads.
  (writer as WriteBatch).set(db.collection('auditLog').doc(), { ...entry, createdAt: now });
}
