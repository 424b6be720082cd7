// Cancelling a booking that was charged (confirmed), for whoever the table lets: the client
// (refund per the terms), an admin, the DJ (decision 0050) or the system for a suspended DJ
// (decision 0052), all in full. Part of the lifecycle: booking-transition.ts (a person's
// cancel) and booking-suspension.ts (the system's) write through it, in their transaction.
import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  acceptedAtOf,
  eventStartOf,
  type Cancellation,
  type HistoryEntry,
} from '../../../src/domain/booking-record';
import type { BookingStatus } from '../../../src/domain/booking-states';
import {
  cancellationRefundCents,
  clientCancellationPercent,
  type RefundPercent,
} from '../../../src/domain/cancellation-policy';
import {
  owedMoves,
  pendingMovesOf,
  recordPendingMoves,
  type PaymentMove,
  type PendingMove,
} from './money-outbox';
import type { Logger } from './logger';
import { moveFor, readConfirmedDates, writeBookedDates } from './booking-writes';
import { statusWrite, type BookingMove } from './booking-engine';
import { paymentOf } from './payment-record';
import { withSearchPlace } from './booking-decline';
import { readDjCancellations, recordDjCancellation } from './dj-cancellations';
import { payoutRef, replanPayoutOnCancellation } from './payout-api';

/** The event start as the cancellation policy counts it; a booking without one is broken. */
export function eventStartOrThrow(eventDate: string): Date {
  const start = eventStartOf(eventDate);
  if (!start) throw new HttpsError('failed-precondition', 'The booking has no valid event date.');
  return start;
}

export interface Plan {
  status: BookingStatus;
  refundCents?: number;
  moves: PaymentMove[];
}

/**
 * Records on the booking the money moves a transition owes, added to what it still owes and
 * never in place of it: a capture that failed a moment ago must still be made before this
 * transition's refund (the reliability suite's "cancel while the capture is owed"). Returns
 * everything owed.
 */
export function recordOwed(
  tx: Transaction,
  snap: DocumentSnapshot,
  moves: PaymentMove[],
  log: Logger | undefined,
): PendingMove[] {
  const earlier = pendingMovesOf(snap);
  const added = owedMoves(moves, log).filter(
    (m) => !earlier.some((e) => e.idempotencyKey === m.idempotencyKey),
  );
  const owed = [...earlier, ...added];
  recordPendingMoves(tx, snap.ref, added.length > 0 ? owed : []);
  return owed;
}

export interface ChargedCancel {
  /** The engine's move (its row says how much is refunded and why). */
  move: BookingMove;
  /** The DJ's reason when they cancel; null for anyone else. */
  djWords: string | null;
  /** The history entry; its actor cancels, its time is now. */
  entry: HistoryEntry;
}

/** What a row into `cancelled` from `confirmed` refunds: per the terms, or everything. */
function refundOf(move: BookingMove): 'policy' | 'full' {
  const effects = move.plan.row.effects;
  if (effects.includes('refundByTier')) return 'policy';
  if (effects.includes('refundFull')) return 'full';
  throw new Error(`${move.plan.row.name} cancels a charged booking without a refund rule`);
}

/**
 * Cancels a charged (confirmed) booking in `tx`: the refund per the terms or in full, the date
 * freed, the payout re-planned, and for a DJ's own cancellation their record for admins and
 * the place the client's "Find DJs free on <date>" searches (their verified profile's; a
 * suspended profile's area never reaches a client).
 */
export async function writeChargedCancellation(
  db: Firestore,
  tx: Transaction,
  snap: DocumentSnapshot,
  c: ChargedCancel,
): Promise<Plan> {
  const { entry } = c;
  const now = entry.at;
  const djId = String(snap.get('djId') ?? '');
  const eventDate = String(snap.get('eventDate') ?? '');
  const byDj = c.djWords;
  const [confirmedDates, payout, djRecord] = await Promise.all([
    readConfirmedDates(db, tx, djId, now),
    tx.get(payoutRef(db, snap.id)),
    byDj !== null ? readDjCancellations(db, tx, djId) : Promise.resolve(null),
  ]);
  const total = Number(snap.get('totalCostCents') ?? 0);
  // The client's tier, or in full within 24 hours of the DJ's accept (decision 0053).
  const percent: RefundPercent =
    refundOf(c.move) === 'full'
      ? 100
      : clientCancellationPercent(
          eventStartOrThrow(eventDate),
          acceptedAtOf(snap.get('history'), (at) => (at instanceof Timestamp ? at.toDate() : null)),
          now,
        );
  // A refund already made outside the app (the Stripe Dashboard, counted on the payout
  // by the webhook) comes off what is left to refund: Stripe refuses more than remains.
  const refundedBefore = Math.max(
    paymentOf(snap).refundedCents,
    payout.exists ? Number(payout.get('refundedCents') ?? 0) : 0,
  );
  const amount = cancellationRefundCents(total, percent, refundedBefore);
  writeBookedDates(
    tx,
    db,
    djId,
    confirmedDates.filter((d) => d !== eventDate),
    now,
  );
  const cancellation: Cancellation = withSearchPlace(
    {
      by: entry.actor,
      reason: c.move.reason ?? 'cancelled',
      refundPercent: percent,
      refundCents: amount,
      ...(byDj !== null ? { declineReason: byDj } : {}),
    },
    djRecord?.profile ?? null,
  );
  if (djRecord) {
    recordDjCancellation(tx, djRecord, {
      bookingId: snap.id,
      eventDate,
      clientName: String(snap.get('clientName') ?? ''),
      djName: String(snap.get('djName') ?? ''),
      reason: byDj ?? '',
      at: now,
    });
  }
  // What the DJ is still owed follows the same tier (a DJ-side cancellation: nothing).
  const { problemRefunded } = replanPayoutOnCancellation(
    tx,
    payout,
    snap,
    { by: entry.actor, refundPercent: percent, refundCents: amount },
    c.move,
    now,
  );
  tx.update(snap.ref, {
    ...statusWrite(c.move, entry),
    cancellation,
    ...(problemRefunded ? { 'problem.status': 'refunded' } : {}),
    ...(amount > 0 ? { 'payment.status': 'refunded' } : {}),
    'payment.refundedCents': refundedBefore + amount,
  });
  return {
    status: c.move.to,
    refundCents: amount,
    moves: amount > 0 ? [moveFor(snap, 'refund', amount)] : [],
  };
}
