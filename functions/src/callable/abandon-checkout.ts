// abandonCheckout({ bookingId }): the client came back from Checkout without paying
// (/payment-canceled). Their `awaiting_payment` booking is cancelled at once, so it stops
// holding anything, and the Checkout Session is expired so its link cannot be paid later.
// Stripe also sends checkout.session.expired; the webhook then finds the booking already
// cancelled and leaves it alone.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { applyTransition } from '../../../src/domain/booking-states';
import { isValidDocId } from '../../../src/domain/ids';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import type { PaymentGateway } from '../services/payment-gateway';
import { transact } from '../services/transact';

export const NOT_YOUR_BOOKING = 'You can only change your own bookings.';

export async function abandonCheckoutHandler(
  request: CallableRequestLike,
  deps: { db: Firestore; gateway: PaymentGateway; now?: () => Date },
): Promise<{ bookingId: string; status: string }> {
  const record = plainObject(request.data, ['bookingId']);
  if (typeof record.bookingId !== 'string' || !isValidDocId(record.bookingId)) {
    throw new HttpsError('invalid-argument', 'bookingId is not a valid booking id.');
  }
  const bookingId = record.bookingId;
  const caller = requireCaller(request);
  const now = (deps.now ?? (() => new Date()))();
  const ref = deps.db.collection('bookings').doc(bookingId);
  const outcome = await transact(deps.db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('clientUid') !== caller.uid) {
      throw new HttpsError('permission-denied', NOT_YOUR_BOOKING);
    }
    const status = snap.get('status');
    // Paid meanwhile (the webhook got there first) or already over: nothing to abandon.
    if (status !== 'awaiting_payment') return { status: String(status), sessionId: null };
    const to = applyTransition('awaiting_payment', 'paymentExpired', 'system');
    tx.update(ref, {
      status: to,
      'payment.status': 'expired',
      cancellation: { by: 'client', reason: 'payment_abandoned' },
      updatedAt: now,
    });
    const sessionId = snap.get('payment.checkoutSessionId');
    return { status: to, sessionId: typeof sessionId === 'string' ? sessionId : null };
  });
  if (outcome.sessionId && deps.gateway.provider === 'stripe') {
    try {
      await deps.gateway.expireCheckout(outcome.sessionId);
    } catch (error) {
      // The session expires on its own within a day; the booking is already cancelled.
      console.warn('abandonCheckout: could not expire', outcome.sessionId, error);
    }
  }
  return { bookingId, status: outcome.status };
}
