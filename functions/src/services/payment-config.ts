// Chooses the payment provider: demo mode in demo- projects only, Stripe everywhere else.
// Outside demo- projects a missing Stripe secret is an error, never a silent demo mode: a
// misconfigured deployment must not confirm bookings that nobody paid for.
import type Stripe from 'stripe';
import { DemoGateway } from './demo-gateway';
import type { PaymentGateway } from './payment-gateway';
import { createStripe, stripeConfigFromEnv, StripeGateway } from './stripe-gateway';

export const STRIPE_NOT_CONFIGURED =
  'Stripe is not configured: set the STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET secrets. ' +
  'Only demo- projects run payments in demo mode.';

export const isDemoProject = (projectId: string): boolean => projectId.startsWith('demo-');

export interface StripeSecrets {
  key: () => string;
  webhookSecret: () => string;
}

/**
 * Run when a function instance that holds the Stripe secrets starts (index.ts, onInit): outside
 * demo- projects both must be set, or the instance fails to start and says why.
 */
export function assertPaymentConfig(projectId: string, secrets: StripeSecrets): void {
  if (isDemoProject(projectId)) return;
  if (!secrets.key().trim() || !secrets.webhookSecret().trim()) {
    throw new Error(STRIPE_NOT_CONFIGURED);
  }
}

export const STRIPE_CONNECT_NOT_CONFIGURED =
  'Stripe Connect is not configured: set the STRIPE_CONNECT_WEBHOOK_SECRET secret. ' +
  'Only demo- projects run payouts in demo mode.';

/**
 * Run when the instance bound to the Connect webhook's secret starts (index.ts, onInit), as
 * assertPaymentConfig is for the platform webhook's: outside demo- projects a blank secret
 * stops the instance with a message that says which secret, instead of every account event
 * failing its signature check unexplained (decision 0031).
 */
export function assertConnectConfig(projectId: string, connectWebhookSecret: () => string): void {
  if (isDemoProject(projectId)) return;
  if (!connectWebhookSecret().trim()) throw new Error(STRIPE_CONNECT_NOT_CONFIGURED);
}

let cached: { key: string; stripe: Stripe } | null = null;

/** null means demo mode (demo- projects only). `secret` is only read outside them. */
export function stripeClient(projectId: string, secret: () => string): Stripe | null {
  if (isDemoProject(projectId)) return null;
  const key = secret().trim();
  if (!key) throw new Error(STRIPE_NOT_CONFIGURED);
  if (cached?.key !== key) cached = { key, stripe: createStripe(stripeConfigFromEnv(key)) };
  return cached.stripe;
}

export function paymentGateway(projectId: string, secret: () => string): PaymentGateway {
  const stripe = stripeClient(projectId, secret);
  return stripe ? new StripeGateway(stripe) : new DemoGateway();
}
