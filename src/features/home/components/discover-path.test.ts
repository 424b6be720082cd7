import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersToSearchParams,
  roundNear,
  YOUR_LOCATION,
} from '../../../domain/discovery';
import { discoverPathForLocation, discoverPathNear } from './discover-path';

describe('discoverPathForLocation', () => {
  it('adds the location as a query parameter', () => {
    expect(discoverPathForLocation('Miami')).toBe('/discover?location=Miami');
  });

  it('trims the text first', () => {
    expect(discoverPathForLocation('  Miami \t\n')).toBe('/discover?location=Miami');
  });

  it.each(['', ' ', '   \t\n'])('goes to plain /discover for %j', (text) => {
    expect(discoverPathForLocation(text)).toBe('/discover');
  });

  it('encodes spaces, commas and reserved characters', () => {
    expect(discoverPathForLocation('New York, NY')).toBe('/discover?location=New%20York%2C%20NY');
    expect(discoverPathForLocation('a&genre=House#x?y/z')).toBe(
      '/discover?location=a%26genre%3DHouse%23x%3Fy%2Fz',
    );
  });

  it('encodes non-ASCII text and round-trips through URLSearchParams', () => {
    const path = discoverPathForLocation(' São Paulo ');
    expect(path).toBe('/discover?location=S%C3%A3o%20Paulo');
    expect(new URL(path, 'https://spinbook.test').searchParams.get('location')).toBe('São Paulo');
  });

  it('keeps inner whitespace', () => {
    const path = discoverPathForLocation('Los   Angeles');
    expect(new URL(path, 'https://spinbook.test').searchParams.get('location')).toBe(
      'Los   Angeles',
    );
  });
});

describe('discoverPathNear', () => {
  it('is the URL discovery itself writes for that place, nearest first', () => {
    for (const [near, label] of [
      [{ lat: 30.26721, lng: -97.74309 }, 'Austin'],
      [{ lat: -33.8688, lng: 151.2093 }, ''],
      [{ lat: 40.005, lng: -105.004 }, 'Unknown Location'],
    ] as const) {
      const expected = filtersToSearchParams({
        ...DEFAULT_FILTERS,
        near: roundNear(near),
        place: label || YOUR_LOCATION,
        sort: 'distance',
      });
      expect(discoverPathNear(near, label)).toBe(`/discover?${expected.toString()}`);
    }
  });
});
