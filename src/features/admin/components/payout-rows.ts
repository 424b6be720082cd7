import { MONTH_ABBREVIATIONS } from '../../../domain/format';
import { formatDollars } from '../../../domain/money';
import type { PayoutResolution } from '../../../domain/payout-record';
import type { PayoutAccountRow } from '../api/use-payout-accounts';
import type { RevenueMonth } from '../api/use-payout-revenue';

/**
 * The pure view logic of the admin's Payouts section (decision 0027): the revenue table's
 * months and figures, the account rows' requirements, and what each action asks first.
 */

/** Money in the admin's payout lists and revenue: dollars with cents. */
export const payoutMoney = (amountCents: number): string =>
  formatDollars(amountCents, { decimals: 2 });

/** The requirements line of an account row; a disabled account with nothing due says why. */
export function requirementsText(row: Pick<PayoutAccountRow, 'requirements' | 'disabledReason'>) {
  if (row.requirements.length > 0) return row.requirements.join(', ');
  if (row.disabledReason) return `Disabled by Stripe (${row.disabledReason.replace(/[._]/g, ' ')})`;
  return '—';
}

// ---- Revenue by month ------------------------------------------------------------------------

export const REVENUE_MONTHS = 12;

/** The last `count` months up to `now`'s, in UTC ('YYYY-MM'), newest first. */
export function lastMonths(now: Date, count: number = REVENUE_MONTHS): string[] {
  const months: string[] = [];
  for (let back = 0; back < count; back += 1) {
    // Date.UTC rolls a negative month back into the previous years.
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(first.toISOString().slice(0, 7));
  }
  return months;
}

/** '2026-11' → 'Nov 2026'; anything else as stored. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_ABBREVIATIONS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

export interface RevenueRowView {
  month: string;
  label: string;
  bookings: string;
  fees: string;
  stripeFees: string;
  net: string;
}

/** One table row: fees collected, Stripe's fees and what the platform keeps (fees − Stripe). */
export function revenueRowView(row: RevenueMonth): RevenueRowView {
  return {
    month: row.month,
    label: monthLabel(row.month),
    bookings: String(row.bookings),
    fees: payoutMoney(row.revenueCents),
    stripeFees: payoutMoney(row.stripeFeeCents),
    net: payoutMoney(row.revenueCents - row.stripeFeeCents),
  };
}

// ---- What the admin's actions say ------------------------------------------------------------

export const RESOLUTION_PROMPTS: Readonly<
  Record<
    PayoutResolution,
    { button: string; title: string; message: string; confirm: string; destructive: boolean }
  >
> = {
  release: {
    button: 'Release payout',
    title: 'Release the payout?',
    message:
      "The DJ's payment is sent now, and a booking still under way is marked completed. The client's report is closed as resolved.",
    confirm: 'Release payout',
    destructive: false,
  },
  refund: {
    button: 'Refund client',
    title: 'Refund the client?',
    message:
      'The client is refunded in full and the DJ is not paid for this booking. This cannot be undone.',
    confirm: 'Refund client',
    destructive: true,
  },
};
