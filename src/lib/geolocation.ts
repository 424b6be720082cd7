/**
 * The browser's position, as a promise. Used as it is for searches by
 * distance (home's Auto, /discover's Near me): no reverse geocoding, so it
 * works offline.
 */
// Type-only imports: the home page's first screen loads this module, and its budget has
// no room for the discovery domain (scripts/bundle-report.ts).
import type { LatLng } from '../domain/geo';

export function currentPosition(timeoutMs = 10_000): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      timeout: timeoutMs,
      maximumAge: 5 * 60_000,
    });
  });
}

/** The position as coordinates (a search URL rounds them; see roundNear). */
export async function currentPlace(): Promise<LatLng> {
  const { coords } = await currentPosition();
  return { lat: coords.latitude, lng: coords.longitude };
}

export const LOCATION_UNAVAILABLE =
  "We couldn't get your location. Allow location access, or type a city or ZIP code.";
