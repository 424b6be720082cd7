import type { FirestoreError } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';

// The hook module opens the app's Firestore instance; these tests only need
// the pure state mapping, so the instance is replaced by a placeholder.
vi.mock('./firestore', () => ({ firestore: {} }));

const { docErrorState, docState, queryState } = await import('./live-data');

// FirestoreError's constructor is private: an Error with its fields stands in.
const firestoreError = (code: FirestoreError['code']) =>
  Object.assign(new Error(code), { code, name: 'FirebaseError' }) as FirestoreError;

const metadata = (fromCache: boolean) => ({
  fromCache,
  hasPendingWrites: false,
  isEqual: () => false,
});

describe('docState', () => {
  it('is ready with the data and where it came from', () => {
    expect(docState({ data: () => ({ a: 1 }), metadata: metadata(true) })).toEqual({
      status: 'ready',
      data: { a: 1 },
      error: null,
      fromCache: true,
    });
  });

  it('waits for the server before saying a document does not exist', () => {
    expect(docState({ data: () => undefined, metadata: metadata(true) }).status).toBe('loading');
    expect(docState({ data: () => undefined, metadata: metadata(false) }).status).toBe('not-found');
  });

  it('passes the server-timestamp choice to the snapshot', () => {
    const data = vi.fn(() => ({}));
    docState({ data, metadata: metadata(false) }, { serverTimestamps: 'estimate' });
    expect(data).toHaveBeenCalledWith({ serverTimestamps: 'estimate' });
  });
});

describe('docErrorState', () => {
  it('reads a document the rules hide as not found, and keeps the error', () => {
    const error = firestoreError('permission-denied');
    expect(docErrorState(error)).toEqual({ status: 'not-found', data: undefined, error });
  });

  it('reads any other failure as an error', () => {
    const error = firestoreError('unavailable');
    expect(docErrorState(error)).toEqual({ status: 'error', data: undefined, error });
  });
});

describe('queryState', () => {
  const docs = (n: number) => Array.from({ length: n }, (_, i) => ({ data: () => i }));

  it('says more may exist only when a paged query came back full', () => {
    const full = queryState({ docs: docs(3), metadata: metadata(false) } as never, 3);
    expect(full).toMatchObject({ status: 'ready', data: [0, 1, 2], hasMore: true });
    const short = queryState({ docs: docs(2), metadata: metadata(false) } as never, 3);
    expect(short).toMatchObject({ hasMore: false, loadingMore: false });
    const unpaged = queryState({ docs: docs(3), metadata: metadata(false) } as never, undefined);
    expect(unpaged).toMatchObject({ hasMore: false });
  });
});
