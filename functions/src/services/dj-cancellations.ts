// A DJ's cancellations of bookings they had confirmed, kept for admins (decision 0050):
// djCancellations/{djId} holds the ones of the last 12 months, newest last, and flags the DJ
// for review at the third. Written only here, inside the transaction that cancels the
// booking; read only by admins (firestore.rules).
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { checkDjCancelReason, countedCancellations } from '../../../src/domain/dj-cancellation';
import { refuseField } from './callable-context';

export interface DjCancellationEntry {
  bookingId: string;
  eventDate: string;
  clientName: string;
  reason: string;
  at: Date;
}

export interface DjCancellationsRead {
  ref: DocumentReference;
  /** The DJ's public profile: where the client's "Find DJs free on <date>" searches. */
  profile: DocumentSnapshot;
  record: DocumentSnapshot;
}

/** The DJ's reason as the client will read it; refused (nothing written) when missing. */
export function djCancelReasonOrThrow(reason: string | undefined): string {
  const checked = checkDjCancelReason(reason);
  if (!checked.ok) throw refuseField('reason', checked.notice);
  // checkDjCancelReason refuses a blank reason, so there is one.
  return checked.reason ?? '';
}

/** Reads, in `tx` (before anything is written), the DJ's profile and cancellation record. */
export async function readDjCancellations(
  db: Firestore,
  tx: Transaction,
  djId: string,
): Promise<DjCancellationsRead> {
  const ref = db.collection('djCancellations').doc(djId);
  const [profile, record] = await Promise.all([
    tx.get(db.collection('djs').doc(djId)),
    tx.get(ref),
  ]);
  return { ref, profile, record };
}

function storedEntries(record: DocumentSnapshot): DjCancellationEntry[] {
  const raw: unknown = record.get('recent');
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((e: Record<string, unknown>) =>
    e && e.at instanceof Timestamp
      ? [
          {
            bookingId: String(e.bookingId ?? ''),
            eventDate: String(e.eventDate ?? ''),
            clientName: String(e.clientName ?? ''),
            reason: String(e.reason ?? ''),
            at: e.at.toDate(),
          },
        ]
      : [],
  );
}

/** Adds the cancellation to the DJ's record, in `tx`; the third within 12 months flags it. */
export function recordDjCancellation(
  tx: Transaction,
  read: DjCancellationsRead,
  entry: DjCancellationEntry & { djName: string },
): void {
  const { djName, ...latest } = entry;
  const { kept, flagged } = countedCancellations(storedEntries(read.record), latest);
  const flaggedBefore: unknown = read.record.get('flaggedAt');
  tx.set(read.ref, {
    djId: read.ref.id,
    djName,
    recent: kept,
    countInWindow: kept.length,
    lastAt: latest.at,
    flaggedAt: flagged ? (flaggedBefore instanceof Timestamp ? flaggedBefore : latest.at) : null,
  });
}
