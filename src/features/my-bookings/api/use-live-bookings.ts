import { useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import type { Booking } from '../model/booking';
import { planKey, type BookingListPlan } from '../model/booking-list';
import type { BookingViewer } from '../model/booking-view';
import { bookingsGroupQuery } from './bookings-query';

/**
 * One part of the viewer's list (upcoming or past, model/booking-list.ts), its first `max`
 * bookings, live; null when the tab has no such part.
 */
export function useLiveBookings(
  viewer: BookingViewer,
  uid: string,
  plan: BookingListPlan | null,
  from: string,
  max: number,
): LiveQuery<Booking> | null {
  const list = useLiveQuery(
    plan ? `bookings:${viewer}:${uid}:${planKey(plan)}:${from}` : null,
    (db, size = max) => {
      // Never asked without a plan: the key is null then, and nothing is opened.
      if (!plan) throw new Error('No list part to open');
      return bookingsGroupQuery(db, viewer, uid, plan, from, size);
    },
    // fromCache turns false even when the server agrees with the cache: a status change is
    // announced only after that first answer (BookingsPanel).
    { limit: max, label: 'Bookings', includeMetadataChanges: true },
  );
  return plan ? list : null;
}
