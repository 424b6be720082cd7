import { onSnapshot, type DocumentData, type Query } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EVENTS_PAGE_SIZE } from '../../../domain/event-queries';
import { parseEvent, type EventItem } from '../model/event';
import { pageOf, type EventCursor } from './events-query';

export interface PagedEvents {
  /** 'idle': no query (not asked for yet). */
  status: 'idle' | 'loading' | 'error' | 'success';
  events: EventItem[];
  /** True when the last page was full, so another may exist. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

interface State {
  base: Query<DocumentData> | null;
  pages: (EventCursor[] | undefined)[];
  error: boolean;
}

const freshState = (base: Query<DocumentData> | null): State => ({
  base,
  pages: [undefined],
  error: false,
});

/**
 * A base query read EVENTS_PAGE_SIZE documents at a time, live. Each page is
 * its own listener starting after the previous page's last document, so
 * "Load more" never re-reads earlier pages (the pattern of use-discover-djs).
 * `base` must be memoised by the caller: a new query object starts over.
 */
export function usePagedEvents(base: Query<DocumentData> | null): PagedEvents {
  const [stored, setState] = useState<State>(() => freshState(base));
  const state = stored.base === base ? stored : freshState(base);
  const listeners = useRef<(() => void)[]>([]);

  const update = useCallback(
    (change: (s: State) => State) =>
      setState((prev) => change(prev.base === base ? prev : freshState(base))),
    [base],
  );

  const listen = useCallback(
    (index: number, after?: EventCursor) => {
      if (!base) return;
      listeners.current.push(
        onSnapshot(
          pageOf(base, after),
          (snap) =>
            update((s) => {
              const pages = [...s.pages];
              pages[index] = snap.docs;
              return { ...s, pages };
            }),
          (error) => {
            console.warn('Events failed to load', error);
            update((s) => ({ ...s, error: true }));
          },
        ),
      );
    },
    [base, update],
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
  const hasMore = Boolean(lastPage && lastPage.length === EVENTS_PAGE_SIZE);

  const loadMore = useCallback(() => {
    const cursor = lastPage?.[lastPage.length - 1];
    if (!hasMore || !cursor) return;
    const index = pages.length;
    update((s) => ({ ...s, pages: [...s.pages, undefined] }));
    listen(index, cursor);
  }, [hasMore, lastPage, listen, pages.length, update]);

  const events = useMemo(() => {
    // A page's cursor is fixed when it is asked for; if an earlier page then
    // changes, an event can reach two pages for a while: show it once.
    const seen = new Set<string>();
    return (
      pages
        .flatMap((page) => page ?? [])
        .filter((d) => !seen.has(d.id) && Boolean(seen.add(d.id)))
        // 'estimate': an event just created shows its local time until the server's arrives.
        .map((d) => parseEvent(d.id, d.data({ serverTimestamps: 'estimate' })))
    );
  }, [pages]);

  return {
    status: !base ? 'idle' : state.error ? 'error' : pages[0] ? 'success' : 'loading',
    events,
    hasMore,
    loadingMore: pages.length > 1 && !lastPage,
    loadMore,
  };
}
