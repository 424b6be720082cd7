/**
 * Browser position → a place name, as the spec describes: the reverse-geocoding
 * service's city, else locality, else principal subdivision. Returns
 * 'Unknown Location' when it names none; throws when the lookup fails.
 */
export const UNKNOWN_LOCATION = 'Unknown Location';

const ENDPOINT = 'https://api.bigdatacloud.net/data/reverse-geocode-client';

interface ReverseGeocodeAnswer {
  city?: unknown;
  locality?: unknown;
  principalSubdivision?: unknown;
}

export function placeName(answer: ReverseGeocodeAnswer): string {
  for (const value of [answer.city, answer.locality, answer.principalSubdivision]) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return UNKNOWN_LOCATION;
}

export async function reverseGeocode(latitude: number, longitude: number): Promise<string> {
  const url = `${ENDPOINT}?latitude=${latitude}&longitude=${longitude}&localityLanguage=en`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Reverse geocoding failed: ${res.status}`);
  return placeName((await res.json()) as ReverseGeocodeAnswer);
}
