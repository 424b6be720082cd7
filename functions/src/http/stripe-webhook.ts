// POST /api/stripe/webhook (Hosting rewrite → stripeWebhook). The signature is verified on
// the raw body with the SDK's own helper. Two kinds of events are handled, each exactly once
// (the event id is recorded in stripeEvents/{id} inside the same transaction as the change,
// so a redelivered event changes nothing):
// - the two Checkout events that move a booking (below);
// - refunds, disputes and reversals made outside the app (charge.refunded,
//   charge.dispute.created / closed, transfer.reversed / updated), which re-read the charge
//   or transfer from Stripe and bring the DJ's payout level with it
//   (services/payout-late-refunds.ts, decision 0027).
// Every other type is answered 200 and ignored. For Checkout: the
// booking itself is moved by the lifecycle (services/booking-lifecycle.ts), and only when the
// session is the booking's own, for its total, in USD, complete and authorised
// (services/checkout-session-check.ts); anything else is refused and recorded with its
// outcome. An authorisation for a date the DJ has meanwhile confirmed for someone else declines
// the request at once (issue 39). A hold that must be voided (a refused or late authorisation,
// or one for a taken date) is recorded as owed in that transaction too (the booking's outbox,
// money-outbox.ts), so a function that stops before Stripe answers leaves it for the
// settlement sweep.
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import {
  applyAuthorizationDecline,
  applyPaymentAuthorized,
  planPaymentAuthorized,
  applyPaymentExpired,
  readAuthorizationFacts,
} from '../services/booking-lifecycle';
import { addOwedMoves, settlePayments, type PendingMove } from '../services/money-outbox';
import type { Logger } from '../services/logger';
import {
  completedSessionProblem,
  isBookingsSession,
  type SessionProblem,
} from '../services/checkout-session-check';
import type { PaymentGateway } from '../services/payment-gateway';
import {
  applyPayoutEvent,
  isPayoutEvent,
  type PayoutEventOutcome,
} from '../services/payout-late-refunds';
import { transact } from '../services/transact';
import { strayHoldKey } from '../../../src/domain/money-move-keys';
import { expiryFields } from '../../../src/domain/retention';

export interface WebhookRequest {
  method: string;
  rawBody?: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export interface WebhookResponse {
  status(code: number): WebhookResponse;
  json(body: unknown): void;
}

export interface WebhookDeps {
  db: Firestore;
  /** Only `webhooks` is used: constructEvent verifies the signature. */
  stripe: Pick<Stripe, 'webhooks'>;
  webhookSecret: string;
  /** To void an authorisation that must not stand (refused, or for a booking that is over). */
  gateway: PaymentGateway;
  now?: () => Date;
  log?: Logger;
}

export type WebhookOutcome =
  | 'authorized'
  | 'expired'
  | 'duplicate'
  | 'ignored_type'
  | 'ignored_status'
  | 'ignored_other_session'
  | 'released_late_authorization'
  | 'released_date_taken'
  | 'released_dj_suspended'
  | 'refused_session_mismatch'
  | 'refused_payment_mismatch'
  | 'unknown_booking'
  | PayoutEventOutcome;

interface Decision {
  outcome: WebhookOutcome;
  problem?: SessionProblem;
}

function paymentIntentOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/**
 * Records, on the booking, that the hold this session placed must be undone: voided, or
 * refunded if the session says the money was already taken. Keyed by the event
 * (strayHoldKey), so a redelivery (which is a duplicate anyway) could never undo it twice.
 */
function undoSessionHold(
  tx: Transaction,
  booking: DocumentSnapshot,
  session: Stripe.Checkout.Session,
  eventId: string,
  gateway: PaymentGateway,
  owed: PendingMove[],
): void {
  const paymentIntentId = paymentIntentOf(session);
  if (!paymentIntentId) return;
  const paid = session.payment_status === 'paid';
  const move: PendingMove = {
    bookingId: booking.id,
    operation: paid ? 'refund' : 'release',
    provider: gateway.provider,
    paymentIntentId,
    amountCents: paid ? (session.amount_total ?? 0) : 0,
    idempotencyKey: strayHoldKey(booking.id, eventId, paid ? 'refund' : 'void'),
  };
  owed.push(move);
  tx.update(booking.ref, addOwedMoves(tx, booking, [move]).fields);
}

async function decide(
  tx: Transaction,
  booking: DocumentSnapshot,
  event: Stripe.Event,
  deps: WebhookDeps,
  now: Date,
  owed: PendingMove[],
): Promise<Decision> {
  const session = event.data.object as Stripe.Checkout.Session;
  const facts = {
    checkoutSessionId: booking.get('payment.checkoutSessionId'),
    totalCostCents: booking.get('totalCostCents'),
  };
  const awaiting = booking.get('status') === 'awaiting_payment';
  if (event.type === 'checkout.session.expired') {
    if (!awaiting) return { outcome: 'ignored_status' };
    if (!isBookingsSession(session, facts)) return { outcome: 'ignored_other_session' };
    applyPaymentExpired(tx, booking, 'payment_expired', now);
    return { outcome: 'expired' };
  }
  const paymentIntentId = paymentIntentOf(session);
  if (!awaiting) {
    // Out of order or late (the session completed after the booking was cancelled), or a
    // second checkout paid for a booking that already has its authorisation: that card must
    // not stay held for nothing. The booking's own authorisation is left alone.
    if (!paymentIntentId || paymentIntentId === booking.get('payment.paymentIntentId')) {
      return { outcome: 'ignored_status' };
    }
    undoSessionHold(tx, booking, session, event.id, deps.gateway, owed);
    return { outcome: 'released_late_authorization' };
  }
  const problem = completedSessionProblem(session, facts);
  if (problem === null && paymentIntentId) {
    // The DJ may have confirmed someone else for this date, or been suspended, while this
    // client was paying: the request could never be accepted, so the table releases the hold
    // now, not in 5 days.
    const facts = await readAuthorizationFacts(deps.db, tx, booking, now);
    const move = planPaymentAuthorized(booking, facts, now);
    if (move.to === 'cancelled') {
      owed.push(...applyAuthorizationDecline(deps.db, tx, booking, move, facts, paymentIntentId));
      return { outcome: facts.djSuspended ? 'released_dj_suspended' : 'released_date_taken' };
    }
  }
  if (problem === null) {
    applyPaymentAuthorized(tx, booking, { paymentIntentId }, now);
    return { outcome: 'authorized' };
  }
  undoSessionHold(tx, booking, session, event.id, deps.gateway, owed);
  if (problem === 'session_mismatch') {
    // Not this booking's checkout: the booking's own session may still be paid.
    return { outcome: 'refused_session_mismatch', problem };
  }
  // The booking's own session, but not the payment it asked for: it can never be paid now.
  applyPaymentExpired(tx, booking, 'checkout_failed', now);
  return { outcome: 'refused_payment_mismatch', problem };
}

async function applyEvent(deps: WebhookDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  const now = (deps.now ?? (() => new Date()))();
  if (isPayoutEvent(event.type)) return applyPayoutEvent(deps, event, now);
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') {
    return 'ignored_type';
  }
  const session = event.data.object as Stripe.Checkout.Session;
  const bookingId = session.metadata?.bookingId ?? session.client_reference_id ?? null;
  const db = deps.db;
  const eventRef = db.collection('stripeEvents').doc(event.id);

  // The transaction callback may run more than once: only its last run's moves count.
  // transact() also retries a collision (a lock timeout under a burst of deliveries) with
  // backoff instead of answering 500 at once.
  let owed: PendingMove[] = [];
  const outcome = await transact(db, async (tx): Promise<WebhookOutcome> => {
    owed = [];
    const seen = await tx.get(eventRef);
    if (seen.exists) return 'duplicate';
    const bookingRef = bookingId ? db.collection('bookings').doc(bookingId) : null;
    const booking = bookingRef ? await tx.get(bookingRef) : null;
    const decision: Decision =
      booking?.exists === true
        ? await decide(tx, booking, event, deps, now, owed)
        : { outcome: 'unknown_booking' };
    tx.create(eventRef, {
      type: event.type,
      bookingId,
      sessionId: typeof session.id === 'string' ? session.id : null,
      outcome: decision.outcome,
      ...(decision.problem ? { problem: decision.problem } : {}),
      receivedAt: now,
      ...expiryFields('stripeEvents', now),
    });
    return decision.outcome;
  });

  if (owed.length > 0 && bookingId) {
    await settlePayments({ db, gateway: deps.gateway }, bookingId, now);
  }
  return outcome;
}

/**
 * The event a POST carries, verified on the raw body with the endpoint's signing secret; null
 * (answered 405 or 400, nothing written) for anything else. Both endpoints use it.
 */
export function verifiedEvent(
  req: WebhookRequest,
  res: WebhookResponse,
  deps: { stripe: Pick<Stripe, 'webhooks'>; webhookSecret: string },
  name: string,
): Stripe.Event | null {
  if (req.method !== 'POST') {
    res.status(405).json({ error: 'Method not allowed' });
    return null;
  }
  const signature = req.headers['stripe-signature'];
  try {
    if (typeof signature !== 'string' || !req.rawBody) throw new Error('missing signature or body');
    return deps.stripe.webhooks.constructEvent(req.rawBody, signature, deps.webhookSecret);
  } catch (error) {
    console.warn(`${name}: refused`, error instanceof Error ? error.message : error);
    res.status(400).json({ error: 'Invalid signature' });
    return null;
  }
}

export async function handleStripeWebhook(
  req: WebhookRequest,
  res: WebhookResponse,
  deps: WebhookDeps,
): Promise<void> {
  const event = verifiedEvent(req, res, deps, 'stripeWebhook');
  if (!event) return;
  try {
    const outcome = await applyEvent(deps, event);
    res.status(200).json({ received: true, outcome });
  } catch (error) {
    // 500 makes Stripe retry later; the event id was not recorded, so the retry applies it.
    (deps.log ?? console).error('stripeWebhook: failed', event.id, error);
    res.status(500).json({ error: 'Processing failed' });
  }
}
