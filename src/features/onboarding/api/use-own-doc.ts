import { doc, onSnapshot, type DocumentData, type DocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

export type OwnDocState<T> =
  | { status: 'loading' }
  /** The server confirmed there is no such document. */
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; data: T };

function fromSnapshot<T>(
  snapshot: DocumentSnapshot<DocumentData>,
  parse: (id: string, data: DocumentData) => T,
): OwnDocState<T> {
  const data = snapshot.data();
  if (data) return { status: 'ready', data: parse(snapshot.id, data) };
  // "Does not exist" from the local cache alone (the SDK answers from it when
  // the backend is slow) is not trusted until the server confirms.
  return snapshot.metadata.fromCache ? { status: 'loading' } : { status: 'missing' };
}

/**
 * One of the signed-in user's own documents, live, by path segments.
 *
 * Why onSnapshot and not reactfire's useFirestoreDoc: reactfire rethrows a
 * listener's error during render, which would take the whole dashboard to the
 * route's error boundary. Here an error is a state the screen can word.
 * `parse` must be a module-level function (it is not a dependency).
 */
export function useOwnDoc<T>(
  segments: readonly string[] | null,
  parse: (id: string, data: DocumentData) => T,
): OwnDocState<T> {
  const firestore = useFirestore();
  const key = segments ? segments.join('/') : null;
  const [result, setResult] = useState<{ key: string; state: OwnDocState<T> } | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    return onSnapshot(
      doc(firestore, key),
      { includeMetadataChanges: true },
      {
        next: (snapshot) => setResult({ key, state: fromSnapshot(snapshot, parse) }),
        error: () => setResult({ key, state: { status: 'error' } }),
      },
    );
    // `parse` is a module-level function by contract.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, key]);

  return result && result.key === key ? result.state : { status: 'loading' };
}
