import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

export interface ApplicationCounts {
  total: number;
  pending: number;
  verified: number;
}

export type ApplicationCountsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; counts: ApplicationCounts };

/**
 * Totals for the tabs and Statistics from `count()` aggregations: the server
 * counts, so no profile is downloaded. Aggregations are not live, so they are
 * asked again whenever `refreshKey` changes (the caller derives it from the
 * live lists) or `refresh()` is called (after an action). A null key waits
 * (the lists are still loading), so the page does not count twice on arrival.
 */
export function useApplicationCounts(refreshKey: string | null): {
  state: ApplicationCountsState;
  refresh: () => void;
} {
  const db = useFirestore();
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<ApplicationCountsState>({ status: 'loading' });

  useEffect(() => {
    if (refreshKey === null) return undefined;
    let current = true;
    const djs = collection(db, 'djs');
    const countOf = async (q: Parameters<typeof getCountFromServer>[0]) =>
      (await getCountFromServer(q)).data().count;
    Promise.all([
      countOf(djs),
      countOf(query(djs, where('status', '==', 'pending'))),
      countOf(query(djs, where('status', '==', 'verified'))),
    ]).then(
      ([total, pending, verified]) => {
        if (current) setState({ status: 'ready', counts: { total, pending, verified } });
      },
      (error: unknown) => {
        console.warn('DJ counts failed to load', error);
        // Stale numbers are more useful than none; only a first failure shows.
        if (current) setState((prev) => (prev.status === 'ready' ? prev : { status: 'error' }));
      },
    );
    return () => {
      current = false;
    };
  }, [db, refreshKey, nonce]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  return { state, refresh };
}
