import { cents } from '../../../domain/money';
import type { EarningsTotals } from '../../../domain/payout-earnings';
import type { Payout } from './payout';

/** What one aggregation answers: the sums of amountCents and reversedCents it matched. */
export interface PayoutSums {
  amountCents: number;
  reversedCents: number;
}

/** The three aggregations behind the totals (see api/earnings-totals-query.ts). */
export interface EarningsSums {
  /** Owed: scheduled, held, failed. */
  pending: PayoutSums;
  /** Transferred: paid, reversed. */
  transferred: PayoutSums;
  /** Transferred with paidAt in the current UTC month. */
  transferredThisMonth: PayoutSums;
}

/** The first instant of `now`'s month in UTC: "paid this month" counts from here. */
export const monthStartUtc = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * What was paid and kept: the amounts less what was reversed. earningsTotals() keeps each
 * payout at 0 or more; a reversal never exceeds its payout's amount, so the difference of
 * the sums is the same, and the floor only guards a broken record.
 */
const kept = (sums: PayoutSums): number => Math.max(0, sums.amountCents - sums.reversedCents);

/** The totals as earningsTotals() defines them, from the server's sums over every payout. */
export function totalsOfSums(sums: EarningsSums): EarningsTotals {
  return {
    pendingCents: cents(sums.pending.amountCents),
    paidThisMonthCents: cents(kept(sums.transferredThisMonth)),
    paidAllTimeCents: cents(kept(sums.transferred)),
  };
}

/**
 * What of the live list bears on the totals: each listed payout's status and figures. When
 * it changes (a payout arrives, is paid, held or reversed) the totals are read again; a
 * change of metadata only (from the cache, then the server) does not.
 */
export const totalsKeyOf = (payouts: readonly Payout[]): string =>
  payouts
    .map(
      (p) =>
        `${p.bookingId}:${p.status}:${p.amountCents}:${p.reversedCents}:${p.paidAt?.getTime() ?? ''}`,
    )
    .join('|');
