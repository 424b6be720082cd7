import { isValidDocId } from '../../../domain';
import type { KnownBooking } from '../../../lib/booking-document';

/** What `session_id` on /payment-success refers to. */
export type PaymentSession =
  /** Demo mode: `demo_<bookingId>`, the booking is read directly. */
  | { kind: 'demo'; bookingId: string }
  /** A Stripe Checkout Session id: the booking is found by payment.checkoutSessionId. */
  | { kind: 'stripe'; sessionId: string }
  | { kind: 'invalid' };

const STRIPE_SESSION = /^cs_[A-Za-z0-9_]{1,250}$/;

export function parsePaymentSession(sessionId: string | null): PaymentSession {
  if (!sessionId) return { kind: 'invalid' };
  if (sessionId.startsWith('demo_')) {
    const bookingId = sessionId.slice('demo_'.length);
    return isValidDocId(bookingId) ? { kind: 'demo', bookingId } : { kind: 'invalid' };
  }
  return STRIPE_SESSION.test(sessionId) ? { kind: 'stripe', sessionId } : { kind: 'invalid' };
}

/** The part of bookings/{id} the result pages show (lib/booking-document.ts parses it). */
export type PaymentBooking = Pick<
  KnownBooking,
  | 'id'
  | 'status'
  | 'paymentProvider'
  | 'paymentStatus'
  | 'djName'
  | 'eventDate'
  | 'totalCostCents'
  | 'cancellation'
>;
