/**
 * The genre vocabulary: one canonical name per genre and the spellings that
 * mean it. The server stores canonical names (toDjProfileWrite), the search
 * field is built from them (discovery.ts), and every list the app shows (the
 * application form's suggestions, the home carousel, the discover chips) is
 * taken from here, so "Hip Hop", "hip-hop" and "HipHop" are one genre.
 * A genre outside the vocabulary is kept as typed (tidied): DJs may play
 * something we have not listed.
 */

interface GenreEntry {
  readonly name: string;
  /** Other spellings; case, accents, spaces and punctuation are ignored anyway. */
  readonly aliases?: readonly string[];
}

const VOCABULARY: readonly GenreEntry[] = [
  { name: 'Afrobeat', aliases: ['Afrobeats', 'Afro Beat'] },
  { name: 'Amapiano' },
  { name: 'Country' },
  { name: 'Dancehall' },
  { name: 'Deep House' },
  { name: 'Disco', aliases: ['Nu Disco', 'Nu-Disco'] },
  { name: 'Drum & Bass', aliases: ['Drum and Bass', 'Drum n Bass', 'DnB', 'D&B'] },
  { name: 'Dubstep' },
  { name: 'EDM', aliases: ['Electronic Dance Music'] },
  { name: 'Funk' },
  { name: 'Hip-Hop', aliases: ['Hip Hop', 'HipHop', 'Hip-Hop/Rap'] },
  { name: 'House' },
  { name: 'Jazz' },
  { name: 'K-Pop', aliases: ['KPop', 'Korean Pop'] },
  { name: 'Latin' },
  { name: 'Open Format', aliases: ['Open-Format', 'Multi-Genre', 'Multi Genre'] },
  { name: 'Pop' },
  { name: 'R&B', aliases: ['RnB', 'R and B', 'R & B', 'Rhythm and Blues', "R'n'B"] },
  { name: 'Reggae' },
  { name: 'Reggaeton', aliases: ['Reggaetón', 'Regueton'] },
  { name: 'Rock' },
  { name: 'Soul' },
  { name: 'Tech House' },
  { name: 'Techno' },
  { name: 'Top 40', aliases: ['Top40', 'Top Forty', 'Chart Hits'] },
  { name: 'Trance' },
];

/** Every canonical genre name, alphabetically. */
export const GENRE_NAMES: readonly string[] = VOCABULARY.map((g) => g.name);

/**
 * A spelling's key: lowercase, no accents, "&" read as "and", everything but
 * letters and digits removed. "R & B", "R&B", "r and
 * b" → "randb"; "Hip-Hop", "hip hop" → "hiphop".
 */
export function genreKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '');
}

const BY_KEY: ReadonlyMap<string, string> = new Map(
  VOCABULARY.flatMap((g) => [g.name, ...(g.aliases ?? [])].map((s) => [genreKey(s), g.name])),
);

/** The canonical name for a genre as typed; one outside the vocabulary is tidied, not renamed. */
export function canonicalGenre(text: string): string {
  const tidy = text.trim().replace(/\s+/g, ' ');
  return BY_KEY.get(genreKey(tidy)) ?? tidy;
}

/** Canonical names, once each (the first spelling of an unknown genre wins), order kept. */
export function canonicalGenres(list: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const genre of list) {
    const name = canonicalGenre(genre);
    const key = genreKey(name);
    if (key && !byKey.has(key)) byKey.set(key, name);
  }
  return [...byKey.values()];
}

/** The search form of a genre: its key, so any spelling of it finds the same DJs. */
export const genreSearchKey = (text: string): string => genreKey(canonicalGenre(text));

/** Whether a name is in the vocabulary as written (the chips and suggestions use these). */
export const isCanonicalGenre = (text: string): boolean => GENRE_NAMES.includes(text);

function pick(names: readonly string[]): readonly string[] {
  for (const name of names) {
    if (!isCanonicalGenre(name)) throw new Error(`Not in the genre vocabulary: ${name}`);
  }
  return names;
}

/** The home page's genre carousel. */
export const HOME_GENRES = pick(['Hip-Hop', 'House', 'Latin', 'EDM', 'R&B', 'Afrobeat']);

/** What the DJ form suggests first (any vocabulary name is offered too). */
export const SUGGESTED_GENRES = pick([
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

/** The discover page's genre chips before any results arrive. */
export const DISCOVER_GENRES = pick([
  'Hip-Hop',
  'House',
  'EDM',
  'R&B',
  'Latin',
  'Afrobeat',
  'Techno',
  'Top 40',
  'Reggaeton',
  'Disco',
  'Jazz',
  'Rock',
]);
