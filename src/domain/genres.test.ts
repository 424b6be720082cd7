import { describe, expect, it } from 'vitest';
import {
  canonicalGenre,
  canonicalGenres,
  DISCOVER_GENRES,
  GENRE_NAMES,
  genreKey,
  genreSearchKey,
  HOME_GENRES,
  SUGGESTED_GENRES,
} from './genres';

describe('the genre vocabulary', () => {
  it.each([
    ['Hip Hop', 'Hip-Hop'],
    ['hip-hop', 'Hip-Hop'],
    ['HIPHOP', 'Hip-Hop'],
    ['  hip   hop ', 'Hip-Hop'],
    ['RnB', 'R&B'],
    ['r & b', 'R&B'],
    ['R and B', 'R&B'],
    ['Rhythm and Blues', 'R&B'],
    ['drum and bass', 'Drum & Bass'],
    ['DnB', 'Drum & Bass'],
    ['Afrobeats', 'Afrobeat'],
    ['reggaetón', 'Reggaeton'],
    ['top40', 'Top 40'],
    ['edm', 'EDM'],
  ])('reads %j as %j', (typed, canonical) => {
    expect(canonicalGenre(typed)).toBe(canonical);
  });

  it('keeps a genre outside the vocabulary as typed, tidied', () => {
    expect(canonicalGenre('  Baile   Funk ')).toBe('Baile Funk');
  });

  it('stores each genre once, the first spelling of an unknown one winning', () => {
    expect(canonicalGenres(['Hip Hop', 'hip-hop', 'Lo-Fi', 'lo fi', 'House'])).toEqual([
      'Hip-Hop',
      'Lo-Fi',
      'House',
    ]);
  });

  it('gives every spelling of a genre one search key', () => {
    expect(genreSearchKey('Hip Hop')).toBe(genreSearchKey('Hip-Hop'));
    expect(genreSearchKey('RnB')).toBe(genreSearchKey('R&B'));
    expect(genreSearchKey('lo fi')).toBe(genreSearchKey('Lo-Fi'));
    expect(genreSearchKey('House')).not.toBe(genreSearchKey('Deep House'));
  });

  it('has no two entries with the same key', () => {
    const keys = GENRE_NAMES.map(genreKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('draws every list the app shows from the vocabulary', () => {
    for (const list of [HOME_GENRES, SUGGESTED_GENRES, DISCOVER_GENRES]) {
      for (const name of list) expect(GENRE_NAMES).toContain(name);
    }
    // The spec's lists, under the one spelling (the form's "Hip Hop" is Hip-Hop).
    expect(HOME_GENRES).toEqual(['Hip-Hop', 'House', 'Latin', 'EDM', 'R&B', 'Afrobeat']);
    expect(SUGGESTED_GENRES).toEqual([
      'Hip-Hop',
      'House',
      'Techno',
      'Pop',
      'R&B',
      'Rock',
      'EDM',
      'Latin',
      'Reggae',
      'Jazz',
    ]);
  });
});
