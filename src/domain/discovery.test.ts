import { DISCOVER_GENRES } from './genres';
import { describe, expect, it } from 'vitest';
import { declaredIndexShapes } from './declared-indexes.test-support';
import {
  DEFAULT_FILTERS,
  DISCOVER_SORTS,
  filtersFromSearchParams,
  filtersToSearchParams,
  genreChoices,
  hasActiveFilters,
  priceEndText,
  sortsFor,
  type DiscoverFilters,
} from './discovery';
import {
  indexFieldsFor,
  matchesFilters,
  passesResidual,
  planDiscoverQueries,
  planDiscoverQuery,
} from './discovery-query-plan';
import {
  djSearchFields,
  locationQueryToken,
  locationTokens,
  normalizeLocation,
} from './discovery-search-fields';
import { djGeoFields, placeTokens, WITHIN_MI } from './geo';

const AUSTIN = { lat: 30.27, lng: -97.74 };

const candidate = {
  status: 'verified',
  availableNow: false,
  hourlyRateCents: 15000,
  location: 'Austin, TX',
  genres: ['House', 'Techno'],
  base: null as { lat: number; lng: number } | null,
  travelRadiusMi: 25,
  bookedDates: [] as string[],
  blockedDates: [] as string[],
  blockedWeekdays: [] as number[],
};

const filters = (overrides: Partial<DiscoverFilters> = {}): DiscoverFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});

describe('location normalisation and tokens', () => {
  it('lowercases, strips accents and punctuation', () => {
    expect(normalizeLocation('  São Paulo,  BR ')).toBe('sao paulo br');
    expect(normalizeLocation('New-York!!')).toBe('new york');
  });

  it('indexes every prefix from each word start', () => {
    const tokens = locationTokens('Austin, TX');
    for (const t of ['a', 'aus', 'austin', 'austin t', 'austin tx', 't', 'tx']) {
      expect(tokens).toContain(t);
    }
    expect(tokens).not.toContain('stin');
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('caps tokens at 30 characters and the query token to match', () => {
    const long = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
    expect(Math.max(...locationTokens(long).map((t) => t.length))).toBe(30);
    expect(locationTokens(long)).toContain(locationQueryToken(long));
  });

  it('has no tokens for an empty location', () => {
    expect(locationTokens('  ,, ')).toEqual([]);
    expect(locationQueryToken('   ')).toBe('');
  });
});

describe('djSearchFields', () => {
  it('derives what the discovery queries filter on', () => {
    expect(
      djSearchFields({
        location: 'Austin, TX',
        genres: ['House', 'house', 'EDM'],
        hourlyRateCents: 15050,
      }),
    ).toMatchObject({
      locationLower: 'austin, tx',
      genreKeys: ['house', 'edm'],
      rateDollars: 151,
    });
  });
});

describe('filters in the URL', () => {
  it('round-trips every filter', () => {
    const f = filters({
      location: 'Miami',
      genres: ['House', 'R&B'],
      priceMin: 60,
      priceMax: 150,
      availableNow: true,
    });
    expect(filtersFromSearchParams(filtersToSearchParams(f))).toEqual(f);
  });

  it('keeps the default URL empty and clamps bad prices to the slider', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    const f = filtersFromSearchParams(new URLSearchParams('min=-5&max=9999&genre=House,EDM'));
    expect(f).toMatchObject({ priceMin: 50, priceMax: 200, genres: ['House', 'EDM'] });
    expect(filtersFromSearchParams(new URLSearchParams('min=150&max=70'))).toMatchObject({
      priceMin: 70,
      priceMax: 150,
    });
    expect(filtersFromSearchParams(new URLSearchParams('min=abc'))).toMatchObject({ priceMin: 50 });
  });
});

describe('filter → query mapping', () => {
  it('asks for every verified DJ by default, whatever the rate, ordered by rate', () => {
    const plan = planDiscoverQuery(DEFAULT_FILTERS);
    expect(plan.equals).toEqual([{ field: 'status', value: 'verified' }]);
    expect(plan.range).toEqual({ field: 'rateDollars' });
    expect(plan.orderBy).toEqual([{ field: 'rateDollars', direction: 'asc' }]);
    expect(plan.pageSize).toBe(24);
  });

  it('orders by the chosen sort, adding the rate to a rating order that bounds it', () => {
    const orderOf = (change: Partial<DiscoverFilters>) =>
      planDiscoverQuery(filters(change)).orderBy;
    expect(orderOf({})).toEqual([{ field: 'rateDollars', direction: 'asc' }]);
    expect(orderOf({ sort: 'price-asc' })).toEqual([{ field: 'rateDollars', direction: 'asc' }]);
    expect(orderOf({ sort: 'price-desc' })).toEqual([{ field: 'rateDollars', direction: 'desc' }]);
    expect(orderOf({ sort: 'rating' })).toEqual([{ field: 'averageRating', direction: 'desc' }]);
    expect(orderOf({ sort: 'rating', priceMax: 150 })).toEqual([
      { field: 'averageRating', direction: 'desc' },
      { field: 'rateDollars', direction: 'desc' },
    ]);
  });

  it('keeps the sort in the URL, but not as a filter', () => {
    const sorted = filters({ sort: 'price-desc' });
    expect(filtersToSearchParams(sorted).toString()).toBe('sort=price-desc');
    expect(filtersFromSearchParams(new URLSearchParams('sort=price-desc')).sort).toBe('price-desc');
    expect(filtersFromSearchParams(new URLSearchParams('sort=nonsense')).sort).toBe('recommended');
    expect(hasActiveFilters(sorted)).toBe(false);
  });

  it('bounds the rate only at an end moved off the slider limit', () => {
    expect(planDiscoverQuery(filters({ priceMin: 55 })).range).toEqual({
      field: 'rateDollars',
      min: 55,
    });
    expect(planDiscoverQuery(filters({ priceMax: 195 })).range).toEqual({
      field: 'rateDollars',
      max: 195,
    });
    expect(planDiscoverQuery(filters({ priceMin: 80, priceMax: 120 })).range).toEqual({
      field: 'rateDollars',
      min: 80,
      max: 120,
    });
  });

  it('uses array-contains-any for genres alone and array-contains for a location', () => {
    expect(planDiscoverQuery(filters({ genres: ['House', 'EDM'] })).arrayContainsAny).toEqual({
      field: 'genreKeys',
      values: ['house', 'edm'],
    });
    expect(planDiscoverQuery(filters({ location: ' Austin ' })).arrayContains).toEqual({
      field: 'locationTokens',
      value: 'austin',
    });
  });

  it('filters genres on the page when a location is also set', () => {
    const plan = planDiscoverQuery(filters({ location: 'Austin', genres: ['House'] }));
    expect(plan.arrayContainsAny).toBeUndefined();
    expect(plan.residual.genres).toEqual(['house']);
  });

  it('adds availableNow as an equality filter', () => {
    expect(planDiscoverQuery(filters({ availableNow: true })).equals).toContainEqual({
      field: 'availableNow',
      value: true,
    });
  });

  it('has a composite index in firestore.indexes.json for every query shape', () => {
    const declared = declaredIndexShapes('djs');
    const extras: Partial<DiscoverFilters>[] = [
      {},
      { location: 'Austin' },
      { genres: ['House'] },
      { near: AUSTIN },
      { near: AUSTIN, genres: ['House'], location: 'tx', date: '2026-12-05' },
    ];
    for (const availableNow of [false, true]) {
      for (const extra of extras) {
        for (const sort of DISCOVER_SORTS) {
          for (const price of [{}, { priceMin: 60 }]) {
            const chosen = filters({ availableNow, ...extra, sort, ...price });
            for (const plan of planDiscoverQueries(chosen)) {
              expect(declared).toContain(indexFieldsFor(plan).join(','));
            }
          }
        }
      }
    }
  });
});

describe('near a place and free on a date', () => {
  it('puts a place, its name, the distance and the date in the URL, coordinates rounded', () => {
    const chosen = filters({
      near: { lat: 30.26721, lng: -97.74309 },
      place: 'Austin, TX',
      within: 50,
      date: '2026-12-05',
      sort: 'distance',
    });
    const params = filtersToSearchParams(chosen);
    expect(params.toString()).toBe(
      'near=30.27%2C-97.74&place=Austin%2C+TX&within=50&date=2026-12-05&sort=distance',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      ...chosen,
      near: { lat: 30.27, lng: -97.74 },
    });
    expect(hasActiveFilters(chosen)).toBe(true);
  });

  it('ignores a broken place, distance or date, and the distance order without a place', () => {
    const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));
    expect(read('near=91,0').near).toBeNull();
    expect(read('near=abc').near).toBeNull();
    expect(read('near=30,').near).toBeNull();
    expect(read('near=30,-97&within=7').within).toBe(25);
    expect(read('date=2026-02-30').date).toBe('');
    expect(read('sort=distance').sort).toBe('recommended');
    expect(read('place=Austin').place).toBe('');
    expect(filtersToSearchParams(filters({ sort: 'distance' })).toString()).toBe('');
    expect(sortsFor(filters())).not.toContain('distance');
    expect(sortsFor(filters({ near: AUSTIN }))).toContain('distance');
  });

  it("asks for the place's cell in each ring within reach, and checks the rest on the page", () => {
    const plan = planDiscoverQuery(
      filters({ near: AUSTIN, within: 25, genres: ['House'], location: 'tx', date: '2026-12-05' }),
    );
    expect(plan.arrayContainsAny).toEqual({
      field: 'reachCells',
      values: placeTokens(AUSTIN, 25),
    });
    expect(plan.arrayContainsAny?.values).toHaveLength(2);
    expect(plan.arrayContains).toBeUndefined();
    expect(plan.residual).toEqual({
      genres: ['house'],
      locationToken: 'tx',
      distance: { center: AUSTIN, minMi: 0, maxMi: 25 },
      freeOn: '2026-12-05',
    });
  });

  it('reads nearest first one ring at a time, each ring by rating', () => {
    const plans = planDiscoverQueries(filters({ near: AUSTIN, within: 50, sort: 'distance' }));
    expect(plans.map((p) => p.residual.distance)).toEqual([
      { center: AUSTIN, minMi: 0, maxMi: 10 },
      { center: AUSTIN, minMi: 10, maxMi: 25 },
      { center: AUSTIN, minMi: 25, maxMi: 50 },
    ]);
    expect(plans.map((p) => p.arrayContainsAny?.values)).toEqual(
      placeTokens(AUSTIN, 50).map((token) => [token]),
    );
    expect(plans[0]?.orderBy).toEqual([{ field: 'averageRating', direction: 'desc' }]);
    expect(planDiscoverQueries(filters({ near: AUSTIN }))).toHaveLength(1);
  });

  it('finds a DJ through the query cells exactly when the distance check keeps them', () => {
    // Every DJ the exact check keeps must carry one of the place's tokens.
    for (const [lat, lng, radius] of [
      [30.3, -97.7, 10],
      [30.5, -97.9, 25],
      [29.9, -97.4, 50],
      [31.2, -97.3, 100],
    ] as const) {
      const dj = { ...candidate, base: { lat, lng }, travelRadiusMi: radius };
      const cells = new Set(djGeoFields(dj.base, radius).reachCells);
      for (const within of WITHIN_MI) {
        const chosen = filters({ near: AUSTIN, within });
        if (!matchesFilters(dj, chosen)) continue;
        expect(placeTokens(AUSTIN, within).some((token) => cells.has(token))).toBe(true);
      }
    }
  });

  it('keeps a DJ whose travel radius and the chosen distance both cover the place', () => {
    const twelveMilesNorth = { lat: AUSTIN.lat + 12 / 69, lng: AUSTIN.lng };
    const dj = { ...candidate, base: twelveMilesNorth, travelRadiusMi: 25 };
    expect(matchesFilters(dj, filters({ near: AUSTIN, within: 25 }))).toBe(true);
    expect(matchesFilters(dj, filters({ near: AUSTIN, within: 10 }))).toBe(false);
    expect(
      matchesFilters({ ...dj, travelRadiusMi: 10 }, filters({ near: AUSTIN, within: 50 })),
    ).toBe(false);
    expect(matchesFilters({ ...dj, base: null }, filters({ near: AUSTIN }))).toBe(false);
    const [, second] = planDiscoverQueries(filters({ near: AUSTIN, sort: 'distance' }));
    expect(passesResidual(dj, second!.residual)).toBe(true);
  });

  it('leaves out a DJ booked on the chosen date', () => {
    const booked = { ...candidate, bookedDates: ['2026-12-05'] };
    expect(matchesFilters(booked, filters({ date: '2026-12-05' }))).toBe(false);
    expect(matchesFilters(booked, filters({ date: '2026-12-06' }))).toBe(true);
    expect(planDiscoverQuery(filters({ date: '2026-12-05' })).residual.freeOn).toBe('2026-12-05');
  });

  it('leaves out a DJ who blocked the day, or never works that weekday (issue 41)', () => {
    const blocked = { ...candidate, blockedDates: ['2026-12-05'] };
    expect(matchesFilters(blocked, filters({ date: '2026-12-05' }))).toBe(false);
    expect(matchesFilters(blocked, filters({ date: '2026-12-06' }))).toBe(true);
    // 2026-12-07 is a Monday.
    const noMondays = { ...candidate, blockedWeekdays: [1] };
    expect(matchesFilters(noMondays, filters({ date: '2026-12-07' }))).toBe(false);
    expect(matchesFilters(noMondays, filters({ date: '2026-12-08' }))).toBe(true);
    expect(matchesFilters(noMondays, filters())).toBe(true);
  });
});

describe('matchesFilters (spec section 9)', () => {
  const dj = candidate;

  it('leaves no DJ out by price with the default range ($50 and under to $200 and up)', () => {
    for (const cents of [0, 1000, 4949, 15000, 20050, 45000, 1_000_000]) {
      expect(matchesFilters({ ...dj, hourlyRateCents: cents }, DEFAULT_FILTERS)).toBe(true);
    }
  });

  it('compares the rounded dollar rate inclusively at a moved end', () => {
    const upTo150 = filters({ priceMax: 150 });
    expect(matchesFilters({ ...dj, hourlyRateCents: 15049 }, upTo150)).toBe(true);
    expect(matchesFilters({ ...dj, hourlyRateCents: 15050 }, upTo150)).toBe(false);
    expect(matchesFilters({ ...dj, hourlyRateCents: 1000 }, upTo150)).toBe(true);
    const from60 = filters({ priceMin: 60 });
    expect(matchesFilters({ ...dj, hourlyRateCents: 5950 }, from60)).toBe(true);
    expect(matchesFilters({ ...dj, hourlyRateCents: 5949 }, from60)).toBe(false);
    expect(matchesFilters({ ...dj, hourlyRateCents: 45000 }, from60)).toBe(true);
  });

  it('words the open ends of the slider', () => {
    expect(priceEndText(50)).toBe('$50 and under');
    expect(priceEndText(125)).toBe('$125');
    expect(priceEndText(200)).toBe('$200 and up');
  });

  it('matches any selected genre, case-insensitively', () => {
    expect(matchesFilters(dj, filters({ genres: ['jazz', 'house'] }))).toBe(true);
    expect(matchesFilters(dj, filters({ genres: ['Jazz'] }))).toBe(false);
  });

  it('requires availableNow and a verified status', () => {
    expect(matchesFilters(dj, filters({ availableNow: true }))).toBe(false);
    expect(matchesFilters({ ...dj, status: 'pending' }, DEFAULT_FILTERS)).toBe(false);
  });

  it('matches the location case-insensitively from a word start', () => {
    expect(matchesFilters(dj, filters({ location: 'AUSTIN' }))).toBe(true);
    expect(matchesFilters(dj, filters({ location: 'tx' }))).toBe(true);
    expect(matchesFilters(dj, filters({ location: 'Dallas' }))).toBe(false);
  });
});

describe('genreChoices', () => {
  it("offers the spec's list when nothing has been seen", () => {
    expect(genreChoices([])).toEqual([...DISCOVER_GENRES].sort((a, b) => a.localeCompare(b)));
  });

  it('adds seen and selected genres once each, under their canonical names', () => {
    const choices = genreChoices(
      ['Amapiano', 'house', ' Drum and Bass ', 'hip hop', 'lo fi'],
      ['Lo-Fi', 'HOUSE'],
    );
    expect(choices).toContain('Amapiano');
    expect(choices).toContain('Drum & Bass');
    expect(choices).toContain('Lo-Fi');
    expect(choices.filter((g) => g.toLowerCase() === 'house')).toEqual(['House']);
    expect(choices.filter((g) => /hip/i.test(g))).toEqual(['Hip-Hop']);
    expect(choices).toEqual([...choices].sort((a, b) => a.localeCompare(b)));
  });

  it('ignores empty genres', () => {
    expect(genreChoices(['', '  '])).toHaveLength(DISCOVER_GENRES.length);
  });
});
