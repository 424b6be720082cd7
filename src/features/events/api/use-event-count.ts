import type { DocumentData, Firestore, Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { loadFirestoreKit } from '../../../lib/firebase/live-data';
import { usePageSeed } from '../../../lib/firebase/page-seeds';
import { useAfterInteractive } from '../../../lib/firebase/use-after-interactive';
import type { CountResult } from '../model/event-sections';
import type { QueryBuilders } from './events-query';

/**
 * How many documents a query matches, from a count aggregation (one read per 1000 index
 * entries, no documents downloaded). `key` names everything `build` depends on; the count
 * is asked again whenever `key` or `revision` changes, and a null key asks nothing.
 * Offline it fails, and the page falls back to what it has loaded.
 *
 * On a server-rendered page the server's count (`seed`) stands until the page is
 * interactive (use-after-interactive.ts); the SDK is then loaded and asked, as the
 * listeners are.
 */
export function useEventCount(
  key: string | null,
  build: (kit: QueryBuilders, db: Firestore) => Query<DocumentData>,
  revision = 0,
  seed?: string,
): CountResult {
  const seeded = usePageSeed<number>(seed);
  const interactive = useAfterInteractive(seeded !== undefined);
  const asked = key !== null && (seeded === undefined || interactive) ? key : null;
  const [stored, setStored] = useState<{ key: string; value: CountResult } | null>(null);

  useEffect(() => {
    if (asked === null) return undefined;
    let live = true;
    loadFirestoreKit()
      .then((kit) => kit.getCountFromServer(build(kit, kit.db)))
      .then(
        (snap) => {
          if (live) setStored({ key: asked, value: { status: 'ready', count: snap.data().count } });
        },
        (error: unknown) => {
          console.warn('Event count failed', error);
          if (live) setStored({ key: asked, value: { status: 'error' } });
        },
      );
    return () => {
      live = false;
    };
    // `build` closes over what `key` names (as in live-data.ts).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, revision]);

  if (key === null) return { status: 'loading' };
  // After a revision bump the last count stays on screen until the new one arrives.
  if (stored && stored.key === key) return stored.value;
  return seeded !== undefined ? { status: 'ready', count: seeded } : { status: 'loading' };
}
