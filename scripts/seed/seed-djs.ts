/**
 * Writes the DJ catalogue (djs.ts) and, for scale checks, synthetic DJs.
 *
 * djs, djs/{id}/private/contact, djs/{id}/reviews and djAvailability are
 * functions-only collections, so the seed writes them with the Admin SDK, in
 * exactly the shape of docs/data-model.md (plus the discovery search fields
 * from djSearchFields, the base's from djGeoFields, and bookedDates, the same
 * dates as djAvailability), in batches of at most 450 writes.
 *
 * Idempotent: DJ ids are their owners' uids (looked up by e-mail), review ids
 * are derived from the catalogue, so a re-run
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
import {
  NO_UNAVAILABLE_DAYS,
  publicBlocksOf,
  spanOf,
  type PublicAvailability,
} from '../../src/domain/availability';
import { bookableWindow } from '../../src/domain/bookable-dates';
import type { DjStatus } from '../../src/domain/dj-applications';
import { djSearchFields } from '../../src/domain/discovery-search-fields';
import { DISCOVER_GENRES } from '../../src/domain/genres';
import {
  DEFAULT_TRAVEL_RADIUS_MI,
  djGeoFields,
  isTravelRadius,
  isValidLatLng,
  type LatLng,
  type TravelRadiusMi,
} from '../../src/domain/geo';
import { FIELD_LIMITS } from '../../src/domain/limits';
import { HOURLY_RATE_MAX_CENTS, HOURLY_RATE_MIN_CENTS } from '../../src/domain/pricing';
import { bioToText } from '../../src/domain/bio-text';
import { DEMO_ACCOUNTS } from './accounts';
import {
  CATALOGUE_OWNER_ACCOUNTS,
  DJ_CATALOGUE,
  SEED_IMAGE_COUNT,
  seedCoverUrl,
  seedPhotoUrl,
  type CatalogueDj,
  type SeedBlock,
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
import { withTriggersPaused } from './paused-triggers';
import { jitter, pickMetro, SYNTHETIC_JITTER_MI } from './places';
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
  /** Where the DJ is based; none: not on the map (no base, no reachCells). */
  base?: LatLng | null;
  /** DEFAULT_TRAVEL_RADIUS_MI when absent. */
  travelRadiusMi?: TravelRadiusMi;
  /** The same dates as the DJ's djAvailability document ([] when absent). */
  bookedDates?: readonly string[];
  /** The same blocked days and weekdays as djAvailability's summary (none when absent). */
  blockedDates?: readonly string[];
  blockedWeekdays?: readonly number[];
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
  if (input.base && !isValidLatLng(input.base)) problems.push('base');
  if (input.travelRadiusMi !== undefined && !isTravelRadius(input.travelRadiusMi)) {
    problems.push('travelRadiusMi');
  }
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
    // Plain text, as a profile save stores it (decision 0037).
    bio: bioToText(input.bio),
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
    travelRadiusMi: input.travelRadiusMi ?? DEFAULT_TRAVEL_RADIUS_MI,
    ...(input.base
      ? djGeoFields(input.base, input.travelRadiusMi ?? DEFAULT_TRAVEL_RADIUS_MI)
      : {}),
    bookedDates: [...new Set(input.bookedDates ?? [])].sort(),
    blockedDates: [...new Set(input.blockedDates ?? [])].sort(),
    blockedWeekdays: [...new Set(input.blockedWeekdays ?? [])].sort((a, b) => a - b),
  });
  return doc;
}

/**
 * The catalogue DJ's blocks (issue 41) as blockDays would have written them: ids of an
 * auto-id's shape, fixed per DJ and place, so a re-run overwrites them.
 */
export function seedBlocksOf(
  blocks: readonly SeedBlock[],
  now: Date,
): { id: string; data: Record<string, unknown> }[] {
  return blocks.map((block, index) => ({
    id: `seedblock${String(index).padStart(11, '0')}`,
    data: {
      span:
        'weekday' in block
          ? { kind: 'weekday', weekday: block.weekday }
          : {
              kind: 'dates',
              from: isoDateInDays(now, block.fromDay),
              to: isoDateInDays(now, block.toDay),
            },
      note: block.note,
      source: 'manual',
      createdAt: Timestamp.fromDate(now),
    },
  }));
}

/** The public summary of seeded blocks, as availability-blocks.ts writes it. */
function seedBlockSummary(
  blocks: readonly { data: Record<string, unknown> }[],
  now: Date,
): Pick<PublicAvailability, 'blockedDates' | 'blockedWeekdays'> {
  const spans = blocks.flatMap(({ data }) => {
    const span = spanOf(data.span);
    return span ? [{ span }] : [];
  });
  const window = bookableWindow(now);
  return publicBlocksOf(spans, window.pastBefore, window.last);
}

/** Booked days `days` from `now`, once each, sorted, as 'YYYY-MM-DD'. */
export function bookedDatesIn(now: Date, days: readonly number[]): string[] {
  return [...new Set(days)].sort((a, b) => a - b).map((d) => isoDateInDays(now, d));
}

/** djAvailability/{id}: booked days `days` from today, sorted, as 'YYYY-MM-DD'. */
export function availabilityDocument(now: Date, days: readonly number[]): Record<string, unknown> {
  return datesDocument(now, bookedDatesIn(now, days));
}

/** djAvailability/{id} holding `bookedDates` (write the same array onto djs/{id}). */
function datesDocument(now: Date, bookedDates: readonly string[]): Record<string, unknown> {
  return { bookedDates: [...new Set(bookedDates)].sort(), updatedAt: Timestamp.fromDate(now) };
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

/** Review ids: auto-id-like, derived from the DJ and its position (never a booking id). */
export const seedReviewId = (slug: string, index: number): string =>
  pseudoId(`review:${slug}:${index}`, 20);

/**
 * The past booking a demo account's review is of (seed-bookings.ts writes it, with the
 * reviewAuthors link): an id of its own, as every booking has.
 */
export const seedReviewBookingId = (slug: string, index: number): string =>
  pseudoId(`booking:${slug}:${index}`, 20);

/** What the catalogue DJ `dj` is written from, once its owner has the uid `id`. */
export function catalogueDjDocInput(
  dj: CatalogueDj,
  id: string,
  now: Date,
  bookedDates: readonly string[],
  blocked: Pick<PublicAvailability, 'blockedDates' | 'blockedWeekdays'> = NO_UNAVAILABLE_DAYS,
): DjDocInput {
  return {
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
    base: dj.base,
    travelRadiusMi: dj.travelRadiusMi,
    bookedDates,
    blockedDates: blocked.blockedDates,
    blockedWeekdays: blocked.blockedWeekdays,
    status: dj.status,
    ratings: dj.reviews.map((r) => r.rating),
    totalBookings: dj.totalBookings,
    createdAt: daysAgo(now, dj.joinedDaysAgo),
    updatedAt: now,
  };
}

/** djs/{id}/private/contact of a catalogue DJ. */
export const catalogueDjContact = (dj: CatalogueDj): { phone: string; email: string } => ({
  phone: dj.phone,
  email: dj.owner.email,
});

// As submitReview stores them: public reviews carry neither the author's uid nor the
// booking id (decision 0032); demo accounts' reviews are linked in reviewAuthors.
function reviewDocuments(dj: CatalogueDj, now: Date) {
  return dj.reviews.map((review, index) => {
    const authorName = review.by
      ? (DEMO_ACCOUNTS.find((a) => a.email === review.by)?.displayName ?? null)
      : (review.authorName ?? null);
    return {
      id: seedReviewId(dj.slug, index),
      data: {
        rating: review.rating,
        comment: review.comment,
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
    const reviews = reviewDocuments(dj, now);
    const djRef = db.collection('djs').doc(id);
    const bookedDates = bookedDatesIn(now, dj.bookedInDays);
    const blocks = seedBlocksOf(dj.blocks ?? [], now);
    const blocked = seedBlockSummary(blocks, now);

    await writer.set(djRef, djDocument(catalogueDjDocInput(dj, id, now, bookedDates, blocked)));
    await writer.set(djRef.collection('private').doc('contact'), catalogueDjContact(dj));
    const availabilityRef = db.collection('djAvailability').doc(id);
    await writer.set(availabilityRef, { ...datesDocument(now, bookedDates), ...blocked });
    for (const block of blocks) {
      await writer.set(availabilityRef.collection('blocks').doc(block.id), block.data);
    }

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
/**
 * City names (not where the synthetic DJs are any more: syntheticPlace); bench/lib/catalogue.ts
 * builds its unique location names from them.
 */
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

/**
 * "How far will you travel?" for synthetic DJs, as weights: most say 25 or 50 miles,
 * fewer 10, a few 100.
 */
const SYNTHETIC_RADIUS_WEIGHTS: readonly (readonly [TravelRadiusMi, number])[] = [
  [10, 0.2],
  [25, 0.4],
  [50, 0.3],
  [100, 0.1],
];

function syntheticRadius(random: Random): TravelRadiusMi {
  let left = random();
  for (const [radius, weight] of SYNTHETIC_RADIUS_WEIGHTS) {
    left -= weight;
    if (left < 0) return radius;
  }
  return DEFAULT_TRAVEL_RADIUS_MI;
}

/** One synthetic DJ in SYNTHETIC_BOOKED_EVERY has a confirmed date on syntheticBookedDate. */
export const SYNTHETIC_BOOKED_EVERY = 20;

/** Whether synthetic DJ `index` is booked on syntheticBookedDate (5%: indexes 0, 20, 40 …). */
export const isSyntheticBooked = (index: number): boolean => index % SYNTHETIC_BOOKED_EVERY === 0;

/** How many of `count` synthetic DJs are booked on syntheticBookedDate. */
export const syntheticBookedCount = (count: number): number =>
  Math.ceil(count / SYNTHETIC_BOOKED_EVERY);

/**
 * The event date the scale checks ask "who is free?" for: the first Saturday at least four
 * weeks after `now` (local calendar, like the seed's other dates), inside the 1..60 days the
 * synthetic DJs' other bookings fall on.
 */
export function syntheticBookedDate(now: Date): string {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 28);
  return isoDateInDays(start, (6 - start.getDay() + 7) % 7);
}

/** syntheticBookedDate for today, when this module was loaded. */
export const SYNTHETIC_BOOKED_DATE = syntheticBookedDate(new Date());

/** Where synthetic DJ `index` is: a US metro by population, jittered, and their radius. */
export function syntheticPlace(
  seed: string,
  index: number,
): { location: string; base: LatLng; travelRadiusMi: TravelRadiusMi } {
  const random = randomFrom(`synthetic:${seed}:${index}:place`);
  const metro = pickMetro(random);
  return {
    location: metro.location,
    base: jitter(random, metro.centre, SYNTHETIC_JITTER_MI),
    travelRadiusMi: syntheticRadius(random),
  };
}

/**
 * What synthetic DJ `index` is written from: deterministic from `seed`, based in a US metro
 * (syntheticPlace), booked on syntheticBookedDate(now) if isSyntheticBooked(index).
 */
export function syntheticDjDocInput(seed: string, index: number, now: Date): DjDocInput {
  const random = randomFrom(`synthetic:${seed}:${index}:data`);
  const id = syntheticDjId(seed, index);
  const { location, base, travelRadiusMi } = syntheticPlace(seed, index);
  const genres = pickSome(random, DISCOVER_GENRES, randomInt(random, 1, 3));
  const rateDollars = randomInt(random, 10, 100) * 5; // $50..$500 in $5 steps
  const image = (index % SEED_IMAGE_COUNT) + 1;
  const name = syntheticName(random);
  const booked = Array.from({ length: randomInt(random, 0, 4) }, () => randomInt(random, 1, 60));
  const fixedDate = syntheticBookedDate(now);
  const bookedDates = [
    ...bookedDatesIn(now, booked).filter((date) => date !== fixedDate),
    ...(isSyntheticBooked(index) ? [fixedDate] : []),
  ];
  return {
    ownerUid: id,
    name,
    bio: `${name} plays ${genres.join(', ')} in ${location}.`,
    location,
    hourlyRateCents: rateDollars * 100,
    availableNow: random() < 0.35,
    photoUrl: seedPhotoUrl(image),
    coverImageUrl: seedCoverUrl(image),
    genres,
    equipment: pickSome(random, EQUIPMENT_POOL, randomInt(random, 2, 4)),
    base,
    travelRadiusMi,
    bookedDates,
    status: 'verified',
    ratings: [],
    totalBookings: randomInt(random, 0, 150),
    createdAt: daysAgo(now, randomInt(random, 1, 730)),
    updatedAt: now,
  };
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
 * reviews, with their availability; deterministic from `seed`. Each is based in
 * a US metro (syntheticPlace), and every SYNTHETIC_BOOKED_EVERY-th one is booked
 * on syntheticBookedDate(now), on djAvailability and djs.bookedDates alike.
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
  // The documents are written in step (djs.bookedDates = djAvailability), so the
  // emulator's onAvailabilityWritten would only queue thousands of no-ops: paused.
  return withTriggersPaused(count, async () => {
    const writer = new BatchWriter(db, (written) => {
      // Progress roughly every 10%, in DJs.
      if (written - reported >= total / 10 || written === total) {
        reported = written;
        log(`  synthetic DJs: ${Math.floor(written / 2)}/${count}`);
      }
    });
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = syntheticDjId(seed, i);
      const input = syntheticDjDocInput(seed, i, now);
      const bookedDates = input.bookedDates ?? [];
      await writer.set(db.collection('djs').doc(id), djDocument(input));
      await writer.set(db.collection('djAvailability').doc(id), datesDocument(now, bookedDates));
      ids.push(id);
    }
    await writer.flush();
    return ids;
  });
}

/**
 * Removes synthetic DJs (profile and availability), with triggers paused like the seed: each
 * deleted djAvailability would otherwise queue an onAvailabilityWritten with nothing to do.
 */
export async function deleteSyntheticDjs(db: Firestore, ids: readonly string[]): Promise<void> {
  await withTriggersPaused(ids.length, async () => {
    const writer = new BatchWriter(db);
    for (const id of ids) {
      await writer.delete(db.collection('djs').doc(id));
      await writer.delete(db.collection('djAvailability').doc(id));
    }
    await writer.flush();
  });
}
