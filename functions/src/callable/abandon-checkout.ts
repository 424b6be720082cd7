// abandonCheckout({ bookingId }): the client, back from Checkout without paying, presses
// "Cancel request" on /payment-canceled. Their `awaiting_payment` booking ends through the
// lifecycle (reason payment_abandoned) and the Checkout Session is expired so its link cannot
// be paid later. Stripe then sends checkout.session.expired; the webhook finds the booking
// already cancelled and leaves it alone. A booking paid meanwhile is left alone too.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type {
  AbandonCheckoutRequest,
  AbandonCheckoutResponse,
} from '../../../src/domain/booking-record';
import { isValidDocId } from '../../../src/domain/ids';
import { endUnpaidBooking, NOT_YOUR_BOOKING } from '../services/booking-lifecycle';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import type { PaymentGateway } from '../services/payment-gateway';

function parseInput(data: unknown): AbandonCheckoutRequest {
  const record = plainObject(data, ['bookingId']);
  if (typeof record.bookingId !== 'string' || !isValidDocId(record.bookingId)) {
    throw new HttpsError('invalid-argument', 'bookingId is not a valid booking id.');
  }
  return { bookingId: record.bookingId };
}

export async function abandonCheckoutHandler(
  request: CallableRequestLike,
  deps: { db: Firestore; gateway: PaymentGateway; now?: () => Date },
): Promise<AbandonCheckoutResponse> {
  const { bookingId } = parseInput(request.data);
  const caller = requireCaller(request);
  const now = (deps.now ?? (() => new Date()))();
  const booking = await deps.db.collection('bookings').doc(bookingId).get();
  // The client is fixed at creation, so checking it outside the lifecycle's transaction is
  // safe; the status is checked inside it.
  if (!booking.exists || booking.get('clientUid') !== caller.uid) {
    throw new HttpsError('permission-denied', NOT_YOUR_BOOKING);
  }
  const status = await endUnpaidBooking(deps, bookingId, 'payment_abandoned', now, {
    by: 'client',
    uid: caller.uid,
  });
  if (status === null) throw new HttpsError('permission-denied', NOT_YOUR_BOOKING);
  return { bookingId, status };
}
