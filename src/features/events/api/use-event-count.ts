import { getCountFromServer, type DocumentData, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import type { CountResult } from '../model/event-sections';

/**
 * How many documents a query matches, from a count aggregation (one read per
 * 1000 index entries, no documents downloaded). Asked again whenever `base`
 * or `revision` changes; `null` asks nothing. Offline it fails, and the page
 * falls back to what it has loaded.
 */
export function useEventCount(base: Query<DocumentData> | null, revision = 0): CountResult {
  const [stored, setStored] = useState<{ base: Query<DocumentData>; value: CountResult } | null>(
    null,
  );

  useEffect(() => {
    if (!base) return undefined;
    let live = true;
    getCountFromServer(base).then(
      (snap) => {
        if (live) setStored({ base, value: { status: 'ready', count: snap.data().count } });
      },
      (error: unknown) => {
        console.warn('Event count failed', error);
        if (live) setStored({ base, value: { status: 'error' } });
      },
    );
    return () => {
      live = false;
    };
  }, [base, revision]);

  // After a revision bump the last count stays on screen until the new one arrives.
  if (!base || !stored || stored.base !== base) return { status: 'loading' };
  return stored.value;
}
