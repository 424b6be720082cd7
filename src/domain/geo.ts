/**
 * Where a DJ works and how far they travel, as data Firestore can query.
 *
 * A DJ has a base (coordinates) and a travel radius in miles. A visitor asks
 * from a place: "who travels to me, within 25 mi?". Distance is symmetric, so
 * the question "is the place within d of the DJ" is answered on the DJ's side
 * when the profile is written: `reachCells` lists, for each distance ring
 * (0–10, 10–25, 25–50 and 50–100 mi), the geohash cells that the ring, cut at
 * the DJ's travel radius, touches. A search then asks for the place's own cell
 * in the rings it wants (one array-contains-any), in any order the other
 * filters need, a page at a time, and drops the few DJs whose cells touch the
 * place's cell but whose exact distance is out (cells are coarser than
 * circles). A DJ is never missed: the cells cover the ring, so the place's
 * cell is among them whenever the place is in it. See docs/discovery.md.
 *
 * geofire-common's `distanceBetween` returns kilometres; everything here
 * that a person reads is in miles.
 */
import { distanceBetween, geohashForLocation } from 'geofire-common';

export interface LatLng {
  lat: number;
  lng: number;
}

export const KM_PER_MILE = 1.609344;

/** "How far will you travel?" The choices, in miles. */
export const TRAVEL_RADII_MI = [10, 25, 50, 100] as const;
export type TravelRadiusMi = (typeof TRAVEL_RADII_MI)[number];
export const DEFAULT_TRAVEL_RADIUS_MI: TravelRadiusMi = 25;

/** "Within 10 / 25 / 50 / 100 mi" on /discover: the outer edges of the rings. */
export const WITHIN_MI = [10, 25, 50, 100] as const;
export type WithinMi = (typeof WITHIN_MI)[number];
export const DEFAULT_WITHIN_MI: WithinMi = 25;

/**
 * The distance rings and the geohash precision of their cells. Precision 5
 * cells are about 4.9 × 4.9 km, precision 4 about 39 × 19.5 km: the near
 * rings need the fine cells (a 10 mi circle is 32 km across, so coarse cells
 * would bring in DJs up to 60 km away), the far ones would need too many of
 * them (a 100 mi circle holds about 3,400 precision-5 cells).
 */
export const RINGS = [
  { inner: 0, outer: 10, precision: 5 },
  { inner: 10, outer: 25, precision: 5 },
  { inner: 25, outer: 50, precision: 4 },
  { inner: 50, outer: 100, precision: 4 },
] as const satisfies readonly { inner: number; outer: WithinMi; precision: number }[];
export type Ring = (typeof RINGS)[number];

export function isTravelRadius(value: unknown): value is TravelRadiusMi {
  return TRAVEL_RADII_MI.some((r) => r === value);
}

export function isWithinMi(value: unknown): value is WithinMi {
  return WITHIN_MI.some((r) => r === value);
}

export function isValidLatLng(value: { lat: unknown; lng: unknown }): value is LatLng {
  const { lat, lng } = value;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** Great-circle distance in miles. */
export function milesBetween(a: LatLng, b: LatLng): number {
  return distanceBetween([a.lat, a.lng], [b.lat, b.lng]) / KM_PER_MILE;
}

/** "12 mi away"; under a mile reads "Under 1 mi away". */
export function distanceText(miles: number): string {
  if (miles < 1) return 'Under 1 mi away';
  return `${Math.round(miles)} mi away`;
}

/** One reach token: the ring's outer edge and a cell, e.g. "25:9v6kp". */
export function reachToken(ring: Ring, cell: string): string {
  return `${ring.outer}:${cell}`;
}

/** The place's cell in each ring up to `withinMi`, as reach tokens (nearest ring first). */
export function placeTokens(place: LatLng, withinMi: WithinMi): string[] {
  return ringsWithin(withinMi).map((ring) =>
    reachToken(ring, geohashForLocation([place.lat, place.lng], ring.precision)),
  );
}

export function ringsWithin(withinMi: WithinMi): Ring[] {
  return RINGS.filter((ring) => ring.outer <= withinMi);
}

/** The ring a distance falls in (its inner edge excluded, except the first ring's 0). */
export function ringOf(miles: number): Ring | undefined {
  return RINGS.find((ring) => miles <= ring.outer);
}

/** Whether a DJ at `miles` from the place, travelling `travelRadiusMi`, serves it within `withinMi`. */
export function servesPlace(miles: number, travelRadiusMi: number, withinMi: WithinMi): boolean {
  return miles <= Math.min(travelRadiusMi, withinMi);
}

/** The search fields a profile with a base carries (server-written; docs/data-model.md). */
export interface DjGeoFields {
  base: LatLng & { geohash: string };
  travelRadiusMi: TravelRadiusMi;
  reachCells: string[];
}

export function djGeoFields(base: LatLng, travelRadiusMi: TravelRadiusMi): DjGeoFields {
  return {
    base: {
      lat: base.lat,
      lng: base.lng,
      geohash: geohashForLocation([base.lat, base.lng], 10),
    },
    travelRadiusMi,
    reachCells: reachCells(base, travelRadiusMi),
  };
}

/** Every ring's cells the DJ's travel circle reaches into, as reach tokens. */
export function reachCells(base: LatLng, travelRadiusMi: number): string[] {
  const tokens: string[] = [];
  for (const ring of RINGS) {
    if (ring.inner >= travelRadiusMi) break;
    const outer = Math.min(ring.outer, travelRadiusMi);
    for (const cell of cellsTouchingRing(base, ring.inner, outer, ring.precision)) {
      tokens.push(reachToken(ring, cell));
    }
  }
  return tokens;
}

// A geohash of `precision` characters is a regular grid: 5 bits a character,
// alternating longitude and latitude, longitude first.
function gridOf(precision: number): { lngStep: number; latStep: number } {
  const bits = 5 * precision;
  const lngBits = Math.ceil(bits / 2);
  const latBits = Math.floor(bits / 2);
  return { lngStep: 360 / 2 ** lngBits, latStep: 180 / 2 ** latBits };
}

/**
 * Cells are taken when they might touch the ring: a small allowance for the
 * flat-rectangle approximation below. A cell too many costs a false positive
 * the exact check drops; a cell too few would hide a DJ.
 */
const SLACK_MI = 0.5;

/** Geohash cells of `precision` that the ring inner < d ≤ outer (miles) around `center` touches. */
export function cellsTouchingRing(
  center: LatLng,
  innerMi: number,
  outerMi: number,
  precision: number,
): string[] {
  const { lngStep, latStep } = gridOf(precision);
  const outerKm = (outerMi + SLACK_MI) * KM_PER_MILE;
  const latSpan = outerKm / 110.574;
  const cosLat = Math.max(Math.cos(((Math.abs(center.lat) + latSpan) * Math.PI) / 180), 0.01);
  const lngSpan = outerKm / (111.32 * cosLat);
  const firstRow = Math.floor((Math.max(center.lat - latSpan, -90) + 90) / latStep);
  const lastRow = Math.floor((Math.min(center.lat + latSpan, 89.999999) + 90) / latStep);
  const firstCol = Math.floor((center.lng - lngSpan + 180) / lngStep);
  const lastCol = Math.floor((center.lng + lngSpan + 180) / lngStep);
  const cells = new Set<string>();
  for (let row = firstRow; row <= lastRow; row++) {
    const south = -90 + row * latStep;
    const north = south + latStep;
    for (let col = firstCol; col <= lastCol; col++) {
      const west = -180 + col * lngStep;
      const east = west + lngStep;
      // Nearest point of the cell: the centre clamped into it; farthest: a corner.
      const nearest = {
        lat: Math.min(Math.max(center.lat, south), north),
        lng: Math.min(Math.max(center.lng, west), east),
      };
      const near = milesBetween(center, nearest);
      if (near > outerMi + SLACK_MI) continue;
      if (innerMi > 0) {
        const far = Math.max(
          ...[
            { lat: south, lng: west },
            { lat: south, lng: east },
            { lat: north, lng: west },
            { lat: north, lng: east },
          ].map((corner) => milesBetween(center, corner)),
        );
        if (far < innerMi - SLACK_MI) continue;
      }
      const middle: [number, number] = [south + latStep / 2, wrapLng(west + lngStep / 2)];
      cells.add(geohashForLocation(middle, precision));
    }
  }
  return [...cells].sort();
}

function wrapLng(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}
