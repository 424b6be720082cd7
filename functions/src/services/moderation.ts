// moderation/{uid}: the account's DJ moderation record. It belongs to the account, not to the
// profile: deleting djs/{uid} leaves it, so a rejection or suspension is still known when the
// same person applies again (issue 19, "suspension and rejection stick"). Written only here,
// inside the transaction of the decision it records; the rules let admins read it and nobody
// write it.
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import {
  MODERATION_HISTORY_MAX,
  priorModerationOf,
  type DjStatus,
  type PriorModeration,
} from '../../../src/domain/dj-applications';
import type { AuditEntry } from './audit-log';

export interface ModerationEntry {
  /** A decision (as in the audit log), or 'apply' for a re-application waiting for review. */
  action: AuditEntry['action'] | 'apply';
  from: DjStatus | null;
  to: DjStatus | null;
  actorUid: string;
  auto: boolean;
  at: Date;
}

export function moderationRef(db: Firestore, uid: string): DocumentReference {
  return db.collection('moderation').doc(uid);
}

/** The standing a record holds: the last rejection or suspension not yet lifted. */
export function priorModerationIn(snap: DocumentSnapshot): PriorModeration | null {
  return snap.exists ? priorModerationOf(snap.get('suspendedReason')) : null;
}

/**
 * Appends `entry` to the record read as `snap` (same transaction). `standing` is the
 * account's standing after the entry: a decision sets it (null after approval or
 * reactivation), 'keep' leaves it (applying, deleting the profile).
 */
export function writeModeration(
  tx: Transaction,
  ref: DocumentReference,
  snap: DocumentSnapshot,
  entry: ModerationEntry,
  standing: PriorModeration | null | 'keep',
): void {
  const previous: unknown = snap.exists ? snap.get('history') : undefined;
  const history = [...(Array.isArray(previous) ? previous : []), entry].slice(
    -MODERATION_HISTORY_MAX,
  );
  const suspendedReason = standing === 'keep' ? priorModerationIn(snap) : standing;
  tx.set(ref, {
    uid: ref.id,
    djStatus: entry.to ?? 'deleted',
    suspendedReason,
    lastAction: entry.action,
    updatedAt: entry.at,
    history,
  });
}
