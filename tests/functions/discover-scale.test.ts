/**
 * Scale check (issue "Discovery"): with 2,000 seeded DJs the first discover
 * page delivers at most 24 documents to the client, counted in what the
 * listener receives, and the next page loads by cursor.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  onSnapshot,
  type DocumentData,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteSyntheticDjs, seedSyntheticDjs } from '../../scripts/seed/seed-djs';
import { DEFAULT_FILTERS } from '../../src/domain/discovery';
import { planDiscoverQuery } from '../../src/domain/discovery-query-plan';
import * as firestoreSdk from 'firebase/firestore';
import { buildDiscoverQuery } from '../../src/features/djs/api/discover-query';
import { adminDb, EMULATOR, PROJECT_ID } from './helpers';

const COUNT = 2000;
let ids: string[] = [];
const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `scale-${Date.now()}`);
const db = getFirestore(app);
connectFirestoreEmulator(db, ...EMULATOR.firestore);

/** The first server snapshot of a live query, and how many documents arrived with it. */
function firstServerSnapshot(
  q: Query<DocumentData>,
): Promise<{ snap: QuerySnapshot; delivered: number }> {
  return new Promise((resolve, reject) => {
    let delivered = 0;
    const unsubscribe = onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snap) => {
        delivered += snap.docChanges().length;
        if (!snap.metadata.fromCache) {
          unsubscribe();
          resolve({ snap, delivered });
        }
      },
      reject,
    );
  });
}

beforeAll(async () => {
  ids = await seedSyntheticDjs(adminDb, COUNT, { seed: `scale-${Date.now()}` });
}, 120_000);

afterAll(async () => {
  // Keep the catalogue the end-to-end suite expects.
  await deleteSyntheticDjs(adminDb, ids);
  await deleteApp(app);
}, 120_000);

describe(`discover with ${COUNT} DJs`, () => {
  it('delivers one page of at most 24 DJs, then the next page by cursor', async () => {
    const plan = planDiscoverQuery({ ...DEFAULT_FILTERS, priceMin: 50, priceMax: 200 });
    const first = await firstServerSnapshot(buildDiscoverQuery(firestoreSdk, db, plan));
    expect(first.snap.size).toBe(24);
    expect(first.delivered).toBeLessThanOrEqual(24);

    const cursor = first.snap.docs[first.snap.docs.length - 1];
    const second = await firstServerSnapshot(buildDiscoverQuery(firestoreSdk, db, plan, cursor));
    expect(second.snap.size).toBe(24);
    expect(second.delivered).toBeLessThanOrEqual(24);
    const firstIds = new Set(first.snap.docs.map((d) => d.id));
    expect(second.snap.docs.some((d) => firstIds.has(d.id))).toBe(false);
    // Ordered by rate across the page boundary.
    const lastRate = Number(cursor?.get('rateDollars'));
    expect(second.snap.docs.every((d) => Number(d.get('rateDollars')) >= lastRate)).toBe(true);
  });

  it('serves a location filter from the query, not the browser', async () => {
    const plan = planDiscoverQuery({ ...DEFAULT_FILTERS, location: 'austin' });
    const { snap, delivered } = await firstServerSnapshot(
      buildDiscoverQuery(firestoreSdk, db, plan),
    );
    expect(delivered).toBeLessThanOrEqual(24);
    expect(snap.docs.every((d) => String(d.get('location')).toLowerCase().includes('austin'))).toBe(
      true,
    );
  });
});
