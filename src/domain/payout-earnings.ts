/**
 * What the money adds up to: the DJ's Earnings totals and CSV export, and what the platform
 * keeps of a booking (the admin's revenue). Decision 0027.
 */
import { cents, type Cents } from './money';
import { OWED_PAYOUT_STATUSES, PAYOUT_STATUS_DISPLAY, type PayoutStatus } from './payouts';
// ---- Earnings totals and export --------------------------------------------------------------

export interface EarningsRow {
  bookingId: string;
  eventDate: string;
  clientName: string;
  grossCents: number;
  commissionCents: number;
  netCents: number;
  /** What the DJ is owed or was paid for this booking (the net, a part, or 0). */
  amountCents: number;
  status: PayoutStatus;
  /** ISO date the transfer is due (scheduled) or was made (paid). */
  dueAt: string | null;
  paidAt: string | null;
  transferId: string | null;
  reversedCents: number;
}

export interface EarningsTotals {
  pendingCents: Cents;
  paidThisMonthCents: Cents;
  paidAllTimeCents: Cents;
}

/** Pending, paid this month (UTC) and paid all time, net of reversals. */
export function earningsTotals(rows: readonly EarningsRow[], now: Date): EarningsTotals {
  const month = now.toISOString().slice(0, 7);
  let pending = 0;
  let thisMonth = 0;
  let allTime = 0;
  for (const row of rows) {
    if (OWED_PAYOUT_STATUSES.includes(row.status)) pending += row.amountCents;
    if (row.status === 'paid' || row.status === 'reversed') {
      const kept = Math.max(0, row.amountCents - row.reversedCents);
      allTime += kept;
      if (row.paidAt?.slice(0, 7) === month) thisMonth += kept;
    }
  }
  return {
    pendingCents: cents(pending),
    paidThisMonthCents: cents(thisMonth),
    paidAllTimeCents: cents(allTime),
  };
}

const CSV_HEADER = [
  'Booking',
  'Event date',
  'Client',
  'Gross (USD)',
  'Commission 15% (USD)',
  'Net 85% (USD)',
  'Payout (USD)',
  'Status',
  'Due',
  'Paid',
  'Transfer',
  'Reversed (USD)',
];

const usd = (amountCents: number) => (amountCents / 100).toFixed(2);

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and prefixed with a quote
 * when it starts like a formula, so a client's name never runs as one in a spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The Earnings view's export: one line per booking, amounts in dollars, CRLF lines. */
export function earningsCsv(rows: readonly EarningsRow[]): string {
  const lines = [CSV_HEADER.map(csvField).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.bookingId,
        r.eventDate,
        r.clientName,
        usd(r.grossCents),
        usd(r.commissionCents),
        usd(r.netCents),
        usd(r.amountCents),
        PAYOUT_STATUS_DISPLAY[r.status].label,
        r.dueAt ?? '',
        r.paidAt ?? '',
        r.transferId ?? '',
        usd(r.reversedCents),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---- What the platform keeps -----------------------------------------------------------------

/**
 * The platform's revenue from one booking: what was captured, less refunds and what the DJ is
 * owed or was paid (net of reversals). Stripe's fee (from the charge's balance transaction)
 * is reported beside it, not inside: the admin's revenue shows fees, Stripe fees and net.
 */
export function platformRevenueCents(payout: {
  capturedCents: number;
  refundedCents: number;
  amountCents: number;
  reversedCents: number;
}): number {
  return payout.capturedCents - payout.refundedCents - (payout.amountCents - payout.reversedCents);
}

/** What Stripe counts as reversed of the payout's transfer (see stripeReversedCents). */
export const stripeReversedCentsOf = (payout: {
  reversedCents: number;
  stripeReversedCents?: number;
}): number => payout.stripeReversedCents ?? payout.reversedCents;

/** 'YYYY-MM' (UTC) of `at`: the month a payout record counts in for revenue (its capture). */
export const revenueMonthOf = (at: Date): string => at.toISOString().slice(0, 7);
