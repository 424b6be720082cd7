import { geohashForLocation } from 'geofire-common';
import { describe, expect, it } from 'vitest';
import {
  cellsTouchingRing,
  distanceText,
  djGeoFields,
  isTravelRadius,
  isValidLatLng,
  milesBetween,
  placeTokens,
  reachCells,
  reachToken,
  ringOf,
  RINGS,
  servesPlace,
} from './geo';

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const HOUSTON = { lat: 29.7604, lng: -95.3698 };

/** A point `miles` from `from` along a bearing (flat-earth step; fine at these distances). */
function offset(from: { lat: number; lng: number }, miles: number, bearingDeg: number) {
  const km = miles * 1.609344;
  const rad = (bearingDeg * Math.PI) / 180;
  return {
    lat: from.lat + (km * Math.cos(rad)) / 110.574,
    lng: from.lng + (km * Math.sin(rad)) / (111.32 * Math.cos((from.lat * Math.PI) / 180)),
  };
}

describe('distances in miles', () => {
  it('converts geofire-common kilometres to miles', () => {
    // Austin to Houston is about 146 miles as the crow flies.
    expect(milesBetween(AUSTIN, HOUSTON)).toBeGreaterThan(140);
    expect(milesBetween(AUSTIN, HOUSTON)).toBeLessThan(150);
    expect(milesBetween(AUSTIN, AUSTIN)).toBe(0);
  });

  it('words a distance for a card', () => {
    expect(distanceText(0.4)).toBe('Under 1 mi away');
    expect(distanceText(12.3)).toBe('12 mi away');
    expect(distanceText(12.6)).toBe('13 mi away');
  });

  it('serves a place within both the travel radius and the chosen distance', () => {
    expect(servesPlace(12, 25, 25)).toBe(true);
    expect(servesPlace(12, 10, 25)).toBe(false);
    expect(servesPlace(12, 25, 10)).toBe(false);
  });
});

describe('validation', () => {
  it('accepts coordinates in range only', () => {
    expect(isValidLatLng(AUSTIN)).toBe(true);
    for (const bad of [
      { lat: 91, lng: 0 },
      { lat: 0, lng: -181 },
      { lat: Number.NaN, lng: 0 },
      { lat: '30', lng: 0 },
      { lat: null, lng: 0 },
    ]) {
      expect(isValidLatLng(bad)).toBe(false);
    }
  });

  it('knows the travel radius choices', () => {
    expect([10, 25, 50, 100].every(isTravelRadius)).toBe(true);
    expect([0, 5, 200, '25', null].some(isTravelRadius)).toBe(false);
  });
});

describe('reach cells', () => {
  it('stores the base with a precision-10 geohash and the travel radius', () => {
    const fields = djGeoFields(AUSTIN, 25);
    expect(fields.base).toEqual({
      ...AUSTIN,
      geohash: geohashForLocation([30.2672, -97.7431], 10),
    });
    expect(fields.travelRadiusMi).toBe(25);
    expect(fields.reachCells).toEqual(reachCells(AUSTIN, 25));
  });

  it('covers only the rings inside the travel radius', () => {
    const rings = (radius: number) =>
      new Set(reachCells(AUSTIN, radius).map((token) => token.split(':')[0]));
    expect(rings(10)).toEqual(new Set(['10']));
    expect(rings(25)).toEqual(new Set(['10', '25']));
    expect(rings(100)).toEqual(new Set(['10', '25', '50', '100']));
  });

  it('keeps the array to a few hundred tokens', () => {
    expect(reachCells(AUSTIN, 10).length).toBeLessThan(100);
    expect(reachCells(AUSTIN, 100).length).toBeLessThan(700);
    expect(new Set(reachCells(AUSTIN, 100)).size).toBe(reachCells(AUSTIN, 100).length);
  });

  it("always holds the place's cell in the ring the place is in (no DJ is missed)", () => {
    for (const base of [AUSTIN, { lat: 47.6, lng: -122.3 }, { lat: 61.2, lng: -149.9 }]) {
      for (const radius of [10, 25, 50, 100]) {
        const cells = new Set(reachCells(base, radius));
        for (let bearing = 0; bearing < 360; bearing += 15) {
          for (const fraction of [0.05, 0.3, 0.39, 0.41, 0.6, 0.99, 0.999]) {
            const place = offset(base, radius * fraction, bearing);
            const miles = milesBetween(base, place);
            if (miles > radius) continue;
            const ring = ringOf(miles)!;
            const cell = geohashForLocation([place.lat, place.lng], ring.precision);
            expect(cells.has(reachToken(ring, cell))).toBe(true);
          }
        }
      }
    }
  });

  it('does not reach far beyond the ring (false positives stay near the edge)', () => {
    const cells = cellsTouchingRing(AUSTIN, 0, 10, 5);
    expect(cells.every((cell) => cell.length === 5)).toBe(true);
    // A place 20 miles away is not in any 0–10 mi cell.
    const twenty = offset(AUSTIN, 20, 90);
    expect(cells).not.toContain(geohashForLocation([twenty.lat, twenty.lng], 5));
  });

  it('gives a place one token per ring up to the chosen distance', () => {
    expect(placeTokens(AUSTIN, 10)).toEqual([
      reachToken(RINGS[0], geohashForLocation([AUSTIN.lat, AUSTIN.lng], 5)),
    ]);
    expect(placeTokens(AUSTIN, 100)).toHaveLength(4);
    expect(placeTokens(AUSTIN, 50).map((t) => t.split(':')[1]!.length)).toEqual([5, 5, 4]);
  });
});
