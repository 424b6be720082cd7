import type { BookingStatus } from '../../../domain/booking-states';
import { useLiveQuery, type LiveQuery } from '../../../lib/firebase/live-data';
import type { Booking } from '../model/booking';
import type { BookingViewer } from '../model/booking-view';
import { bookingsPageQuery } from './bookings-query';

/** The viewer's newest `max` bookings in a tab (null: all), live. */
export function useLiveBookings(
  viewer: BookingViewer,
  uid: string,
  status: BookingStatus | null,
  max: number,
): LiveQuery<Booking> {
  return useLiveQuery(
    `bookings:${viewer}:${uid}:${status ?? 'all'}`,
    (db, size = max) => bookingsPageQuery(db, viewer, uid, status, size),
    // fromCache turns false even when the server agrees with the cache: a status change is
    // announced only after that first answer (BookingsPanel).
    { limit: max, label: 'Bookings', includeMetadataChanges: true },
  );
}
