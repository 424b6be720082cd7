import {
  doc,
  onSnapshot,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { isValidDjId } from '../../../domain';
import { parseBookingDj, type BookingDj } from '../model/booking-dj';

// Module-level converter (engineering guide, convention 2), never built during render.
const converter: FirestoreDataConverter<BookingDj> = {
  toFirestore: (): DocumentData => {
    throw new Error('DJ profiles are written by Cloud Functions only');
  },
  fromFirestore: (snap: QueryDocumentSnapshot): BookingDj => parseBookingDj(snap.id, snap.data()),
};

export type BookingDjState =
  | { status: 'loading' }
  /** Missing, unreadable, not verified, or the read failed: the page says the same for all. */
  | { status: 'not-found' }
  | { status: 'ready'; dj: BookingDj };

function fromSnapshot(snapshot: DocumentSnapshot<BookingDj>): BookingDjState {
  const dj = snapshot.data();
  // "Missing" from the local cache alone is not trusted until the server answers.
  if (!dj) return snapshot.metadata.fromCache ? { status: 'loading' } : { status: 'not-found' };
  // Only verified DJs take bookings (the owner or an admin may read a pending one).
  return dj.verified ? { status: 'ready', dj } : { status: 'not-found' };
}

/**
 * djs/{id}, live, for the booking page. onSnapshot rather than reactfire's
 * useFirestoreDoc: reactfire rethrows listener errors during render, and a
 * permission-denied read of an unverified profile must become "not found".
 */
export function useBookingDj(id: string): BookingDjState {
  const firestore = useFirestore();
  const valid = isValidDjId(id);
  const [result, setResult] = useState<{ id: string; state: BookingDjState } | null>(null);

  useEffect(() => {
    if (!valid) return undefined;
    const ref = doc(firestore, 'djs', id).withConverter(converter);
    return onSnapshot(
      ref,
      { includeMetadataChanges: true },
      {
        next: (snapshot) => setResult({ id, state: fromSnapshot(snapshot) }),
        error: () => setResult({ id, state: { status: 'not-found' } }),
      },
    );
  }, [firestore, id, valid]);

  if (!valid) return { status: 'not-found' };
  return result && result.id === id ? result.state : { status: 'loading' };
}
