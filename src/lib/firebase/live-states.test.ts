import { describe, expect, it, vi } from 'vitest';
import { firestoreError } from './live-data-fixtures';
import { docErrorState, docState, pagesState, queryState } from './live-states';

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

describe('pagesState', () => {
  const page = (ids: string[], fromCache = false) => ({
    docs: ids.map((id) => ({ id, data: () => id })),
    fromCache,
  });

  it('is loading until the first page arrives', () => {
    expect(pagesState([undefined], null, 2).status).toBe('loading');
  });

  it('lists every page in order, each document once', () => {
    const state = pagesState([page(['a', 'b']), page(['b', 'c'])] as never, null, 2);
    expect(state).toMatchObject({ status: 'ready', data: ['a', 'b', 'c'], hasMore: true });
  });

  it('says more may exist only when the last page came back full', () => {
    expect(pagesState([page(['a', 'b']), page(['c'])] as never, null, 2)).toMatchObject({
      hasMore: false,
      loadingMore: false,
    });
  });

  it('keeps the pages on screen while the next one loads', () => {
    const state = pagesState([page(['a', 'b']), undefined] as never, null, 2);
    expect(state).toMatchObject({ data: ['a', 'b'], hasMore: false, loadingMore: true });
  });

  it('is from the cache when any page is', () => {
    const state = pagesState([page(['a', 'b']), page(['c'], true)] as never, null, 2);
    expect(state).toMatchObject({ fromCache: true });
  });

  it('fails as a whole when any page fails', () => {
    const error = firestoreError('unavailable');
    expect(pagesState([page(['a'])] as never, error, 2)).toEqual({
      status: 'error',
      data: undefined,
      error,
    });
  });

  it('passes the server-timestamp choice to each document', () => {
    const data = vi.fn(() => ({}));
    pagesState([{ docs: [{ id: 'a', data }], fromCache: false }] as never, null, 2, {
      serverTimestamps: 'estimate',
    });
    expect(data).toHaveBeenCalledWith({ serverTimestamps: 'estimate' });
  });
});
