/**
 * Discovery at scale: for 2,000 and 20,000 synthetic verified DJs (the seed's
 * `--djs N`, scripts/seed/seed-djs.ts seedSyntheticDjs), the documents the
 * first /discover page reads and how long its queries take, for four filter
 * sets. Runs inside its own Firestore + Auth emulator session
 * (bench/measure-discovery.ts), without the Functions emulator, so the
 * 40,000 seed writes fire no availability trigger while queries are timed.
 *
 * A first screen is read the way the page reads it, with the app's own plans
 * (planDiscoverQueries) and query builder (buildDiscoverQuery), in Node with
 * the web SDK: each query is listened to until its first snapshot from the
 * server, and its documents are counted (the docChanges it delivered, as the
 * page's docs-delivered counter does). Nearest first opens ring after ring as
 * use-discover-djs.ts does (the next ring only when the one before ran out and
 * fewer than a page of documents has been read). A screen the on-page checks
 * left empty reads no further (DiscoverPage.tsx leaves Load more to the
 * visitor; MAX_AUTO_LOADS = 0). The DJs shown are the ones passesResidual keeps.
 */
import type { Firestore as AdminDb } from 'firebase-admin/firestore';
import { onSnapshot, type Firestore, type QueryDocumentSnapshot } from 'firebase/firestore';
import {
  DEFAULT_FILTERS,
  DISCOVER_PAGE_SIZE,
  priceBounds,
  type DiscoverFilters,
} from '../../src/domain/discovery';
import {
  matchesFilters,
  passesResidual,
  planDiscoverQueries,
  type DiscoverQueryPlan,
} from '../../src/domain/discovery-query-plan';
import { genreSearchKey } from '../../src/domain/genres';
import { milesBetween } from '../../src/domain/geo';
import * as firestoreSdk from 'firebase/firestore';
import { buildDiscoverQuery } from '../../src/features/djs/api/discover-query';
import { parseDj, type DjProfile } from '../../src/lib/dj-profile';
import { seedSyntheticDjs, syntheticBookedDate } from '../../scripts/seed/seed-djs';
import { createClient } from './client';
import type { DiscoveryScale, DiscoveryScenario, DiscoveryScaleSize } from './types';
import { errorText, progress, summarize, withTimeout } from './util';

/** The catalogue sizes (synthetic verified DJs, nothing else in the database). */
export const DISCOVERY_SIZES = [2000, 20000] as const;
/** Timed first screens per scenario, after one untimed warm-up… */
export const DISCOVERY_REPETITIONS = 20;
/**
 * …or fewer, at least MIN_REPETITIONS, once the timed ones have taken this long: the
 * emulator answers a reachCells query by scanning, tens of seconds at 20,000 DJs.
 */
const TIME_BUDGET_MS = 90_000;
const MIN_REPETITIONS = 5;
/** Pages DiscoverPage.tsx fetches without a click when the checks empty a screen: none. */
const MAX_AUTO_LOADS = 0;
const AUSTIN = { lat: 30.27, lng: -97.74 };

interface ScenarioSpec {
  id: DiscoveryScenario['id'];
  label: string;
  filters: DiscoverFilters;
  /** Documents a first screen may read: a page, two for the distance rings. */
  targetDocs: number;
}

export function discoveryScenarios(bookedDate: string): ScenarioSpec[] {
  const near: DiscoverFilters = {
    ...DEFAULT_FILTERS,
    near: AUSTIN,
    place: 'Austin, TX',
    within: 25,
    sort: 'distance',
  };
  return [
    {
      id: 'default',
      label: 'default filters',
      filters: DEFAULT_FILTERS,
      targetDocs: DISCOVER_PAGE_SIZE,
    },
    {
      id: 'near',
      label: 'near Austin, TX, within 25 mi, nearest first',
      filters: near,
      targetDocs: 2 * DISCOVER_PAGE_SIZE,
    },
    {
      id: 'genre-price-near',
      label: 'House, $60–$150, near Austin within 25 mi, nearest first',
      filters: { ...near, genres: ['House'], priceMin: 60, priceMax: 150 },
      targetDocs: 2 * DISCOVER_PAGE_SIZE,
    },
    {
      id: 'date',
      label: `event date ${bookedDate} (5% of DJs booked)`,
      filters: { ...DEFAULT_FILTERS, date: bookedDate },
      targetDocs: DISCOVER_PAGE_SIZE,
    },
  ];
}

interface PageRead {
  docs: QueryDocumentSnapshot[];
  delivered: number;
  /** Documents in snapshots from the SDK cache before the server's. */
  cachedDocs: number;
  unsubscribe: () => void;
}

/** One page listener, until its first snapshot from the server (left open, as the page does). */
function readPage(
  db: Firestore,
  plan: DiscoverQueryPlan,
  after?: QueryDocumentSnapshot,
): Promise<PageRead> {
  return new Promise((resolve, reject) => {
    let delivered = 0;
    let cachedDocs = 0;
    let settled = false;
    const unsubscribe = onSnapshot(
      buildDiscoverQuery(firestoreSdk, db, plan, after),
      { includeMetadataChanges: true },
      (snap) => {
        if (settled) return;
        delivered += snap.docChanges().length;
        if (snap.metadata.fromCache) {
          cachedDocs += snap.size;
          return;
        }
        settled = true;
        resolve({ docs: snap.docs, delivered, cachedDocs, unsubscribe });
      },
      reject,
    );
  });
}

interface Segment {
  plan: DiscoverQueryPlan;
  pages: PageRead[];
}

/** useLivePages' hasMore: the segment's last page came back full. */
const segmentHasMore = (s: Segment) => s.pages[s.pages.length - 1]!.docs.length >= s.plan.pageSize;
const segmentDocs = (s: Segment) => s.pages.flatMap((p) => p.docs);

export interface FirstScreen {
  /** Documents delivered by all the listeners the screen opened. */
  delivered: number;
  cachedDocs: number;
  /** Listeners opened (pages × rings). */
  queries: number;
  shown: DjProfile[];
  close: () => void;
}

/** The DJs the page shows: each segment's documents that pass its plan's checks, once each. */
function shownDjs(segments: Segment[]): DjProfile[] {
  const seen = new Set<string>();
  const shown: DjProfile[] = [];
  for (const segment of segments) {
    for (const doc of segmentDocs(segment)) {
      const dj = parseDj(doc.id, doc.data());
      if (seen.has(dj.id) || !passesResidual(dj, segment.plan.residual)) continue;
      seen.add(dj.id);
      shown.push(dj);
    }
  }
  return shown;
}

/** Reads the first screen of /discover for `filters` as the page does (see the file comment). */
export async function readFirstScreen(
  db: Firestore,
  filters: DiscoverFilters,
): Promise<FirstScreen> {
  const plans = planDiscoverQueries(filters);
  const pageSize = plans[0]!.pageSize;
  const segments: Segment[] = [];
  const close = () => segments.forEach((s) => s.pages.forEach((p) => p.unsubscribe()));
  try {
    const open = async (index: number) => {
      segments.push({ plan: plans[index]!, pages: [await readPage(db, plans[index]!)] });
    };
    const read = () => segments.reduce((n, s) => n + segmentDocs(s).length, 0);
    let asked = 1;
    let autoLoads = 0;
    await open(0);
    for (;;) {
      // use-discover-djs.ts `opens`: asked for, or the previous ring ran out under a page read.
      while (segments.length < plans.length) {
        const previous = segments[segments.length - 1]!;
        const opens = segments.length < asked || (!segmentHasMore(previous) && read() < pageSize);
        if (!opens) break;
        await open(segments.length);
      }
      const shown = shownDjs(segments);
      const last = segments[segments.length - 1]!;
      const hasMore = segmentHasMore(last) || segments.length < plans.length;
      if (shown.length > 0 || !hasMore || autoLoads >= MAX_AUTO_LOADS) {
        const pages = segments.flatMap((s) => s.pages);
        return {
          delivered: pages.reduce((n, p) => n + p.delivered, 0),
          cachedDocs: pages.reduce((n, p) => n + p.cachedDocs, 0),
          queries: pages.length,
          shown,
          close,
        };
      }
      // DiscoverPage.tsx: an empty screen loads more by itself (the hook's loadMore).
      autoLoads++;
      if (segmentHasMore(last)) {
        const docs = segmentDocs(last);
        last.pages.push(await readPage(db, last.plan, docs[docs.length - 1]));
      } else asked = segments.length + 1;
    }
  } catch (error) {
    close();
    throw error;
  }
}

/** What each shown DJ must satisfy, checked from the document, not through passesResidual. */
function checkShown(spec: ScenarioSpec, shown: DjProfile[]): string[] {
  const problems: string[] = [];
  const f = spec.filters;
  const { min, max } = priceBounds(f);
  const genreKeys = f.genres.map(genreSearchKey);
  for (const dj of shown) {
    if (dj.status !== 'verified') problems.push(`${dj.id} is ${dj.status}`);
    if (f.date && dj.bookedDates.includes(f.date)) problems.push(`${dj.id} is booked ${f.date}`);
    if (f.near) {
      if (!dj.base) problems.push(`${dj.id} has no base`);
      else {
        const miles = milesBetween(f.near, dj.base);
        if (miles > f.within) problems.push(`${dj.id} is ${miles.toFixed(1)} mi away`);
        if (miles > dj.travelRadiusMi) {
          problems.push(`${dj.id} is ${miles.toFixed(1)} mi away, travels ${dj.travelRadiusMi}`);
        }
      }
    }
    const rate = dj.hourlyRateCents / 100;
    if ((min !== undefined && rate < min) || (max !== undefined && rate > max)) {
      problems.push(`${dj.id} charges $${rate}`);
    }
    if (genreKeys.length && !dj.genres.some((g) => genreKeys.includes(genreSearchKey(g)))) {
      problems.push(`${dj.id} plays ${dj.genres.join(', ')}`);
    }
  }
  return problems.slice(0, 5);
}

/** Verified DJs in the catalogue matching the filters (matchesFilters over every document). */
async function countMatching(admin: AdminDb, specs: ScenarioSpec[]): Promise<number[]> {
  const snap = await admin.collection('djs').where('status', '==', 'verified').get();
  const djs = snap.docs.map((d) => parseDj(d.id, d.data()));
  return specs.map((spec) => djs.filter((dj) => matchesFilters(dj, spec.filters)).length);
}

async function measureScenario(
  db: Firestore,
  spec: ScenarioSpec,
  matching: number,
  repetitions: number,
): Promise<DiscoveryScenario> {
  const warm = await withTimeout(readFirstScreen(db, spec.filters), 300_000, spec.label);
  warm.close();
  const samples: number[] = [];
  const delivered = new Set<number>();
  let cachedDocs = 0;
  let first: FirstScreen | null = null;
  const begun = performance.now();
  for (let i = 0; i < repetitions; i++) {
    if (i >= MIN_REPETITIONS && performance.now() - begun > TIME_BUDGET_MS) break;
    const started = performance.now();
    const screen = await withTimeout(readFirstScreen(db, spec.filters), 300_000, spec.label);
    samples.push(performance.now() - started);
    screen.close();
    delivered.add(screen.delivered);
    cachedDocs += screen.cachedDocs;
    first ??= screen;
  }
  const screen = first!;
  return {
    id: spec.id,
    label: spec.label,
    url: `/discover?${new URLSearchParams(urlParams(spec.filters)).toString()}`,
    queries: screen.queries,
    docsRead: screen.delivered,
    docsReadVaried: delivered.size > 1 ? [...delivered].sort((a, b) => a - b) : undefined,
    shown: screen.shown.length,
    matching,
    targetDocs: spec.targetDocs,
    meetsTarget: Math.max(...delivered) <= spec.targetDocs,
    timing: summarize(samples),
    cachedDocs,
    checkFailures: checkShown(spec, screen.shown),
  };
}

/** The page's URL parameters for these filters (DiscoverPage.tsx reads them back). */
function urlParams(f: DiscoverFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (f.near) {
    params.near = `${f.near.lat},${f.near.lng}`;
    params.place = f.place;
    params.within = String(f.within);
  }
  if (f.date) params.date = f.date;
  if (f.genres.length) params.genre = f.genres.join(',');
  const { min, max } = priceBounds(f);
  if (min !== undefined) params.min = String(min);
  if (max !== undefined) params.max = String(max);
  if (f.sort !== 'recommended') params.sort = f.sort;
  return params;
}

/**
 * Seeds each size in turn into the (empty) emulator and measures the four scenarios.
 * The same seed gives the same DJs, so the larger size rewrites the smaller's and adds the rest.
 */
export async function measureDiscoveryScale(
  admin: AdminDb,
  options: { sizes: readonly number[]; repetitions: number },
): Promise<Omit<DiscoveryScale, 'date' | 'machine' | 'git'>> {
  const now = new Date();
  const bookedDate = syntheticBookedDate(now);
  const specs = discoveryScenarios(bookedDate);
  const sizes: DiscoveryScaleSize[] = [];
  const errors: string[] = [];
  for (const djs of options.sizes) {
    progress(`Discovery at scale: seeding ${djs.toLocaleString('en-US')} synthetic DJs…`);
    const started = Date.now();
    await seedSyntheticDjs(admin, djs, { now, log: (m) => progress(m) });
    const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
    const verified = (
      await admin.collection('djs').where('status', '==', 'verified').count().get()
    ).data().count;
    progress(`  seeded in ${seedSeconds} s; ${verified} verified DJs`);
    const size: DiscoveryScaleSize = { djs, verified, seedSeconds, scenarios: [] };
    sizes.push(size);
    const matching = await countMatching(admin, specs);
    // A fresh web SDK client per size: memory cache, eager garbage collection.
    const client = await createClient();
    try {
      for (const [index, spec] of specs.entries()) {
        try {
          const result = await measureScenario(
            client.db,
            spec,
            matching[index]!,
            options.repetitions,
          );
          size.scenarios.push(result);
          progress(
            `  ${spec.label}: ${result.docsRead} docs in ${result.queries} queries, ` +
              `${result.shown} shown of ${result.matching} matching; ` +
              `p50 ${result.timing.p50} / p95 ${result.timing.p95} ms` +
              (result.checkFailures.length
                ? ` CHECKS FAILED: ${result.checkFailures.join('; ')}`
                : ''),
          );
          if (result.checkFailures.length) {
            errors.push(`${djs} DJs, ${spec.id}: ${result.checkFailures.join('; ')}`);
          }
        } catch (error) {
          errors.push(`${djs} DJs, ${spec.id}: ${errorText(error)}`);
          progress(`  ${spec.label} failed: ${errorText(error)}`);
        }
      }
    } finally {
      await client.close();
    }
  }
  return { repetitions: options.repetitions, bookedDate, sizes, errors };
}
