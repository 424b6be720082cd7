import { getCountFromServer } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { BookingCounts } from '../model/booking-tabs';
import type { BookingViewer } from '../model/booking-view';
import { bookingsQuery } from './bookings-query';

export type BookingCountsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; counts: BookingCounts };

/**
 * The tab counts from `count()` aggregations (nothing is downloaded).
 * Aggregations are not live, so they are asked again whenever `refreshKey`
 * changes (the caller derives it from the live list) or after `refresh()`.
 * A null key waits for the list, so the page does not count twice on arrival.
 */
export function useBookingCounts(
  viewer: BookingViewer,
  uid: string,
  refreshKey: string | null,
): { state: BookingCountsState; refresh: () => void } {
  const db = useFirestore();
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<BookingCountsState>({ status: 'loading' });

  useEffect(() => {
    if (refreshKey === null) return undefined;
    let current = true;
    const countOf = async (status: Parameters<typeof bookingsQuery>[3]) =>
      (await getCountFromServer(bookingsQuery(db, viewer, uid, status))).data().count;
    Promise.all([
      countOf(null),
      countOf('pending'),
      countOf('confirmed'),
      countOf('completed'),
    ]).then(
      ([all, pending, confirmed, completed]) => {
        if (current) setState({ status: 'ready', counts: { all, pending, confirmed, completed } });
      },
      (error: unknown) => {
        console.warn('Booking counts failed to load', error);
        // Stale numbers are more useful than none; only a first failure shows.
        if (current) setState((prev) => (prev.status === 'ready' ? prev : { status: 'error' }));
      },
    );
    return () => {
      current = false;
    };
  }, [db, viewer, uid, refreshKey, nonce]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  return { state, refresh };
}
