import { assertNever } from '../../../domain/assert-never';
import { isOneOf } from '../../../domain/one-of';
import {
  PAYOUT_ACCOUNT_STATES,
  PAYOUT_ACCOUNT_STATE_TEXT,
  requirementsInWords,
  type PayoutAccountState,
} from '../../../domain/payout-account-state';
import { strList } from '../../../lib/firestore-values';

/** What the Payouts tab reads of payoutAccounts/{uid} (PayoutAccountRecord, server-written). */
export interface PayoutAccount {
  provider: 'stripe' | 'demo';
  state: PayoutAccountState;
  transfersActive: boolean;
  detailsSubmitted: boolean;
  currentlyDue: string[];
}

export function parsePayoutAccount(_id: string, data: Record<string, unknown>): PayoutAccount {
  return {
    provider: data.provider === 'stripe' ? 'stripe' : 'demo',
    // A state this build does not know yet reads as "not finished": it offers Continue setup.
    state: isOneOf(PAYOUT_ACCOUNT_STATES, data.state) ? data.state : 'setting_up',
    transfersActive: data.transfersActive === true,
    detailsSubmitted: data.detailsSubmitted === true,
    currentlyDue: strList(data.currentlyDue),
  };
}

/** Whether transfers can reach the DJ now (a failed payout then only waits for a retry). */
export const canBePaid = (account: PayoutAccount | null): boolean =>
  account !== null && account.transfersActive && account.state !== 'disconnected';

export const SET_UP_PAYOUTS = 'Set up payouts';
export const CONTINUE_SETUP = 'Continue setup';
export const OPEN_STRIPE_DASHBOARD = 'Open Stripe dashboard';

export type AccountSeverity = 'info' | 'warning' | 'success' | 'error';

/** What the account card shows for an account (null: the DJ has none yet). */
export interface PayoutAccountView {
  state: PayoutAccountState;
  text: string;
  severity: AccountSeverity;
  /** Stripe's requirements.currently_due in plain words (action needed only). */
  requirements: string[];
  /** The button that calls setupPayouts, if any. */
  setupLabel: typeof SET_UP_PAYOUTS | typeof CONTINUE_SETUP | null;
  /**
   * Whether to offer the Express dashboard: a Stripe account that finished onboarding and
   * still lets Spinbook in (Stripe refuses login links before onboarding is complete).
   */
  canOpenDashboard: boolean;
}

export function payoutAccountView(account: PayoutAccount | null): PayoutAccountView {
  const state = account?.state ?? 'none';
  const base = { state, text: PAYOUT_ACCOUNT_STATE_TEXT[state], requirements: [] };
  const dashboard =
    account !== null &&
    account.provider === 'stripe' &&
    account.detailsSubmitted &&
    state !== 'disconnected';
  switch (state) {
    case 'none':
      return { ...base, severity: 'info', setupLabel: SET_UP_PAYOUTS, canOpenDashboard: false };
    case 'disconnected':
      return { ...base, severity: 'error', setupLabel: SET_UP_PAYOUTS, canOpenDashboard: false };
    case 'setting_up':
      return { ...base, severity: 'info', setupLabel: CONTINUE_SETUP, canOpenDashboard: dashboard };
    case 'action_needed':
      return {
        ...base,
        severity: 'warning',
        requirements: requirementsInWords(account?.currentlyDue ?? []),
        setupLabel: CONTINUE_SETUP,
        canOpenDashboard: dashboard,
      };
    case 'ready':
      return { ...base, severity: 'success', setupLabel: null, canOpenDashboard: dashboard };
    default:
      return assertNever(state, 'payout account state');
  }
}
