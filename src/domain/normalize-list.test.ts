import { describe, expect, it } from 'vitest';
import { normalizeList, parseCommaList, tidyList } from './normalize-list';

describe('tidyList', () => {
  it('trims, drops empties and case-insensitive duplicates, keeping the first spelling', () => {
    expect(tidyList(['  House ', '', '   ', 'house', 'HOUSE', 'Techno', 'R&B', 'r&b'])).toEqual([
      'House',
      'Techno',
      'R&B',
    ]);
  });

  it('collapses inner whitespace and removes angle brackets', () => {
    expect(tidyList(['Hip   Hop', 'hip hop', '<b>EDM</b>'])).toEqual(['Hip Hop', 'bEDM/b']);
  });

  it('keeps entries of any length and non-strings for validation to report', () => {
    const long = 'x'.repeat(80);
    expect(tidyList([long, 7, null])).toEqual([long, 7, null]);
  });
});

describe('normalizeList', () => {
  it('cuts entries to the limit, then removes the duplicates that creates', () => {
    expect(normalizeList(['abcdef', 'ABCxyz', 'ok'], 3)).toEqual(['abc', 'ok']);
  });

  it('never splits an emoji and trims what is left', () => {
    expect(normalizeList(['ab🎧', 'a b c'], 3)).toEqual(['ab', 'a b']);
  });

  it('drops non-strings', () => {
    expect(normalizeList(['House', 1 as unknown as string], 50)).toEqual(['House']);
  });

  it('returns an empty list for an empty input', () => {
    expect(normalizeList([], 50)).toEqual([]);
  });
});

describe('parseCommaList', () => {
  it('splits comma-separated text', () => {
    expect(parseCommaList('House, techno ,, House,  ,Latin', 50)).toEqual([
      'House',
      'techno',
      'Latin',
    ]);
    expect(parseCommaList('', 50)).toEqual([]);
  });
});
