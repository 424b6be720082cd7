/**
 * Discovery as data: the filters a visitor sets and how they read in the address
 * (discovery-query-plan.ts maps them onto Firestore queries, discovery-search-fields.ts
 * gives a DJ profile the fields those queries read). The earlier app read every verified DJ
 * and filtered in the browser; here the query does the work and pages hold at most
 * DISCOVER_PAGE_SIZE DJs.
 */
import { canonicalGenres, DISCOVER_GENRES } from './genres';
import { parseIsoDate } from './format';
import { DEFAULT_WITHIN_MI, isValidLatLng, isWithinMi, type LatLng, type WithinMi } from './geo';
import { isOneOf } from './one-of';

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
