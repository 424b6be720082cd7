// What a DJ's suspension does to bookings already confirmed (issue 39, decision 0052): each
// one whose event date has not begun (the moment the DJ's own cancel closes, 00:00 UTC) is
// cancelled by the system with a full refund, its payout voided and its date freed; the
// client is told why and offered DJs free that day (the onBookingWritten trigger). A gig on
// or before today keeps its booking; its payout is held for an admin (payout-suspension-hold).
import type { Firestore } from 'firebase-admin/firestore';
import { utcDate } from '../../../src/domain/booking-record';
import { canDjCancel } from '../../../src/domain/dj-cancellation';
import { applyBookingMove, readForEffects, refundedElsewhere } from './booking-effects';
import { settlePayments, type PendingMove } from './money-outbox';
import type { Logger } from './logger';
import { BY_SYSTEM, bookingStateOf, planBookingMove } from './booking-engine';
import type { PaymentGateway } from './payment-gateway';
import { settleReversal } from './payout-api';
import { transact } from './transact';

interface SuspensionDeps {
  db: Firestore;
  gateway: PaymentGateway;
  log?: Logger;
}

/** Per query page, and how many pages at most in one call. */
const BATCH = 200;
const MAX_ROUNDS = 50;

/**
 * Cancels one confirmed booking of a suspended DJ in its own transaction, re-reading it there
 * (the client may cancel, or the day begin, meanwhile), then moves the money. Returns whether
 * it cancelled it.
 */
async function cancelForSuspension(
  deps: SuspensionDeps,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const ref = deps.db.collection('bookings').doc(bookingId);
  const owed = await transact(deps.db, async (tx): Promise<PendingMove[] | null> => {
    const snap = await tx.get(ref);
    if (snap.get('status') !== 'confirmed') return null;
    if (!canDjCancel(String(snap.get('eventDate') ?? ''), now)) return null;
    // The table's djSuspended row: in full, the payout voided, the client offered other DJs.
    const reads = await readForEffects(deps.db, tx, snap, 'djSuspended', 'system', now);
    const state = bookingStateOf(snap, true, { refundedElsewhereCents: refundedElsewhere(reads) });
    const move = planBookingMove(state, 'djSuspended', 'system', now);
    const ctx = { by: BY_SYSTEM, now, ...(deps.log ? { log: deps.log } : {}) };
    return applyBookingMove(deps.db, tx, snap, move, reads, ctx);
  });
  if (owed === null) return false;
  // As a person's cancel: a transfer already made is taken back first (decision 0027).
  await settleReversal(deps, bookingId, now);
  await settlePayments(deps, bookingId, now);
  return true;
}

/**
 * Cancels every confirmed booking of the DJ whose event date is after today (UTC). Returns
 * how many. One that fails is logged and skipped, not thrown: the suspension stands, the
 * payout runner holds whatever it would pay the DJ (payout-suspension-hold), and an admin
 * can cancel it from the panel.
 */
export async function cancelConfirmedBookingsOfDj(
  deps: SuspensionDeps,
  djId: string,
  now: Date,
): Promise<number> {
  // Index: (djId, status, eventDate) in firestore.indexes.json.
  const upcoming = deps.db
    .collection('bookings')
    .where('djId', '==', djId)
    .where('status', '==', 'confirmed')
    .where('eventDate', '>', utcDate(now))
    .limit(BATCH);
  let cancelled = 0;
  const failed = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const todo = (await upcoming.get()).docs.filter((d) => !failed.has(d.id));
    if (todo.length === 0) break;
    for (const doc of todo) {
      try {
        if (await cancelForSuspension(deps, doc.id, now)) cancelled += 1;
        else failed.add(doc.id);
      } catch (error) {
        failed.add(doc.id);
        (deps.log ?? console).error('cancelConfirmedBookingsOfDj: failed', doc.id, error);
      }
    }
  }
  return cancelled;
}
