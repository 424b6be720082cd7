/**
 * What each server-rendered page reads before it renders (issue 22), with the Admin SDK in
 * the ssr function. Every read goes through the same parser and the same query plan as the
 * browser's live hooks, and each result is stored under the seed name the hook looks for,
 * so the page hydrates from exactly what the server rendered. Only public data is read:
 * the server renders the signed-out view, and its answer may be cached by the CDN.
 */
import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import type { Params } from 'react-router-dom';
import { isValidDjId } from '../../domain';
import { filtersFromSearchParams } from '../../domain/discovery';
import { planDiscoverQueries, type DiscoverQueryPlan } from '../../domain/discovery-query-plan';
import {
  EVENTS_PAGE_SIZE,
  eventQueryClauses,
  planPublicEventQueries,
  type EventQueryPlan,
} from '../../domain/event-queries';
import {
  EVENTS_CLOCK_SEED,
  eventCountSeedName,
  eventDjSeedName,
  eventLinkTypesSeedName,
  publicEventsSeedName,
} from '../../features/events/api/event-seeds';
import { parseEventDj } from '../../features/events/api/use-event-dj';
import {
  CARD_LINKS_READ,
  parseEventLinkType,
} from '../../features/events/api/use-event-link-types';
import { parseEvent, type EventItem } from '../../features/events/model/event';
import { readEventsParams } from '../../features/events/model/event-filters';
import {
  availabilitySeedName,
  parseAvailability,
} from '../../features/djs/api/use-dj-availability';
import { parseReview, REVIEWS_LIMIT, reviewsSeedName } from '../../features/djs/api/use-dj-reviews';
import { discoverSeedName } from '../../features/djs/api/use-discover-djs';
import { FEATURED_DJ_COUNT, FEATURED_SEED } from '../../features/djs/api/featured-djs';
import { FALLBACK_DJ_COVER, FALLBACK_DJ_PHOTO } from '../../components/media/fallback-images';
import { pictureSources } from '../../components/media/picture-sources';
import type { ImageVariants } from '../../domain/image-variants';
import { DJ_IMAGE_SIZES } from '../../features/djs/components/dj-image-sizes';
import { HERO_POSTER } from '../../features/home/components/HeroVideo';
import { parseDj, type DjProfile } from '../../lib/dj-profile';
import { djSeedName } from '../../lib/firebase/use-dj';
import type { PageSeeds } from '../../lib/firebase/page-seeds';
import type { PageLoad, PageServer } from './page-server';

/** What the head of a page is built from, besides the route table. */
export interface PageFacts {
  /** The DJ of a profile page. */
  dj?: DjProfile;
  reviews?: ReturnType<typeof parseReview>[];
  /** The image of the page's largest paint, preloaded from the head. */
  lcpImage?: { href: string; srcset?: string; sizes?: string; type?: string };
}

export type LoadedPage = PageLoad & { facts: PageFacts };

/** The reads of every server-rendered route, by route-table path. */
export function createPageServer(db: Firestore): PageServer & {
  loadPage(path: string, params: Params, request: Request): Promise<LoadedPage>;
} {
  const loadPage = async (path: string, params: Params, request: Request): Promise<LoadedPage> => {
    switch (path) {
      case '/dj/:id':
        return loadDjPage(db, params.id ?? '');
      case '/discover':
        return loadDiscoverPage(db, new URL(request.url).searchParams);
      case '/':
        return loadHomePage(db);
      case '/events':
        return loadEventsPage(db, new URL(request.url).searchParams, new Date());
      default:
        return { status: 200, seeds: {}, facts: {} };
    }
  };
  return { load: loadPage, loadPage };
}

const notFound = (seeds: PageSeeds): LoadedPage => ({ status: 404, seeds, facts: {} });

/** /dj/:id: the profile, its calendar and its newest reviews; 404 unless public. */
async function loadDjPage(db: Firestore, id: string): Promise<LoadedPage> {
  // An impossible id renders the "not found" page without a read, as in the browser.
  if (!isValidDjId(id)) return notFound({});
  const snap = await db.doc(`djs/${id}`).get();
  const data = snap.data();
  // Only verified DJs are public (the rules say the same to a signed-out browser).
  if (!data || data.status !== 'verified') return notFound({ [djSeedName(id)]: null });
  const dj = parseDj(id, data);
  const [reviewSnap, calendar] = await Promise.all([
    db.collection(`djs/${id}/reviews`).orderBy('createdAt', 'desc').limit(REVIEWS_LIMIT).get(),
    db.doc(`djAvailability/${id}`).get(),
  ]);
  const reviews = reviewSnap.docs.map((d) => parseReview(d.id, d.data()));
  const calendarData = calendar.data();
  return {
    status: 200,
    seeds: {
      [djSeedName(id)]: dj,
      [reviewsSeedName(id)]: reviews,
      [availabilitySeedName(id)]: calendarData ? parseAvailability(id, calendarData) : null,
    },
    // The header's cover is the profile's largest paint.
    facts: {
      dj,
      reviews,
      lcpImage: djLcpImage(
        dj.coverImageUrl,
        dj.coverImageVariants,
        DJ_IMAGE_SIZES.cover,
        FALLBACK_DJ_COVER,
      ),
    },
  };
}

type LcpImage = NonNullable<LoadedPage['facts']['lcpImage']>;

/**
 * The preload of a DJ image that is the page's largest paint: with its AVIF variants
 * (decision 0026) at the sizes of the component that draws it, so the browser reuses the
 * preloaded file; the image alone without variants, the shipped one without an image.
 */
export function djLcpImage(
  url: string | null | undefined,
  variants: ImageVariants | null,
  sizes: string,
  fallback: string,
): LcpImage {
  const sources = pictureSources(url ?? null, variants, sizes);
  const href = url ?? fallback;
  return sources
    ? { href, srcset: sources.avif, sizes: sources.sizes, type: 'image/avif' }
    : { href };
}

/** /: the featured DJs (the same query as get-featured-djs.ts). */
async function loadHomePage(db: Firestore): Promise<LoadedPage> {
  const snap = await db
    .collection('djs')
    .where('status', '==', 'verified')
    .orderBy('averageRating', 'desc')
    .limit(FEATURED_DJ_COUNT)
    .get();
  const djs = snap.docs.map((d) => parseDj(d.id, d.data()));
  return {
    status: 200,
    seeds: { [FEATURED_SEED]: djs },
    facts: {
      lcpImage: {
        href: HERO_POSTER.src,
        srcset: HERO_POSTER.avif,
        sizes: HERO_POSTER.sizes,
        type: 'image/avif',
      },
    },
  };
}

/** The Admin SDK form of the browser's buildDiscoverQuery, from the same plan. */
function discoverQuery(db: Firestore, plan: DiscoverQueryPlan): Query<DocumentData> {
  let q: Query<DocumentData> = db.collection('djs');
  for (const e of plan.equals) q = q.where(e.field, '==', e.value);
  if (plan.arrayContains) {
    q = q.where(plan.arrayContains.field, 'array-contains', plan.arrayContains.value);
  }
  if (plan.arrayContainsAny) {
    q = q.where(plan.arrayContainsAny.field, 'array-contains-any', plan.arrayContainsAny.values);
  }
  if (plan.range.min !== undefined) q = q.where(plan.range.field, '>=', plan.range.min);
  if (plan.range.max !== undefined) q = q.where(plan.range.field, '<=', plan.range.max);
  for (const o of plan.orderBy) q = q.orderBy(o.field, o.direction);
  return q.limit(plan.pageSize);
}

/**
 * /discover: the first page of each query the browser opens on arrival. useDiscoverDjs
 * opens the next distance ring by itself while the rings before it ran out with less than
 * a page read; the same rule decides here which rings are read.
 */
async function loadDiscoverPage(db: Firestore, params: URLSearchParams): Promise<LoadedPage> {
  const plans = planDiscoverQueries(filtersFromSearchParams(params));
  const seeds: Record<string, DjProfile[]> = {};
  let first: DjProfile | undefined;
  let read = 0;
  for (const plan of plans) {
    const snap = await discoverQuery(db, plan).get();
    const djs = snap.docs.map((d) => parseDj(d.id, d.data()));
    seeds[discoverSeedName(plan)] = djs;
    first ??= djs[0];
    read += djs.length;
    const exhausted = djs.length < plan.pageSize;
    if (!exhausted || read >= plan.pageSize) break;
  }
  // The first card's photo is the largest paint (the page may drop or reorder a few
  // results on the page; the first one read is nearly always the first shown).
  const lcpImage = first
    ? djLcpImage(first.photoUrl, first.photoVariants, DJ_IMAGE_SIZES.cardGrid, FALLBACK_DJ_PHOTO)
    : undefined;
  return { status: 200, seeds, facts: { lcpImage } };
}

/** The Admin SDK form of the browser's buildPublicEventQuery, from the same clauses. */
export function publicEventQuery(
  db: Firestore,
  plan: EventQueryPlan,
  now: Date,
): Query<DocumentData> {
  const clauses = eventQueryClauses(plan, now);
  let q: Query<DocumentData> = db.collection('events');
  for (const f of clauses.filters) q = q.where(f.field, f.op, f.value);
  return clauses.orderBy ? q.orderBy(clauses.orderBy.field, clauses.orderBy.direction) : q;
}

/**
 * /events for a signed-out visitor: what usePublicEvents shows on arrival, for the filters
 * in the URL. The first page of the upcoming dated events, then (as the browser does when
 * those ran out short of a page) the first page of the undated ones; the first page of the
 * past ones; the three counts; and, for each card, its media badges and the name of the
 * DJ it links, so the cards are complete. `now` travels too: the browser compares dates
 * with the same moment until its filters change.
 */
export async function loadEventsPage(
  db: Firestore,
  params: URLSearchParams,
  now: Date,
): Promise<LoadedPage> {
  const plans = planPublicEventQueries(readEventsParams(params).filters);
  const base = (plan: EventQueryPlan) => publicEventQuery(db, plan, now);
  const firstPage = async (plan: EventQueryPlan): Promise<EventItem[]> =>
    (await base(plan).limit(EVENTS_PAGE_SIZE).get()).docs.map((d) => parseEvent(d.id, d.data()));
  const count = async (plan: EventQueryPlan): Promise<number> =>
    (await base(plan).count().get()).data().count;

  const [dated, past, ...counts] = await Promise.all([
    firstPage(plans.dated),
    firstPage(plans.past),
    count(plans.dated),
    count(plans.undated),
    count(plans.past),
  ]);
  // The browser's hasMore: a full page may have more after it.
  const undated = dated.length < EVENTS_PAGE_SIZE ? await firstPage(plans.undated) : null;
  const seeds: Record<string, unknown> = {
    [EVENTS_CLOCK_SEED]: now,
    [publicEventsSeedName(plans.dated)]: dated,
    [publicEventsSeedName(plans.past)]: past,
    [eventCountSeedName(plans.dated)]: counts[0],
    [eventCountSeedName(plans.undated)]: counts[1],
    [eventCountSeedName(plans.past)]: counts[2],
  };
  if (undated) seeds[publicEventsSeedName(plans.undated)] = undated;
  Object.assign(seeds, await loadEventCards(db, [...dated, ...(undated ?? []), ...past]));
  return { status: 200, seeds, facts: {} };
}

/** Each card's media badges and linked DJ, as useEventLinkTypes and useEventDj read them. */
async function loadEventCards(db: Firestore, events: EventItem[]): Promise<PageSeeds> {
  const djIds = [
    ...new Set(events.flatMap((e) => (e.djId && isValidDjId(e.djId) ? [e.djId] : []))),
  ];
  const [links, djs] = await Promise.all([
    Promise.all(
      events.map((e) => db.collection(`events/${e.id}/links`).limit(CARD_LINKS_READ).get()),
    ),
    djIds.length ? db.getAll(...djIds.map((id) => db.doc(`djs/${id}`))) : Promise.resolve([]),
  ]);
  const seeds: Record<string, unknown> = {};
  events.forEach((e, i) => {
    seeds[eventLinkTypesSeedName(e.id)] = (links[i]?.docs ?? []).map((d) =>
      parseEventLinkType(d.id, d.data()),
    );
  });
  for (const snap of djs) {
    const data = snap.data();
    // Only verified DJs are public; any other profile is named by no one.
    seeds[eventDjSeedName(snap.id)] =
      data && data.status === 'verified' ? parseEventDj(snap.id, data) : { id: snap.id, name: '' };
  }
  return seeds;
}
