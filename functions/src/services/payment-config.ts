// Chooses the payment provider: demo mode in demo- projects or when no Stripe secret is set,
// Stripe otherwise. The Stripe client is created once per instance, on first use.
import type Stripe from 'stripe';
import { DemoGateway } from './demo-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createStripe, stripeConfigFromEnv, StripeGateway } from './stripe-gateway';

let cached: { key: string; stripe: Stripe } | null = null;

/** null means demo mode. `secret` is only read outside demo- projects. */
export function stripeClient(projectId: string, secret: () => string): Stripe | null {
  if (projectId.startsWith('demo-')) return null;
  const key = secret().trim();
  if (!key) return null;
  if (cached?.key !== key) cached = { key, stripe: createStripe(stripeConfigFromEnv(key)) };
  return cached.stripe;
}

export function paymentGateway(projectId: string, secret: () => string): PaymentGateway {
  const stripe = stripeClient(projectId, secret);
  return stripe ? new StripeGateway(stripe) : new DemoGateway();
}
