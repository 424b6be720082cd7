// The demo events seed (scripts/seed/seed-events.ts) against the Firestore emulator. It
// needs only the catalogue's owner e-mails mapped to uids, so made-up uids are enough.
import { beforeAll, describe, expect, it } from 'vitest';
import { eventSearchTokens } from '../../src/domain/events';
import { isValidDocId } from '../../src/domain/ids';
import { youtubeEmbedUrl } from '../../src/domain/youtube';
import { DJ_CATALOGUE } from '../../scripts/seed/djs';
import { pseudoId } from '../../scripts/seed/random';
import {
  DEMO_EVENT_COUNT,
  DEMO_EVENT_DAYS,
  DEMO_EVENT_HOURS,
  seedDemoEvents,
  type SeededEvent,
} from '../../scripts/seed/seed-events';
import { adminDb } from './helpers';

const NOW = new Date(2031, 4, 10, 12, 0);
const DAY_MS = 86_400_000;
const uids = new Map(
  DJ_CATALOGUE.map((dj, i) => [dj.owner.email, pseudoId(`seed-events:${i}`, 28)]),
);
const verifiedUids = new Set(
  DJ_CATALOGUE.filter((dj) => dj.status === 'verified').map((dj) => uids.get(dj.owner.email)),
);
// The keys firestore.rules' validEvent allows (required and optional).
const EVENT_KEYS = [
  'ownerUid',
  'title',
  'eventType',
  'status',
  'createdAt',
  'updatedAt',
  'description',
  'eventDate',
  'venue',
  'location',
  'djId',
  'searchTokens',
];

let seeded: SeededEvent[] = [];
const docs = new Map<string, FirebaseFirestore.DocumentData>();
const links = new Map<string, FirebaseFirestore.DocumentData[]>();

beforeAll(async () => {
  // An earlier seed's extra link must not survive a re-run.
  const firstId = pseudoId('event:0', 20);
  await adminDb
    .doc(`events/${firstId}/links/tiktok`)
    .set({ linkType: 'tiktok', url: 'https://x.test' });
  seeded = await seedDemoEvents(adminDb, { uids, now: NOW });
  for (const event of seeded) {
    const ref = adminDb.collection('events').doc(event.id);
    docs.set(event.id, (await ref.get()).data() ?? {});
    const snap = await ref.collection('links').orderBy('createdAt').get();
    links.set(
      event.id,
      snap.docs.map((d) => d.data()),
    );
  }
});

describe('the demo events seed', () => {
  it('writes 15 events with deterministic ids', async () => {
    expect(seeded).toHaveLength(DEMO_EVENT_COUNT);
    expect(seeded.map((e) => e.id)).toEqual(
      Array.from({ length: DEMO_EVENT_COUNT }, (_, i) => pseudoId(`event:${i}`, 20)),
    );
    for (const { id } of seeded) expect(isValidDocId(id), id).toBe(true);
    const again = await seedDemoEvents(adminDb, { uids, now: NOW });
    expect(again.map((e) => e.id)).toEqual(seeded.map((e) => e.id));
  });

  it('mixes statuses: 11 published, 2 drafts, 2 archived', () => {
    const count = (status: string) => [...docs.values()].filter((d) => d.status === status).length;
    expect([count('published'), count('draft'), count('archived')]).toEqual([11, 2, 2]);
    expect(seeded.map((e) => e.status)).toEqual(seeded.map((e) => docs.get(e.id)?.status));
  });

  it('gives the demo DJ one event of each status for "My events"', () => {
    const demoDj = uids.get(DJ_CATALOGUE.find((dj) => dj.status === 'verified')?.owner.email ?? '');
    const own = seeded.filter((e) => e.djId === demoDj).map((e) => e.status);
    expect(own.sort()).toEqual(['archived', 'draft', 'published']);
  });

  it('dates every event within 180 days, starting between 18:00 and 22:00', () => {
    for (const event of seeded) {
      const date = (docs.get(event.id)?.eventDate as FirebaseFirestore.Timestamp).toDate();
      expect(date.getTime()).toBeGreaterThan(NOW.getTime());
      expect(date.getTime()).toBeLessThanOrEqual(NOW.getTime() + (DEMO_EVENT_DAYS + 1) * DAY_MS);
      expect(date.getHours()).toBeGreaterThanOrEqual(DEMO_EVENT_HOURS.first);
      expect(date.getHours()).toBeLessThanOrEqual(DEMO_EVENT_HOURS.last);
      expect(date.getMinutes()).toBe(0);
    }
  });

  it("ties each event to a verified DJ's own profile, in the shape the rules accept", () => {
    const hosts = new Set<string>();
    for (const event of seeded) {
      const data = docs.get(event.id) ?? {};
      expect(data.djId).toBe(data.ownerUid);
      expect(verifiedUids.has(String(data.djId))).toBe(true);
      hosts.add(String(data.djId));
      expect(EVENT_KEYS).toEqual(expect.arrayContaining(Object.keys(data)));
      expect(['upcoming', 'recurring']).toContain(data.eventType);
    }
    expect(hosts.size).toBeLessThanOrEqual(7);
    expect(hosts.size).toBeGreaterThan(1);
  });

  it('writes the search tokens the app computes', () => {
    for (const event of seeded) {
      const data = docs.get(event.id) ?? {};
      const expected = eventSearchTokens({
        title: String(data.title),
        venue: String(data.venue),
        location: String(data.location),
      });
      expect(data.searchTokens).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThanOrEqual(100);
    }
  });

  it('gives each event a mix of valid media links, and only those on a re-run', () => {
    const types = new Set<string>();
    for (const event of seeded) {
      const list = links.get(event.id) ?? [];
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.map((l) => l.linkType)).toEqual(event.linkTypes);
      for (const link of list) {
        types.add(String(link.linkType));
        expect(String(link.url)).toMatch(/^https:\/\/.+/);
        expect(String(link.title).length).toBeGreaterThan(0);
        if (link.linkType === 'youtube') expect(youtubeEmbedUrl(String(link.url))).not.toBeNull();
      }
    }
    expect([...types].sort()).toEqual(['eventbrite', 'flyer', 'instagram', 'website', 'youtube']);
  });
});
