/**
 * Offline place lookup (decision 0022): US cities and ZIP codes turned into coordinates
 * without any outside service. The data lives in two chunks that Vite splits out of the
 * dynamic imports below (us-cities-*.js, ~200 KB gzip; us-zips-*.js, ~170 KB gzip). They
 * are fetched the first time someone types a place, never at start-up, and kept once
 * fetched; the service worker caches them at run time, not at install (docs/pwa.md).
 */
import { decodeCities, decodeZips, type City, type Zip } from './data-format';
import {
  mentionsZip,
  nearestCityIn,
  resolvePlaceIn,
  searchPlacesIn,
  type GazetteerData,
  type Place,
} from './match';

export type { Place } from './match';

let cities: Promise<City[]> | undefined;
let zips: Promise<Zip[]> | undefined;

/** Loads once; a failed load (offline before the chunk was ever cached) is retried next time. */
function once<T>(load: () => Promise<T>, forget: () => void): Promise<T> {
  return load().catch((error: unknown) => {
    forget();
    throw error;
  });
}

function loadCities(): Promise<City[]> {
  cities ??= once(
    () => import('./data/us-cities').then((module) => decodeCities(module.CITIES)),
    () => (cities = undefined),
  );
  return cities;
}

function loadZips(): Promise<Zip[]> {
  zips ??= once(
    () => import('./data/us-zips').then((module) => decodeZips(module.ZIPS)),
    () => (zips = undefined),
  );
  return zips;
}

/** Cities always; the ZIP chunk only when the text has a ZIP in it. */
async function dataFor(text: string): Promise<GazetteerData> {
  const [cityList, zipList] = await Promise.all([
    loadCities(),
    mentionsZip(text) ? loadZips() : Promise.resolve([]),
  ]);
  return { cities: cityList, zips: zipList };
}

/** Starts loading the city data (e.g. when a place field gets focus) without waiting. */
export function preloadPlaces(): void {
  loadCities().catch(() => {
    // Offline and never cached: the next search tries again and reports the failure.
  });
}

/**
 * Up to `limit` suggestions for what the user typed (prefix match on city name,
 * case/accent-insensitive, "City, ST", "City ST" and state full names handled; a 3–5 digit
 * prefix matches ZIPs). Best first. Empty for < 2 chars.
 */
export async function searchPlaces(text: string, limit = 8): Promise<Place[]> {
  if (text.trim().length < 2) return [];
  return searchPlacesIn(await dataFor(text), text, limit);
}

/**
 * The one place a typed text most plausibly means, or null (exact ZIP; exact city name
 * with optional state, the most populous of that name; else null — never a loose guess).
 */
export async function resolvePlace(text: string): Promise<Place | null> {
  if (text.trim().length < 2) return null;
  return resolvePlaceIn(await dataFor(text), text);
}

/** The nearest city to coordinates (for labelling "near me" offline), or null if > 50 km from any. */
export async function nearestCity(lat: number, lng: number): Promise<Place | null> {
  return nearestCityIn({ cities: await loadCities(), zips: [] }, lat, lng);
}
