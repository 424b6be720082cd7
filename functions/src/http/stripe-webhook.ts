// POST /api/stripe/webhook (Hosting rewrite → stripeWebhook). The signature is verified on
// the raw body with the SDK's own helper; only the two Checkout events that move a booking
// are handled, each exactly once: the event id is recorded in stripeEvents/{id} inside the
// same transaction as the booking change, so a redelivered event changes nothing. A hold
// that must be voided is recorded as owed in that transaction too (payment.pendingMoves), so
// a function that stops before Stripe answers leaves it for the settlement sweep.
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { applyTransition } from '../../../src/domain/booking-states';
import { recordPendingMoves, settlePayments, type PendingMove } from '../services/booking-payments';
import { history, type HistoryEntry } from '../services/booking-transition';
import type { PaymentGateway } from '../services/payment-gateway';

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
  /** To void an authorisation that arrives for a booking that is already cancelled. */
  gateway: PaymentGateway;
  now?: () => Date;
}

export type WebhookOutcome =
  | 'authorized'
  | 'expired'
  | 'duplicate'
  | 'ignored_type'
  | 'ignored_status'
  | 'released_late_authorization'
  | 'unknown_booking';

interface SessionFields {
  bookingId: string | null;
  paymentIntentId: string | null;
}

function sessionFields(event: Stripe.Event): SessionFields {
  const session = event.data.object as Stripe.Checkout.Session;
  const bookingId = session.metadata?.bookingId ?? session.client_reference_id ?? null;
  const intent = session.payment_intent;
  const paymentIntentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  return { bookingId, paymentIntentId };
}

async function applyEvent(deps: WebhookDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  const completed = event.type === 'checkout.session.completed';
  const expired = event.type === 'checkout.session.expired';
  if (!completed && !expired) return 'ignored_type';
  const { bookingId, paymentIntentId } = sessionFields(event);
  const now = (deps.now ?? (() => new Date()))();
  const db = deps.db;
  const eventRef = db.collection('stripeEvents').doc(event.id);

  // The transaction callback may run more than once: only its last run's move counts.
  const owed: { move: PendingMove | null } = { move: null };
  const outcome = await db.runTransaction(async (tx): Promise<WebhookOutcome> => {
    owed.move = null;
    const seen = await tx.get(eventRef);
    if (seen.exists) return 'duplicate';
    const bookingRef = bookingId ? db.collection('bookings').doc(bookingId) : null;
    const booking = bookingRef ? await tx.get(bookingRef) : null;
    let result: WebhookOutcome;
    if (!bookingRef || !booking?.exists) {
      result = 'unknown_booking';
    } else if (booking.get('status') !== 'awaiting_payment') {
      // Out of order or late: e.g. the session completed after the booking was cancelled.
      // The card must not stay authorised for a booking that no longer exists.
      result =
        completed && booking.get('status') === 'cancelled' && paymentIntentId
          ? 'released_late_authorization'
          : 'ignored_status';
      if (result === 'released_late_authorization' && paymentIntentId) {
        tx.update(bookingRef, { 'payment.paymentIntentId': paymentIntentId, updatedAt: now });
        owed.move = {
          bookingId: bookingRef.id,
          operation: 'release',
          provider: deps.gateway.provider,
          paymentIntentId,
          amountCents: 0,
          idempotencyKey: `release-late-${event.id}`,
        };
        recordPendingMoves(tx, bookingRef, [owed.move]);
      }
    } else {
      const action = completed ? 'paymentAuthorized' : 'paymentExpired';
      const to = applyTransition('awaiting_payment', action, 'system');
      const entry: HistoryEntry = {
        action,
        actor: 'system',
        uid: null,
        from: 'awaiting_payment',
        to,
        at: now,
      };
      tx.update(
        bookingRef,
        completed
          ? {
              status: to,
              'payment.status': 'authorized',
              'payment.paymentIntentId': paymentIntentId,
              history: history(booking, entry),
              updatedAt: now,
            }
          : {
              status: to,
              'payment.status': 'expired',
              cancellation: { by: 'system', reason: 'payment_expired' },
              history: history(booking, entry),
              updatedAt: now,
            },
      );
      result = completed ? 'authorized' : 'expired';
    }
    tx.create(eventRef, { type: event.type, bookingId, outcome: result, receivedAt: now });
    return result;
  });

  if (owed.move !== null) {
    await settlePayments({ db, gateway: deps.gateway }, owed.move.bookingId, [owed.move], now);
  }
  return outcome;
}

export async function handleStripeWebhook(
  req: WebhookRequest,
  res: WebhookResponse,
  deps: WebhookDeps,
): Promise<void> {
  if (req.method !== 'POST') {
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const signature = req.headers['stripe-signature'];
  let event: Stripe.Event;
  try {
    if (typeof signature !== 'string' || !req.rawBody) throw new Error('missing signature or body');
    event = deps.stripe.webhooks.constructEvent(req.rawBody, signature, deps.webhookSecret);
  } catch (error) {
    console.warn('stripeWebhook: refused', error instanceof Error ? error.message : error);
    res.status(400).json({ error: 'Invalid signature' });
    return;
  }
  try {
    const outcome = await applyEvent(deps, event);
    res.status(200).json({ received: true, outcome });
  } catch (error) {
    // 500 makes Stripe retry later; the event id was not recorded, so the retry applies it.
    console.error('stripeWebhook: failed', event.id, error);
    res.status(500).json({ error: 'Processing failed' });
  }
}
