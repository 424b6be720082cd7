// THE writer of booking status. Every change of bookings/{id}.status goes through here:
// created (awaiting_payment), payment authorised or expired (checkout expired, abandoned or
// failed), accept, decline, cancel, complete (moveBooking, for people), expiry, and
// the requests a DJ's suspension or deletion closes, and the confirmed bookings a suspension
// cancels (booking-suspension.ts). Each one names the process table's event; the engine plans
// it (booking-engine.ts) and writes the row with its effects (booking-effects.ts): the status
// and history entry, the money it owes (in the booking's outbox, settled after commit by
// money-outbox.ts), and the DJ's public djAvailability view. It is also the booking side's one door for payout code (payout-api.ts is the other).
//
// Callables, the webhook and the scheduler decide WHEN; this module decides WHAT is written.
import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { utcDate, type DjGoneReason } from '../../../src/domain/booking-record';
import { isPastResponseDeadline } from '../../../src/domain/response-deadline';
import { settlePayments, type PendingMove } from './money-outbox';
import type { Logger } from './logger';
import {
  applyPaymentExpired,
  checkoutSessionOf,
  expireCheckoutQuietly,
  type LifecycleDeps,
} from './booking-payment-steps';
import { BY_SYSTEM, bookingStateOf, planBookingMove } from './booking-engine';
import {
  applyBookingMove,
  readConfirmedDates,
  readForEffects,
  writeBookedDates,
} from './booking-effects';
import type { PaymentGateway } from './payment-gateway';
import { transact } from './transact';

// What a person's request (callable/transition-booking.ts) needs to become the table's event.
export { ACCEPT_CLOSED as ACCEPT_TOO_LATE } from '../../../src/domain/booking-record';
export {
  BOOKING_NOT_FOUND,
  COMPLETE_TOO_EARLY,
  DATE_TAKEN,
  DJ_NOT_VERIFIED,
  NOT_YOUR_BOOKING,
} from '../../../src/domain/booking-refusals';
export { ACCEPT_NEEDS_PAYOUTS } from '../../../src/domain/payout-account-state';
export { actorFor, refuseUnlessTableAllows } from './booking-engine';
export { moveBooking, type MoveOutcome, type PersonEvent } from './booking-effects';
export * from './booking-payment-steps';
export { cancelConfirmedBookingsOfDj } from './booking-suspension';
// The payout runner completes a played booking in the transaction that claims its transfer.
export { completeOnRelease, completePlayed, hasOwedMoves } from './booking-auto-complete';
export { confirmedOnDate, isDateTaken } from './booking-effects';

// ---- System ends of open requests (expiry, DJ suspended or deleted) ------------------------

/**
 * Whether a pending booking read at `now` is a request to expire: its response deadline (the
 * domain's, which both parties see on screen) has come. Too old, or too late to accept.
 */
export function isDueToExpire(snap: DocumentSnapshot, now: Date): boolean {
  if (!snap.exists || snap.get('status') !== 'pending') return false;
  const eventDate: unknown = snap.get('eventDate');
  return isPastResponseDeadline(
    dateOf(snap.get('createdAt')),
    typeof eventDate === 'string' ? eventDate : '',
    now,
  );
}

/** A stored time as a Date; anything else (a hand-edited document) is no time. */
function dateOf(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}

type SystemEnd = { kind: 'expire' } | { kind: 'dj_gone'; reason: DjGoneReason };

interface EndOutcome {
  owed: PendingMove[];
  sessionId: string | null;
}

/**
 * Ends one open request in its own transaction, re-reading it there (the DJ may accept, or the
 * client cancel or pay, meanwhile). Returns whether it ended it.
 */
async function endOpenRequest(
  deps: LifecycleDeps,
  bookingId: string,
  end: SystemEnd,
  now: Date,
): Promise<boolean> {
  const ref = deps.db.collection('bookings').doc(bookingId);
  const outcome = await transact(deps.db, async (tx): Promise<EndOutcome | null> => {
    const snap = await tx.get(ref);
    if (end.kind === 'expire') {
      if (!isDueToExpire(snap, now)) return null;
      return releaseHold(deps.db, tx, snap, 'expire', now, deps.log);
    }
    const status: unknown = snap.get('status');
    if (status === 'awaiting_payment') {
      applyPaymentExpired(tx, snap, end.reason, now);
      return { owed: [], sessionId: checkoutSessionOf(snap) };
    }
    if (status === 'pending') {
      return releaseHold(
        deps.db,
        tx,
        snap,
        end.reason === 'dj_suspended' ? 'djSuspended' : 'djDeleted',
        now,
        deps.log,
      );
    }
    return null;
  });
  if (!outcome) return false;
  await settlePayments(deps, bookingId, now);
  await expireCheckoutQuietly(deps, outcome.sessionId);
  return true;
}

/** The system's end of a pending request: the table's row for `event` releases its hold. */
async function releaseHold(
  db: Firestore,
  tx: Transaction,
  snap: DocumentSnapshot,
  event: 'expire' | 'djSuspended' | 'djDeleted',
  now: Date,
  log: Logger | undefined,
): Promise<EndOutcome> {
  const reads = await readForEffects(db, tx, snap, event, 'system', now);
  // Only the suspension's row asks whether the DJ is suspended; the caller says they are.
  const move = planBookingMove(bookingStateOf(snap, event === 'djSuspended'), event, 'system', now);
  const ctx = { by: BY_SYSTEM, now, ...(log ? { log } : {}) };
  const owed = applyBookingMove(db, tx, snap, move, reads, ctx);
  return { owed, sessionId: null };
}

/**
 * Expires the pending request `bookingId` if it is due at `now` (isDueToExpire), releasing its
 * hold. Returns whether it expired it.
 */
export function expireRequestIfDue(
  deps: LifecycleDeps,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  return endOpenRequest(deps, bookingId, { kind: 'expire' }, now);
}

/** Per query page of closeOpenRequestsOfDj, and how many pages at most in one call. */
const CLOSE_BATCH = 200;
const MAX_CLOSE_ROUNDS = 50;

/**
 * Declines/cancels every open request (awaiting_payment and pending) of the DJ through the
 * lifecycle: holds released, checkout sessions expired, cancellation.reason = reason, by
 * 'system'. Returns how many. Notifications to clients come from the onBookingWritten trigger.
 */
export async function closeOpenRequestsOfDj(
  deps: { db: Firestore; gateway: PaymentGateway; log?: Logger },
  djId: string,
  reason: 'dj_suspended' | 'dj_deleted',
  now: Date,
): Promise<number> {
  const open = deps.db
    .collection('bookings')
    .where('djId', '==', djId)
    .where('status', 'in', ['awaiting_payment', 'pending'])
    .limit(CLOSE_BATCH);
  let closed = 0;
  const failed = new Set<string>();
  // Page until no open request is left: each closed one leaves the query, one that turned
  // open meanwhile (a payment authorised) shows up in the next page, and one that could not
  // be closed is skipped rather than looped over. It is not thrown: the DJ can no longer
  // accept it (accept requires a verified profile), and the expiry job releases it later.
  for (let round = 0; round < MAX_CLOSE_ROUNDS; round++) {
    const page = await open.get();
    const todo = page.docs.filter((d) => !failed.has(d.id));
    if (todo.length === 0) break;
    for (const doc of todo) {
      try {
        if (await endOpenRequest(deps, doc.id, { kind: 'dj_gone', reason }, now)) closed += 1;
      } catch (error) {
        failed.add(doc.id);
        (deps.log ?? console).error('closeOpenRequestsOfDj: failed', doc.id, error);
      }
    }
  }
  return closed;
}

/** Confirmed bookings of the DJ whose event date is today (UTC) or later. */
export async function countConfirmedFutureBookings(
  db: Firestore,
  djId: string,
  now: Date,
): Promise<number> {
  // Index: (djId, status, eventDate) in firestore.indexes.json.
  const snap = await db
    .collection('bookings')
    .where('djId', '==', djId)
    .where('status', '==', 'confirmed')
    .where('eventDate', '>=', utcDate(now))
    .count()
    .get();
  return snap.data().count;
}

/**
 * Rewrites the DJ's public djAvailability view from their confirmed bookings, e.g. when a
 * profile is created again after a deletion removed the view: the calendar then greys out
 * the dates that were never free. (createPayment and accept read the bookings themselves.)
 */
export async function rebuildAvailability(db: Firestore, djId: string, now: Date): Promise<void> {
  await transact(db, async (tx) => {
    writeBookedDates(tx, db, djId, await readConfirmedDates(db, tx, djId, now), now);
  });
}
