// A booking's payment record (bookings/{id}.payment) as the money code reads it: shared by the
// booking and the payout services, so neither reads the other's internals for it.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { BookingPayment } from './payment-gateway';

/** Anything but 'stripe' (demo, and the seed's 'seed') has no money to move. */
export function paymentOf(snap: DocumentSnapshot): BookingPayment {
  const p = (snap.get('payment') ?? {}) as Partial<BookingPayment>;
  return {
    provider: p.provider === 'stripe' ? 'stripe' : 'demo',
    status: p.status ?? 'awaiting',
    checkoutSessionId: p.checkoutSessionId ?? null,
    paymentIntentId: p.paymentIntentId ?? null,
    refundedCents: typeof p.refundedCents === 'number' ? p.refundedCents : 0,
  };
}
