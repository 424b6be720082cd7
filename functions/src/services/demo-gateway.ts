// Demo mode: no Stripe secret is configured (always so in demo- projects). No card is asked
// for and nothing is charged; "checkout" returns straight to the success page, and the
// booking is marked authorised by createPayment itself. Every payment screen says so.
import type { CheckoutRequest, CheckoutResult, PaymentGateway } from './payment-gateway';

export const DEMO_SESSION_PREFIX = 'demo_';

export class DemoGateway implements PaymentGateway {
  readonly provider = 'demo' as const;

  async createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    const sessionId = `${DEMO_SESSION_PREFIX}${request.bookingId}`;
    return { url: request.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId), sessionId };
  }

  // Nothing was authorised, so there is nothing to capture, release or refund.
  async expireCheckout(): Promise<void> {}
  async capture(): Promise<void> {}
  async release(): Promise<void> {}
  async refund(): Promise<void> {}
}
