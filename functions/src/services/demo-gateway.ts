// Demo mode: no Stripe secret is configured (always so in demo- projects). No card is asked
// for and nothing is charged; "checkout" returns straight to the success page, and the
// booking is marked authorised by createPayment itself. Every payment screen says so.
// Payouts are simulated the same way: "Set up payouts" makes an account that is ready at
// once, and a transfer is recorded as paid with a demo id (decision 0027, Demo mode).
import type {
  CapturedCharge,
  ChargeState,
  CheckoutRequest,
  CheckoutResult,
  ConnectedAccountFacts,
  ConnectedAccountRequest,
  PaymentGateway,
  PayoutGateway,
  TransferRequest,
  TransferState,
} from './payment-gateway';

export const DEMO_SESSION_PREFIX = 'demo_';
export const DEMO_ACCOUNT_PREFIX = 'demo_acct_';

/** Nothing was charged: no charge to draw on, and no fee. */
const NO_CHARGE: CapturedCharge = { chargeId: null, capturedCents: 0, stripeFeeCents: 0 };

/** An account that is ready: onboarded, transfers active, nothing due. */
export function readyAccountFacts(accountId: string): ConnectedAccountFacts {
  return {
    accountId,
    detailsSubmitted: true,
    payoutsEnabled: true,
    transfersCapability: 'active',
    currentlyDue: [],
    disabledReason: null,
  };
}

export class DemoGateway implements PaymentGateway, PayoutGateway {
  readonly provider = 'demo' as const;

  async createCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    const sessionId = `${DEMO_SESSION_PREFIX}${request.bookingId}`;
    return { url: request.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId), sessionId };
  }

  // Nothing was authorised, so there is nothing to capture, release or refund.
  async expireCheckout(): Promise<void> {}
  async capture(): Promise<CapturedCharge> {
    return { ...NO_CHARGE };
  }
  async release(): Promise<void> {}
  async refund(): Promise<void> {}

  async chargeOf(): Promise<CapturedCharge> {
    return { ...NO_CHARGE };
  }

  async createConnectedAccount(request: ConnectedAccountRequest): Promise<ConnectedAccountFacts> {
    // A demo account is ready as soon as it exists: nothing to onboard.
    return readyAccountFacts(`${DEMO_ACCOUNT_PREFIX}${request.uid}`);
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountFacts> {
    if (!accountId.startsWith(DEMO_ACCOUNT_PREFIX)) {
      throw new Error(`${accountId} is not a demo payout account`);
    }
    return readyAccountFacts(accountId);
  }

  // Callers do not ask for links in demo mode (the account is ready); asking is a bug.
  async onboardingLink(): Promise<string> {
    throw new Error('Demo mode has no Stripe onboarding: the demo payout account is ready.');
  }
  async dashboardLink(): Promise<string> {
    throw new Error('Demo mode has no Stripe Express dashboard to link to.');
  }

  async transfer(request: TransferRequest): Promise<{ transferId: string }> {
    return { transferId: `demo_tr_${request.bookingId}` };
  }

  async reverseTransfer(transferId: string, amountCents: number, idempotencyKey: string) {
    return {
      reversalId: `demo_trr_${transferId}_${idempotencyKey}`,
      amountReversedCents: amountCents,
    };
  }

  // Nothing happens to demo money outside the app: no refund, dispute or reversal to find.
  async chargeState(chargeId: string): Promise<ChargeState> {
    return {
      chargeId,
      paymentIntentId: null,
      amountCents: 0,
      amountRefundedCents: 0,
      disputed: null,
    };
  }
  async transferState(transferId: string): Promise<TransferState> {
    return { transferId, amountCents: 0, amountReversedCents: 0 };
  }
}
