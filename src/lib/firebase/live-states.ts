// What a live read means to a screen (decision 0019): the states the hooks in live-data.ts
// answer, and the pure mapping from a snapshot, an error or pages of snapshots to them.
import type {
  DocumentSnapshot,
  FirestoreError,
  QuerySnapshot,
  SnapshotOptions,
} from 'firebase/firestore';

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

/** Also the hooks' answer before anything arrived. */
export const LOADING = { status: 'loading', data: undefined, error: null } as const;

export interface LiveDocOptions {
  /** How pending server timestamps read (default: null until the server answers). */
  serverTimestamps?: SnapshotOptions['serverTimestamps'];
  /**
   * The page seed (page-seeds.tsx) that stands for this read in a server-rendered page:
   * shown until the listener answers, and the listener opens only once the page is
   * interactive (use-after-interactive.ts).
   */
  seed?: string;
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

/** One page's documents (a page asked for but not arrived yet is `undefined`). */
export type LivePage<T> = Pick<QuerySnapshot<T>, 'docs'> & { fromCache: boolean };

/** What the pages so far mean to a screen. Exported for its unit test. */
export function pagesState<T>(
  pages: readonly (LivePage<T> | undefined)[],
  error: FirestoreError | null,
  pageSize: number,
  options: LiveDocOptions = {},
): LiveQuery<T> {
  if (error) return { status: 'error', data: undefined, error };
  if (!pages[0]) return LOADING;
  const loaded = pages.filter((page): page is LivePage<T> => page !== undefined);
  const last = pages[pages.length - 1];
  // A page's cursor is fixed when the page is asked for; if an earlier page
  // then changes, a document can sit on two pages for a while: it shows once.
  const seen = new Set<string>();
  return {
    status: 'ready',
    data: loaded
      .flatMap((page) => page.docs)
      .filter((d) => !seen.has(d.id) && Boolean(seen.add(d.id)))
      .map((d) => d.data(options)),
    error: null,
    fromCache: loaded.some((page) => page.fromCache),
    hasMore: last !== undefined && last.docs.length >= pageSize,
    loadingMore: last === undefined,
  };
}
