import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of';

describe('isOneOf', () => {
  const COLOURS = ['red', 'green'] as const;

  it('accepts a listed name', () => {
    expect(isOneOf(COLOURS, 'green')).toBe(true);
  });

  it('refuses other strings, other types and inherited names', () => {
    expect(isOneOf(COLOURS, 'blue')).toBe(false);
    expect(isOneOf(COLOURS, 'Red')).toBe(false);
    expect(isOneOf(COLOURS, 1)).toBe(false);
    expect(isOneOf(COLOURS, null)).toBe(false);
    expect(isOneOf(COLOURS, 'toString')).toBe(false);
  });
});
