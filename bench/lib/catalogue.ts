/**
 * Grows the seeded catalogue to a given number of verified DJs, straight into
 * the Firestore emulator with Admin SDK batched writes. Each DJ is built by the
 * seed's own document builder (scripts/seed/seed-djs.ts djDocument, which adds
 * the discovery search fields) with its availability document, like the seed's
 * synthetic DJs, but every name and every location is unique.
 */
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { DISCOVER_GENRES } from '../../src/domain/genres';
import { SEED_IMAGE_COUNT, seedCoverUrl, seedPhotoUrl } from '../../scripts/seed/djs';
import { daysAgo, pickSome, randomFrom, randomInt } from '../../scripts/seed/random';
import {
  availabilityDocument,
  djDocument,
  MAX_BATCH_WRITES,
  SYNTHETIC_CITIES,
  syntheticDjId,
} from '../../scripts/seed/seed-djs';
import { progress, sleep } from './util';

const GIVEN_NAMES = (
  'Alex Jordan Taylor Morgan Casey Riley Jamie Avery Quinn Rowan Sasha Nico Andre Maya Leo ' +
  'Zara Omar Ines Kenji Lola Mateo Priya Felix Amara Hugo Noor Dante Elena Kofi Mila Rafael ' +
  'Yara Luca Aisha Tomas Freya Jonah Selin Marco Keira'
).split(' ');
const FAMILY_NAMES = (
  'Carter Nguyen Okafor Silva Kowalski Haddad Moreau Tanaka Fischer Rossi Larsen Mendes ' +
  'Ivanova Osei Brennan Castillo Dubois Hayes Kim Lindqvist Mbeki Novak Ortega Petrov ' +
  'Quintero Reyes Sato Schmidt Varga Walsh Yilmaz Zhou Abbott Bianchi Costa Delgado Eriksen ' +
  'Farouk Gallagher Horvat Ito Jensen Khan Laurent Murphy Nakamura Olsen Pereira Rahman ' +
  'Sullivan'
).split(' ');
const QUARTERS = ['North', 'South', 'East', 'West', 'Upper', 'Lower', 'Old', 'New'];
const PLACES = ['Harbor', 'Park', 'Hill', 'Market', 'Bridge', 'Garden', 'Square', 'Village'];

/** Names: given × family (2,000 pairs); locations: quarter × place × city (2,048). */
export const MAX_ADDED_DJS = Math.min(
  GIVEN_NAMES.length * FAMILY_NAMES.length,
  QUARTERS.length * PLACES.length * SYNTHETIC_CITIES.length,
);

export function benchDjName(index: number): string {
  const given = GIVEN_NAMES[index % GIVEN_NAMES.length]!;
  const family = FAMILY_NAMES[Math.floor(index / GIVEN_NAMES.length) % FAMILY_NAMES.length]!;
  return `DJ ${given} ${family}`;
}

export function benchDjLocation(index: number): string {
  const city = SYNTHETIC_CITIES[index % SYNTHETIC_CITIES.length]!;
  const rest = Math.floor(index / SYNTHETIC_CITIES.length);
  const quarter = QUARTERS[rest % QUARTERS.length]!;
  const place = PLACES[Math.floor(rest / QUARTERS.length) % PLACES.length]!;
  return `${quarter} ${place}, ${city}`;
}

/** Batches committed at the same time. */
const BATCHES_IN_FLIGHT = 4;

/** Adds `count` verified DJs; returns their ids. Deterministic (same ids on every run). */
export async function addVerifiedDjs(db: Firestore, count: number): Promise<string[]> {
  if (count > MAX_ADDED_DJS) throw new Error(`At most ${MAX_ADDED_DJS} unique DJs, ${count} asked`);
  const now = new Date();
  const ids: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let batch: WriteBatch = db.batch();
  let writes = 0;
  let committed = 0;
  const commit = async () => {
    if (writes === 0) return;
    const size = writes;
    const pending = batch.commit().then(() => {
      inFlight.delete(pending);
      committed += size / 2;
      if (committed % 500 < size / 2 || committed === count) {
        progress(`  added ${committed}/${count} DJs`);
      }
    });
    pending.catch(() => {}); // awaited below; this only keeps an early failure "handled"
    inFlight.add(pending);
    batch = db.batch();
    writes = 0;
    while (inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(inFlight);
  };

  for (let i = 0; i < count; i++) {
    const random = randomFrom(`bench:${i}`);
    const id = syntheticDjId('bench', i);
    const name = benchDjName(i);
    const location = benchDjLocation(i);
    const genres = pickSome(random, DISCOVER_GENRES, randomInt(random, 1, 3));
    const rateDollars = randomInt(random, 10, 100) * 5; // $50..$500 in $5 steps
    const image = (i % SEED_IMAGE_COUNT) + 1;
    batch.set(
      db.collection('djs').doc(id),
      djDocument({
        ownerUid: id,
        name,
        bio: `<p><strong>${name}</strong> plays ${genres.join(', ')} in ${location}.</p>`,
        location,
        hourlyRateCents: rateDollars * 100,
        availableNow: random() < 0.35,
        photoUrl: seedPhotoUrl(image),
        coverImageUrl: seedCoverUrl(image),
        genres,
        equipment: ['Pioneer DDJ-1000 controller', 'Two QSC K12.2 speakers'],
        status: 'verified',
        ratings: [],
        totalBookings: randomInt(random, 0, 150),
        createdAt: daysAgo(now, randomInt(random, 1, 730)),
        updatedAt: now,
      }),
    );
    const booked = Array.from({ length: randomInt(random, 0, 4) }, () => randomInt(random, 1, 60));
    batch.set(db.collection('djAvailability').doc(id), availabilityDocument(now, booked));
    writes += 2;
    ids.push(id);
    if (writes + 2 > MAX_BATCH_WRITES) await commit();
  }
  await commit();
  await Promise.all(inFlight);
  return ids;
}

export async function countVerifiedDjs(db: Firestore): Promise<number> {
  const snap = await db.collection('djs').where('status', '==', 'verified').count().get();
  return snap.data().count;
}

/** What the seed's and the bench's writes make triggers write. */
const TRIGGER_WRITTEN = ['djs', 'djAvailability', 'bookings', 'notifications', 'payouts'];

/**
 * Waits until no document the triggers write (TRIGGER_WRITTEN) has changed for `quietMs`, or
 * `limitMs` has passed. Each availability document the bench writes fires the `onAvailabilityWritten`
 * trigger, which writes the DJ's document again: for 1,985 DJs the Functions emulator takes
 * minutes, using the CPU the pages are measured with and churning every listener on `djs`.
 */
export async function waitForQuietDjs(
  db: Firestore,
  quietMs = 15_000,
  limitMs = 10 * 60_000,
): Promise<{ seconds: number; changes: number; quiet: boolean }> {
  const started = Date.now();
  let last = Date.now();
  let changes = 0;
  const unsubscribes = TRIGGER_WRITTEN.map((name) => {
    let first = true;
    return db.collection(name).onSnapshot(
      (snap) => {
        if (first) {
          first = false;
          return;
        }
        changes += snap.docChanges().length;
        last = Date.now();
      },
      () => {},
    );
  });
  let reported = 0;
  try {
    while (Date.now() - last < quietMs && Date.now() - started < limitMs) {
      await sleep(1000);
      if (Date.now() - reported > 30_000) {
        reported = Date.now();
        progress(`  waiting for the triggers to settle: ${changes} document changes so far`);
      }
    }
  } finally {
    for (const unsubscribe of unsubscribes) unsubscribe();
  }
  return {
    seconds: Math.round((Date.now() - started) / 1000),
    changes,
    quiet: Date.now() - last >= quietMs,
  };
}
