import { assertNever } from '../../../domain/assert-never';
import { formatEventDate, formatIsoDate } from '../../../domain/format';
import { formatDollars } from '../../../domain/money';
import type { PayoutStatus } from '../../../domain/payouts';
import { payoutStatusDetail, type Payout } from './payout';

/**
 * What the Earnings list shows of each payout, as text: one model for the table (wide
 * screens) and the cards (phones), so the two layouts cannot show different things.
 */

export const EARNINGS_LIST_LABEL = 'Earnings per booking';

export type EarningsMoneyKey = 'grossCents' | 'commissionCents' | 'netCents' | 'amountCents';

/** The money fields, in the table's column order; each card lists them in the same order. */
export const EARNINGS_MONEY_FIELDS: readonly { key: EarningsMoneyKey; label: string }[] = [
  { key: 'grossCents', label: 'Gross' },
  { key: 'commissionCents', label: 'Commission (15%)' },
  { key: 'netCents', label: 'Net (85%)' },
  { key: 'amountCents', label: 'Payout' },
];

export const EARNINGS_LABELS = {
  eventDate: 'Event date',
  client: 'Client',
  payoutDay: 'Payout date',
  status: 'Status',
} as const;

/** A payout date not known (held, delayed) or never coming (no payout). */
export const NO_PAYOUT_DAY = '—';

export interface EarningsRowView {
  key: string;
  /** 'Apr 2, 2031': the booking's own date, never shifted by a time zone. */
  eventDate: string;
  client: string;
  /** "Apr 2, 2031 · Jordan Lee": a card's heading. */
  title: string;
  money: readonly { key: EarningsMoneyKey; label: string; value: string }[];
  /** "Expected Apr 4, 2031", "Sent Apr 4, 2031" or NO_PAYOUT_DAY. */
  payoutDay: string;
  /** Its chip (PayoutStatusChip reads the label and colour from the domain). */
  status: PayoutStatus;
  /** The lines under the status: a transfer id, why it waits, what was reversed. */
  details: readonly string[];
}

/**
 * The UTC day of a transfer, the calendar bookings and PAYOUT_TIMING_TEXT count in: a gig on
 * Dec 19 reads "Dec 21" wherever the DJ is, as the sentence says.
 */
const dayOf = (at: Date): string => formatEventDate(at, 'utc');

/** When the money goes (or went) to the DJ's Stripe account, by status. */
export function payoutDayText(payout: Payout): string {
  switch (payout.status) {
    case 'scheduled':
      return payout.dueAt ? `Expected ${dayOf(payout.dueAt)}` : NO_PAYOUT_DAY;
    case 'paid':
    case 'reversed':
      return payout.paidAt ? `Sent ${dayOf(payout.paidAt)}` : NO_PAYOUT_DAY;
    // Held waits for an admin, delayed for the DJ's account or Stripe: no day to promise.
    case 'held':
    case 'failed':
    case 'void':
      return NO_PAYOUT_DAY;
    default:
      return assertNever(payout.status, 'payout status');
  }
}

/** One payout as the Earnings list shows it. `accountReady`: see payoutStatusDetail. */
export function earningsRowView(payout: Payout, accountReady: boolean): EarningsRowView {
  const eventDate = formatIsoDate(payout.eventDate);
  return {
    key: payout.bookingId,
    eventDate,
    client: payout.clientName,
    title: [eventDate, payout.clientName].filter(Boolean).join(' · '),
    money: EARNINGS_MONEY_FIELDS.map(({ key, label }) => ({
      key,
      label,
      value: formatDollars(payout[key], { decimals: 2 }),
    })),
    payoutDay: payoutDayText(payout),
    status: payout.status,
    details: payoutStatusDetail(payout, accountReady),
  };
}
