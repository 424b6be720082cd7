import { onSnapshot, type Firestore, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

export type LiveList<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      items: T[];
      /** The page was full, so older documents may exist. */
      hasMore: boolean;
      /** A larger page was asked for and has not arrived yet. */
      loadingMore: boolean;
    };

/** Builds the query; a module-level function, so nothing is created during render. */
export type ListQueryBuilder<T> = (db: Firestore, param: string, max: number) => Query<T>;

interface Stored<T> {
  param: string;
  max: number;
  state: LiveList<T>;
}

/**
 * A live (onSnapshot) list of at most `max` documents. Why not reactfire's
 * useFirestoreCollectionData: reactfire 4.2.6 rethrows listener errors during
 * render, which would take the whole admin page down with one failed query.
 * When only `max` grows (Load more), the previous items stay on screen.
 */
export function useLiveList<T>(
  build: ListQueryBuilder<T>,
  param: string,
  max: number,
): LiveList<T> {
  const db = useFirestore();
  const [stored, setStored] = useState<Stored<T> | null>(null);

  useEffect(
    () =>
      onSnapshot(build(db, param, max), {
        next: (snap) =>
          setStored({
            param,
            max,
            state: {
              status: 'ready',
              items: snap.docs.map((d) => d.data()),
              hasMore: snap.size >= max,
              loadingMore: false,
            },
          }),
        error: (error) => {
          console.warn('Admin list failed to load', error);
          setStored({ param, max, state: { status: 'error' } });
        },
      }),
    [db, build, param, max],
  );

  if (!stored || stored.param !== param) return { status: 'loading' };
  if (stored.max !== max && stored.state.status === 'ready') {
    return { ...stored.state, loadingMore: true };
  }
  return stored.state;
}
