import { describe, expect, it } from 'vitest';
import { placeName, UNKNOWN_LOCATION } from './reverse-geocode';

describe('placeName', () => {
  it('prefers city, then locality, then principal subdivision', () => {
    expect(placeName({ city: 'Austin', locality: 'Downtown', principalSubdivision: 'Texas' })).toBe(
      'Austin',
    );
    expect(placeName({ city: '', locality: 'Downtown', principalSubdivision: 'Texas' })).toBe(
      'Downtown',
    );
    expect(placeName({ principalSubdivision: 'Texas' })).toBe('Texas');
  });

  it('says Unknown Location when nothing is named', () => {
    expect(placeName({})).toBe(UNKNOWN_LOCATION);
    expect(placeName({ city: 42 })).toBe(UNKNOWN_LOCATION);
  });
});
