// The PaymentGateway on Stripe: Checkout in payment mode with a manual capture (the card is
// authorised when the client books, charged when the DJ accepts). The client is created per
// call site from config, so tests point it at a loopback server that speaks Stripe's API.
import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutResult, PaymentGateway } from './payment-gateway';

export interface StripeConfig {
  secretKey: string;
  /** Only for tests: a loopback server in place of api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** STRIPE_API_BASE=http://127.0.0.1:12111 points the SDK at a loopback Stripe (tests only). */
export function stripeConfigFromEnv(secretKey: string, env = process.env): StripeConfig {
  const base = env.STRIPE_API_BASE;
  if (!base) return { secretKey };
  const url = new URL(base);
  return {
    secretKey,
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

export function createStripe(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    host: config.host,
    port: config.port,
    protocol: config.protocol,
    // Our own idempotency keys make retries safe; fail fast rather than hold a function.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}

export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    const metadata = { bookingId: request.bookingId };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.bookingId,
        metadata,
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        payment_intent_data: { capture_method: 'manual', metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url)
      throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { url: session.url, sessionId: session.id };
  }

  async expireCheckout(sessionId: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(sessionId);
  }

  async capture(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.paymentIntents.capture(paymentIntentId, {}, { idempotencyKey });
  }

  async release(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey });
  }

  async refund(paymentIntentId: string, amountCents: number, idempotencyKey: string) {
    await this.stripe.refunds.create(
      { payment_intent: paymentIntentId, amount: amountCents },
      { idempotencyKey },
    );
  }
}
