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
import type { ProcessPlan } from '../../../src/domain/booking-process-plan';
import type { CancellationReason, DjGoneReason } from '../../../src/domain/booking-record';
import {
  isBookingStatus,
  type BookingActor,
  type BookingStatus,
} from '../../../src/domain/booking-states';
import { addOwedMoves, cardMovesOf, type PendingMove } from './money-outbox';
import type { Logger } from './logger';
import {
  BY_SYSTEM,
  bookingStateOf,
  historyOf,
  planBookingMove,
  requestStatus,
  writeBookingMove,
  type BookingMove,
} from './booking-engine';
import { applyBookingMove, readForEffects, type EffectReads } from './booking-effects';
import { paymentOf, type BookingPayment, type PaymentGateway } from './payment-gateway';
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
    // The table's request row (the caller refused a DJ who is not verified, and a date whose
    // event has begun, in the person's words).
    status: requestStatus(
      {
        bookingId: ref.id,
        eventDate: String(fields.eventDate ?? ''),
        durationHours: Number(fields.durationHours ?? 0),
        totalCents: Number(fields.totalCostCents ?? 0),
      },
      now,
    ),
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
  const move = planPaymentAuthorized(snap, { dateTaken: false, djSuspended: false }, now);
  if (move.to !== 'pending') throw new Error(`paymentAuthorized planned ${move.to}, not pending`);
  writeBookingMove(tx, snap, move, historyOf(move, BY_SYSTEM, now), {
    fields: {
      'payment.paymentIntentId': payment.paymentIntentId,
      ...(payment.checkoutSessionId !== undefined
        ? { 'payment.checkoutSessionId': payment.checkoutSessionId }
        : {}),
    },
  });
}

/**
 * The table's paymentAuthorized rows for a booking whose card was just authorised: pending,
 * or at once cancelled with the hold released when the date was confirmed for someone else
 * or the DJ was suspended meanwhile. `facts` are what the caller read in its transaction.
 */
export function planPaymentAuthorized(
  snap: DocumentSnapshot,
  facts: { dateTaken: boolean; djSuspended: boolean },
  now: Date,
): BookingMove {
  return planBookingMove(
    bookingStateOf(snap, facts.djSuspended, { heldByCheckout: true }),
    'paymentAuthorized',
    'system',
    now,
    {
      dateTakenByOther: facts.dateTaken,
    },
  );
}

/** What the table's paymentAuthorized rows read in `tx` before anything is written. */
export interface AuthorizationFacts {
  dateTaken: boolean;
  djSuspended: boolean;
  /** What a decline's effects need (the DJ's profile: where the client's search looks). */
  reads: EffectReads;
}

/**
 * Reads in `tx` whether the DJ was confirmed for someone else on the date, or suspended, while
 * this client was paying: the request could then never be accepted.
 */
export async function readAuthorizationFacts(
  db: Firestore,
  tx: Transaction,
  snap: DocumentSnapshot,
  now: Date,
): Promise<AuthorizationFacts> {
  // The rows' guards (dateFree, dateTaken) have the date read with the rest.
  const reads = await readForEffects(db, tx, snap, 'paymentAuthorized', 'system', now);
  return {
    dateTaken: reads.dateTaken,
    djSuspended: reads.profile?.get('status') === 'suspended',
    reads,
  };
}

/**
 * The card was authorised but the table declines the request at once (`move`, from
 * planPaymentAuthorized), in `tx`: the row voids the hold the session placed (with the table's
 * key) and keeps where the client's "Find DJs free on <date>" searches. Returns the moves the
 * booking owes, to settle after commit.
 */
export function applyAuthorizationDecline(
  db: Firestore,
  tx: Transaction,
  snap: DocumentSnapshot,
  move: BookingMove,
  facts: AuthorizationFacts,
  paymentIntentId: string,
): PendingMove[] {
  const now = move.plan.history.at;
  const ctx = { by: BY_SYSTEM, now, heldIntentId: paymentIntentId };
  return applyBookingMove(db, tx, snap, move, facts.reads, ctx);
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
  const move = planBookingMove(bookingStateOf(snap), 'paymentExpired', 'system', now);
  const entry = historyOf(move, { actor: 'system', uid: source.uid }, now);
  writeBookingMove(tx, snap, move, entry, { fields: { cancellation: { by: source.by, reason } } });
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
 * An admin refunded the client in full after a problem report (payout-problems.ts, the table's
 * `refundProblem` row), in `tx`: the booking keeps its status; its payment is refunded by the
 * row's planned refund, owed with the table's key and settled after commit. Returns the moves
 * owed.
 */
export function writeProblemRefund(
  tx: Transaction,
  snap: DocumentSnapshot,
  moves: ProcessPlan['moves'],
  now: Date,
): PendingMove[] {
  const payment = paymentOf(snap);
  const refundCents = moves.find((m) => m.kind === 'refund')?.cents ?? 0;
  const owed = cardMovesOf(snap, moves);
  tx.update(snap.ref, {
    'problem.status': 'refunded',
    'payment.status': 'refunded',
    'payment.refundedCents': payment.refundedCents + refundCents,
    ...addOwedMoves(tx, snap, owed).fields,
    updatedAt: now,
  });
  return owed;
}
