// The scheduled expiry of unanswered requests: a `pending` booking is cancelled (reason
// 'expired', the table's system `expire` row) and its card hold released once it is more than
// 5 days old or its date has passed, whichever comes first. Card authorisations do not last
// much longer than that, and a request for a past date can never be accepted.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { applyTransition } from '../../../src/domain/booking-states';
import {
  owedMoves,
  recordPendingMoves,
  settlePayments,
  type PendingMove,
} from './booking-payments';
import { writeReleasedCancellation, type BookingTransitionDeps } from './booking-transition';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PENDING_MAX_AGE_MS = 5 * DAY_MS;
/** Per query and run; the job runs again soon, and the rest are picked up then. */
export const EXPIRY_BATCH = 200;

/**
 * The last event date that counts as passed at `now`: the UTC date 48 h earlier. createPayment
 * accepts dates from the UTC date 24 h before `now` (for people west of UTC that day is still
 * "today"), so a request expires by date only once no one could still book that date, i.e.
 * when the day is over everywhere.
 */
export function lastPassedDate(now: Date): string {
  return new Date(now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10);
}

/**
 * createdAt as a Date. Checked by shape, not `instanceof Timestamp`: the Timestamp class of
 * the Firestore instance that read it may come from another copy of firebase-admin (tests).
 */
function createdAtOf(snap: DocumentSnapshot): Date | null {
  const value: unknown = snap.get('createdAt');
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const date: unknown = (value as { toDate: unknown }).toDate;
    if (typeof date === 'function') {
      const result: unknown = date.call(value);
      if (result instanceof Date) return result;
    }
  }
  return null;
}

/** Whether a booking read in a transaction is (still) a request to expire at `now`. */
export function isExpired(snap: DocumentSnapshot, now: Date): boolean {
  if (!snap.exists || snap.get('status') !== 'pending') return false;
  const createdAt = createdAtOf(snap);
  const eventDate: unknown = snap.get('eventDate');
  const tooOld = createdAt !== null && now.getTime() - createdAt.getTime() > PENDING_MAX_AGE_MS;
  const passed = typeof eventDate === 'string' && eventDate <= lastPassedDate(now);
  return tooOld || passed;
}

/** Expires every due request (up to EXPIRY_BATCH per query) and returns how many it expired. */
export async function expirePendingBookings(
  deps: BookingTransitionDeps,
  now: Date,
): Promise<number> {
  const bookings = deps.db.collection('bookings');
  const pending = bookings.where('status', '==', 'pending');
  // Two queries (Firestore has no OR across a range on two fields with a composite index
  // each); indexes: (status, createdAt) and (status, eventDate) in firestore.indexes.json.
  const [old, past] = await Promise.all([
    pending
      .where('createdAt', '<', new Date(now.getTime() - PENDING_MAX_AGE_MS))
      .limit(EXPIRY_BATCH)
      .get(),
    pending.where('eventDate', '<=', lastPassedDate(now)).limit(EXPIRY_BATCH).get(),
  ]);
  const ids = [...new Set([...old.docs, ...past.docs].map((d) => d.id))];

  let expired = 0;
  for (const id of ids) {
    const ref = bookings.doc(id);
    try {
      // One transaction per booking: the DJ may accept, or the client cancel, meanwhile.
      const owed = await deps.db.runTransaction(async (tx): Promise<PendingMove[] | null> => {
        const snap = await tx.get(ref);
        if (!isExpired(snap, now)) return null;
        const to = applyTransition('pending', 'expire', 'system');
        const move = writeReleasedCancellation(
          tx,
          snap,
          { by: 'system', reason: 'expired' },
          { action: 'expire', actor: 'system', uid: null, from: 'pending', to, at: now },
        );
        const moves = owedMoves([move], deps.log);
        recordPendingMoves(tx, ref, moves);
        return moves;
      });
      if (owed) {
        expired += 1;
        await settlePayments(deps, id, owed, now);
      }
    } catch (error) {
      // One bad document must not stop the others; the next run tries it again.
      (deps.log ?? console).error('expirePendingBookings: failed', id, error);
    }
  }
  return expired;
}
