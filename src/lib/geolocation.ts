/**
 * The browser's position, as a promise. Used as it is for searches by
 * distance (home's Auto, /discover's Near me): no reverse geocoding, so it
 * works offline.
 */
import { roundNear } from '../domain/discovery';
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

/** The position rounded as a search URL keeps it (about 1 km). */
export async function currentPlace(): Promise<LatLng> {
  const { coords } = await currentPosition();
  return roundNear({ lat: coords.latitude, lng: coords.longitude });
}

export const LOCATION_UNAVAILABLE =
  "We couldn't get your location. Allow location access, or type a city or ZIP code.";
