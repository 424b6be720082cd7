import { describe, expect, it } from 'vitest';
import { CITIES } from './data/us-cities';
import { ZIPS } from './data/us-zips';
import { decodeCities, decodeZips } from './data-format';
import { foldPlaceText } from './fold';
import { nearestCityIn, resolvePlaceIn, searchPlacesIn } from './match';

// The real generated data, imported statically (no lazy chunk), so the tests check what ships.
const data = { cities: decodeCities(CITIES), zips: decodeZips(ZIPS) };
const labels = (text: string, limit?: number) =>
  searchPlacesIn(data, text, limit).map((p) => p.label);
const resolved = (text: string) => resolvePlaceIn(data, text)?.label ?? null;

describe('foldPlaceText', () => {
  it('ignores case, accents, periods and apostrophes', () => {
    expect(foldPlaceText('  San José ')).toBe('san jose');
    expect(foldPlaceText("Coeur d'Alene")).toBe('coeur dalene');
    expect(foldPlaceText('St. Louis')).toBe('st louis');
    expect(foldPlaceText('Winston-Salem')).toBe('winston salem');
  });
});

describe('searchPlacesIn', () => {
  it('ranks Austin, TX first for "Austin", by population', () => {
    const [first, second] = searchPlacesIn(data, 'Austin');
    expect(first).toMatchObject({ label: 'Austin, TX', kind: 'city' });
    expect(first!.lat).toBeCloseTo(30.27, 1);
    expect(first!.lng).toBeCloseTo(-97.74, 1);
    expect(second?.label).toBe('Austin, MN');
    expect(labels('aus')[0]).toBe('Austin, TX');
  });

  it('handles "City, ST", "City ST" and full state names', () => {
    expect(labels('Austin, MN')[0]).toBe('Austin, MN');
    expect(labels('austin mn')[0]).toBe('Austin, MN');
    expect(labels('Austin, Minnesota')[0]).toBe('Austin, MN');
    // While typing the state: "Austin, Te" can only be Texas or Tennessee.
    expect(labels('Austin, Te')).toEqual(['Austin, TX']);
  });

  it('matches accents either way', () => {
    expect(labels('San José')[0]).toBe('San Jose, CA');
    expect(labels('san jose')[0]).toBe('San Jose, CA');
    expect(labels('Canon City')[0]).toBe('Cañon City, CO');
  });

  it('knows a few nicknames, and New York is New York City', () => {
    expect(labels('NYC')[0]).toBe('New York City, NY');
    expect(labels('New York')[0]).toBe('New York City, NY');
  });

  it('also matches a later word of a name, after names that start with the text', () => {
    expect(labels('jose', 20)).toContain('San Jose, CA');
  });

  it('suggests ZIPs for a 3–5 digit prefix, labelled with a nearby city', () => {
    expect(labels('787', 3)).toEqual([
      '78701 · Austin, TX',
      '78702 · Austin, TX',
      '78703 · Austin, TX',
    ]);
    expect(labels('78701')).toEqual(['78701 · Austin, TX']);
  });

  it('returns nothing for nonsense or fewer than 2 characters', () => {
    expect(labels('zzzz')).toEqual([]);
    expect(labels('a')).toEqual([]);
    expect(labels('  ')).toEqual([]);
    expect(labels('00000')).toEqual([]);
  });

  it('respects the limit', () => {
    expect(labels('san', 3)).toHaveLength(3);
    expect(labels('san')).toHaveLength(8);
  });
});

describe('resolvePlaceIn', () => {
  it('resolves an exact city with or without a state', () => {
    expect(resolved('austin')).toBe('Austin, TX');
    expect(resolved('austin tx')).toBe('Austin, TX');
    expect(resolved('Austin, Texas')).toBe('Austin, TX');
    expect(resolved('Austin, MN')).toBe('Austin, MN');
    expect(resolved('Washington, D.C.')).toBe('Washington, DC');
    expect(resolved('washington dc')).toBe('Washington, DC');
  });

  it('resolves every city the demo DJs list', () => {
    for (const text of [
      'Atlanta, GA',
      'Austin, TX',
      'Chicago, IL',
      'Denver, CO',
      'Los Angeles, CA',
      'Miami, FL',
      'New York, NY',
      'Seattle, WA',
    ]) {
      expect(resolved(text), text).not.toBeNull();
    }
    expect(resolved('New York, NY')).toBe('New York City, NY');
  });

  it('resolves a ZIP (also ZIP+4 and after a city) near its city', () => {
    const place = resolvePlaceIn(data, '78701');
    expect(place).toMatchObject({ label: '78701 · Austin, TX', kind: 'zip' });
    expect(place!.lat).toBeCloseTo(30.27, 1);
    expect(place!.lng).toBeCloseTo(-97.74, 1);
    expect(resolved('78701-1234')).toBe('78701 · Austin, TX');
    expect(resolved('Austin, TX 78701')).toBe('78701 · Austin, TX');
    expect(resolved('10001')).toBe('10001 · New York City, NY');
  });

  it('never guesses', () => {
    expect(resolved('Aust')).toBeNull();
    expect(resolved('Austin, CA')).toBeNull();
    expect(resolved('zzzz')).toBeNull();
    expect(resolved('00000')).toBeNull();
    expect(resolved('London, UK')).toBeNull();
    expect(resolved('x')).toBeNull();
  });
});

describe('nearestCityIn', () => {
  it('names the city at given coordinates', () => {
    expect(nearestCityIn(data, 30.27, -97.74)?.label).toBe('Austin, TX');
  });

  it('returns null more than 50 km from any city (the Gulf of Mexico)', () => {
    expect(nearestCityIn(data, 26, -90)).toBeNull();
    expect(nearestCityIn(data, 0, 0)).toBeNull();
  });
});
