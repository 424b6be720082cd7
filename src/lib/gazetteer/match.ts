/**
 * Pure matching over decoded gazetteer data (decision 0022): no loading, so it is tested
 * without the lazy chunks. index.ts loads the data and calls these.
 */
import type { City, Zip } from './data-format';
import { foldPlaceText } from './fold';

export interface Place {
  label: string;
  lat: number;
  lng: number;
  kind: 'city' | 'zip';
}

export interface GazetteerData {
  cities: readonly City[];
  /** Empty when the text has no ZIP in it (index.ts then skips loading the ZIP chunk). */
  zips: readonly Zip[];
}

const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Folded code or full name → code: "tx", "texas", "d c" (from "D.C." → "dc"). */
const STATE_BY_KEY = new Map<string, string>(
  Object.entries(STATE_NAMES).flatMap(([code, name]) => [
    [code.toLowerCase(), code],
    [foldPlaceText(name), code],
  ]),
);

/**
 * Nicknames people type for the largest cities. GeoNames (cities1000) carries no alternate
 * names, and its New York is "New York City", so "New York, NY" needs the second entry.
 * Kept short on purpose: "LA" is Louisiana and "SF" is fine, but guessing nicknames for
 * every town would turn resolvePlace into a loose guess.
 */
const ALIASES = new Map<string, { name: string; state: string }>([
  ['nyc', { name: 'New York City', state: 'NY' }],
  ['new york', { name: 'New York City', state: 'NY' }],
  ['sf', { name: 'San Francisco', state: 'CA' }],
  ['dc', { name: 'Washington', state: 'DC' }],
  ['philly', { name: 'Philadelphia', state: 'PA' }],
  ['vegas', { name: 'Las Vegas', state: 'NV' }],
  ['nola', { name: 'New Orleans', state: 'LA' }],
]);

/** One way to read the text: a city part, and the states it must be in (none = any). */
interface Reading {
  city: string;
  states: readonly string[] | null;
}

function statesFor(key: string, allowPrefix: boolean): string[] {
  if (!key) return [];
  if (!allowPrefix) {
    const code = STATE_BY_KEY.get(key);
    return code ? [code] : [];
  }
  const codes = new Set<string>();
  for (const [stateKey, code] of STATE_BY_KEY) if (stateKey.startsWith(key)) codes.add(code);
  return [...codes];
}

/**
 * "Austin, TX" / "Austin, Texas" split at the last comma (while typing, "Austin, Te" may
 * be a state prefix). Without a comma a trailing state code or name of 1–3 words
 * ("austin tx", "charleston south carolina") is tried as well as the whole text, because
 * "Lake in the Hills" ends its first two words with IN.
 */
function readings(text: string, typing: boolean): Reading[] {
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    const city = foldPlaceText(text.slice(0, comma));
    const stateKey = foldPlaceText(text.slice(comma + 1));
    if (!stateKey) return [{ city, states: null }];
    const states = statesFor(stateKey, typing);
    if (states.length > 0 && city) return [{ city, states }];
    return [{ city: foldPlaceText(text), states: null }];
  }
  const folded = foldPlaceText(text);
  const words = folded.split(' ');
  const found: Reading[] = [];
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const states = statesFor(words.slice(-take).join(' '), false);
    if (states.length > 0) found.push({ city: words.slice(0, -take).join(' '), states });
  }
  found.push({ city: folded, states: null });
  return found;
}

function inStates(city: City, states: readonly string[] | null): boolean {
  return states === null || states.includes(city.state);
}

export function cityPlace(city: City): Place {
  return { label: `${city.name}, ${city.state}`, lat: city.lat, lng: city.lng, kind: 'city' };
}

export function zipPlace(zip: Zip, cities: readonly City[]): Place {
  const city = cities[zip.city];
  const label = city ? `${zip.zip} · ${city.name}, ${city.state}` : `ZIP ${zip.zip}`;
  return { label, lat: zip.lat, lng: zip.lng, kind: 'zip' };
}

/** "78701", "78701-1234", "Austin, TX 78701" → "78701". */
function trailingZip(text: string): string | null {
  const match = /(?:^|\s)(\d{5})(?: \d{4})?$/.exec(foldPlaceText(text));
  return match?.[1] ?? null;
}

/** A 3–5 digit prefix, alone: what someone typing a ZIP has typed so far. */
export function zipPrefix(text: string): string | null {
  const trimmed = text.trim();
  return /^\d{3,5}$/.test(trimmed) ? trimmed : null;
}

/** True when the text may need the ZIP data (index.ts loads that chunk only then). */
export function mentionsZip(text: string): boolean {
  return zipPrefix(text) !== null || trailingZip(text) !== null;
}

function aliasCity(
  cities: readonly City[],
  key: string,
  states: readonly string[] | null,
): City | null {
  const alias = ALIASES.get(key);
  if (!alias || (states && !states.includes(alias.state))) return null;
  return cities.find((c) => c.name === alias.name && c.state === alias.state) ?? null;
}

/**
 * Suggestions, best first: a nickname, then exact names, then names starting with the
 * text, then names with a later word starting with it ("jose" → San Jose); within each,
 * more populous first (the data is in population order, so Austin, TX precedes Austin, MN).
 */
export function searchPlacesIn(data: GazetteerData, text: string, limit = 8): Place[] {
  if (text.trim().length < 2 || limit <= 0) return [];
  const prefix = zipPrefix(text);
  if (prefix !== null) {
    const places: Place[] = [];
    for (const zip of data.zips) {
      if (!zip.zip.startsWith(prefix)) continue;
      places.push(zipPlace(zip, data.cities));
      if (places.length >= limit) break;
    }
    return places;
  }
  const scored = new Map<City, number>();
  const consider = (city: City, tier: number) => {
    const score = tier * data.cities.length + city.rank;
    const previous = scored.get(city);
    if (previous === undefined || score < previous) scored.set(city, score);
  };
  for (const { city: key, states } of readings(text, true)) {
    if (key.length < 2) continue;
    const alias = aliasCity(data.cities, key, states);
    if (alias) consider(alias, 0);
    const wordStart = ` ${key}`;
    for (const city of data.cities) {
      if (!inStates(city, states)) continue;
      if (city.key === key) consider(city, 1);
      else if (city.key.startsWith(key)) consider(city, 2);
      else if (city.key.includes(wordStart)) consider(city, 3);
    }
  }
  return [...scored]
    .sort((a, b) => a[1] - b[1])
    .slice(0, limit)
    .map(([city]) => cityPlace(city));
}

/**
 * The place the text names, or null. A ZIP must exist; a city name must be exact (with an
 * optional state); when several cities share the name and no state is given, the most
 * populous is meant ("Springfield" is Springfield, MO). Never a prefix guess.
 */
export function resolvePlaceIn(data: GazetteerData, text: string): Place | null {
  if (text.trim().length < 2) return null;
  const zipCode = trailingZip(text);
  if (zipCode !== null) {
    const zip = data.zips.find((z) => z.zip === zipCode);
    return zip ? zipPlace(zip, data.cities) : null;
  }
  // Readings with a state come first: "washington dc" means the capital.
  for (const { city: key, states } of readings(text, false)) {
    if (key.length < 2) continue;
    const city =
      aliasCity(data.cities, key, states) ??
      data.cities.find((c) => c.key === key && inStates(c, states));
    if (city) return cityPlace(city);
  }
  return null;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const NEAREST_CITY_MAX_KM = 50;

/** The nearest city within 50 km, or null (the middle of the ocean, or outside the US). */
export function nearestCityIn(data: GazetteerData, lat: number, lng: number): Place | null {
  let best: City | null = null;
  let bestKm = NEAREST_CITY_MAX_KM;
  for (const city of data.cities) {
    // Skip the trigonometry for cities more than ~0.5° of latitude away (> 50 km).
    if (Math.abs(city.lat - lat) > 0.5) continue;
    const km = distanceKm(lat, lng, city.lat, city.lng);
    if (km <= bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return best ? cityPlace(best) : null;
}
