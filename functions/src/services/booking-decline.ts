// What a DJ's decline writes besides the lifecycle's usual end of a request (decision 0040):
// the reason the DJ gave, already checked by the callable, and the place the client's
// "Find DJs free on <date>" link searches, copied from the DJ's public profile inside the
// transaction that declines. Used only by the transition planner (booking-transition.ts).
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
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

/**
 * The cancellation of a request the DJ declined, read in `tx` before anything is written
 * (a transaction reads first). `declineReason` is stored as the callable checked it.
 */
export async function declineCancellation(
  tx: Transaction,
  db: Firestore,
  by: Cancellation['by'],
  djId: string,
  declineReason: string | undefined,
): Promise<Cancellation> {
  const profile = djId ? await tx.get(db.collection('djs').doc(djId)) : null;
  return withSearchPlace(
    { by, reason: 'declined', ...(declineReason ? { declineReason } : {}) },
    profile,
  );
}
