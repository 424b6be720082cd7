import {
  doc,
  onSnapshot,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { isValidDjId } from '../../../domain';
import { useSession } from '../../../lib/session/session-context';
import { parseDj, type DjProfile } from '../model/dj';

// Module-level converter (engineering guide, convention 2), never built during render.
const djConverter: FirestoreDataConverter<DjProfile> = {
  toFirestore: (): DocumentData => {
    throw new Error('DJ profiles are written by Cloud Functions only');
  },
  fromFirestore: (snap: QueryDocumentSnapshot): DjProfile => parseDj(snap.id, snap.data()),
};

export type DjState =
  /** The id cannot be a DJ id: nothing was read. */
  | { status: 'invalid-id' }
  | { status: 'loading' }
  /** No such DJ, or one the viewer may not see (rules: only verified DJs are public). */
  | { status: 'not-found' }
  /** Any other failure (e.g. offline with nothing cached). */
  | { status: 'error' }
  | { status: 'ready'; dj: DjProfile; fromCache: boolean };

function fromSnapshot(snapshot: DocumentSnapshot<DjProfile>): DjState {
  const dj = snapshot.data();
  if (dj) return { status: 'ready', dj, fromCache: snapshot.metadata.fromCache };
  // "Does not exist" from the local cache alone (the SDK answers from it when
  // the backend is slow) is not trusted until the server confirms.
  return snapshot.metadata.fromCache ? { status: 'loading' } : { status: 'not-found' };
}

/**
 * djs/{id}, live. The id is checked before anything is read.
 *
 * Why onSnapshot and not reactfire's useFirestoreDoc: reactfire 4.2.6
 * rethrows a listener's error during render (useObservable: `if (error)
 * throw error`), so a permission-denied read of a pending profile would reach
 * the route's error boundary and log a console error. Here it becomes
 * `not-found`. The listener restarts when the signed-in user changes, because
 * what the rules let a viewer read depends on who they are.
 */
export function useDj(id: string): DjState {
  const firestore = useFirestore();
  const session = useSession();
  const valid = isValidDjId(id);
  const viewer =
    session.status === 'loading' ? null : session.status === 'signed-in' ? session.user.uid : '';
  // One key per (DJ, viewer): a result never outlives the read that produced it.
  const key = valid && viewer !== null ? `${id}/${viewer}` : null;
  const [result, setResult] = useState<{ key: string; state: DjState } | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    const ref = doc(firestore, 'djs', id).withConverter(djConverter);
    return onSnapshot(
      ref,
      { includeMetadataChanges: true },
      {
        next: (snapshot) => setResult({ key, state: fromSnapshot(snapshot) }),
        error: (error) =>
          setResult({
            key,
            state:
              error.code === 'permission-denied' ? { status: 'not-found' } : { status: 'error' },
          }),
      },
    );
  }, [firestore, id, key]);

  if (!valid) return { status: 'invalid-id' };
  return result && result.key === key ? result.state : { status: 'loading' };
}
