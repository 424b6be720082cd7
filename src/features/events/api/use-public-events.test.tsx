import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_EVENT_FILTERS,
  EVENTS_PAGE_SIZE,
  planPublicEventQueries,
} from '../../../domain/event-queries';
import { loadFirestoreKit } from '../../../lib/firebase/live-data';
import { decodeSeeds, encodeSeeds, PageSeedsProvider } from '../../../lib/firebase/page-seeds';
import { markInteractive } from '../../../lib/firebase/use-after-interactive';
import { parseEvent } from '../model/event';
import { EVENTS_CLOCK_SEED, eventCountSeedName, publicEventsSeedName } from './event-seeds';
import { usePublicEvents } from './use-public-events';

/**
 * The SDK the live layer loads once the page is interactive: queries are plain records of
 * their constraints, listeners and counts are recorded.
 */
type FakeQuery = { path: string; constraints: unknown[]; withConverter: () => FakeQuery };
const sdk = vi.hoisted(() => {
  const query = (base: { path: string; constraints: unknown[] }, ...more: unknown[]) => {
    const q = {
      path: base.path,
      constraints: [...base.constraints, ...more],
      withConverter: () => q,
    };
    return q;
  };
  return {
    db: { name: 'db' },
    collection: (_db: unknown, path: string) => query({ path, constraints: [] }),
    query,
    where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
    orderBy: (field: string, direction: string) => ({ orderBy: [field, direction] }),
    limit: (n: number) => ({ limit: n }),
    startAfter: (cursor: unknown) => ({ startAfter: cursor }),
    onSnapshot: vi.fn((_q: unknown, _options: unknown, _observer: unknown) => () => undefined),
    getCountFromServer: vi.fn((_q: unknown) => Promise.resolve({ data: () => ({ count: 40 }) })),
  };
});
vi.mock('../../../lib/firebase/firestore-kit', () => sdk);

const SERVER_NOW = new Date(2030, 5, 1, 12, 0);
const plans = planPublicEventQueries(DEFAULT_EVENT_FILTERS);
const item = (id: string, title: string, eventDate: Date | null) =>
  parseEvent(id, { title, eventDate, status: 'published', eventType: 'upcoming' });

// As they travel in the page: through the router's JSON.
const seeds = decodeSeeds(
  JSON.parse(
    JSON.stringify(
      encodeSeeds({
        [EVENTS_CLOCK_SEED]: SERVER_NOW,
        [publicEventsSeedName(plans.dated)]: [item('A'.repeat(20), 'Soon', new Date(2030, 5, 2))],
        [publicEventsSeedName(plans.undated)]: [item('B'.repeat(20), 'Some day', null)],
        // A full first page: more pages remain, so the heading counts with the server.
        [publicEventsSeedName(plans.past)]: Array.from({ length: EVENTS_PAGE_SIZE }, (_, i) =>
          item(`C${i}`.padEnd(20, 'C'), `Gone ${i}`, new Date(2030, 4, 28 - i)),
        ),
        [eventCountSeedName(plans.dated)]: 1,
        [eventCountSeedName(plans.undated)]: 1,
        [eventCountSeedName(plans.past)]: 30,
      }),
    ),
  ),
);
const wrapper = ({ children }: { children: ReactNode }) => (
  <PageSeedsProvider seeds={seeds}>{children}</PageSeedsProvider>
);

const eventDateValue = (q: unknown) =>
  (q as FakeQuery).constraints
    .map((c) => (c as { where?: [string, string, unknown] }).where)
    .find((w) => w?.[0] === 'eventDate')?.[2];

describe('usePublicEvents on a server-rendered board', () => {
  it("answers from the seeds, then listens and counts with the server's clock once interactive", async () => {
    const { result, rerender } = renderHook(
      ({ revision }) => usePublicEvents(DEFAULT_EVENT_FILTERS, revision),
      { wrapper, initialProps: { revision: 0 } },
    );

    // Hydration renders what the server rendered: both sections, their counts, no reads.
    expect(result.current.upcoming.status).toBe('success');
    expect(result.current.upcoming.events.map((e) => e.title)).toEqual(['Soon', 'Some day']);
    expect(result.current.upcoming.count).toEqual({ value: 2, more: false });
    expect(result.current.past.events).toHaveLength(EVENTS_PAGE_SIZE);
    expect(result.current.past.count).toEqual({ value: 30, more: false });
    // A listener asked for would have been opened by now: its `then` on the SDK's one
    // loading promise runs before this await returns.
    await act(async () => {
      await loadFirestoreKit();
    });
    expect(sdk.onSnapshot).not.toHaveBeenCalled();
    expect(sdk.getCountFromServer).not.toHaveBeenCalled();

    act(() => markInteractive());
    // Three listeners (dated, undated, past) and three counts, all comparing dates with the
    // moment the server read at.
    await waitFor(() => expect(sdk.onSnapshot).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(sdk.getCountFromServer).toHaveBeenCalledTimes(3));
    const asked = [
      ...sdk.onSnapshot.mock.calls.map(([q]) => q),
      ...sdk.getCountFromServer.mock.calls.map(([q]) => q),
    ];
    for (const q of asked.map(eventDateValue)) {
      if (q !== null) expect(q).toEqual(SERVER_NOW);
    }
    // The seeds stay until the listeners speak. A fresh count replaces the server's where
    // pages remain; upcoming is read to its end, and its live list is its count.
    expect(result.current.upcoming.events.map((e) => e.title)).toEqual(['Soon', 'Some day']);
    await waitFor(() => expect(result.current.past.count).toEqual({ value: 40, more: false }));
    expect(result.current.upcoming.count).toEqual({ value: 2, more: false });

    // After a write (a new revision, a new clock) the server's first page no longer stands.
    rerender({ revision: 1 });
    expect(result.current.upcoming.status).toBe('loading');
    expect(result.current.past.events).toEqual([]);
  });
});
