import {
  collection,
  getAggregateFromServer,
  query,
  sum,
  Timestamp,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { OWED_PAYOUT_STATUSES, type PayoutStatus } from '../../../domain/payouts';
import { num } from '../../../lib/firestore-values';
import { monthStartUtc, totalsOfSums, type EarningsSums } from '../model/earnings-totals';

/** Statuses whose transfer was made: paid, and paid then (partly) taken back. */
export const TRANSFERRED_PAYOUT_STATUSES: readonly PayoutStatus[] = ['paid', 'reversed'];

/**
 * The three queries behind the Earnings totals (earningsTotals() in src/domain/payouts.ts is
 * their definition). Each is constrained to `djOwnerUid == uid`, which is what the rules
 * require of a DJ's query. Indexes in firestore.indexes.json: (djOwnerUid, status,
 * amountCents, reversedCents) for pending and all time, and (djOwnerUid, status, paidAt,
 * amountCents, reversedCents) for this month: a sum() needs its fields in the index.
 */
export function earningsTotalsQueries(
  db: Firestore,
  uid: string,
  now: Date,
): Record<keyof EarningsSums, Query> {
  const mine = collection(db, 'payouts');
  const transferred = query(
    mine,
    where('djOwnerUid', '==', uid),
    where('status', 'in', TRANSFERRED_PAYOUT_STATUSES),
  );
  return {
    pending: query(
      mine,
      where('djOwnerUid', '==', uid),
      where('status', 'in', OWED_PAYOUT_STATUSES),
    ),
    transferred,
    transferredThisMonth: query(
      transferred,
      where('paidAt', '>=', Timestamp.fromDate(monthStartUtc(now))),
    ),
  };
}

/**
 * The same two sums over every query, so the three share one index shape (reversedCents is
 * 0 on an owed payout, and pending reads only the amount).
 */
export const EARNINGS_SUMS = {
  amountCents: sum('amountCents'),
  reversedCents: sum('reversedCents'),
};

/** Sums one query on the server: no payout is downloaded, whatever their number. */
export async function sumsOf(q: Query): Promise<{ amountCents: number; reversedCents: number }> {
  const data = (await getAggregateFromServer(q, EARNINGS_SUMS)).data();
  return { amountCents: num(data.amountCents), reversedCents: num(data.reversedCents) };
}

/** Pending, paid this month (UTC, from `now`) and paid all time over every payout of the DJ. */
export async function loadEarningsTotals(db: Firestore, uid: string, now: Date) {
  const queries = earningsTotalsQueries(db, uid, now);
  const [pending, transferred, transferredThisMonth] = await Promise.all([
    sumsOf(queries.pending),
    sumsOf(queries.transferred),
    sumsOf(queries.transferredThisMonth),
  ]);
  return totalsOfSums({ pending, transferred, transferredThisMonth });
}
