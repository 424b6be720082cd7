/**
 * Where the seeded DJs are: real coordinates, so "near me" and distances work
 * on demo data (issue 21, item 3).
 *
 * - CITY_CENTRES: the centre of every city the catalogue (djs.ts) uses; each
 *   catalogue DJ has its own spot a few miles from it, in a real neighbourhood.
 * - US_METROS: 42 US metropolitan areas with their 2020 census populations
 *   (millions, metropolitan statistical area), which the synthetic DJs
 *   (`--djs N`) are spread over in proportion, each jittered up to
 *   SYNTHETIC_JITTER_MI from the centre.
 */
import type { LatLng } from '../../src/domain/geo';
import type { Random } from './random';

export const CITY_CENTRES: Readonly<Record<string, LatLng>> = {
  'Austin, TX': { lat: 30.2672, lng: -97.7431 },
  'Miami, FL': { lat: 25.7617, lng: -80.1918 },
  'Denver, CO': { lat: 39.7392, lng: -104.9903 },
  'New York, NY': { lat: 40.7128, lng: -74.006 },
  'Atlanta, GA': { lat: 33.749, lng: -84.388 },
  'Los Angeles, CA': { lat: 34.0522, lng: -118.2437 },
  'London, UK': { lat: 51.5074, lng: -0.1278 },
  'Chicago, IL': { lat: 41.8781, lng: -87.6298 },
  'Seattle, WA': { lat: 47.6062, lng: -122.3321 },
  'Toronto, ON': { lat: 43.6532, lng: -79.3832 },
};

export interface Metro {
  /** As a DJ would write it: "Dallas, TX". */
  location: string;
  centre: LatLng;
  /** 2020 metropolitan-area population, in millions. */
  population: number;
}

const metro = (location: string, lat: number, lng: number, population: number): Metro => ({
  location,
  centre: { lat, lng },
  population,
});

export const US_METROS: readonly Metro[] = [
  metro('New York, NY', 40.7128, -74.006, 20.1),
  metro('Los Angeles, CA', 34.0522, -118.2437, 13.2),
  metro('Chicago, IL', 41.8781, -87.6298, 9.6),
  metro('Dallas, TX', 32.7767, -96.797, 7.6),
  metro('Houston, TX', 29.7604, -95.3698, 7.1),
  metro('Washington, DC', 38.9072, -77.0369, 6.4),
  metro('Philadelphia, PA', 39.9526, -75.1652, 6.2),
  metro('Miami, FL', 25.7617, -80.1918, 6.1),
  metro('Atlanta, GA', 33.749, -84.388, 6.1),
  metro('Boston, MA', 42.3601, -71.0589, 4.9),
  metro('Phoenix, AZ', 33.4484, -112.074, 4.8),
  metro('San Francisco, CA', 37.7749, -122.4194, 4.7),
  metro('Riverside, CA', 33.9806, -117.3755, 4.6),
  metro('Detroit, MI', 42.3314, -83.0458, 4.4),
  metro('Seattle, WA', 47.6062, -122.3321, 4.0),
  metro('Minneapolis, MN', 44.9778, -93.265, 3.7),
  metro('San Diego, CA', 32.7157, -117.1611, 3.3),
  metro('Tampa, FL', 27.9506, -82.4572, 3.2),
  metro('Denver, CO', 39.7392, -104.9903, 3.0),
  metro('Baltimore, MD', 39.2904, -76.6122, 2.8),
  metro('St. Louis, MO', 38.627, -90.1994, 2.8),
  metro('Orlando, FL', 28.5383, -81.3792, 2.7),
  metro('Charlotte, NC', 35.2271, -80.8431, 2.7),
  metro('San Antonio, TX', 29.4241, -98.4936, 2.6),
  metro('Portland, OR', 45.5152, -122.6784, 2.5),
  metro('Sacramento, CA', 38.5816, -121.4944, 2.4),
  metro('Pittsburgh, PA', 40.4406, -79.9959, 2.4),
  metro('Austin, TX', 30.2672, -97.7431, 2.3),
  metro('Las Vegas, NV', 36.1699, -115.1398, 2.3),
  metro('Cincinnati, OH', 39.1031, -84.512, 2.3),
  metro('Kansas City, MO', 39.0997, -94.5786, 2.2),
  metro('Columbus, OH', 39.9612, -82.9988, 2.1),
  metro('Indianapolis, IN', 39.7684, -86.1581, 2.1),
  metro('Cleveland, OH', 41.4993, -81.6944, 2.1),
  metro('San Jose, CA', 37.3382, -121.8863, 2.0),
  metro('Nashville, TN', 36.1627, -86.7816, 2.0),
  metro('Virginia Beach, VA', 36.8529, -75.978, 1.8),
  metro('Jacksonville, FL', 30.3322, -81.6557, 1.6),
  metro('Milwaukee, WI', 43.0389, -87.9065, 1.6),
  metro('Raleigh, NC', 35.7796, -78.6382, 1.4),
  metro('New Orleans, LA', 29.9511, -90.0715, 1.3),
  metro('Salt Lake City, UT', 40.7608, -111.891, 1.3),
];

const TOTAL_POPULATION = US_METROS.reduce((sum, m) => sum + m.population, 0);

/** A metro drawn in proportion to its population. */
export function pickMetro(random: Random): Metro {
  let left = random() * TOTAL_POPULATION;
  for (const m of US_METROS) {
    left -= m.population;
    if (left < 0) return m;
  }
  return US_METROS[US_METROS.length - 1] as Metro;
}

/** How far from its metro's centre a synthetic DJ may be. */
export const SYNTHETIC_JITTER_MI = 20;

const MILES_PER_DEGREE_LAT = 69.05;

/**
 * A point up to `maxMi` from `centre`, uniform over the disc (flat-earth offsets are
 * accurate to well under a mile at this size), rounded to 4 decimals (about 36 ft).
 */
export function jitter(random: Random, centre: LatLng, maxMi: number): LatLng {
  const distance = maxMi * Math.sqrt(random());
  const bearing = 2 * Math.PI * random();
  const dLat = (distance * Math.cos(bearing)) / MILES_PER_DEGREE_LAT;
  const dLng =
    (distance * Math.sin(bearing)) /
    (MILES_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180));
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  return { lat: round(centre.lat + dLat), lng: round(centre.lng + dLng) };
}
