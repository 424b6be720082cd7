/**
 * Writes the DJ catalogue (djs.ts) and, for scale checks, synthetic DJs.
 *
 * djs, djs/{id}/private/contact, djs/{id}/reviews and djAvailability are
 * functions-only collections, so the seed writes them with the Admin SDK, in
 * exactly the shape of docs/data-model.md (plus the discovery search fields
 * from djSearchFields), in batches of at most 450 writes.
 *
 * Idempotent: DJ ids are their owners' uids (looked up by e-mail), review ids
 * and stranger author uids are derived from the catalogue, so a re-run
 * overwrites the same documents; DJ documents are replaced (no merge) so stale
 * fields vanish, and reviews that are no longer in the catalogue are deleted.
 */
import type { Auth } from 'firebase-admin/auth';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { DjStatus } from '../../src/domain/dj-applications';
import { djSearchFields } from '../../src/domain/discovery';
import { DISCOVER_GENRES } from '../../src/domain/genres';
import { FIELD_LIMITS } from '../../src/domain/limits';
import { HOURLY_RATE_MAX_CENTS, HOURLY_RATE_MIN_CENTS } from '../../src/domain/pricing';
import { sanitizeBio } from '../../src/domain/sanitize';
import { DEMO_ACCOUNTS } from './accounts';
import {
  CATALOGUE_OWNER_ACCOUNTS,
  DJ_CATALOGUE,
  SEED_IMAGE_COUNT,
  seedCoverUrl,
  seedPhotoUrl,
  type CatalogueDj,
} from './djs';
import {
  daysAgo,
  isoDateInDays,
  pick,
  pickSome,
  pseudoId,
  randomFrom,
  randomInt,
  type Random,
} from './random';
import { seedAccounts } from './seed-accounts';

/** Firestore allows 500 writes per batch; stay well below. */
export const MAX_BATCH_WRITES = 450;
/** Batches committed at the same time. */
const BATCHES_IN_FLIGHT = 4;
/** Sign-up triggers waited for at the same time when creating owner accounts. */
const ACCOUNTS_IN_PARALLEL = 8;

export type { DjStatus };

/** What a DJ document is built from. */
export interface DjDocInput {
  ownerUid: string;
  name: string;
  bio: string;
  location: string;
  hourlyRateCents: number;
  availableNow: boolean;
  websiteUrl?: string;
  youtubeUrl?: string;
  instagramUrl?: string;
  photoUrl: string;
  coverImageUrl: string;
  genres: string[];
  equipment: string[];
  status: DjStatus;
  ratings: readonly number[];
  totalBookings: number;
  createdAt: Date;
  updatedAt: Date;
}

export const averageOf = (ratings: readonly number[]): number =>
  ratings.length === 0 ? 0 : ratings.reduce((sum, r) => sum + r, 0) / ratings.length;

/** Seed data is ours, but a typo should fail loudly rather than write a bad profile. */
function assertValid(input: DjDocInput): void {
  const problems: string[] = [];
  if (!input.name || input.name.length > FIELD_LIMITS.name) problems.push('name');
  if (!input.location || input.location.length > FIELD_LIMITS.location) problems.push('location');
  if (
    !Number.isInteger(input.hourlyRateCents) ||
    input.hourlyRateCents < HOURLY_RATE_MIN_CENTS ||
    input.hourlyRateCents > HOURLY_RATE_MAX_CENTS
  ) {
    problems.push('hourlyRateCents');
  }
  if (new Set(input.genres).size !== input.genres.length || input.genres.some((g) => g.length > 50))
    problems.push('genres');
  if (
    new Set(input.equipment).size !== input.equipment.length ||
    input.equipment.some((e) => e.length > 100)
  ) {
    problems.push('equipment');
  }
  if (input.ratings.some((r) => !Number.isInteger(r) || r < 1 || r > 5)) problems.push('ratings');
  if (problems.length > 0) {
    throw new Error(`Seed DJ "${input.name}" is invalid: ${problems.join(', ')}`);
  }
}

/** djs/{id}, exactly as docs/data-model.md describes it, with the discovery search fields. */
export function djDocument(input: DjDocInput): Record<string, unknown> {
  assertValid(input);
  const doc: Record<string, unknown> = {
    ownerUid: input.ownerUid,
    name: input.name,
    bio: sanitizeBio(input.bio),
    location: input.location,
    hourlyRateCents: input.hourlyRateCents,
    availableNow: input.availableNow,
  };
  // Optional links are omitted when absent.
  if (input.websiteUrl) doc.websiteUrl = input.websiteUrl;
  if (input.youtubeUrl) doc.youtubeUrl = input.youtubeUrl;
  if (input.instagramUrl) doc.instagramUrl = input.instagramUrl;
  Object.assign(doc, {
    photoUrl: input.photoUrl,
    coverImageUrl: input.coverImageUrl,
    genres: input.genres,
    equipment: input.equipment,
    status: input.status,
    averageRating: averageOf(input.ratings),
    totalReviews: input.ratings.length,
    totalBookings: input.totalBookings,
    createdAt: Timestamp.fromDate(input.createdAt),
    updatedAt: Timestamp.fromDate(input.updatedAt),
    ...djSearchFields({
      location: input.location,
      genres: input.genres,
      hourlyRateCents: input.hourlyRateCents,
    }),
  });
  return doc;
}

/** djAvailability/{id}: booked days `days` from today, sorted, as 'YYYY-MM-DD'. */
export function availabilityDocument(now: Date, days: readonly number[]): Record<string, unknown> {
  const bookedDates = [...new Set(days)].sort((a, b) => a - b).map((d) => isoDateInDays(now, d));
  return { bookedDates, updatedAt: Timestamp.fromDate(now) };
}

/**
 * Batched writes of at most MAX_BATCH_WRITES operations, a few batches in
 * flight at once. `flush()` commits what is left and waits for everything.
 */
class BatchWriter {
  private batch: WriteBatch | null = null;
  private size = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown = null;
  written = 0;

  constructor(
    private readonly db: Firestore,
    private readonly onCommit: (written: number) => void = () => {},
  ) {}

  async set(ref: DocumentReference, data: Record<string, unknown>): Promise<void> {
    await this.room();
    this.current().set(ref, data);
    this.size++;
  }

  async delete(ref: DocumentReference): Promise<void> {
    await this.room();
    this.current().delete(ref);
    this.size++;
  }

  /** Commits the current batch without waiting for it. */
  private commit(): void {
    if (!this.batch || this.size === 0) return;
    const batch = this.batch;
    const size = this.size;
    this.batch = null;
    this.size = 0;
    const pending: Promise<void> = batch.commit().then(
      () => {
        this.inFlight.delete(pending);
        this.written += size;
        this.onCommit(this.written);
      },
      (error: unknown) => {
        this.inFlight.delete(pending);
        this.failure ??= error;
      },
    );
    this.inFlight.add(pending);
  }

  private current(): WriteBatch {
    this.batch ??= this.db.batch();
    return this.batch;
  }

  private async room(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.size < MAX_BATCH_WRITES) return;
    this.commit();
    while (this.inFlight.size >= BATCHES_IN_FLIGHT) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
  }

  async flush(): Promise<void> {
    this.commit();
    await Promise.all(this.inFlight);
    if (this.failure) throw this.failure;
  }
}

// ---------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------

export interface SeededDj {
  id: string;
  slug: string;
  name: string;
  ownerEmail: string;
  status: DjStatus;
  reviewIds: string[];
}

export interface CatalogueSeedOptions {
  /** Demo account uids by e-mail (from seedAccounts); missing ones are seeded or looked up. */
  uids?: ReadonlyMap<string, string>;
  /** "Today" for createdAt, review dates and booked days. */
  now?: Date;
  log?: (message: string) => void;
}

/** Review ids stand for past bookings: auto-id-like, derived from the DJ and its position. */
export const seedReviewId = (slug: string, index: number): string =>
  pseudoId(`review:${slug}:${index}`, 20);

function reviewDocuments(dj: CatalogueDj, uids: ReadonlyMap<string, string>, now: Date) {
  return dj.reviews.map((review, index) => {
    let authorUid: string;
    let authorName: string | null;
    if (review.by) {
      const account = DEMO_ACCOUNTS.find((a) => a.email === review.by);
      authorUid = uids.get(review.by) ?? '';
      authorName = account?.displayName ?? null;
      if (!authorUid) throw new Error(`No uid for ${review.by}`);
    } else {
      authorUid = pseudoId(`author:${dj.slug}:${index}`, 28);
      authorName = review.authorName ?? null;
    }
    return {
      id: seedReviewId(dj.slug, index),
      data: {
        rating: review.rating,
        comment: review.comment,
        authorUid,
        authorName,
        authorPhotoUrl: null,
        createdAt: Timestamp.fromDate(daysAgo(now, review.daysAgo)),
      },
    };
  });
}

/**
 * Seeds the catalogue: owner accounts (role dj), then every DJ's profile,
 * private contact, availability and reviews. Needs the Auth, Firestore and
 * Functions emulators (new owner accounts wait for the sign-up trigger).
 */
export async function seedDjCatalogue(
  auth: Auth,
  db: Firestore,
  options: CatalogueSeedOptions = {},
): Promise<SeededDj[]> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});

  const uids = new Map(options.uids ?? []);
  const neededDemo = DEMO_ACCOUNTS.filter(
    (a) =>
      !uids.has(a.email) &&
      (DJ_CATALOGUE.some((dj) => dj.owner.email === a.email) ||
        DJ_CATALOGUE.some((dj) => dj.reviews.some((r) => r.by === a.email))),
  );
  if (neededDemo.length > 0) {
    for (const [email, uid] of await seedAccounts(auth, db, neededDemo)) uids.set(email, uid);
  }
  const owners = await seedAccounts(auth, db, CATALOGUE_OWNER_ACCOUNTS, ACCOUNTS_IN_PARALLEL);
  for (const [email, uid] of owners) uids.set(email, uid);

  const seeded: SeededDj[] = [];
  const writer = new BatchWriter(db);
  for (const dj of DJ_CATALOGUE) {
    const id = uids.get(dj.owner.email);
    if (!id) throw new Error(`No account for ${dj.owner.email}`);
    const reviews = reviewDocuments(dj, uids, now);
    const djRef = db.collection('djs').doc(id);

    await writer.set(
      djRef,
      djDocument({
        ownerUid: id,
        name: dj.name,
        bio: dj.bio,
        location: dj.location,
        hourlyRateCents: dj.hourlyRateDollars * 100,
        availableNow: dj.availableNow,
        websiteUrl: dj.websiteUrl,
        youtubeUrl: dj.youtubeUrl,
        instagramUrl: dj.instagramUrl,
        photoUrl: seedPhotoUrl(dj.image),
        coverImageUrl: seedCoverUrl(dj.image),
        genres: dj.genres,
        equipment: dj.equipment,
        status: dj.status,
        ratings: dj.reviews.map((r) => r.rating),
        totalBookings: dj.totalBookings,
        createdAt: daysAgo(now, dj.joinedDaysAgo),
        updatedAt: now,
      }),
    );
    await writer.set(djRef.collection('private').doc('contact'), {
      phone: dj.phone,
      email: dj.owner.email,
    });
    await writer.set(
      db.collection('djAvailability').doc(id),
      availabilityDocument(now, dj.bookedInDays),
    );

    // Reviews: drop the ones no longer in the catalogue, then (re)write the rest.
    const keep = new Set(reviews.map((r) => r.id));
    const existing = await djRef.collection('reviews').listDocuments();
    for (const ref of existing) if (!keep.has(ref.id)) await writer.delete(ref);
    for (const review of reviews) {
      await writer.set(djRef.collection('reviews').doc(review.id), review.data);
    }

    seeded.push({
      id,
      slug: dj.slug,
      name: dj.name,
      ownerEmail: dj.owner.email,
      status: dj.status,
      reviewIds: reviews.map((r) => r.id),
    });
  }
  await writer.flush();
  const verified = seeded.filter((d) => d.status === 'verified').length;
  const reviewCount = seeded.reduce((n, d) => n + d.reviewIds.length, 0);
  log(
    `Seeded ${seeded.length} DJs (${verified} verified) with ${reviewCount} reviews ` +
      `(${writer.written} writes).`,
  );
  return seeded;
}

// ---------------------------------------------------------------------------
// Synthetic DJs (`npm run seed -- --djs N`): scale checks only
// ---------------------------------------------------------------------------

const FIRST_WORDS = [
  'Midnight',
  'Neon',
  'Velvet',
  'Electric',
  'Golden',
  'Cosmic',
  'Silver',
  'Crimson',
  'Urban',
  'Solar',
  'Lunar',
  'Sonic',
  'Deep',
  'Retro',
  'Funky',
  'Stereo',
  'Atomic',
  'Blue',
  'Wild',
  'Crystal',
];
const SECOND_WORDS = [
  'Pulse',
  'Echo',
  'Groove',
  'Rhythm',
  'Wave',
  'Beat',
  'Vibe',
  'Spin',
  'Frequency',
  'Tempo',
  'Bassline',
  'Circuit',
  'Signal',
  'Drift',
  'Fader',
  'Static',
  'Riot',
  'Soul',
];
const GIVEN_NAMES = [
  'Alex',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Rowan',
  'Sasha',
  'Nico',
  'Andre',
  'Maya',
  'Leo',
  'Zara',
  'Omar',
  'Ines',
  'Kenji',
  'Lola',
];
export const SYNTHETIC_CITIES = [
  'Austin, TX',
  'Miami, FL',
  'New York, NY',
  'Brooklyn, NY',
  'Los Angeles, CA',
  'San Diego, CA',
  'San Francisco, CA',
  'Chicago, IL',
  'Atlanta, GA',
  'Seattle, WA',
  'Portland, OR',
  'Denver, CO',
  'Boston, MA',
  'Philadelphia, PA',
  'Washington, DC',
  'Nashville, TN',
  'New Orleans, LA',
  'Houston, TX',
  'Dallas, TX',
  'Phoenix, AZ',
  'Las Vegas, NV',
  'Minneapolis, MN',
  'Detroit, MI',
  'London, UK',
  'Manchester, UK',
  'Toronto, ON',
  'Montréal, QC',
  'Vancouver, BC',
  'Berlin, Germany',
  'Amsterdam, Netherlands',
  'Mexico City, Mexico',
  'São Paulo, Brazil',
];
const EQUIPMENT_POOL = [
  'Pioneer DDJ-1000 controller',
  'Pioneer CDJ-3000 (pair)',
  'Technics SL-1200 turntables (pair)',
  'Allen & Heath Xone:96 mixer',
  'Rane One controller',
  'Two QSC K12.2 speakers',
  'Two JBL EON715 speakers',
  'Subwoofer',
  'Wireless microphone',
  'LED uplighting',
  'Fog machine',
  'Moving-head lights',
];

function syntheticName(random: Random): string {
  const style = random();
  if (style < 0.4) return `DJ ${pick(random, FIRST_WORDS)} ${pick(random, SECOND_WORDS)}`;
  if (style < 0.7) return `${pick(random, FIRST_WORDS)} ${pick(random, SECOND_WORDS)}`;
  return `DJ ${pick(random, GIVEN_NAMES)} ${pick(random, SECOND_WORDS)}`;
}

export interface SyntheticSeedOptions {
  /** Same seed, same DJs (and the same ids, so a re-run overwrites them). */
  seed?: string;
  now?: Date;
  log?: (message: string) => void;
}

/** The id of synthetic DJ `index` (0-based) for `seed`: a uid-like 28-character string. */
export const syntheticDjId = (seed: string, index: number): string =>
  pseudoId(`synthetic:${seed}:${index}`, 28);

/**
 * `count` verified DJs without Auth users (ownerUid = id) and without
 * reviews, with their availability; deterministic from `seed`.
 */
export async function seedSyntheticDjs(
  db: Firestore,
  count: number,
  options: SyntheticSeedOptions = {},
): Promise<string[]> {
  const seed = options.seed ?? 'spinbook';
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const total = count * 2;
  let reported = 0;
  const writer = new BatchWriter(db, (written) => {
    // Progress roughly every 10%, in DJs.
    if (written - reported >= total / 10 || written === total) {
      reported = written;
      log(`  synthetic DJs: ${Math.floor(written / 2)}/${count}`);
    }
  });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const random = randomFrom(`synthetic:${seed}:${i}:data`);
    const id = syntheticDjId(seed, i);
    const location = pick(random, SYNTHETIC_CITIES);
    const genres = pickSome(random, DISCOVER_GENRES, randomInt(random, 1, 3));
    const rateDollars = randomInt(random, 10, 100) * 5; // $50..$500 in $5 steps
    const image = (i % SEED_IMAGE_COUNT) + 1;
    const name = syntheticName(random);
    const booked = Array.from({ length: randomInt(random, 0, 4) }, () => randomInt(random, 1, 60));
    await writer.set(
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
        equipment: pickSome(random, EQUIPMENT_POOL, randomInt(random, 2, 4)),
        status: 'verified',
        ratings: [],
        totalBookings: randomInt(random, 0, 150),
        createdAt: daysAgo(now, randomInt(random, 1, 730)),
        updatedAt: now,
      }),
    );
    await writer.set(db.collection('djAvailability').doc(id), availabilityDocument(now, booked));
    ids.push(id);
  }
  await writer.flush();
  return ids;
}
