import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadEventsPage } from '../../src/app/ssr/page-loads';
import {
  DEFAULT_EVENT_FILTERS,
  EVENTS_PAGE_SIZE,
  planPublicEventQueries,
} from '../../src/domain/event-queries';
import {
  EVENTS_CLOCK_SEED,
  eventCountSeedName,
  eventDjSeedName,
  eventLinkTypesSeedName,
  publicEventsSeedName,
} from '../../src/features/events/api/event-seeds';
import type { EventItem } from '../../src/features/events/model/event';

// The /events loader (src/app/ssr/page-loads.ts) against the Firestore emulator. Each case
// gets a project of its own, so its events are the only ones the board's queries see (the
// other suites write events into demo-spinbook).
process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';

type Data = Record<string, unknown>;
type Row = { id: string; data: Data };

const apps: ReturnType<typeof initializeApp>[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

/**
 * A Firestore of its own holding `collections` and the DJ profiles `djs`, with the loader's
 * reads recorded: the collections and subcollections it queries, and each getAll's size.
 */
async function emulatorDb(
  collections: Record<string, Row[]>,
  djs: Record<string, Data>,
  reads: string[],
): Promise<Firestore> {
  const app = initializeApp(
    { projectId: `demo-ssr-events-${Date.now()}-${apps.length}` },
    `ssr-events-${Date.now()}-${Math.random()}`,
  );
  apps.push(app);
  const db = getFirestore(app);
  const batch = db.batch();
  for (const [path, rows] of Object.entries(collections)) {
    for (const row of rows) batch.set(db.collection(path).doc(row.id), row.data);
  }
  for (const [id, data] of Object.entries(djs)) batch.set(db.collection('djs').doc(id), data);
  await batch.commit();
  const collection = db.collection.bind(db);
  vi.spyOn(db, 'collection').mockImplementation((path: string) => {
    reads.push(path);
    return collection(path);
  });
  const getAll = db.getAll.bind(db);
  vi.spyOn(db, 'getAll').mockImplementation((...refs) => {
    reads.push(`getAll ${refs.length}`);
    return getAll(...refs);
  });
  return db;
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
    const db = await emulatorDb(
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
      await emulatorDb({ events: rows }, {}, []),
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
      await emulatorDb({ events: rows }, {}, []),
      new URLSearchParams('q=war&type=recurring'),
      NOW,
    );
    const searched = planPublicEventQueries({ search: 'war', eventType: 'recurring' });
    expect(titles(seeds[publicEventsSeedName(searched.dated)])).toEqual([`Event ${idOf(1)}`]);
    expect(seeds[eventCountSeedName(searched.dated)]).toBe(1);
    expect(seeds).not.toHaveProperty(publicEventsSeedName(plans.dated));
  });
});
