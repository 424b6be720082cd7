import { onSnapshot, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import {
  planDiscoverQuery,
  type DiscoverFilters,
  type DiscoverQueryPlan,
} from '../../../domain/discovery';
import { buildDiscoverQuery } from './discover-query';
import { parseDj, type DjProfile } from '../model/dj';

interface Page {
  docs: QueryDocumentSnapshot<DocumentData>[];
  fromCache: boolean;
}

export interface DiscoverResult {
  status: 'loading' | 'error' | 'success';
  djs: DjProfile[];
  /** True when the last page was full, so another may exist. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Some results came from the offline cache. */
  fromCache: boolean;
  /** Documents the listeners have delivered (for the scale check). */
  documentsDelivered: number;
}

/**
 * Verified DJs matching the filters, live, 24 per page. Each page is its own
 * listener starting after the previous page's last document (a cursor), so a
 * DJ switching Available Now appears without a reload, and loading a page
 * never re-reads the pages before it. (A page's cursor is fixed when the page
 * is requested; if earlier pages change a lot meanwhile, a DJ can appear on
 * two pages or between them until the filters change. Rare, and harmless.)
 */
interface State {
  plan: DiscoverQueryPlan;
  pages: (Page | undefined)[];
  error: boolean;
  delivered: number;
}

const freshState = (plan: DiscoverQueryPlan): State => ({
  plan,
  pages: [undefined],
  error: false,
  delivered: 0,
});

export function useDiscoverDjs(filters: DiscoverFilters): DiscoverResult {
  const db = useFirestore();
  const plan = useMemo(() => planDiscoverQuery(filters), [filters]);
  const [stored, setState] = useState<State>(() => freshState(plan));
  // State that belongs to an older filter is treated as a fresh start.
  const state = stored.plan === plan ? stored : freshState(plan);
  const listeners = useRef<(() => void)[]>([]);

  const update = useCallback(
    (change: (s: State) => State) =>
      setState((prev) => change(prev.plan === plan ? prev : freshState(plan))),
    [plan],
  );

  const listen = useCallback(
    (index: number, after?: QueryDocumentSnapshot<DocumentData>) => {
      listeners.current.push(
        onSnapshot(
          buildDiscoverQuery(db, plan, after),
          { includeMetadataChanges: true },
          (snap) =>
            update((s) => {
              const pages = [...s.pages];
              pages[index] = { docs: snap.docs, fromCache: snap.metadata.fromCache };
              return { ...s, pages, delivered: s.delivered + snap.docChanges().length };
            }),
          (err) => {
            console.warn('Discover query failed', err);
            update((s) => ({ ...s, error: true }));
          },
        ),
      );
    },
    [db, plan, update],
  );

  useEffect(() => {
    listen(0);
    return () => {
      listeners.current.forEach((unsubscribe) => unsubscribe());
      listeners.current = [];
    };
  }, [listen]);

  const { pages } = state;
  const lastPage = pages[pages.length - 1];
  const hasMore = Boolean(lastPage && lastPage.docs.length === plan.pageSize);

  const loadMore = useCallback(() => {
    const cursor = lastPage?.docs[lastPage.docs.length - 1];
    if (!hasMore || !cursor) return;
    const index = pages.length;
    update((s) => ({ ...s, pages: [...s.pages, undefined] }));
    listen(index, cursor);
  }, [hasMore, lastPage, listen, pages.length, update]);

  const loadedPages = useMemo(() => pages.filter((p): p is Page => Boolean(p)), [pages]);
  // Memoised so callers can tell a new result from a re-render.
  const djs = useMemo(() => {
    const residual = plan.residualGenres;
    return loadedPages
      .flatMap((p) => p.docs)
      .map((d) => parseDj(d.id, d.data()))
      .filter(
        (dj) => residual.length === 0 || dj.genres.some((g) => residual.includes(g.toLowerCase())),
      );
  }, [loadedPages, plan]);

  return {
    status: state.error ? 'error' : pages[0] ? 'success' : 'loading',
    djs,
    hasMore,
    loadingMore: pages.length > 1 && !lastPage,
    loadMore,
    fromCache: loadedPages.some((p) => p.fromCache),
    documentsDelivered: state.delivered,
  };
}
