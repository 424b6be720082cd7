import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { EarningsTotals } from '../../../domain/payout-earnings';
import { loadEarningsTotals } from './earnings-totals-query';

export type EarningsTotalsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; totals: EarningsTotals };

/**
 * The DJ's totals over every payout, from aggregations on the server (nothing is
 * downloaded, however long the DJ's history). Aggregations are not live, so they are asked
 * again whenever `refreshKey` changes (the caller derives it from the live list) or after
 * `refresh()`; a null key waits for the list, so the tab does not read twice on arrival.
 * "This month" is the UTC month at the time of each read.
 */
export function useEarningsTotals(
  uid: string,
  refreshKey: string | null,
): { state: EarningsTotalsState; refresh: () => void } {
  const db = useFirestore();
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<EarningsTotalsState>({ status: 'loading' });

  useEffect(() => {
    if (refreshKey === null) return undefined;
    let current = true;
    loadEarningsTotals(db, uid, new Date()).then(
      (totals) => {
        if (current) setState({ status: 'ready', totals });
      },
      (error: unknown) => {
        console.warn('Earnings totals failed to load', error);
        // Stale totals are more useful than none; only a first failure shows.
        if (current) setState((prev) => (prev.status === 'ready' ? prev : { status: 'error' }));
      },
    );
    return () => {
      current = false;
    };
  }, [db, uid, refreshKey, nonce]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  return { state, refresh };
}
