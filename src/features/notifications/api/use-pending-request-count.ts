import {
  collection,
  limit,
  query,
  where,
  type DocumentData,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/firebase/live-data';

/** Counted up to this many; the badge of an app is a number, not a list. */
const PENDING_CAP = 100;

// Only how many: each document is read as nothing.
const countOnly: FirestoreDataConverter<null> = {
  toFirestore: (): DocumentData => {
    throw new Error('This converter only reads');
  },
  fromFirestore: () => null,
};

/**
 * How many requests wait for this DJ's answer, live: the app's badge counts them while the app
 * is open. Equality on two fields, which Firestore answers from its single-field indexes; the
 * rules let a DJ list exactly the bookings whose djOwnerUid is theirs. Null for a non-DJ
 * (nothing is read) and until the first answer.
 */
export function usePendingRequestCount(uid: string, isDj: boolean): number | null {
  const live = useLiveQuery(isDj ? `bookings:pending-for-dj:${uid}` : null, (db) =>
    query(
      collection(db, 'bookings').withConverter(countOnly),
      where('djOwnerUid', '==', uid),
      where('status', '==', 'pending'),
      limit(PENDING_CAP),
    ),
  );
  return isDj && live.status === 'ready' ? live.data.length : null;
}
