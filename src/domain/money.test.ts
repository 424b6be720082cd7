import { describe, expect, it } from 'vitest';
import { cents, centsToWholeDollars, dollarsToCents, formatDollars, isCents } from './money';

describe('cents / isCents', () => {
  it.each([0, 1, 7500, 5_000_000, Number.MAX_SAFE_INTEGER])('accepts %d', (value) => {
    expect(isCents(value)).toBe(true);
    expect(cents(value)).toBe(value);
  });

  it.each([-1, 0.5, 12.01, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %d',
    (value) => {
      expect(isCents(value)).toBe(false);
      expect(() => cents(value)).toThrow(RangeError);
    },
  );

  it.each(['100', null, undefined, {}, 100n])('isCents refuses the non-number %s', (value) => {
    expect(isCents(value)).toBe(false);
  });

  it('normalises -0 to 0', () => {
    expect(Object.is(cents(-0), 0)).toBe(true);
  });
});

describe('formatDollars', () => {
  it.each([
    [0, '$0'],
    [1, '$0'],
    [49, '$0'],
    [50, '$1'],
    [5000, '$50'],
    [15000, '$150'],
    [15049, '$150'],
    [15050, '$151'],
    [100_000, '$1,000'],
    [5_000_000, '$50,000'],
    [12_345_678_900, '$123,456,789'],
  ])('%d cents → %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
    expect(formatDollars(amount, { decimals: 0 })).toBe(text);
  });

  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [5050, '$50.50'],
    [15000, '$150.00'],
    [55125, '$551.25'],
    [5_000_000, '$50,000.00'],
    [100_000_001, '$1,000,000.01'],
  ])('%d cents with two decimals → %s', (amount, text) => {
    expect(formatDollars(amount, { decimals: 2 })).toBe(text);
  });

  it('rounds a fraction of a cent and shows negatives with a minus', () => {
    expect(formatDollars(5050.4, { decimals: 2 })).toBe('$50.50');
    expect(formatDollars(-5050, { decimals: 2 })).toBe('-$50.50');
    expect(formatDollars(-150_000)).toBe('-$1,500');
    expect(formatDollars(-0.2)).toBe('$0');
  });

  it.each([NaN, Infinity, -Infinity])('refuses %d', (value) => {
    expect(() => formatDollars(value)).toThrow(RangeError);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [0, 0],
    [50, 5000],
    [150, 15000],
    [50.5, 5050],
    [50_000, 5_000_000],
    [0.01, 1],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.004, 100],
    [8.675, 868],
    [19.99, 1999],
    [0.000001, 0],
  ])('%d dollars → %d cents', (dollars, expected) => {
    expect(dollarsToCents(dollars)).toBe(expected);
  });

  it.each([-0.01, -50, NaN, Infinity, 1e21])('refuses %d', (value) => {
    expect(() => dollarsToCents(value)).toThrow(RangeError);
  });
});

describe('centsToWholeDollars', () => {
  it.each([
    [0, 0],
    [5000, 50],
    [15000, 150],
    [15049, 150],
    [15050, 151],
    [5_000_000, 50_000],
  ])('%d cents → %d dollars', (amount, dollars) => {
    expect(centsToWholeDollars(amount)).toBe(dollars);
  });
});
