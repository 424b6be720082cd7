import {
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type FirestoreError,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from './firestore';

/**
 * The one way the app reads live Firestore data (decision 0019). A feature's
 * `api/` file builds a reference or query and hands it to `useLiveDoc` or
 * `useLiveQuery`; what "not found", "offline" and "failed" mean is decided
 * here, once.
 */

/** A live document. */
export type LiveDoc<T> =
  | { status: 'loading'; data: undefined; error: null }
  /**
   * The server confirmed there is no such document, or the rules hide it from
   * this viewer (permission-denied on a single document means "not yours to
   * see", which a screen words as "not found"; `error` then says so).
   */
  | { status: 'not-found'; data: undefined; error: FirestoreError | null }
  | { status: 'error'; data: undefined; error: FirestoreError }
  | { status: 'ready'; data: T; error: null; fromCache: boolean };

/** A live query, at most `limit` documents when the caller pages. */
export type LiveQuery<T> =
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'error'; data: undefined; error: FirestoreError }
  | {
      status: 'ready';
      data: T[];
      error: null;
      /** Some documents came from the offline cache (no server answer yet). */
      fromCache: boolean;
      /** The page was full, so more documents may exist. */
      hasMore: boolean;
      /** A larger page was asked for and has not arrived yet; the smaller one stays on screen. */
      loadingMore: boolean;
    };

const LOADING = { status: 'loading', data: undefined, error: null } as const;

export interface LiveDocOptions {
  /** How pending server timestamps read (default: null until the server answers). */
  serverTimestamps?: SnapshotOptions['serverTimestamps'];
}

/** What a document snapshot means to a screen. Exported for its unit test. */
export function docState<T>(
  snapshot: Pick<DocumentSnapshot<T>, 'data' | 'metadata'>,
  options: LiveDocOptions = {},
): LiveDoc<T> {
  const data = snapshot.data(options);
  if (data !== undefined) {
    return { status: 'ready', data, error: null, fromCache: snapshot.metadata.fromCache };
  }
  // "Does not exist" from the local cache alone (the SDK answers from it when
  // the backend is slow or unreachable) is not trusted until the server confirms.
  if (snapshot.metadata.fromCache) return LOADING;
  return { status: 'not-found', data: undefined, error: null };
}

/** What a failed document listener means to a screen. Exported for its unit test. */
export function docErrorState<T>(error: FirestoreError): LiveDoc<T> {
  return error.code === 'permission-denied'
    ? { status: 'not-found', data: undefined, error }
    : { status: 'error', data: undefined, error };
}

/** What a query snapshot means to a screen. Exported for its unit test. */
export function queryState<T>(
  snapshot: Pick<QuerySnapshot<T>, 'docs' | 'metadata'>,
  limit: number | undefined,
  options: LiveDocOptions = {},
): LiveQuery<T> {
  return {
    status: 'ready',
    data: snapshot.docs.map((d) => d.data(options)),
    error: null,
    fromCache: snapshot.metadata.fromCache,
    hasMore: limit !== undefined && snapshot.docs.length >= limit,
    loadingMore: false,
  };
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
  subscribe: (db: Firestore, set: (state: S) => void) => () => void,
): Stored<S> | null {
  const [stored, setStored] = useState<Stored<S> | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    return subscribe(firestore, (state) => setStored({ key, limit, state }));
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
  open: (db: Firestore) => DocumentReference<T>,
  options: LiveDocOptions = {},
): LiveDoc<T> {
  const stored = useListener<LiveDoc<T>>(key, undefined, (db, set) =>
    onSnapshot(
      open(db),
      { includeMetadataChanges: true },
      {
        next: (snapshot) => set(docState(snapshot, options)),
        error: (error) => set(docErrorState(error)),
      },
    ),
  );
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
}

/** A query, live. `key` must not include `options.limit` (see LiveQueryOptions). */
export function useLiveQuery<T>(
  key: string | null,
  open: (db: Firestore, limit: number | undefined) => Query<T>,
  options: LiveQueryOptions = {},
): LiveQuery<T> {
  const { limit } = options;
  const stored = useListener<LiveQuery<T>>(key, limit, (db, set) =>
    onSnapshot(open(db, limit), {
      next: (snapshot) => set(queryState(snapshot, limit, options)),
      error: (error) => {
        console.warn(`${options.label ?? 'Live query'} failed to load`, error);
        set({ status: 'error', data: undefined, error });
      },
    }),
  );
  if (!stored) return LOADING;
  if (stored.limit !== limit && stored.state.status === 'ready') {
    return { ...stored.state, loadingMore: true };
  }
  return stored.state;
}
