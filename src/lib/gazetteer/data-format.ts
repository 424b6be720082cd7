/**
 * Decodes the packed strings that scripts/build-gazetteer.ts writes to ./data (decision
 * 0022). Rows are separated by ";" and fields by "|"; the two files must agree on this.
 */
import { foldPlaceText } from './fold';

export interface City {
  name: string;
  /** Two-letter USPS code (PR for Puerto Rico). */
  state: string;
  lat: number;
  lng: number;
  /** The name folded for matching (foldPlaceText). */
  key: string;
  /** Position in population order: 0 is the most populous. */
  rank: number;
}

export interface Zip {
  zip: string;
  lat: number;
  lng: number;
  /** Index of a nearby city in the city list, or -1 when none is within 25 km. */
  city: number;
}

/** City rows: name|ST|lat×1e3|lng×1e3, most populous first. */
export function decodeCities(text: string): City[] {
  return text.split(';').map((row, rank) => {
    const [name = '', state = '', lat = '0', lng = '0'] = row.split('|');
    return {
      name,
      state,
      lat: Number(lat) / 1e3,
      lng: Number(lng) / 1e3,
      key: foldPlaceText(name),
      rank,
    };
  });
}

/**
 * ZIP rows: zip|lat×1e2|lng×1e2|city index, the first three as differences from the
 * previous row (sorted ZIPs are mostly neighbours, so the differences are short).
 */
export function decodeZips(text: string): Zip[] {
  let zip = 0;
  let lat = 0;
  let lng = 0;
  return text.split(';').map((row) => {
    const [dZip = '0', dLat = '0', dLng = '0', city = ''] = row.split('|');
    zip += Number(dZip);
    lat += Number(dLat);
    lng += Number(dLng);
    return {
      zip: String(zip).padStart(5, '0'),
      lat: lat / 100,
      lng: lng / 100,
      city: city === '' ? -1 : Number(city),
    };
  });
}
