import { describe, expect, it } from 'vitest';
import { discoverPathForLocation } from './discover-path';

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
