// A booking whose event is over completes on its own (issue 39, "completion and payout agree";
// the table's system row `complete confirmed → completed`). Part of the lifecycle, the one
// writer of booking status. Two callers: the scheduled sweep below, and the payout runner,
// which completes a played booking in the same transaction that claims its transfer, so no
// booking shows `confirmed` once its DJ has been paid.
import { type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { utcDate } from '../../../src/domain/booking-record';
import { latestEventEndOf } from '../../../src/domain/payouts';
import { BY_SYSTEM, bookingStateOf, planBookingMove } from './booking-engine';
import { applyBookingMove, readsOfProfile } from './booking-effects';
import { transact } from './transact';

/** Per run; the job runs again soon and picks up the rest. */
export const AUTO_COMPLETE_BATCH = 200;

/**
 * Whether the booking's own money moves (the accept's capture, say) are still owed: its
 * transition is not settled, and a retry of it must still find the booking where it left it
 * (booking-transition.ts's repeat check). The settlement sweep makes them within minutes.
 */
export function hasOwedMoves(booking: DocumentSnapshot): boolean {
  // The outbox (money-outbox.ts) marks its booking `pending` in the transaction that adds to
  // it; moves recorded before the outbox had a document sit on the booking itself.
  const owed: unknown = booking.get('payment.pendingMoves');
  return (
    booking.get('payment.settlement') === 'pending' || (Array.isArray(owed) && owed.length > 0)
  );
}

/**
 * Whether `booking` is confirmed, settled, and its event is over at `now`: past the latest moment it can
 * end in any time zone (latestEventEndOf, the same end the problem window and the transfer
 * count from).
 */
export function isPlayed(booking: DocumentSnapshot, now: Date): boolean {
  if (booking.get('status') !== 'confirmed' || hasOwedMoves(booking)) return false;
  const end = latestEventEndOf(
    String(booking.get('eventDate') ?? ''),
    Number(booking.get('durationHours') ?? Number.NaN),
  );
  return end !== null && now.getTime() >= end.getTime();
}

/**
 * Completes a played booking in `tx`, which has already read it and its DJ's profile (`dj`,
 * null or missing when there is none): writes only. Returns whether it did.
 */
export function completePlayed(
  tx: Transaction,
  booking: DocumentSnapshot,
  dj: DocumentSnapshot | null,
  now: Date,
): boolean {
  if (!booking.exists || !isPlayed(booking, now)) return false;
  complete(tx, booking, dj, 'autoComplete', now);
  return true;
}

/**
 * Completes a confirmed booking in `tx` as an admin releases its payout during the event (the
 * table's completeOnRelease: the admin judged the gig played), so it never shows `confirmed`
 * once its DJ is paid. `tx` has read the booking and the DJ's profile; writes only. Returns
 * whether it did (not for a booking no longer confirmed, or one whose own moves are owed).
 */
export function completeOnRelease(
  tx: Transaction,
  booking: DocumentSnapshot,
  dj: DocumentSnapshot | null,
  now: Date,
): boolean {
  if (booking.get('status') !== 'confirmed' || hasOwedMoves(booking)) return false;
  complete(tx, booking, dj, 'completeOnRelease', now);
  return true;
}

/** The system's completion by the table's `event` row, with its effects (the DJ's counter). */
function complete(
  tx: Transaction,
  booking: DocumentSnapshot,
  dj: DocumentSnapshot | null,
  event: 'autoComplete' | 'completeOnRelease',
  now: Date,
): void {
  const move = planBookingMove(bookingStateOf(booking), event, 'system', now);
  const reads = readsOfProfile(dj);
  applyBookingMove(booking.ref.firestore, tx, booking, move, reads, { by: BY_SYSTEM, now });
}

/** Completes one booking if it is played, re-reading it in a transaction of its own. */
async function completeIfPlayed(db: Firestore, bookingId: string, now: Date): Promise<boolean> {
  return transact(db, async (tx) => {
    const booking = await tx.get(db.collection('bookings').doc(bookingId));
    if (!booking.exists || !isPlayed(booking, now)) return false;
    const djId = String(booking.get('djId') ?? '');
    const dj = djId ? await tx.get(db.collection('djs').doc(djId)) : null;
    return completePlayed(tx, booking, dj, now);
  });
}

/**
 * The scheduled sweep: every confirmed booking whose event date is at least a day past (the
 * latest end is never more than 1 day 22 hours after 00:00 UTC of the date) and whose event is
 * over. Index: (status, eventDate). Returns how many it completed.
 */
export async function completePlayedBookings(
  db: Firestore,
  now: Date,
  log: Pick<Console, 'error'> = console,
): Promise<number> {
  const yesterday = utcDate(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const due = await db
    .collection('bookings')
    .where('status', '==', 'confirmed')
    .where('eventDate', '<=', yesterday)
    .orderBy('eventDate')
    .limit(AUTO_COMPLETE_BATCH)
    .get();
  let completed = 0;
  for (const doc of due.docs) {
    try {
      if (await completeIfPlayed(db, doc.id, now)) completed += 1;
    } catch (error) {
      // One bad document must not stop the others; the next run tries it again.
      log.error('completePlayedBookings: failed', doc.id, error);
    }
  }
  return completed;
}
