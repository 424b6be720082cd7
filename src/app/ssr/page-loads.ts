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
import {
  filtersFromSearchParams,
  planDiscoverQueries,
  type DiscoverQueryPlan,
} from '../../domain/discovery';
import {
  availabilitySeedName,
  parseAvailability,
} from '../../features/djs/api/use-dj-availability';
import { parseReview, REVIEWS_LIMIT, reviewsSeedName } from '../../features/djs/api/use-dj-reviews';
import { discoverSeedName } from '../../features/djs/api/use-discover-djs';
import { FEATURED_DJ_COUNT, FEATURED_SEED } from '../../features/djs/api/featured-djs';
import { FALLBACK_DJ_COVER, FALLBACK_DJ_PHOTO } from '../../components/media/fallback-images';
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
    facts: { dj, reviews, lcpImage: { href: dj.coverImageUrl ?? FALLBACK_DJ_COVER } },
  };
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
  const lcpImage = first ? { href: first.photoUrl ?? FALLBACK_DJ_PHOTO } : undefined;
  return { status: 200, seeds, facts: { lcpImage } };
}
