/**
 * Discovery as data: the filters a visitor sets, how they map onto one
 * Firestore query, and the search fields a DJ profile must carry for those
 * queries. The earlier app read every verified DJ and filtered in the browser;
 * here the query does the work and pages hold at most DISCOVER_PAGE_SIZE DJs.
 */
import { canonicalGenres, DISCOVER_GENRES, genreSearchKey } from './genres';
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
/** When one query cannot express every filter, at most this many pages are scanned per page shown. */
export const MAX_SCAN_PAGES = 5;

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

/** How results are ordered (distance joins when a place can be set). */
export const DISCOVER_SORTS = ['recommended', 'price-asc', 'price-desc', 'rating'] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export const DISCOVER_SORT_LABELS: Record<DiscoverSort, string> = {
  recommended: 'Recommended',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Highest rated',
};

export interface DiscoverFilters {
  location: string;
  genres: string[];
  priceMin: number;
  priceMax: number;
  availableNow: boolean;
  sort: DiscoverSort;
}

export const DEFAULT_FILTERS: DiscoverFilters = {
  location: '',
  genres: [],
  priceMin: PRICE_FILTER_MIN,
  priceMax: PRICE_FILTER_MAX,
  availableNow: false,
  sort: 'recommended',
};

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
  return {
    location: (params.get('location') ?? '').trim().slice(0, 200),
    genres: [...new Set(genres)].slice(0, 10),
    priceMin,
    priceMax,
    availableNow: params.get('available') === '1',
    sort: isOneOf(DISCOVER_SORTS, sort) ? sort : 'recommended',
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
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  return params;
}

/** Whether anything narrows the results (the order does not). */
export function hasActiveFilters(filters: DiscoverFilters): boolean {
  return filtersToSearchParams({ ...filters, sort: 'recommended' }).toString() !== '';
}

/**
 * One Firestore query per filter combination. Firestore allows a single
 * array-contains / array-contains-any per query, so when both a location and
 * genres are set the query filters by location (the more selective field) and
 * genres are checked on the page (`residualGenres`), scanning at most
 * MAX_SCAN_PAGES pages per page shown.
 */
export interface DiscoverQueryPlan {
  equals: { field: 'status' | 'availableNow'; value: string | boolean }[];
  arrayContains?: { field: 'locationTokens'; value: string };
  arrayContainsAny?: { field: 'genreKeys'; values: string[] };
  /** Open ends have no bound (see priceBounds). */
  range: { field: 'rateDollars'; min?: number; max?: number };
  /**
   * The order, in full: a rating order with a rate bound also orders by the rate, as Firestore
   * requires of every field with a range filter (it would append it anyway; here the index
   * and the cursor see it written down).
   */
  orderBy: { field: 'rateDollars' | 'averageRating'; direction: 'asc' | 'desc' }[];
  residualGenres: string[];
  pageSize: number;
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
    residualGenres: [],
    pageSize: DISCOVER_PAGE_SIZE,
  };
  if (token) {
    plan.arrayContains = { field: 'locationTokens', value: token };
    plan.residualGenres = genres;
  } else if (genres.length > 0) {
    plan.arrayContainsAny = { field: 'genreKeys', values: genres };
  }
  return plan;
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
    case 'rating': {
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

/** The spec's filter semantics, for residual filtering and for tests. */
export function matchesFilters(
  dj: {
    status?: string;
    availableNow: boolean;
    hourlyRateCents: number;
    location: string;
    genres: readonly string[];
  },
  filters: DiscoverFilters,
): boolean {
  if (dj.status !== 'verified') return false;
  const rate = centsToWholeDollars(dj.hourlyRateCents);
  const { min, max } = priceBounds(filters);
  if ((min !== undefined && rate < min) || (max !== undefined && rate > max)) return false;
  if (filters.availableNow && !dj.availableNow) return false;
  const token = locationQueryToken(filters.location);
  if (token && !locationTokens(dj.location).includes(token)) return false;
  if (filters.genres.length > 0) {
    const own = new Set(dj.genres.map(genreSearchKey));
    if (!filters.genres.some((g) => own.has(genreSearchKey(g)))) return false;
  }
  return true;
}
