import { assertNever } from '../../../domain/assert-never';
import { formatDollars } from '../../../domain/money';
import { type EarningsRow } from '../../../domain/payout-earnings';
import { isPayoutStatus } from '../../../domain/payouts';
import { num, optStr, str, toDate } from '../../../lib/firestore-values';

/**
 * What the Earnings tab reads of payouts/{bookingId} (PayoutRecord in src/domain/payouts.ts,
 * written by the functions only): the domain's EarningsRow with its instants as Dates. The
 * split figures are the server's: nothing here recomputes them.
 */
export type Payout = Omit<EarningsRow, 'dueAt' | 'paidAt'> & {
  dueAt: Date | null;
  paidAt: Date | null;
};

export function parsePayout(id: string, data: Record<string, unknown>): Payout {
  return {
    bookingId: id,
    eventDate: str(data.eventDate),
    clientName: str(data.clientName),
    grossCents: num(data.grossCents),
    commissionCents: num(data.commissionCents),
    netCents: num(data.netCents),
    amountCents: num(data.amountCents),
    // An unknown status shows as the one that counts toward no total.
    status: isPayoutStatus(data.status) ? data.status : 'void',
    dueAt: toDate(data.dueAt),
    paidAt: toDate(data.paidAt),
    transferId: optStr(data.transferId),
    reversedCents: num(data.reversedCents),
  };
}

/** The domain's row for totals and the CSV: instants as ISO strings (UTC). */
export function earningsRowOf(payout: Payout): EarningsRow {
  return {
    ...payout,
    dueAt: payout.dueAt?.toISOString() ?? null,
    paidAt: payout.paidAt?.toISOString() ?? null,
  };
}

export const DELAYED_DETAIL = 'Delayed — we retry automatically';
export const SET_UP_TO_RECEIVE = 'Set up payouts to receive it';
export const HELD_DETAIL = 'Client reported a problem';

/**
 * The lines under a payout's status chip (its date has a field of its own: payoutDayText in
 * earnings-rows.ts). `accountReady`: the DJ's account can receive transfers, so a failed one
 * only waits for the scheduler's next run.
 */
export function payoutStatusDetail(payout: Payout, accountReady: boolean): string[] {
  switch (payout.status) {
    case 'scheduled':
      return [];
    case 'paid':
      return payout.transferId ? [payout.transferId] : [];
    case 'held':
      return [HELD_DETAIL];
    case 'failed':
      return accountReady ? [DELAYED_DETAIL] : [DELAYED_DETAIL, SET_UP_TO_RECEIVE];
    case 'reversed':
      return [`${formatDollars(payout.reversedCents, { decimals: 2 })} reversed`];
    case 'void':
      return [];
    default:
      return assertNever(payout.status, 'payout status');
  }
}
