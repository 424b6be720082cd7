import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_FILTERS,
  EVENTS_PAGE_SIZE,
  planPublicEventQueries,
} from '../../domain/event-queries';
import {
  EVENTS_CLOCK_SEED,
  eventCountSeedName,
  eventDjSeedName,
  eventLinkTypesSeedName,
  publicEventsSeedName,
} from '../../features/events/api/event-seeds';
import type { EventItem } from '../../features/events/model/event';
import { loadEventsPage } from './page-loads';

/**
 * A stand-in for the Admin SDK that runs the queries it is given over a few documents
 * (where, orderBy, limit, count, getAll), so the loader is checked on what it reads, not
 * on how it spells it.
 */
type Data = Record<string, unknown>;
type Row = { id: string; data: Data };

const time = (v: unknown) => (v instanceof Date ? v.getTime() : NaN);
const admits = (v: unknown, op: string, value: unknown): boolean => {
  switch (op) {
    case '==':
      return v instanceof Date ? time(v) === time(value) : v === value;
    case '>':
      return time(v) > time(value);
    case '<=':
      return time(v) <= time(value);
    case 'array-contains':
      return Array.isArray(v) && v.includes(value);
    default:
      throw new Error(`No operator ${op} in the fake`);
  }
};

function fakeDb(collections: Record<string, Row[]>, djs: Record<string, Data>, reads: string[]) {
  const queryOver = (path: string, rows: Row[]) => ({
    where: (field: string, op: string, value: unknown) =>
      queryOver(
        path,
        rows.filter((r) => admits(r.data[field], op, value)),
      ),
    orderBy: (field: string, direction: 'asc' | 'desc') =>
      queryOver(
        path,
        [...rows].sort(
          (a, b) => (time(a.data[field]) - time(b.data[field])) * (direction === 'asc' ? 1 : -1),
        ),
      ),
    limit: (n: number) => queryOver(path, rows.slice(0, n)),
    get: async () => {
      reads.push(path);
      return { docs: rows.map((r) => ({ id: r.id, data: () => r.data })) };
    },
    count: () => ({
      get: async () => {
        reads.push(`count ${path}`);
        return { data: () => ({ count: rows.length }) };
      },
    }),
  });
  return {
    collection: (path: string) => queryOver(path, collections[path] ?? []),
    doc: (path: string) => ({ id: path.split('/').pop() ?? '' }),
    getAll: async (...refs: { id: string }[]) => {
      reads.push(`getAll ${refs.length}`);
      return refs.map((ref) => ({ id: ref.id, data: () => djs[ref.id] }));
    },
  } as unknown as Firestore;
}

const NOW = new Date(2030, 5, 1, 12, 0);
const DJ = 'D'.repeat(28);
const PENDING_DJ = 'P'.repeat(28);
const day = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

const event = (id: string, change: Data): Row => ({
  id,
  data: {
    ownerUid: DJ,
    title: `Event ${id}`,
    status: 'published',
    eventType: 'upcoming',
    eventDate: null,
    searchTokens: ['ev', 'eve', 'even', 'event'],
    djId: null,
    ...change,
  },
});
const idOf = (n: number) => `E${String(n).padStart(19, '0')}`;

describe('loadEventsPage (/events on the server)', () => {
  const plans = planPublicEventQueries(DEFAULT_EVENT_FILTERS);
  const titles = (seed: unknown) => (seed as EventItem[]).map((e) => e.title);

  it('reads what the board shows on arrival, under the names its hooks look for', async () => {
    const reads: string[] = [];
    const rows = [
      event(idOf(1), { eventDate: day(9), djId: DJ }),
      event(idOf(2), { eventDate: day(2), djId: PENDING_DJ }),
      event(idOf(3), { eventDate: day(30), status: 'draft' }),
      event(idOf(4), {}),
      event(idOf(5), { eventDate: day(-3) }),
      event(idOf(6), { eventDate: day(-40) }),
    ];
    const db = fakeDb(
      {
        events: rows,
        [`events/${idOf(1)}/links`]: [{ id: 'L1', data: { linkType: 'youtube' } }],
      },
      {
        [DJ]: { name: 'DJ Nova', status: 'verified' },
        [PENDING_DJ]: { name: 'Hidden', status: 'pending' },
      },
      reads,
    );

    const { status, seeds } = await loadEventsPage(db, new URLSearchParams(), NOW);

    expect(status).toBe(200);
    expect(seeds[EVENTS_CLOCK_SEED]).toBe(NOW);
    // Upcoming soonest first, published only; the dated ones ran out short of a page, so
    // the undated ones are read too (as the browser opens them); past latest first.
    expect(titles(seeds[publicEventsSeedName(plans.dated)])).toEqual([
      `Event ${idOf(2)}`,
      `Event ${idOf(1)}`,
    ]);
    expect(titles(seeds[publicEventsSeedName(plans.undated)])).toEqual([`Event ${idOf(4)}`]);
    expect(titles(seeds[publicEventsSeedName(plans.past)])).toEqual([
      `Event ${idOf(5)}`,
      `Event ${idOf(6)}`,
    ]);
    expect(seeds[eventCountSeedName(plans.dated)]).toBe(2);
    expect(seeds[eventCountSeedName(plans.undated)]).toBe(1);
    expect(seeds[eventCountSeedName(plans.past)]).toBe(2);
    // Each card's badges, and the DJs it names: only a verified profile has a public name.
    expect(seeds[eventLinkTypesSeedName(idOf(1))]).toEqual(['youtube']);
    expect(seeds[eventLinkTypesSeedName(idOf(5))]).toEqual([]);
    expect(seeds[eventDjSeedName(DJ)]).toEqual({ id: DJ, name: 'DJ Nova' });
    expect(seeds[eventDjSeedName(PENDING_DJ)]).toEqual({ id: PENDING_DJ, name: '' });
    // Both DJs in one round trip; the draft's card is not read.
    expect(reads.filter((r) => r.startsWith('getAll'))).toEqual(['getAll 2']);
    expect(reads).not.toContain(`events/${idOf(3)}/links`);
  });

  it('leaves the undated events for later when the dated ones fill a page', async () => {
    const rows = Array.from({ length: EVENTS_PAGE_SIZE + 1 }, (_, i) =>
      event(idOf(i), { eventDate: day(i + 1) }),
    ).concat(event(idOf(99), {}));
    const { seeds } = await loadEventsPage(
      fakeDb({ events: rows }, {}, []),
      new URLSearchParams(),
      NOW,
    );
    expect(titles(seeds[publicEventsSeedName(plans.dated)])).toHaveLength(EVENTS_PAGE_SIZE);
    expect(seeds).not.toHaveProperty(publicEventsSeedName(plans.undated));
    expect(seeds[eventCountSeedName(plans.dated)]).toBe(EVENTS_PAGE_SIZE + 1);
    expect(seeds[eventCountSeedName(plans.undated)]).toBe(1);
  });

  it('reads the search and type of the URL through the same plans', async () => {
    const rows = [
      event(idOf(1), { eventDate: day(1), eventType: 'recurring', searchTokens: ['wa', 'war'] }),
      event(idOf(2), { eventDate: day(2), eventType: 'recurring' }),
      event(idOf(3), { eventDate: day(3), searchTokens: ['wa', 'war'] }),
    ];
    const { seeds } = await loadEventsPage(
      fakeDb({ events: rows }, {}, []),
      new URLSearchParams('q=war&type=recurring'),
      NOW,
    );
    const searched = planPublicEventQueries({ search: 'war', eventType: 'recurring' });
    expect(titles(seeds[publicEventsSeedName(searched.dated)])).toEqual([`Event ${idOf(1)}`]);
    expect(seeds[eventCountSeedName(searched.dated)]).toBe(1);
    expect(seeds).not.toHaveProperty(publicEventsSeedName(plans.dated));
  });
});
