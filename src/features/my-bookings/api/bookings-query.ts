import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { BookingStatus } from '../../../domain/booking-states';
import { readOnlyConverter } from '../../../lib/firebase/live-data';
import { parseBooking, type Booking } from '../model/booking';
import { LISTED_STATUSES, type BookingViewer } from '../model/booking-view';

const bookingConverter = readOnlyConverter(parseBooking);

/** The field that makes a booking "mine" for each side; the rules allow exactly these lists. */
const OWNER_FIELD: Readonly<Record<BookingViewer, 'clientUid' | 'djOwnerUid'>> = {
  client: 'clientUid',
  dj: 'djOwnerUid',
};

/**
 * A viewer's bookings in one status, or in every listed status (null).
 * Indexes: (clientUid|djOwnerUid ASC, status ASC, createdAt DESC) in
 * firestore.indexes.json.
 */
export function bookingsQuery(
  db: Firestore,
  viewer: BookingViewer,
  uid: string,
  status: BookingStatus | null,
): Query<Booking> {
  const bookings = collection(db, 'bookings').withConverter(bookingConverter);
  return query(
    bookings,
    where(OWNER_FIELD[viewer], '==', uid),
    status === null ? where('status', 'in', [...LISTED_STATUSES]) : where('status', '==', status),
  );
}

/** The newest `max` of them, for the live list. */
export function bookingsPageQuery(
  db: Firestore,
  viewer: BookingViewer,
  uid: string,
  status: BookingStatus | null,
  max: number,
): Query<Booking> {
  return query(bookingsQuery(db, viewer, uid, status), orderBy('createdAt', 'desc'), limit(max));
}
