// The payment steps of the lifecycle (booking-lifecycle.ts re-exports them; nothing else
// writes these statuses): a booking is created awaiting_payment, then its checkout either
// authorises the card (paymentAuthorized → pending) or ends unpaid (paymentExpired →
// cancelled: expired, abandoned, failed, refused, or the DJ went away first), or is authorised
// for a date that was taken meanwhile (decline by the system → cancelled, hold released).
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import type {
  Cancellation,
  CancellationReason,
  DjGoneReason,
} from '../../../src/domain/booking-record';
import {
  isBookingStatus,
  type BookingActor,
  type BookingStatus,
} from '../../../src/domain/booking-states';
import { pendingMovesOf, type PendingMove } from './money-outbox';
import type { Logger } from './logger';
import { appendHistory, transitionOrThrow, writeUnpaidCancellation } from './booking-writes';
import { paymentOf } from './payment-record';
import type { BookingPayment, PaymentGateway } from './payment-gateway';
import { transact } from './transact';

export interface LifecycleDeps {
  db: Firestore;
  gateway: PaymentGateway;
  log?: Logger;
}

/** Who set off a system-side change: a person (abandoning their checkout) or nobody. */
export interface ChangeSource {
  by: BookingActor;
  uid: string | null;
}

const SYSTEM: ChangeSource = { by: 'system', uid: null };

/**
 * Created, in `tx`: a new booking, awaiting payment. `fields` are the booking's own (parties,
 * event, prices, computed by the caller); the lifecycle owns status and payment.
 */
export function createAwaitingPayment(
  tx: Transaction,
  ref: DocumentReference,
  fields: Record<string, unknown>,
  provider: BookingPayment['provider'],
  now: Date,
): void {
  const payment: BookingPayment = {
    provider,
    status: 'awaiting',
    checkoutSessionId: null,
    paymentIntentId: null,
    refundedCents: 0,
  };
  tx.create(ref, {
    ...fields,
    status: 'awaiting_payment',
    payment,
    history: [],
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * paymentAuthorized, in `tx`: the client's card is held; the DJ now sees the request.
 * `snap` must be awaiting_payment (the table refuses anything else).
 */
export function applyPaymentAuthorized(
  tx: Transaction,
  snap: DocumentSnapshot,
  payment: { paymentIntentId: string | null; checkoutSessionId?: string },
  now: Date,
): void {
  const { from, to } = transitionOrThrow(snap.get('status'), 'paymentAuthorized', 'system');
  tx.update(snap.ref, {
    status: to,
    'payment.status': 'authorized',
    'payment.paymentIntentId': payment.paymentIntentId,
    ...(payment.checkoutSessionId !== undefined
      ? { 'payment.checkoutSessionId': payment.checkoutSessionId }
      : {}),
    history: appendHistory({
      action: 'paymentAuthorized',
      actor: 'system',
      uid: null,
      from,
      to,
      at: now,
    }),
    updatedAt: now,
  });
}

/**
 * The card was authorised for a date the DJ has meanwhile confirmed for someone else, in `tx`:
 * the request is declined for the DJ at once (auto_declined, by the system), keeping where the
 * client's "Find DJs free on <date>" searches. The caller records the hold's release as owed
 * (the webhook keys it by its event). `snap` must be awaiting_payment (the table refuses
 * anything else).
 */
export function applyDateTakenDecline(
  tx: Transaction,
  snap: DocumentSnapshot,
  payment: { paymentIntentId: string },
  cancellation: Cancellation,
  now: Date,
): void {
  const { from, to } = transitionOrThrow(snap.get('status'), 'decline', 'system');
  tx.update(snap.ref, {
    status: to,
    cancellation,
    'payment.status': 'released',
    'payment.paymentIntentId': payment.paymentIntentId,
    history: appendHistory({ action: 'decline', actor: 'system', uid: null, from, to, at: now }),
    updatedAt: now,
  });
}

export type PaymentEndReason = Extract<
  CancellationReason,
  'payment_expired' | 'payment_abandoned' | 'checkout_failed' | DjGoneReason
>;

/**
 * paymentExpired, in `tx`: the booking was never paid and ends (nothing was authorised, so no
 * money moves). The table's row is the system's; `source` records who set it off (the client
 * abandoning their checkout), in the cancellation and the history entry.
 */
export function applyPaymentExpired(
  tx: Transaction,
  snap: DocumentSnapshot,
  reason: PaymentEndReason,
  now: Date,
  source: ChangeSource = SYSTEM,
): void {
  const { from, to } = transitionOrThrow(snap.get('status'), 'paymentExpired', 'system');
  writeUnpaidCancellation(
    tx,
    snap,
    { by: source.by, reason },
    { action: 'paymentExpired', actor: 'system', uid: source.uid, from, to, at: now },
  );
}

/** The Checkout Session of an unpaid booking, so its link can no longer be paid. */
export function checkoutSessionOf(snap: DocumentSnapshot): string | null {
  const id: unknown = snap.get('payment.checkoutSessionId');
  return typeof id === 'string' && id !== '' ? id : null;
}

/** Ends a Checkout Session; it expires on its own within a day if Stripe cannot be reached. */
export async function expireCheckoutQuietly(
  deps: LifecycleDeps,
  sessionId: string | null,
): Promise<void> {
  if (!sessionId || deps.gateway.provider !== 'stripe') return;
  try {
    await deps.gateway.expireCheckout(sessionId);
  } catch (error) {
    (deps.log ?? console).warn('booking lifecycle: could not expire checkout', sessionId, error);
  }
}

/**
 * The Checkout Session a booking's client pays in (Stripe): recorded so the webhook can tell
 * the booking's own session from any other. Not a status change.
 */
export async function recordCheckoutSession(
  db: Firestore,
  bookingId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .collection('bookings')
    .doc(bookingId)
    .update({ 'payment.checkoutSessionId': sessionId, updatedAt: now });
}

/**
 * Demo mode has no card: its "checkout" authorises at once, as the webhook would. A booking
 * that left awaiting_payment meanwhile (the DJ was suspended a moment ago) is left alone.
 */
export async function authorizeDemoPayment(
  db: Firestore,
  bookingId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  const ref = db.collection('bookings').doc(bookingId);
  await transact(db, async (tx) => {
    const snap = await tx.get(ref);
    if (snap.get('status') !== 'awaiting_payment') return;
    applyPaymentAuthorized(tx, snap, { paymentIntentId: null, checkoutSessionId: sessionId }, now);
  });
}

/**
 * Ends an unpaid booking in its own transaction (checkout failed, or the client abandoned
 * it) and expires its Checkout Session so the link cannot be paid later. A booking that is
 * no longer awaiting payment (the webhook authorised it meanwhile) is left alone. Returns
 * the booking's status afterwards (null if it has none, or does not exist).
 */
export async function endUnpaidBooking(
  deps: LifecycleDeps,
  bookingId: string,
  reason: PaymentEndReason,
  now: Date,
  source: ChangeSource = SYSTEM,
): Promise<BookingStatus | null> {
  const ref = deps.db.collection('bookings').doc(bookingId);
  const outcome = await transact(deps.db, async (tx) => {
    const snap = await tx.get(ref);
    const status: unknown = snap.get('status');
    if (status !== 'awaiting_payment') {
      return { status: isBookingStatus(status) ? status : null, sessionId: null };
    }
    applyPaymentExpired(tx, snap, reason, now, source);
    return { status: 'cancelled' as const, sessionId: checkoutSessionOf(snap) };
  });
  await expireCheckoutQuietly(deps, outcome.sessionId);
  return outcome.status;
}

/**
 * An admin refunded the client in full after a problem report (payout-problems.ts), in `tx`:
 * the booking keeps its status; its payment is refunded and the refund is owed (settled after
 * commit with the key `refund-problem-<bookingId>`). Returns the moves owed.
 */
export function writeProblemRefund(
  tx: Transaction,
  snap: DocumentSnapshot,
  refundCents: number,
  now: Date,
): PendingMove[] {
  const payment = paymentOf(snap);
  const owed: PendingMove[] =
    refundCents > 0 && payment.provider === 'stripe' && payment.paymentIntentId
      ? [
          {
            bookingId: snap.id,
            operation: 'refund',
            provider: 'stripe',
            paymentIntentId: payment.paymentIntentId,
            amountCents: refundCents,
            idempotencyKey: `refund-problem-${snap.id}`,
          },
        ]
      : [];
  tx.update(snap.ref, {
    'problem.status': 'refunded',
    'payment.status': 'refunded',
    'payment.refundedCents': payment.refundedCents + refundCents,
    ...(owed.length > 0
      ? {
          'payment.pendingMoves': [...pendingMovesOf(snap), ...owed],
          'payment.settlement': 'pending',
        }
      : {}),
    updatedAt: now,
  });
  return owed;
}
