import {
  collection,
  count,
  getAggregateFromServer,
  query,
  sum,
  where,
  type Firestore,
} from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { num } from '../../../lib/firestore-values';

/** One month's aggregates over the payouts with that `month` (the capture's, UTC). */
export interface RevenueMonth {
  /** 'YYYY-MM'. */
  month: string;
  bookings: number;
  /**
   * Sum of platformRevenueCents: the client's 5% fee plus the 15% commission, after refunds
   * and what DJs are paid (decision 0027).
   */
  revenueCents: number;
  stripeFeeCents: number;
}

export type RevenueState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; months: RevenueMonth[] };

/**
 * One aggregation per month (sum and count on the server: no payout is downloaded, and a
 * month costs one read per 1,000 records). Months with no payouts sum to 0.
 */
async function revenueOf(db: Firestore, month: string): Promise<RevenueMonth> {
  const snapshot = await getAggregateFromServer(
    query(collection(db, 'payouts'), where('month', '==', month)),
    {
      revenue: sum('platformRevenueCents'),
      stripeFees: sum('stripeFeeCents'),
      bookings: count(),
    },
  );
  const data = snapshot.data();
  return {
    month,
    bookings: num(data.bookings),
    revenueCents: num(data.revenue),
    stripeFeeCents: num(data.stripeFees),
  };
}

/**
 * Platform revenue for `months` ('YYYY-MM', in the order given). Aggregations are not live:
 * they are asked again when `refresh()` is called (after an admin's refund or release).
 */
export function usePayoutRevenue(months: readonly string[]): {
  state: RevenueState;
  refresh: () => void;
} {
  const db = useFirestore();
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<RevenueState>({ status: 'loading' });
  const key = months.join(',');

  useEffect(() => {
    let current = true;
    Promise.all((key ? key.split(',') : []).map((month) => revenueOf(db, month))).then(
      (rows) => {
        if (current) setState({ status: 'ready', months: rows });
      },
      (error: unknown) => {
        console.warn('Platform revenue failed to load', error);
        // Stale figures are more useful than none; only a first failure shows.
        if (current) setState((prev) => (prev.status === 'ready' ? prev : { status: 'error' }));
      },
    );
    return () => {
      current = false;
    };
  }, [db, key, nonce]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  return { state, refresh };
}
