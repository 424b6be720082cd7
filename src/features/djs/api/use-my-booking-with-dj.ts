import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { isValidDjId } from '../../../domain';

/** Conversations open once a booking is confirmed (rules: bookings/{id}/messages create). */
export const MESSAGEABLE_BOOKING_STATUSES = ['confirmed', 'completed'] as const;

export type MyBookingWithDjState =
  /** Signed out (or an impossible id): nothing is read. */
  | { status: 'idle' }
  | { status: 'loading' }
  /** No confirmed or completed booking, or the read failed. */
  | { status: 'none' }
  | { status: 'found'; bookingId: string };

/**
 * Whether the signed-in client has a booking with this DJ that the two can
 * message about: bookings where clientUid == uid and djId == djId and status
 * in ['confirmed', 'completed'], limit 1. The rules let a client list their
 * own bookings only, which the clientUid filter proves. A failed read counts
 * as "none": the Message button then explains when messaging opens.
 */
export function useMyBookingWithDj(uid: string | null, djId: string): MyBookingWithDjState {
  const firestore = useFirestore();
  const key = uid && isValidDjId(djId) ? `${uid}/${djId}` : null;
  const [result, setResult] = useState<{ key: string; state: MyBookingWithDjState } | null>(null);

  useEffect(() => {
    if (key === null || uid === null) return undefined;
    const bookingsQuery = query(
      collection(firestore, 'bookings'),
      where('clientUid', '==', uid),
      where('djId', '==', djId),
      where('status', 'in', [...MESSAGEABLE_BOOKING_STATUSES]),
      limit(1),
    );
    return onSnapshot(bookingsQuery, {
      next: (snapshot) => {
        const booking = snapshot.docs[0];
        setResult({
          key,
          state: booking ? { status: 'found', bookingId: booking.id } : { status: 'none' },
        });
      },
      error: () => setResult({ key, state: { status: 'none' } }),
    });
  }, [firestore, uid, djId, key]);

  if (key === null) return { status: 'idle' };
  return result && result.key === key ? result.state : { status: 'loading' };
}
