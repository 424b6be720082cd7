import { resolvePlace } from '../../../../lib/gazetteer';

/** Under the Location field when the typed place is not on the map (the form still submits). */
export const PLACE_NOT_FOUND =
  "We couldn't find this place on the map, so clients searching near them won't see you. " +
  'Pick a suggestion to fix it.';

export interface BaseCoordinates {
  baseLat: number;
  baseLng: number;
}

/** What the DJ forms keep about the base, next to the location text. */
export interface PlaceValues {
  location: string;
  baseLat: number | null;
  baseLng: number | null;
}

/**
 * The coordinates to send: the chosen suggestion's, else the typed location looked up once
 * (resolvePlace answers only for an unambiguous place), else null (not on the map).
 */
export async function coordinatesFor(values: PlaceValues): Promise<BaseCoordinates | null> {
  if (values.baseLat !== null && values.baseLng !== null) {
    return { baseLat: values.baseLat, baseLng: values.baseLng };
  }
  const text = values.location.trim();
  if (!text) return null;
  try {
    const place = await resolvePlace(text);
    return place ? { baseLat: place.lat, baseLng: place.lng } : null;
  } catch {
    // The place data could not load (offline): the profile is saved without a base.
    return null;
  }
}
