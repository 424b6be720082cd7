/**
 * Discovery as data: the filters a visitor sets, how they map onto one
 * Firestore query, and the search fields a DJ profile must carry for those
 * queries. The earlier app read every verified DJ and filtered in the browser;
 * here the query does the work and pages hold at most DISCOVER_PAGE_SIZE DJs.
 */
import { canonicalGenres, DISCOVER_GENRES, genreSearchKey } from './genres';
import { parseIsoDate } from './format';
import {
  DEFAULT_WITHIN_MI,
  isValidLatLng,
  isWithinMi,
  milesBetween,
  placeTokens,
  ringsWithin,
  reachToken,
  type LatLng,
  type WithinMi,
} from './geo';
import { geohashForLocation } from 'geofire-common';
import { centsToWholeDollars } from './money';
import { isOneOf } from './one-of';
import { searchWords } from './search-text';

export const DISCOVER_PAGE_SIZE = 24;
/**
 * The price slider's ends (the spec's 50–200, step 5). The ends are open: the
 * bottom means "$50 and under" and the top "$200 and up", so with the default
 * range no DJ is left out by price, however little or much they charge.
 */
export const PRICE_FILTER_MIN = 50;
export const PRICE_FILTER_MAX = 200;
export const PRICE_FILTER_STEP = 5;

/** How one end of the price range reads: "$50 and under", "$120", "$200 and up". */
export function priceEndText(value: number): string {
  if (value <= PRICE_FILTER_MIN) return `$${PRICE_FILTER_MIN} and under`;
  if (value >= PRICE_FILTER_MAX) return `$${PRICE_FILTER_MAX} and up`;
  return `$${value}`;
}

/** The range as bounds on the whole-dollar rate; an end at the slider's limit is no bound. */
export function priceBounds(filters: Pick<DiscoverFilters, 'priceMin' | 'priceMax'>): {
  min?: number;
  max?: number;
} {
  return {
    ...(filters.priceMin > PRICE_FILTER_MIN ? { min: filters.priceMin } : {}),
    ...(filters.priceMax < PRICE_FILTER_MAX ? { max: filters.priceMax } : {}),
  };
}

/**
 * The genre chips of the Filters panel: the vocabulary's discover list, every
 * genre seen in results so far and the selected ones, once each under their
 * canonical names (genres.ts), sorted. Seen genres are kept across filter
 * changes so choosing House does not hide the other chips.
 */
export function genreChoices(seen: Iterable<string>, selected: readonly string[] = []): string[] {
  return canonicalGenres([...selected, ...DISCOVER_GENRES, ...seen]).sort((a, b) =>
    a.localeCompare(b),
  );
}

/** Longest location prefix we index; longer queries are cut to it (still a prefix match). */
export const LOCATION_TOKEN_MAX = 30;

/** Lowercase, accents removed, punctuation → spaces, single spaces, trimmed. */
export function normalizeLocation(text: string): string {
  return searchWords(text).join(' ').slice(0, 200);
}

/**
 * Every prefix (up to LOCATION_TOKEN_MAX characters) of the location read from
 * each word start, so "Austin, TX" is found by "aus", "austin t" and "tx".
 * This serves the spec's case-insensitive match for anything typed from the
 * start of a word; a fragment from inside a word ("stin") is not matched.
 */
export function locationTokens(location: string): string[] {
  const normalized = normalizeLocation(location);
  if (!normalized) return [];
  const tokens = new Set<string>();
  for (let start = 0; start < normalized.length; start++) {
    if (start > 0 && normalized[start - 1] !== ' ') continue;
    const rest = normalized.slice(start, start + LOCATION_TOKEN_MAX);
    for (let end = 1; end <= rest.length; end++) {
      const token = rest.slice(0, end).trimEnd();
      if (token) tokens.add(token);
    }
  }
  return [...tokens];
}

/** The token a typed location is looked up by (one array-contains value). */
export function locationQueryToken(text: string): string {
  return normalizeLocation(text).slice(0, LOCATION_TOKEN_MAX).trimEnd();
}

/** Fields a DJ profile carries so discovery queries can run in Firestore. */
export interface DjSearchFields {
  locationLower: string;
  locationTokens: string[];
  /** genreSearchKey of each genre: any spelling of a genre finds the same DJs. */
  genreKeys: string[];
  /** The hourly rate in whole dollars, as displayed and as the price filter compares it. */
  rateDollars: number;
}

export function djSearchFields(profile: {
  location: string;
  genres: readonly string[];
  hourlyRateCents: number;
}): DjSearchFields {
  return {
    locationLower: profile.location.trim().toLowerCase(),
    locationTokens: locationTokens(profile.location),
    genreKeys: [...new Set(profile.genres.map(genreSearchKey).filter(Boolean))],
    rateDollars: centsToWholeDollars(profile.hourlyRateCents),
  };
}

/** How results are ordered; distance only when a place is set (`sortsFor`). */
export const DISCOVER_SORTS = [
  'recommended',
  'price-asc',
  'price-desc',
  'rating',
  'distance',
] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export const DISCOVER_SORT_LABELS: Record<DiscoverSort, string> = {
  recommended: 'Recommended',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Highest rated',
  distance: 'Distance: nearest first',
};

/** The orders a visitor can choose with these filters. */
export function sortsFor(filters: Pick<DiscoverFilters, 'near'>): DiscoverSort[] {
  return DISCOVER_SORTS.filter((sort) => sort !== 'distance' || filters.near !== null);
}

/** What a place searched from is called when nothing better is known. */
export const YOUR_LOCATION = 'your location';

export interface DiscoverFilters {
  location: string;
  genres: string[];
  priceMin: number;
  priceMax: number;
  availableNow: boolean;
  sort: DiscoverSort;
  /** The place searched from (a typed place or the browser's position), rounded (NEAR_DECIMALS). */
  near: LatLng | null;
  /** What the place is called, for the page ("Austin, TX", "your location"); display only. */
  place: string;
  /** Only DJs whose travel radius covers the place and who are this close. */
  within: WithinMi;
  /** 'YYYY-MM-DD': only DJs with no confirmed booking that day; '' for any day. */
  date: string;
}

export const DEFAULT_FILTERS: DiscoverFilters = {
  location: '',
  genres: [],
  priceMin: PRICE_FILTER_MIN,
  priceMax: PRICE_FILTER_MAX,
  availableNow: false,
  sort: 'recommended',
  near: null,
  place: '',
  within: DEFAULT_WITHIN_MI,
  date: '',
};

/**
 * Coordinates in a URL are rounded to 2 decimals (about 1 km): enough for
 * miles, and a shared link does not give away someone's front door.
 */
export const NEAR_DECIMALS = 2;

export function roundNear(point: LatLng): LatLng {
  const factor = 10 ** NEAR_DECIMALS;
  return {
    lat: Math.round(point.lat * factor) / factor,
    lng: Math.round(point.lng * factor) / factor,
  };
}

function nearFromParam(value: string | null): LatLng | null {
  const parts = (value ?? '').split(',');
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return null;
  const point = { lat: Number(parts[0]), lng: Number(parts[1]) };
  return isValidLatLng(point) ? roundNear(point) : null;
}

function clampPrice(value: string | null, fallback: number): number {
  const n = Number(value);
  if (value === null || value === '' || !Number.isFinite(n)) return fallback;
  const stepped = Math.round(n / PRICE_FILTER_STEP) * PRICE_FILTER_STEP;
  return Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, stepped));
}

/**
 * Filters from the URL (`location`, `genre` repeated or comma-separated, `min`, `max`,
 * `available`, `sort`).
 */
export function filtersFromSearchParams(params: URLSearchParams): DiscoverFilters {
  const genres = params
    .getAll('genre')
    .flatMap((g) => g.split(','))
    .map((g) => g.trim())
    .filter(Boolean);
  let priceMin = clampPrice(params.get('min'), PRICE_FILTER_MIN);
  let priceMax = clampPrice(params.get('max'), PRICE_FILTER_MAX);
  if (priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const sort = params.get('sort');
  const near = nearFromParam(params.get('near'));
  const within = Number(params.get('within'));
  const date = params.get('date') ?? '';
  return {
    location: (params.get('location') ?? '').trim().slice(0, 200),
    genres: [...new Set(genres)].slice(0, 10),
    priceMin,
    priceMax,
    availableNow: params.get('available') === '1',
    sort: isOneOf(DISCOVER_SORTS, sort) && (sort !== 'distance' || near) ? sort : 'recommended',
    near,
    place: near ? (params.get('place') ?? '').trim().slice(0, 100) : '',
    within: isWithinMi(within) ? within : DEFAULT_WITHIN_MI,
    date: parseIsoDate(date) ? date : '',
  };
}

/** The inverse: only non-default filters appear, so the plain URL stays /discover. */
export function filtersToSearchParams(filters: DiscoverFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.location.trim()) params.set('location', filters.location.trim());
  for (const genre of filters.genres) params.append('genre', genre);
  if (filters.priceMin !== PRICE_FILTER_MIN) params.set('min', String(filters.priceMin));
  if (filters.priceMax !== PRICE_FILTER_MAX) params.set('max', String(filters.priceMax));
  if (filters.availableNow) params.set('available', '1');
  if (filters.near) {
    const near = roundNear(filters.near);
    params.set('near', `${near.lat},${near.lng}`);
    if (filters.place.trim()) params.set('place', filters.place.trim());
    if (filters.within !== DEFAULT_WITHIN_MI) params.set('within', String(filters.within));
  }
  if (filters.date) params.set('date', filters.date);
  if (filters.sort !== 'recommended' && (filters.sort !== 'distance' || filters.near)) {
    params.set('sort', filters.sort);
  }
  return params;
}

/** Whether anything narrows the results (the order does not). */
export function hasActiveFilters(filters: DiscoverFilters): boolean {
  return filtersToSearchParams({ ...filters, sort: 'recommended' }).toString() !== '';
}

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
  /** 'YYYY-MM-DD' the DJ must not be booked on. */
  freeOn?: string;
}

/** The fields of a DJ the residual checks read. */
export interface ResidualCandidate {
  location: string;
  genres: readonly string[];
  base: LatLng | null;
  travelRadiusMi: number;
  bookedDates: readonly string[];
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
  if (residual.freeOn && dj.bookedDates.includes(residual.freeOn)) return false;
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
