import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { BookingStatus } from '../../../domain/booking-states';
import type { Booking } from '../model/booking';
import type { BookingViewer } from '../model/booking-view';
import { bookingsPageQuery } from './bookings-query';

export type LiveBookings =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      items: Booking[];
      /** The page was full, so older bookings may exist. */
      hasMore: boolean;
      /** A larger page was asked for and has not arrived yet. */
      loadingMore: boolean;
    };

interface Stored {
  key: string;
  max: number;
  state: LiveBookings;
}

/**
 * The viewer's newest `max` bookings in a tab, live (onSnapshot). Not
 * reactfire's collection hooks: reactfire 4.2.6 rethrows listener errors
 * during render, and a failed list must say 'Failed to load bookings.'
 * instead of taking the page down. When only `max` grows (Load more), the
 * previous items stay on screen.
 */
export function useLiveBookings(
  viewer: BookingViewer,
  uid: string,
  status: BookingStatus | null,
  max: number,
): LiveBookings {
  const db = useFirestore();
  const key = `${viewer}:${uid}:${status ?? 'all'}`;
  const [stored, setStored] = useState<Stored | null>(null);

  useEffect(
    () =>
      onSnapshot(bookingsPageQuery(db, viewer, uid, status, max), {
        next: (snap) =>
          setStored({
            key,
            max,
            state: {
              status: 'ready',
              items: snap.docs.map((d) => d.data()),
              hasMore: snap.size >= max,
              loadingMore: false,
            },
          }),
        error: (error) => {
          console.warn('Bookings failed to load', error);
          setStored({ key, max, state: { status: 'error' } });
        },
      }),
    [db, viewer, uid, status, max, key],
  );

  if (!stored || stored.key !== key) return { status: 'loading' };
  if (stored.max !== max && stored.state.status === 'ready') {
    return { ...stored.state, loadingMore: true };
  }
  return stored.state;
}
