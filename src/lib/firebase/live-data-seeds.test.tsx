import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

// The SDK the hooks load on first use: only onSnapshot is called, with what `open` built.
const kit = vi.hoisted(() => ({
  db: { name: 'db' },
  onSnapshot: vi.fn(
    (_ref: unknown, _options: unknown, observer: { next: (s: unknown) => void }) => {
      kit.observers.push(observer);
      return () => undefined;
    },
  ),
  observers: [] as { next: (s: unknown) => void }[],
}));
vi.mock('./firestore-kit', () => ({ db: kit.db, onSnapshot: kit.onSnapshot }));

const { useLiveDoc, useLivePages } = await import('./live-data');
const { PageSeedsProvider } = await import('./page-seeds');
const { markInteractive } = await import('./use-after-interactive');

const withSeeds =
  (seeds: Record<string, unknown>) =>
  ({ children }: { children: ReactNode }) => (
    <PageSeedsProvider seeds={seeds}>{children}</PageSeedsProvider>
  );

const open = () => ({ path: 'djs/a' }) as never;
const snapshot = (data: unknown) => ({
  data: () => data,
  metadata: { fromCache: false, hasPendingWrites: false, isEqual: () => false },
});

describe('live hooks in a server-rendered page', () => {
  it('answer from the seed, and listen only once the page is interactive', async () => {
    const { result } = renderHook(() => useLiveDoc('djs/a@', open, { seed: 'djs/a' }), {
      wrapper: withSeeds({ 'djs/a': { name: 'Seeded' } }),
    });
    expect(result.current).toMatchObject({ status: 'ready', data: { name: 'Seeded' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(kit.onSnapshot).not.toHaveBeenCalled();

    act(() => markInteractive());
    await waitFor(() => expect(kit.onSnapshot).toHaveBeenCalledTimes(1));
    // The seed stays on screen until the listener speaks, then the live value replaces it.
    expect(result.current).toMatchObject({ data: { name: 'Seeded' } });
    act(() => kit.observers[0]?.next(snapshot({ name: 'Live' })));
    expect(result.current).toMatchObject({ status: 'ready', data: { name: 'Live' } });
  });

  it('say "not found" for a null seed, and listen at once (the viewer may be its owner)', async () => {
    kit.onSnapshot.mockClear();
    const { result } = renderHook(() => useLiveDoc('djs/b@', open, { seed: 'djs/b' }), {
      wrapper: withSeeds({ 'djs/b': null }),
    });
    expect(result.current.status).toBe('not-found');
    await waitFor(() => expect(kit.onSnapshot).toHaveBeenCalledTimes(1));
  });

  it('keep a Load more tapped before the listener speaks, and run it on its first page', async () => {
    kit.onSnapshot.mockClear();
    kit.observers.length = 0;
    const cursors: unknown[] = [];
    const openPage = (_db: unknown, after: unknown) => {
      cursors.push(after);
      return { path: 'djs' } as never;
    };
    const docOf = (id: string) => ({ id, data: () => ({ id }) });
    const page = (...ids: string[]) => ({
      docs: ids.map(docOf),
      metadata: { fromCache: false },
      docChanges: () => ids,
    });
    const { result } = renderHook(
      () => useLivePages('djs@2', openPage, { seed: 'djs-list', pageSize: 2 }),
      { wrapper: withSeeds({ 'djs-list': [{ id: 'a' }, { id: 'b' }] }) },
    );
    // The server's page stands in, full, so there may be more.
    expect(result.current).toMatchObject({ status: 'ready', hasMore: true, loadingMore: false });
    await waitFor(() => expect(kit.onSnapshot).toHaveBeenCalledTimes(1));

    // Tapped before the listener's first page: nothing to start after yet, so it waits, shown.
    act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ data: [{ id: 'a' }, { id: 'b' }], loadingMore: true });
    expect(kit.onSnapshot).toHaveBeenCalledTimes(1);

    // The first page lands: the second page opens after its last document, once.
    act(() => kit.observers[0]?.next(page('a', 'b')));
    await waitFor(() => expect(kit.onSnapshot).toHaveBeenCalledTimes(2));
    expect(cursors[1]).toMatchObject({ id: 'b' });
    expect(result.current).toMatchObject({ loadingMore: true });
    act(() => kit.observers[1]?.next(page('c')));
    expect(result.current).toMatchObject({
      data: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      hasMore: false,
      loadingMore: false,
    });
    expect(kit.onSnapshot).toHaveBeenCalledTimes(2);
  });

  it("keep the server's page when the only answer is an empty local cache (offline), not when the server says so", async () => {
    kit.onSnapshot.mockClear();
    kit.observers.length = 0;
    const empty = (fromCache: boolean) => ({
      docs: [],
      metadata: { fromCache },
      docChanges: () => [],
    });
    const { result } = renderHook(
      () =>
        useLivePages('djs@3', () => ({ path: 'djs' }) as never, {
          seed: 'offline-list',
          pageSize: 2,
        }),
      { wrapper: withSeeds({ 'offline-list': [{ id: 'a' }] }) },
    );
    await waitFor(() => expect(kit.onSnapshot).toHaveBeenCalledTimes(1));
    act(() => kit.observers[0]?.next(empty(true)));
    expect(result.current).toMatchObject({ status: 'ready', data: [{ id: 'a' }] });
    act(() => kit.observers[0]?.next(empty(false)));
    expect(result.current).toMatchObject({ status: 'ready', data: [] });
  });
});
