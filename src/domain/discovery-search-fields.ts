/**
 * The search fields a DJ profile carries for discovery's queries (the typed location's
 * prefixes, genres' keys, place cells, the rate in dollars), and the location text's
 * normal form both sides share.
 */
import { genreSearchKey } from './genres';
import { centsToWholeDollars } from './money';
import { searchWords } from './search-text';
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
