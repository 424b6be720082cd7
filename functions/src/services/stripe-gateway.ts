// The PaymentGateway and PayoutGateway on Stripe. Payments: Checkout in payment mode with a
// manual capture (the card is authorised when the client books, charged when the DJ accepts),
// tagged with the booking's transfer_group. Payouts: Stripe Connect Express accounts and
// separate transfers drawn on the captured charge (decision 0027). The client is created per
// call site from config, so tests point it at a loopback server that speaks Stripe's API.
import Stripe from 'stripe';
import {
  TransferRefusedError,
  type CapturedCharge,
  type ChargeState,
  type CheckoutRequest,
  type CheckoutResult,
  type ConnectedAccountFacts,
  type ConnectedAccountRequest,
  type PaymentGateway,
  type PayoutGateway,
  type TransferRequest,
  type TransferState,
} from './payment-gateway';

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

/** The charge and its fee come back with the PaymentIntent in one request. */
const CHARGE_EXPAND = ['latest_charge.balance_transaction'];

/**
 * The captured charge of a PaymentIntent. The transfer's source must be the charge (`ch_…`):
 * Stripe refuses a PaymentIntent id there ("No such charge"), so the intent's own id is never
 * used in its place. The fee is 0 until the balance transaction exists (or was not expanded).
 */
function capturedChargeOf(intent: Stripe.PaymentIntent): CapturedCharge {
  const charge = intent.latest_charge;
  const balance = charge && typeof charge === 'object' ? charge.balance_transaction : null;
  return {
    chargeId: typeof charge === 'string' ? charge : (charge?.id ?? null),
    capturedCents: intent.amount_received,
    stripeFeeCents: balance && typeof balance === 'object' ? balance.fee : 0,
  };
}

/** What Spinbook keeps of a connected account (payoutAccounts/{uid}). */
function connectedAccountFacts(account: Stripe.Account): ConnectedAccountFacts {
  return {
    accountId: account.id,
    detailsSubmitted: account.details_submitted,
    payoutsEnabled: account.payouts_enabled,
    transfersCapability: account.capabilities?.transfers ?? null,
    currentlyDue: account.requirements?.currently_due ?? [],
    disabledReason: account.requirements?.disabled_reason ?? null,
  };
}

/** Statuses with which Stripe refuses a request it understood (the error stays the same). */
const REFUSAL_STATUSES = new Set([400, 402, 403, 409]);

/**
 * Stripe's refusal of a transfer (the destination cannot receive transfers, the source charge
 * cannot cover it, …) as a TransferRefusedError; anything else as it came. Network errors,
 * 5xx and rate limits are rethrown: their outcome is unknown, so the retry must repeat the
 * same idempotency key. An idempotency error is rethrown too: the key was first used with
 * other parameters, which a retry cannot fix and which someone must look at.
 */
function asTransferRefusal(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const e = error as Error & { statusCode?: unknown; rawType?: unknown; code?: unknown };
  if (typeof e.statusCode !== 'number' || !REFUSAL_STATUSES.has(e.statusCode)) return error;
  if (e.rawType === 'idempotency_error' || e.rawType === 'rate_limit_error') return error;
  if (e.code === 'idempotency_key_in_use' || e.code === 'rate_limit') return error;
  const code = typeof e.code === 'string' && e.code ? e.code : 'transfer_refused';
  return new TransferRefusedError(code, e.message);
}

export class StripeGateway implements PaymentGateway, PayoutGateway {
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
        // The charge stays on the platform; the DJ's transfer joins it by transfer_group.
        payment_intent_data: {
          capture_method: 'manual',
          metadata,
          transfer_group: request.transferGroup,
        },
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

  async capture(paymentIntentId: string, idempotencyKey: string): Promise<CapturedCharge> {
    const intent = await this.stripe.paymentIntents.capture(
      paymentIntentId,
      { expand: CHARGE_EXPAND },
      { idempotencyKey },
    );
    return capturedChargeOf(intent);
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

  // ---- Payouts (Stripe Connect) ---------------------------------------------------------

  async chargeOf(paymentIntentId: string): Promise<CapturedCharge> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, {
      expand: CHARGE_EXPAND,
    });
    return capturedChargeOf(intent);
  }

  async createConnectedAccount(request: ConnectedAccountRequest): Promise<ConnectedAccountFacts> {
    const account = await this.stripe.accounts.create(
      {
        // An Express account described by its controller (`type: 'express'` is deprecated):
        // the Express dashboard, and the platform pays Stripe's fees and carries the losses,
        // as it does with separate charges and transfers anyway.
        controller: {
          stripe_dashboard: { type: 'express' },
          fees: { payer: 'application' },
          losses: { payments: 'application' },
        },
        country: request.country,
        ...(request.email ? { email: request.email } : {}),
        capabilities: { transfers: { requested: true } },
        metadata: { uid: request.uid },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return connectedAccountFacts(account);
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountFacts> {
    return connectedAccountFacts(await this.stripe.accounts.retrieve(accountId));
  }

  // Links are single-use and expire within minutes: a fresh one per click, no idempotency key
  // (a replayed answer would be a link already used).
  async onboardingLink(accountId: string, refreshUrl: string, returnUrl: string) {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: refreshUrl,
      return_url: returnUrl,
    });
    return link.url;
  }

  async dashboardLink(accountId: string): Promise<string> {
    return (await this.stripe.accounts.createLoginLink(accountId)).url;
  }

  async transfer(request: TransferRequest): Promise<{ transferId: string }> {
    try {
      const transfer = await this.stripe.transfers.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          destination: request.destination,
          // Drawn on the captured charge, so it does not wait for the platform's balance.
          ...(request.sourceTransaction !== null
            ? { source_transaction: request.sourceTransaction }
            : {}),
          transfer_group: request.transferGroup,
          metadata: { bookingId: request.bookingId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { transferId: transfer.id };
    } catch (error) {
      throw asTransferRefusal(error);
    }
  }

  async reverseTransfer(transferId: string, amountCents: number, idempotencyKey: string) {
    const reversal = await this.stripe.transfers.createReversal(
      transferId,
      { amount: amountCents, metadata: { idempotencyKey } },
      { idempotencyKey },
    );
    return { reversalId: reversal.id, amountReversedCents: reversal.amount };
  }

  // ---- Refunds and disputes outside the app (platform webhook) ---------------------------

  async chargeState(chargeId: string): Promise<ChargeState> {
    const charge = await this.stripe.charges.retrieve(chargeId);
    let disputed: ChargeState['disputed'] = null;
    if (charge.disputed) {
      // A charge has at most one dispute; the Charge object no longer names it, the list does.
      const [dispute] = (await this.stripe.disputes.list({ charge: chargeId, limit: 1 })).data;
      if (dispute) {
        disputed = { disputeId: dispute.id, amountCents: dispute.amount, status: dispute.status };
      }
    }
    const intent = charge.payment_intent;
    return {
      chargeId: charge.id,
      paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      amountCents: charge.amount_captured,
      amountRefundedCents: charge.amount_refunded,
      disputed,
    };
  }

  async transferState(transferId: string): Promise<TransferState> {
    const transfer = await this.stripe.transfers.retrieve(transferId);
    return {
      transferId: transfer.id,
      amountCents: transfer.amount,
      amountReversedCents: transfer.amount_reversed,
    };
  }
}
