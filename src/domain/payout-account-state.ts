/**
 * The DJ's payout account (a Stripe Express account) as the app reads it: its states, what
 * each tells the DJ, and Stripe's requirements in plain words (decision 0027).
 */
import { PAYOUT_TIMING_TEXT } from './payouts';
// ---- The DJ's payout account ---------------------------------------------------------------

export const PAYOUT_ACCOUNT_STATES = [
  'none',
  'setting_up',
  'action_needed',
  'ready',
  'disconnected',
] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

/** What Stripe's account says (account.updated, re-read before it is written). */
export interface PayoutAccountFacts {
  detailsSubmitted: boolean;
  /** capabilities.transfers: 'active', 'pending', 'inactive' or absent. */
  transfersCapability: string | null;
  currentlyDue: readonly string[];
  disabledReason: string | null;
  deauthorized: boolean;
}

/**
 * setting_up: onboarding is not finished (Stripe lists what it will ask for from the start,
 * so requirements alone do not mean action is needed), or Stripe is still checking.
 * action_needed: onboarding was finished, and Stripe asks for something now or has disabled
 * the account (transfers may still run until its deadline). ready: transfers are active and
 * nothing is due. disconnected: the DJ removed Spinbook's access.
 */
export function payoutAccountState(facts: PayoutAccountFacts): PayoutAccountState {
  if (facts.deauthorized) return 'disconnected';
  if (!facts.detailsSubmitted) return 'setting_up';
  if (facts.currentlyDue.length > 0 || facts.disabledReason !== null) return 'action_needed';
  if (facts.transfersCapability === 'active') return 'ready';
  return 'setting_up';
}

/**
 * Whether the DJ can accept requests and be paid: Stripe's transfers capability is active
 * (whatever else Stripe will ask for later).
 */
export function canReceiveTransfers(facts: PayoutAccountFacts): boolean {
  return !facts.deauthorized && facts.transfersCapability === 'active';
}

export const ACCEPT_NEEDS_PAYOUTS =
  'Set up payouts before you accept requests: open the Payouts tab of your dashboard. ' +
  'The client is not told; the request stays open until it expires.';

export const PAYOUT_ACCOUNT_STATE_TEXT: Readonly<Record<PayoutAccountState, string>> = {
  none: 'Set up payouts to accept requests and get paid. Stripe keeps your bank details.',
  setting_up: 'Stripe is setting up your payout account. Finish onboarding if you left it.',
  action_needed: 'Stripe needs more information before it can pay you.',
  ready: `Payouts are ready. ${PAYOUT_TIMING_TEXT}`,
  disconnected: 'Your Stripe account no longer lets Spinbook pay you. Set up payouts again.',
};

/** Stripe's requirement names in plain words (requirements.currently_due). */
const REQUIREMENT_WORDS: readonly [RegExp, string][] = [
  [/^external_account$/, 'a bank account for payouts'],
  [/^tos_acceptance\./, "acceptance of Stripe's terms"],
  [/verification\.(additional_)?document$/, 'a photo ID'],
  [/\.dob\./, 'your date of birth'],
  [/\.ssn_last_4$/, 'the last 4 digits of your SSN'],
  [/\.id_number$/, 'your tax ID number'],
  [/\.address\./, 'your address'],
  [/\.(first|last)_name$/, 'your legal name'],
  [/\.phone$/, 'your phone number'],
  [/\.email$/, 'your email address'],
  [/^business_profile\.url$/, 'a website or social media profile'],
  [/^business_profile\.mcc$/, 'your business category'],
  [/^business_profile\.product_description$/, 'a description of what you sell'],
  [/^business_type$/, 'your business type'],
];

/** `requirements.currently_due` in plain words, without repeats, in Stripe's order. */
export function requirementsInWords(currentlyDue: readonly string[]): string[] {
  const words: string[] = [];
  for (const field of currentlyDue) {
    const match = REQUIREMENT_WORDS.find(([pattern]) => pattern.test(field));
    const text = match ? match[1] : field.replace(/[._]/g, ' ').trim();
    if (text && !words.includes(text)) words.push(text);
  }
  return words;
}
