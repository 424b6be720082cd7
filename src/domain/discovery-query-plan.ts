// How the visitor's filters become Firestore queries, and what each page checks itself.
import { geohashForLocation } from 'geofire-common';
import { isUnavailableOn } from './unavailable-days';
import {
  DISCOVER_PAGE_SIZE,
  priceBounds,
  type DiscoverFilters,
  type DiscoverSort,
} from './discovery';
import { locationQueryToken, locationTokens } from './discovery-search-fields';
import { genreSearchKey } from './genres';
import { milesBetween, placeTokens, reachToken, ringsWithin, type LatLng } from './geo';
import { centsToWholeDollars } from './money';
/**
 * One Firestore query per filter combination (a few, one per distance ring,
 * for the distance order). Firestore allows a single array-contains /
 * array-contains-any per query, so the most selective array filter goes to
 * the query — a place's reach cells, else the typed location, else genres —
 * and the rest, with the exact distance and the free date, are checked on
 * each page (`residual`). A page therefore reads `pageSize` documents and may
 * show fewer; Load more reads the next. docs/discovery.md has the costs.
 */
export interface DiscoverQueryPlan {
  equals: { field: 'status' | 'availableNow'; value: string | boolean }[];
  arrayContains?: { field: 'locationTokens'; value: string };
  arrayContainsAny?: { field: 'genreKeys' | 'reachCells'; values: string[] };
  /** Open ends have no bound (see priceBounds). */
  range: { field: 'rateDollars'; min?: number; max?: number };
  /**
   * The order, in full: a rating order with a rate bound also orders by the rate, as Firestore
   * requires of every field with a range filter (it would append it anyway; here the index
   * and the cursor see it written down).
   */
  orderBy: { field: 'rateDollars' | 'averageRating'; direction: 'asc' | 'desc' }[];
  residual: ResidualFilters;
  pageSize: number;
}

/** What a page's documents are checked against after the query. */
export interface ResidualFilters {
  /** genreSearchKey values; a DJ with any of them passes. Empty: no check. */
  genres: string[];
  /** A locationQueryToken the DJ's location must contain. */
  locationToken?: string;
  /** Distance from `center` in (minMi, maxMi], and within the DJ's own travel radius. */
  distance?: { center: LatLng; minMi: number; maxMi: number };
  /** 'YYYY-MM-DD' the DJ must be neither booked on nor have blocked. */
  freeOn?: string;
}

/** The fields of a DJ the residual checks read. */
export interface ResidualCandidate {
  location: string;
  genres: readonly string[];
  base: LatLng | null;
  travelRadiusMi: number;
  bookedDates: readonly string[];
  blockedDates: readonly string[];
  blockedWeekdays: readonly number[];
}

export function planDiscoverQuery(filters: DiscoverFilters): DiscoverQueryPlan {
  const equals: DiscoverQueryPlan['equals'] = [{ field: 'status', value: 'verified' }];
  if (filters.availableNow) equals.push({ field: 'availableNow', value: true });
  const token = locationQueryToken(filters.location);
  const genres = [...new Set(filters.genres.map(genreSearchKey).filter(Boolean))];
  const plan: DiscoverQueryPlan = {
    equals,
    range: { field: 'rateDollars', ...priceBounds(filters) },
    orderBy: orderFor(filters.sort, priceBounds(filters)),
    residual: { genres: [], ...(filters.date ? { freeOn: filters.date } : {}) },
    pageSize: DISCOVER_PAGE_SIZE,
  };
  if (filters.near) {
    plan.arrayContainsAny = {
      field: 'reachCells',
      values: placeTokens(filters.near, filters.within),
    };
    plan.residual.distance = { center: filters.near, minMi: 0, maxMi: filters.within };
    plan.residual.genres = genres;
    if (token) plan.residual.locationToken = token;
  } else if (token) {
    plan.arrayContains = { field: 'locationTokens', value: token };
    plan.residual.genres = genres;
  } else if (genres.length > 0) {
    plan.arrayContainsAny = { field: 'genreKeys', values: genres };
  }
  return plan;
}

/**
 * The queries behind one result list. Nearest first cannot be a Firestore
 * order, so it is one query per distance ring within reach, read in turn
 * (0–10 mi, then 10–25 …), each ordered by rating; the page sorts each
 * ring's DJs by distance. Every other order is one query.
 */
export function planDiscoverQueries(filters: DiscoverFilters): DiscoverQueryPlan[] {
  const base = planDiscoverQuery(filters);
  const near = filters.near;
  if (filters.sort !== 'distance' || !near) return [base];
  return ringsWithin(filters.within).map((ring) => ({
    ...base,
    arrayContainsAny: {
      field: 'reachCells',
      values: [reachToken(ring, geohashForLocation([near.lat, near.lng], ring.precision))],
    },
    residual: {
      ...base.residual,
      distance: { center: near, minMi: ring.inner, maxMi: ring.outer },
    },
  }));
}

/** Whether a DJ a query returned passes the checks the query could not make. */
export function passesResidual(dj: ResidualCandidate, residual: ResidualFilters): boolean {
  if (residual.genres.length > 0) {
    const own = new Set(dj.genres.map(genreSearchKey));
    if (!residual.genres.some((g) => own.has(g))) return false;
  }
  if (residual.locationToken && !locationTokens(dj.location).includes(residual.locationToken)) {
    return false;
  }
  if (residual.distance) {
    if (!dj.base) return false;
    const { center, minMi, maxMi } = residual.distance;
    const miles = milesBetween(center, dj.base);
    if (miles > Math.min(maxMi, dj.travelRadiusMi)) return false;
    if (minMi > 0 && miles <= minMi) return false;
  }
  if (residual.freeOn && isUnavailableOn(residual.freeOn, dj)) return false;
  return true;
}

function orderFor(
  sort: DiscoverSort,
  bounds: { min?: number; max?: number },
): DiscoverQueryPlan['orderBy'] {
  switch (sort) {
    case 'recommended':
    case 'price-asc':
      return [{ field: 'rateDollars', direction: 'asc' }];
    case 'price-desc':
      return [{ field: 'rateDollars', direction: 'desc' }];
    case 'rating':
    case 'distance': {
      const bounded = bounds.min !== undefined || bounds.max !== undefined;
      return [
        { field: 'averageRating', direction: 'desc' },
        ...(bounded ? [{ field: 'rateDollars', direction: 'desc' } as const] : []),
      ];
    }
  }
}

/**
 * The composite index a plan needs, as firestore.indexes.json field paths in order
 * (`:CONTAINS` for an array field, `:DESC` for a descending one).
 */
export function indexFieldsFor(plan: DiscoverQueryPlan): string[] {
  const fields = plan.equals.map((e) => e.field as string);
  if (plan.arrayContains) fields.push(`${plan.arrayContains.field}:CONTAINS`);
  if (plan.arrayContainsAny) fields.push(`${plan.arrayContainsAny.field}:CONTAINS`);
  for (const order of plan.orderBy) {
    fields.push(order.direction === 'desc' ? `${order.field}:DESC` : order.field);
  }
  return fields;
}

/** The spec's filter semantics, for tests: what the query and the residual checks together keep. */
export function matchesFilters(
  dj: ResidualCandidate & {
    status?: string;
    availableNow: boolean;
    hourlyRateCents: number;
  },
  filters: DiscoverFilters,
): boolean {
  if (dj.status !== 'verified') return false;
  const rate = centsToWholeDollars(dj.hourlyRateCents);
  const { min, max } = priceBounds(filters);
  if ((min !== undefined && rate < min) || (max !== undefined && rate > max)) return false;
  if (filters.availableNow && !dj.availableNow) return false;
  const token = locationQueryToken(filters.location);
  return passesResidual(dj, {
    genres: [...new Set(filters.genres.map(genreSearchKey).filter(Boolean))],
    ...(token ? { locationToken: token } : {}),
    ...(filters.near
      ? { distance: { center: filters.near, minMi: 0, maxMi: filters.within } }
      : {}),
    ...(filters.date ? { freeOn: filters.date } : {}),
  });
}
