// What the booking functions need from a payment provider. Two implementations: Stripe
// (services/stripe-gateway.ts, used when STRIPE_SECRET_KEY is set) and demo mode
// (services/demo-gateway.ts: no card, nothing charged; always in demo- projects).
// Amounts are integer cents; every call that moves money takes an idempotency key derived
// from Firestore ids, so a retried function never charges or refunds twice.

import type { DocumentSnapshot } from 'firebase-admin/firestore';

export type PaymentProvider = 'stripe' | 'demo';

export interface CheckoutRequest {
  bookingId: string;
  /** `booking_<id>`: ties the charge to the DJ's transfer later (separate charges and transfers). */
  transferGroup: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A captured payment's charge: the transfer's source, and what Stripe kept. */
export interface CapturedCharge {
  /** `ch_…` (the PaymentIntent's latest_charge); null in demo mode. */
  chargeId: string | null;
  capturedCents: number;
  /** balance_transaction.fee of the charge (0 in demo mode, or while Stripe has not set it). */
  stripeFeeCents: number;
}

export interface ConnectedAccountRequest {
  uid: string;
  email: string | null;
  /** ISO country; Spinbook pays DJs in the US (the platform's region, required for transfers). */
  country: 'US';
  idempotencyKey: string;
}

/** What Stripe says about a connected account now (re-read, never taken from an event). */
export interface ConnectedAccountFacts {
  accountId: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  /** capabilities.transfers: 'active' | 'pending' | 'inactive', null if not requested. */
  transfersCapability: string | null;
  currentlyDue: string[];
  disabledReason: string | null;
}

export interface TransferRequest {
  bookingId: string;
  amountCents: number;
  currency: 'usd';
  /** The DJ's connected account (`acct_…`). */
  destination: string;
  /** The captured charge (`ch_…`): the transfer draws on it, not on the available balance. */
  sourceTransaction: string | null;
  transferGroup: string;
  idempotencyKey: string;
}

/**
 * Refusals Stripe answers for a transfer that retrying later can fix (the account cannot
 * receive transfers yet, or the funds are not there): the payout stays owed.
 */
export class TransferRefusedError extends Error {
  override readonly name = 'TransferRefusedError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A captured charge as Stripe describes it now (re-read for a refund or dispute event, never
 * taken from the event, which may be older than what Stripe knows).
 */
export interface ChargeState {
  chargeId: string;
  paymentIntentId: string | null;
  /** What was captured (amount_captured). */
  amountCents: number;
  /** Every refund so far, whoever made it (our functions or the Stripe Dashboard). */
  amountRefundedCents: number;
  /** The charge's card dispute (a charge has at most one), or null. */
  disputed: { disputeId: string; amountCents: number; status: string } | null;
}

/** A transfer as Stripe describes it now: what was taken back from it, by anyone. */
export interface TransferState {
  transferId: string;
  amountCents: number;
  amountReversedCents: number;
}

/** What the payout functions need from Stripe Connect (Express accounts, transfers). */
export interface PayoutGateway {
  readonly provider: PaymentProvider;
  /** Creates the DJ's Express account; the same key answers the same account. */
  createConnectedAccount(request: ConnectedAccountRequest): Promise<ConnectedAccountFacts>;
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountFacts>;
  /** A fresh, single-use Stripe-hosted onboarding link. */
  onboardingLink(accountId: string, refreshUrl: string, returnUrl: string): Promise<string>;
  /** A single-use login link to the Express dashboard. */
  dashboardLink(accountId: string): Promise<string>;
  /** The charge of a captured PaymentIntent (when the capture's answer was lost). */
  chargeOf(paymentIntentId: string): Promise<CapturedCharge>;
  /** Pays the DJ; throws TransferRefusedError when Stripe refuses for a reason that can pass. */
  transfer(request: TransferRequest): Promise<{ transferId: string }>;
  /** Takes back `amountCents` of a transfer (part or all). */
  reverseTransfer(
    transferId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ reversalId: string; amountReversedCents: number }>;
  /** Re-reads a charge: refunds and dispute (platform webhook: refunds and disputes). */
  chargeState(chargeId: string): Promise<ChargeState>;
  /** Re-reads a transfer: what was reversed (platform webhook: transfer events). */
  transferState(transferId: string): Promise<TransferState>;
}

export interface CheckoutResult {
  url: string;
  sessionId: string;
}

/**
 * Everything the functions do with money: the client's payment (this interface) and the DJ's
 * payout (PayoutGateway). One object, so a function never holds the Stripe client of one side
 * and the demo mode of the other.
 */
export interface PaymentGateway extends PayoutGateway {
  readonly provider: PaymentProvider;
  /** A checkout that authorises the card without charging it (capture later). */
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** Ends an unpaid checkout, so its link can no longer be paid. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Charges an authorised payment (the DJ accepted); answers the charge and Stripe's fee. */
  capture(paymentIntentId: string, idempotencyKey: string): Promise<CapturedCharge>;
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

/** A money movement to make once the transaction that owes it has committed. */
export interface PaymentMove {
  bookingId: string;
  operation: 'capture' | 'release' | 'refund';
  provider: BookingPayment['provider'];
  paymentIntentId: string | null;
  amountCents: number;
}

/**
 * A booking's payment record (bookings/{id}.payment) as the money code reads it, shared by the
 * booking and the payout services. Anything but 'stripe' (demo, and the seed's 'seed') has no
 * money to move.
 */
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
