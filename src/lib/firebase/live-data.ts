import type {
  DocumentData,
  DocumentReference,
  Firestore,
  FirestoreDataConverter,
  FirestoreError,
  Query,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import { useEffect, useMemo, useRef, useState } from 'react';
import type * as FirestoreKitModule from './firestore-kit';
import {
  LOADING,
  docErrorState,
  docState,
  pagesState,
  queryState,
  type LiveDoc,
  type LiveDocOptions,
  type LivePage,
  type LiveQuery,
} from './live-states';
import { usePageSeed } from './page-seeds';
import { useAfterInteractive } from './use-after-interactive';

/** The SDK, loaded on first use (see firestore-kit.ts). */
export type FirestoreKit = typeof FirestoreKitModule;
let kitPromise: Promise<FirestoreKit> | null = null;
const loadKit = (): Promise<FirestoreKit> => (kitPromise ??= import('./firestore-kit'));
/** The SDK for a one-off read outside the hooks below (a count aggregation), loaded once. */
export const loadFirestoreKit = loadKit;

/**
 * The one way the app reads live Firestore data (decision 0019). A feature's
 * `api/` file builds a reference or query and hands it to `useLiveDoc` or
 * `useLiveQuery`; what "not found", "offline" and "failed" mean is decided
 * here, once.
 */

/**
 * A seed stands for a whole read; `null` means the server found nothing public, and then
 * the listener opens at once: the viewer may be the one person allowed to see it (a DJ
 * looking at their own pending profile).
 */
function useSeedGate<T>(seed: string | undefined): { seeded: T | null | undefined; open: boolean } {
  const seeded = usePageSeed<T | null>(seed);
  const waits = seeded !== undefined && seeded !== null;
  const interactive = useAfterInteractive(waits);
  return { seeded, open: !waits || interactive };
}

/**
 * A read-only converter from a parser, for module scope (engineering guide,
 * convention 2: never build a converter during render). Writes go through
 * callables, so `toFirestore` refuses.
 */
export function readOnlyConverter<T>(
  parse: (id: string, data: DocumentData, options?: SnapshotOptions) => T,
): FirestoreDataConverter<T> {
  return {
    toFirestore: (): DocumentData => {
      throw new Error('This collection is written by Cloud Functions only');
    },
    fromFirestore: (snap: QueryDocumentSnapshot, options?: SnapshotOptions): T =>
      parse(snap.id, snap.data(options), options),
  };
}

interface Stored<S> {
  key: string;
  limit: number | undefined;
  state: S;
}

/**
 * One listener per `key`. The key names everything the read depends on
 * (path, filters, and the viewer's uid where the rules answer differently per
 * viewer); `open` is called only when the key changes, so it may be an inline
 * closure. A result never outlives the key that produced it.
 */
function useListener<S>(
  key: string | null,
  limit: number | undefined,
  subscribe: (kit: FirestoreKit, set: (state: S) => void) => () => void,
): Stored<S> | null {
  const [stored, setStored] = useState<Stored<S> | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    void loadKit().then((kit) => {
      if (!closed) unsubscribe = subscribe(kit, (state) => setStored({ key, limit, state }));
    });
    return () => {
      closed = true;
      unsubscribe?.();
    };
    // `subscribe` closes over what `key` and `limit` name, by contract above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, limit]);
  return stored && stored.key === key ? stored : null;
}

/**
 * A document, live. `key` null means "nothing to read" (e.g. an invalid id);
 * the result then stays `loading`, so callers decide what an invalid input shows.
 */
export function useLiveDoc<T>(
  key: string | null,
  open: (db: Firestore, kit: FirestoreKit) => DocumentReference<T>,
  options: LiveDocOptions = {},
): LiveDoc<T> {
  const gate = useSeedGate<T>(options.seed);
  const stored = useListener<LiveDoc<T>>(gate.open ? key : null, undefined, (kit, set) =>
    kit.onSnapshot(
      open(kit.db, kit),
      { includeMetadataChanges: true },
      {
        next: (snapshot) => set(docState(snapshot, options)),
        error: (error) => set(docErrorState(error)),
      },
    ),
  );
  if (stored && stored.state.status !== 'loading') return stored.state;
  if (gate.seeded === null) return { status: 'not-found', data: undefined, error: null };
  if (gate.seeded !== undefined) {
    return { status: 'ready', data: gate.seeded, error: null, fromCache: false };
  }
  return stored ? stored.state : LOADING;
}

export interface LiveQueryOptions extends LiveDocOptions {
  /**
   * The page size the query was built with. When only this grows (Load more),
   * the previous page stays on screen with `loadingMore` until the larger one arrives.
   */
  limit?: number;
  /** Logged with the error, so a failed list can be traced without a console in the UI. */
  label?: string;
  /**
   * After a first failure, listen once more this long later (the previous
   * result stays meanwhile); a second failure is final.
   */
  retryAfterMs?: number;
  /**
   * Also answer when only `fromCache` changes, for a screen that words "the
   * cache has none" differently from "the server has none".
   */
  includeMetadataChanges?: boolean;
}

/** A query, live. `key` must not include `options.limit` (see LiveQueryOptions). */
export function useLiveQuery<T>(
  key: string | null,
  open: (db: Firestore, limit: number | undefined, kit: FirestoreKit) => Query<T>,
  options: LiveQueryOptions = {},
): LiveQuery<T> {
  const { limit } = options;
  const gate = useSeedGate<T[]>(options.seed);
  const stored = useListener<LiveQuery<T>>(gate.open ? key : null, limit, (kit, set) => {
    let unsubscribe: () => void = () => undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const listen = (retried: boolean) => {
      const listenOptions = { includeMetadataChanges: options.includeMetadataChanges ?? false };
      unsubscribe = kit.onSnapshot(open(kit.db, limit, kit), listenOptions, {
        next: (snapshot) => set(queryState(snapshot, limit, options)),
        error: (error) => {
          if (!retried && options.retryAfterMs !== undefined) {
            retry = setTimeout(() => listen(true), options.retryAfterMs);
            return;
          }
          console.warn(`${options.label ?? 'Live query'} failed to load`, error);
          set({ status: 'error', data: undefined, error });
        },
      });
    };
    listen(false);
    return () => {
      clearTimeout(retry);
      unsubscribe();
    };
  });
  if (!stored && gate.seeded) {
    const data = gate.seeded;
    const hasMore = limit !== undefined && data.length >= limit;
    return { status: 'ready', data, error: null, fromCache: false, hasMore, loadingMore: false };
  }
  if (!stored) return LOADING;
  if (stored.limit !== limit && stored.state.status === 'ready') {
    return { ...stored.state, loadingMore: true };
  }
  return stored.state;
}

/** A query read a page at a time, live, with the way to ask for the next page. */
export type LivePages<T> = LiveQuery<T> & {
  loadMore: () => void;
  /** Document changes the listeners have delivered so far (what the reads cost). */
  delivered: number;
};

export interface LivePagesOptions extends LiveDocOptions {
  pageSize: number;
  /** Logged with the error, as in LiveQueryOptions. */
  label?: string;
}

interface StoredPages<T> {
  key: string;
  pages: (LivePage<T> | undefined)[];
  error: FirestoreError | null;
  delivered: number;
}

const freshPages = <T>(key: string): StoredPages<T> => ({
  key,
  pages: [undefined],
  error: null,
  delivered: 0,
});

/**
 * A query read `pageSize` documents at a time, live. Each page is its own
 * listener starting after the previous page's last document (`open` gets
 * that cursor and must apply it and the page limit), so Load more never
 * re-reads the pages before it and every page stays live. `key` as in
 * useLiveDoc, page size included; a new key starts again from one page.
 */
export function useLivePages<T>(
  key: string | null,
  open: (db: Firestore, after: QueryDocumentSnapshot<T> | undefined, kit: FirestoreKit) => Query<T>,
  options: LivePagesOptions,
): LivePages<T> {
  const { pageSize, serverTimestamps, label = 'Live pages' } = options;
  const [stored, setStored] = useState<StoredPages<T> | null>(null);
  const listeners = useRef<(() => void)[]>([]);
  // The seed is the first page; Load more waits for the listener (it needs its cursor).
  const gate = useSeedGate<T[]>(options.seed);
  const liveKey = gate.open ? key : null;
  const kit = useRef<FirestoreKit | null>(null);

  const update = (forKey: string, change: (s: StoredPages<T>) => StoredPages<T>) =>
    setStored((prev) => change(prev && prev.key === forKey ? prev : freshPages<T>(forKey)));

  const listen = (
    sdk: FirestoreKit,
    forKey: string,
    index: number,
    after?: QueryDocumentSnapshot<T>,
  ) => {
    listeners.current.push(
      sdk.onSnapshot(
        open(sdk.db, after, sdk),
        { includeMetadataChanges: true },
        {
          next: (snapshot) =>
            update(forKey, (s) => {
              const pages = [...s.pages];
              pages[index] = { docs: snapshot.docs, fromCache: snapshot.metadata.fromCache };
              return { ...s, pages, delivered: s.delivered + snapshot.docChanges().length };
            }),
          error: (error) => {
            console.warn(`${label} failed to load`, error);
            update(forKey, (s) => ({ ...s, error }));
          },
        },
      ),
    );
  };

  useEffect(() => {
    if (liveKey === null) return undefined;
    let closed = false;
    void loadKit().then((sdk) => {
      if (closed) return;
      kit.current = sdk;
      listen(sdk, liveKey, 0);
    });
    return () => {
      closed = true;
      listeners.current.forEach((unsubscribe) => unsubscribe());
      listeners.current = [];
    };
    // `listen` and `open` close over what `key` names (see useListener).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [liveKey]);

  const current = stored && stored.key === liveKey ? stored : null;
  const seeded = gate.seeded;
  const state = useMemo((): LiveQuery<T> => {
    const live = current
      ? pagesState(current.pages, current.error, pageSize, { serverTimestamps })
      : LOADING;
    // An empty answer from the local cache alone (offline, on a page whose listener never
    // ran online) says nothing about the server: the seed it would replace does.
    const untrusted = live.status === 'ready' && live.fromCache && live.data.length === 0;
    if ((live.status !== 'loading' && !untrusted) || !seeded) return live;
    const hasMore = seeded.length >= pageSize;
    return {
      status: 'ready',
      data: seeded,
      error: null,
      fromCache: false,
      hasMore,
      loadingMore: false,
    };
  }, [current, pageSize, serverTimestamps, seeded]);

  // Load more asked for while the server's first page still stands in for the listener: the
  // next page needs the listener's cursor, so the request waits for it instead of being lost
  // (a tap on a server-rendered /discover's Load more did nothing, and showed nothing).
  const [moreWanted, setMoreWanted] = useState<string | null>(null);

  const loadNextPage = (): boolean => {
    const sdk = kit.current;
    if (liveKey === null || !current || !sdk) return false;
    const last = current.pages[current.pages.length - 1];
    const cursor = last?.docs[last.docs.length - 1];
    if (!cursor) return false;
    const index = current.pages.length;
    update(liveKey, (s) => ({ ...s, pages: [...s.pages, undefined] }));
    listen(sdk, liveKey, index, cursor);
    return true;
  };

  const loadMore = () => {
    if (key === null || state.status !== 'ready' || !state.hasMore) return;
    if (!loadNextPage()) setMoreWanted(key);
  };

  const waiting = moreWanted !== null && moreWanted === key;
  useEffect(() => {
    if (!waiting || !current || current.pages[0] === undefined) return;
    // Once, when the listener's first page lands: the wait ends with the page it asked for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMoreWanted(null);
    if (current.pages.length === 1) loadNextPage();
    // Runs when the listener's first page arrives; loadNextPage reads the same state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, current]);

  const shown = waiting && state.status === 'ready' ? { ...state, loadingMore: true } : state;
  return { ...shown, loadMore, delivered: current ? current.delivered : 0 };
}
