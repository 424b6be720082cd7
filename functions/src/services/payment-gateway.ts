// What the booking functions need from a payment provider. Two implementations: Stripe
// (services/stripe-gateway.ts, used when STRIPE_SECRET_KEY is set) and demo mode
// (services/demo-gateway.ts: no card, nothing charged; always in demo- projects).
// Amounts are integer cents; every call that moves money takes an idempotency key derived
// from Firestore ids, so a retried function never charges or refunds twice.

export type PaymentProvider = 'stripe' | 'demo';

export interface CheckoutRequest {
  bookingId: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CheckoutResult {
  url: string;
  sessionId: string;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** A checkout that authorises the card without charging it (capture later). */
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** Ends an unpaid checkout, so its link can no longer be paid. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Charges an authorised payment (the DJ accepted). */
  capture(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** Voids an authorisation that was never captured (declined, cancelled while pending, expired). */
  release(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** Refunds part or all of a captured payment. */
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<void>;
}

/** The payment part of a booking document (bookings/{id}.payment). */
export interface BookingPayment {
  provider: PaymentProvider;
  /** awaiting → authorized → captured | released | expired; refunds are counted in refundedCents. */
  status: 'awaiting' | 'authorized' | 'captured' | 'released' | 'expired' | 'refunded';
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  refundedCents: number;
}
