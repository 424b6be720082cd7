// Moves one booking through the lifecycle table (src/domain/booking-states.ts) for a person:
// the transitionBooking callable's core. Every Firestore write of one transition (the booking,
// the DJ's booked dates, the other requests an accept declines, the DJ's counter) happens in
// ONE transaction, together with the money moves the transition owes (payment.pendingMoves);
// the money moves afterwards through the PaymentGateway (booking-payments.ts). Asking again
// for a transition that already took effect completes its money moves instead of failing.
import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  applyTransition,
  findTransition,
  isBookingStatus,
  TransitionError,
  type BookingAction,
  type BookingActor,
  type BookingStatus,
} from '../../../src/domain/booking-states';
import {
  refundCents as refundCentsOf,
  refundPercentForCancellation,
  type RefundPercent,
} from '../../../src/domain/cancellation-policy';
import {
  owedMoves,
  pendingMovesOf,
  recordPendingMoves,
  settlePayments,
  type PendingMove,
} from './booking-payments';
import type { BookingPayment, PaymentGateway } from './payment-gateway';
import { transact } from './transact';

/** The actions a person may ask for; the system's (payment*, expire) are not callable. */
export const CALLABLE_BOOKING_ACTIONS = ['accept', 'decline', 'cancel', 'complete'] as const;
export type CallableBookingAction = (typeof CALLABLE_BOOKING_ACTIONS)[number];

export function isCallableBookingAction(value: unknown): value is CallableBookingAction {
  return (
    typeof value === 'string' && (CALLABLE_BOOKING_ACTIONS as readonly string[]).includes(value)
  );
}

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const NOT_A_PARTY = 'You can only change your own bookings.';
export const COMPLETE_TOO_EARLY = 'A booking can be completed on or after the event date.';
export const DATE_TAKEN = 'You are already booked on that date.';

/** Why a booking was cancelled (bookings/{id}.cancellation.reason). */
export type CancellationReason = 'declined' | 'cancelled' | 'auto_declined' | 'expired';

/**
 * bookings/{id}.cancellation. refundPercent and refundCents exist only when a confirmed (so
 * charged) booking is cancelled; a pending one only had a hold, which is released.
 */
export interface Cancellation {
  by: BookingActor;
  reason: CancellationReason;
  refundPercent?: RefundPercent;
  refundCents?: number;
}

/** One entry of bookings/{id}.history. `uid` is null for the system. */
export interface HistoryEntry {
  action: BookingAction;
  actor: BookingActor;
  uid: string | null;
  from: BookingStatus;
  to: BookingStatus;
  at: Date;
}

/** A money movement to make once the transaction has committed. */
export interface PaymentMove {
  bookingId: string;
  operation: 'capture' | 'release' | 'refund';
  provider: BookingPayment['provider'];
  paymentIntentId: string | null;
  amountCents: number;
}

export interface Logger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface BookingTransitionDeps {
  db: Firestore;
  gateway: PaymentGateway;
  log?: Logger;
}

export interface TransitionInput {
  bookingId: string;
  action: CallableBookingAction;
  callerUid: string;
  /** The caller's `role` claim. */
  callerRole: string | null;
  now: Date;
}

export interface TransitionResult {
  bookingId: string;
  status: BookingStatus;
  /** Present when a confirmed booking was cancelled (0 when the policy refunds nothing). */
  refundCents?: number;
}

/** 'YYYY-MM-DD' of `now` in UTC. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * When the cancellation policy's notice is counted to. A booking has a date but no start time,
 * so we use the start of the event date in UTC: deterministic, the same for everyone wherever
 * they are, and what the UI can state before the client confirms. It is the earliest the event
 * can start, so the client gets at most the notice they would have against the real start.
 */
export function eventStartOf(eventDate: string): Date {
  const start = new Date(`${eventDate}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime())) {
    throw new HttpsError('failed-precondition', 'The booking has no valid event date.');
  }
  return start;
}

/**
 * Who the caller is for this booking. A party acts as that party even when they are also an
 * admin: an admin's powers (cancelling a confirmed booking with a full refund) exist to act
 * for cause on other people's bookings, not to give themselves a better deal than the terms.
 * Another admin can do that. (createPayment refuses booking one's own DJ profile, so nobody is
 * both client and DJ; if it ever happened, the DJ side is taken, as listed first.)
 */
export function actorFor(
  booking: { clientUid: unknown; djOwnerUid: unknown },
  callerUid: string,
  callerRole: string | null,
): BookingActor | null {
  if (booking.djOwnerUid === callerUid) return 'dj';
  if (booking.clientUid === callerUid) return 'client';
  if (callerRole === 'admin') return 'admin';
  return null;
}

/** The domain's refusal as the callable error the screen shows. */
export function toHttpsError(error: TransitionError): HttpsError {
  const details = { status: error.status, action: error.action, actor: error.actor };
  switch (error.code) {
    case 'not-allowed-from-status':
      return new HttpsError('failed-precondition', error.message, details);
    case 'not-allowed-for-actor':
      return new HttpsError('permission-denied', error.message, details);
    case 'invalid-input':
      return new HttpsError('invalid-argument', error.message, details);
  }
}

function transitionOrThrow(status: unknown, action: BookingAction, actor: BookingActor) {
  if (!isBookingStatus(status)) {
    throw new HttpsError('failed-precondition', 'The booking is in an unknown state.', { status });
  }
  try {
    const to = applyTransition(status, action, actor);
    // applyTransition succeeded, so the row exists; findTransition gives its refund rule.
    const row = findTransition(status, action, actor);
    return { from: status, to, refund: row?.refund ?? 'none' };
  } catch (error) {
    if (error instanceof TransitionError) throw toHttpsError(error);
    throw error;
  }
}

/** Anything but 'stripe' (demo, and the seed's 'seed') has no money to move. */
function paymentOf(snap: DocumentSnapshot): BookingPayment {
  const p = (snap.get('payment') ?? {}) as Partial<BookingPayment>;
  return {
    provider: p.provider === 'stripe' ? 'stripe' : 'demo',
    status: p.status ?? 'awaiting',
    checkoutSessionId: p.checkoutSessionId ?? null,
    paymentIntentId: p.paymentIntentId ?? null,
    refundedCents: typeof p.refundedCents === 'number' ? p.refundedCents : 0,
  };
}

function moveFor(
  snap: DocumentSnapshot,
  operation: PaymentMove['operation'],
  amountCents = 0,
): PaymentMove {
  const payment = paymentOf(snap);
  return {
    bookingId: snap.id,
    operation,
    provider: payment.provider,
    paymentIntentId: payment.paymentIntentId,
    amountCents,
  };
}

/**
 * The booking's history with `entry` appended. Plain values rather than FieldValue sentinels
 * (here and for totalBookings): the transaction has read the document anyway, and a sentinel
 * made by one copy of firebase-admin is refused by another copy's Firestore (as in the tests,
 * which pass the repository root's Admin SDK).
 */
export function history(snap: DocumentSnapshot, entry: HistoryEntry): unknown[] {
  const past: unknown = snap.get('history');
  return [...(Array.isArray(past) ? past : []), entry];
}

/**
 * Writes a pending booking's end with its hold released (decline, cancel, auto-decline,
 * expiry), in `tx`. Returns the release to make after commit.
 */
export function writeReleasedCancellation(
  tx: Transaction,
  snap: DocumentSnapshot,
  cancellation: Cancellation,
  entry: HistoryEntry,
): PaymentMove {
  tx.update(snap.ref, {
    status: entry.to,
    cancellation,
    'payment.status': 'released',
    history: history(snap, entry),
    updatedAt: entry.at,
  });
  return moveFor(snap, 'release');
}

function datesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
}

interface Plan {
  status: BookingStatus;
  refundCents?: number;
  moves: PaymentMove[];
}

/**
 * Whether `input` asks again for the transition that is the booking's last one: same action,
 * same person, and the booking is still where it left it. A retry after a failure (or a
 * double click) then completes what the first call owed instead of being refused.
 */
export function isRepeatOfLastTransition(snap: DocumentSnapshot, input: TransitionInput): boolean {
  const past: unknown = snap.get('history');
  if (!Array.isArray(past) || past.length === 0) return false;
  const last = past[past.length - 1] as Partial<HistoryEntry> | null;
  return (
    last !== null &&
    typeof last === 'object' &&
    last.action === input.action &&
    last.uid === input.callerUid &&
    last.to === snap.get('status')
  );
}

interface Outcome {
  status: BookingStatus;
  refundCents?: number;
  /** The moves the gateway still has to make, recorded on the booking. */
  owed: PendingMove[];
}

async function runTransition(
  db: Firestore,
  tx: Transaction,
  ref: DocumentReference,
  input: TransitionInput,
  log: Logger | undefined,
): Promise<Outcome> {
  const snap = await tx.get(ref);
  if (!snap.exists) throw new HttpsError('not-found', BOOKING_NOT_FOUND);
  if (isRepeatOfLastTransition(snap, input)) {
    const status = snap.get('status') as BookingStatus;
    const refund: unknown = snap.get('cancellation.refundCents');
    return {
      status,
      ...(typeof refund === 'number' ? { refundCents: refund } : {}),
      owed: pendingMovesOf(snap),
    };
  }
  const plan = await planTransition(db, tx, snap, input);
  const owed = owedMoves(plan.moves, log);
  recordPendingMoves(tx, ref, owed);
  const outcome: Outcome = { status: plan.status, owed };
  if (plan.refundCents !== undefined) outcome.refundCents = plan.refundCents;
  return outcome;
}

async function planTransition(
  db: Firestore,
  tx: Transaction,
  snap: DocumentSnapshot,
  input: TransitionInput,
): Promise<Plan> {
  const ref = snap.ref;
  const actor = actorFor(
    { clientUid: snap.get('clientUid'), djOwnerUid: snap.get('djOwnerUid') },
    input.callerUid,
    input.callerRole,
  );
  if (!actor) throw new HttpsError('permission-denied', NOT_A_PARTY);
  const { from, to, refund } = transitionOrThrow(snap.get('status'), input.action, actor);

  const now = input.now;
  const djId = String(snap.get('djId') ?? '');
  const eventDate = String(snap.get('eventDate') ?? '');
  const entry: HistoryEntry = {
    action: input.action,
    actor,
    uid: input.callerUid,
    from,
    to,
    at: now,
  };

  switch (input.action) {
    case 'accept': {
      // Reads first (a transaction reads everything before it writes).
      const availabilityRef = db.collection('djAvailability').doc(djId);
      const others = db
        .collection('bookings')
        .where('djId', '==', djId)
        .where('eventDate', '==', eventDate)
        .where('status', '==', 'pending');
      const [availability, rivals] = await Promise.all([tx.get(availabilityRef), tx.get(others)]);
      const booked = datesOf(availability.get('bookedDates'));
      // A request can still turn pending for a date that is taken (its payment was
      // authorised after another request was accepted): it must not double-book the DJ.
      if (booked.includes(eventDate)) throw new HttpsError('failed-precondition', DATE_TAKEN);
      tx.set(
        availabilityRef,
        { bookedDates: [...booked, eventDate].sort(), updatedAt: now },
        { merge: true },
      );
      tx.update(ref, {
        status: to,
        'payment.status': 'captured',
        history: history(snap, entry),
        updatedAt: now,
      });
      const moves: PaymentMove[] = [moveFor(snap, 'capture')];
      for (const rival of rivals.docs) {
        if (rival.id === snap.id) continue;
        // The DJ's accept declines the others: same table row as a decline by the DJ.
        const declined = transitionOrThrow(rival.get('status'), 'decline', 'dj');
        moves.push(
          writeReleasedCancellation(
            tx,
            rival,
            { by: 'dj', reason: 'auto_declined' },
            { ...entry, action: 'decline', from: declined.from, to: declined.to },
          ),
        );
      }
      return { status: to, moves };
    }
    case 'complete': {
      if (utcDate(now) < eventDate) throw new HttpsError('failed-precondition', COMPLETE_TOO_EARLY);
      const djRef = db.collection('djs').doc(djId);
      const dj = await tx.get(djRef);
      tx.update(ref, { status: to, history: history(snap, entry), updatedAt: now });
      // A deleted profile has no counter to keep; a merge-set would resurrect a stub.
      if (dj.exists) {
        const total = Number(dj.get('totalBookings') ?? 0);
        tx.update(djRef, { totalBookings: (Number.isFinite(total) ? total : 0) + 1 });
      }
      return { status: to, moves: [] };
    }
    case 'decline':
    case 'cancel': {
      const reason = input.action === 'decline' ? 'declined' : 'cancelled';
      if (refund === 'release' || refund === 'none') {
        // Nothing was charged yet (the table says so for every pending row): void the hold.
        return {
          status: to,
          moves: [writeReleasedCancellation(tx, snap, { by: actor, reason }, entry)],
        };
      }
      // A confirmed booking was charged: refund per the terms (policy) or in full (admin).
      const availabilityRef = db.collection('djAvailability').doc(djId);
      const availability = await tx.get(availabilityRef);
      const total = Number(snap.get('totalCostCents') ?? 0);
      const percent: RefundPercent =
        refund === 'full' ? 100 : refundPercentForCancellation(eventStartOf(eventDate), now);
      const amount = refundCentsOf(total, percent);
      if (availability.exists) {
        tx.update(availabilityRef, {
          bookedDates: datesOf(availability.get('bookedDates')).filter((d) => d !== eventDate),
          updatedAt: now,
        });
      }
      const cancellation: Cancellation = {
        by: actor,
        reason,
        refundPercent: percent,
        refundCents: amount,
      };
      tx.update(ref, {
        status: to,
        cancellation,
        ...(amount > 0 ? { 'payment.status': 'refunded' } : {}),
        'payment.refundedCents': amount,
        history: history(snap, entry),
        updatedAt: now,
      });
      return {
        status: to,
        refundCents: amount,
        moves: amount > 0 ? [moveFor(snap, 'refund', amount)] : [],
      };
    }
  }
}

/**
 * Applies `input.action` to the booking for the caller, then moves the money. Throws
 * HttpsError for anything refused; nothing is written or charged then. The same request
 * again (same action, same person, booking unchanged since) answers as the first did and
 * completes any money move still owed.
 */
export async function transitionBookingCore(
  deps: BookingTransitionDeps,
  input: TransitionInput,
): Promise<TransitionResult> {
  const ref = deps.db.collection('bookings').doc(input.bookingId);
  const outcome = await transact(deps.db, (tx) => runTransition(deps.db, tx, ref, input, deps.log));
  await settlePayments(deps, input.bookingId, outcome.owed, input.now);
  const result: TransitionResult = { bookingId: input.bookingId, status: outcome.status };
  if (outcome.refundCents !== undefined) result.refundCents = outcome.refundCents;
  return result;
}
