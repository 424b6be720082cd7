import { failedNotice, type Notice } from '../../../domain/messages';

/** The Payouts and Earnings tabs' own texts (the account states' texts are in src/domain/payouts.ts). */

export const PAYOUTS_DEMO_READY: Notice = {
  title: 'Payouts Ready',
  description: 'Payouts are ready (demo mode: no Stripe account was created).',
};

export const SETUP_FAILED = failedNotice('Payout Setup Failed', 'set up payouts');
export const DASHBOARD_FAILED = failedNotice(
  'Stripe Dashboard Failed',
  'open your Stripe dashboard',
);
export const EXPORT_FAILED = failedNotice('Export Failed', 'export your earnings');

/** Shown after Stripe's onboarding sends the DJ back, until the account's state changes. */
export const ONBOARDING_RETURN_NOTICE =
  'Thanks — Stripe is checking your details. This page updates by itself.';

export const ACCOUNT_LOAD_FAILED = 'Failed to load your payout account. Please try again.';
export const EARNINGS_LOAD_FAILED = 'Failed to load your earnings. Please try again.';
export const EARNINGS_TOTALS_FAILED = 'Failed to load your totals. Please try again.';
export const EARNINGS_EMPTY =
  'No earnings yet. Accepted bookings appear here with their payout date.';
