// The place the client's "Find DJs free on <date>" link searches (decision 0040), copied from
// the DJ's public profile inside the transaction that ends the request: for the webhook's
// release of a hold on a date already taken. The engine's rows do the same from the table's
// offerSimilarDjs (booking-effects.ts).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { searchPlaceOfProfile } from '../../../src/domain/booking-decline';
import type { Cancellation } from '../../../src/domain/booking-record';

/** `cancellation` with the search place of the DJ's profile, when it is public and placed. */
export function withSearchPlace(
  cancellation: Cancellation,
  profile: DocumentSnapshot | null,
): Cancellation {
  const place = profile?.exists ? searchPlaceOfProfile(profile.data() ?? {}) : null;
  return place ? { ...cancellation, searchPlace: place } : cancellation;
}
