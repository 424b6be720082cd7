// The building blocks of a booking status change, used only by the lifecycle
// (booking-lifecycle.ts and the transition planner it delegates to): who the caller is, the
// released-hold and unpaid ends of a request (written from the engine's move), the money move
// a change owes, the "date taken" query, and the DJ's booked dates (a public view derived from
// confirmed bookings).
import {
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { utcDate, type Cancellation, type HistoryEntry } from '../../../src/domain/booking-record';
import type { BookingActor } from '../../../src/domain/booking-states';
import { statusWrite, type BookingMove } from './booking-engine';
import type { PaymentMove } from './payment-gateway';
import { paymentOf } from './payment-record';

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

export function moveFor(
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
 * Writes a pending booking's end with its hold released (decline, cancel, auto-decline,
 * expiry, the DJ's suspension or deletion), in `tx`. Returns the release to make after commit.
 */
export function writeReleasedCancellation(
  tx: Transaction,
  snap: DocumentSnapshot,
  cancellation: Cancellation,
  move: BookingMove,
  entry: HistoryEntry,
): PaymentMove {
  tx.update(snap.ref, {
    ...statusWrite(move, entry),
    cancellation,
    'payment.status': 'released',
  });
  return moveFor(snap, 'release');
}

/**
 * Writes the end of an unpaid booking (awaiting_payment → cancelled: checkout expired,
 * abandoned or failed, or the DJ went away before the client paid), in `tx`. Nothing was
 * authorised, so no money moves; the caller expires the Checkout Session if it has one.
 */
export function writeUnpaidCancellation(
  tx: Transaction,
  snap: DocumentSnapshot,
  cancellation: Cancellation,
  move: BookingMove,
  entry: HistoryEntry,
): void {
  tx.update(snap.ref, {
    ...statusWrite(move, entry),
    cancellation,
    'payment.status': 'expired',
  });
}

/**
 * The DJ's confirmed bookings on `eventDate`: the authority for "that date is taken". It is a
 * query of bookings, not the djAvailability view, so deleting or re-creating the profile (and
 * with it any view) can never free a date someone has paid for. Index: (djId, eventDate, status).
 */
export function confirmedOnDate(db: Firestore, djId: string, eventDate: string): Query {
  return db
    .collection('bookings')
    .where('djId', '==', djId)
    .where('eventDate', '==', eventDate)
    .where('status', '==', 'confirmed')
    .limit(1);
}

/** Reads, in `tx`, whether the DJ already has a confirmed booking on `eventDate`. */
export async function isDateTaken(
  db: Firestore,
  tx: Transaction,
  djId: string,
  eventDate: string,
): Promise<boolean> {
  return !(await tx.get(confirmedOnDate(db, djId, eventDate))).empty;
}

/** The DJ's confirmed bookings from today (UTC) on. Index: (djId, status, eventDate). */
export function confirmedFrom(db: Firestore, djId: string, now: Date): Query {
  return db
    .collection('bookings')
    .where('djId', '==', djId)
    .where('status', '==', 'confirmed')
    .where('eventDate', '>=', utcDate(now));
}

/** Reads, in `tx`, the dates of the DJ's confirmed bookings from today on (for the view). */
export async function readConfirmedDates(
  db: Firestore,
  tx: Transaction,
  djId: string,
  now: Date,
): Promise<string[]> {
  const snap = await tx.get(confirmedFrom(db, djId, now));
  return snap.docs.map((d) => String(d.get('eventDate')));
}

/**
 * Writes the public djAvailability/{djId}.bookedDates view: the dates of the DJ's confirmed
 * bookings from today on, as the transaction that changes one of them leaves them. Rewritten
 * whole each time rather than patched, so a view deleted with a profile (or written by an
 * older version) is rebuilt from the bookings, which are the authority.
 */
export function writeBookedDates(
  tx: Transaction,
  db: Firestore,
  djId: string,
  dates: readonly string[],
  now: Date,
): void {
  tx.set(db.collection('djAvailability').doc(djId), {
    bookedDates: [...new Set(dates)].sort(),
    updatedAt: now,
  });
}
