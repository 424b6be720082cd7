import { isBookingStatus, isValidDocId, type BookingStatus } from '../../../domain';

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

/** The part of bookings/{id} the result page shows (docs/data-model.md). */
export interface PaymentBooking {
  id: string;
  status: BookingStatus;
  paymentProvider: string | null;
  paymentStatus: string | null;
  djName: string;
  eventDate: string;
  totalCostCents: number;
}

export function parsePaymentBooking(
  id: string,
  data: Record<string, unknown>,
): PaymentBooking | null {
  if (!isBookingStatus(data.status)) return null;
  const payment =
    typeof data.payment === 'object' && data.payment !== null
      ? (data.payment as Record<string, unknown>)
      : {};
  return {
    id,
    status: data.status,
    paymentProvider: typeof payment.provider === 'string' ? payment.provider : null,
    paymentStatus: typeof payment.status === 'string' ? payment.status : null,
    djName: typeof data.djName === 'string' ? data.djName : '',
    eventDate: typeof data.eventDate === 'string' ? data.eventDate : '',
    totalCostCents:
      typeof data.totalCostCents === 'number' && Number.isFinite(data.totalCostCents)
        ? data.totalCostCents
        : 0,
  };
}
