import {
  and,
  collection,
  limit,
  or,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryFilterConstraint,
} from 'firebase/firestore';
import type { BookingStatus } from '../../../domain/booking-states';
import { readOnlyConverter } from '../../../lib/firebase/live-data';
import { parseBooking, type Booking } from '../model/booking';
import { OWNER_FIELD, type BookingListPlan, type BookingQueryClause } from '../model/booking-list';
import { LISTED_STATUSES, type BookingViewer } from '../model/booking-view';

const bookingConverter = readOnlyConverter(parseBooking);

/**
 * A viewer's bookings in one status, or in every listed status (null), for the tab counts
 * (count() aggregations: nothing is downloaded).
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

function clauseFilter(clause: BookingQueryClause, from: string): QueryFilterConstraint {
  const [only] = clause.statuses;
  const status =
    clause.statuses.length === 1 && only !== undefined
      ? where('status', '==', only)
      : where('status', 'in', [...clause.statuses]);
  return clause.date === null ? status : and(status, where('eventDate', clause.date, from));
}

/**
 * One part of a viewer's list (model/booking-list.ts), its first `max` bookings in eventDate
 * order. Every clause keeps the owner filter the rules require; the index each needs is
 * (clientUid|djOwnerUid, status, eventDate ASC|DESC) in firestore.indexes.json.
 */
export function bookingsGroupQuery(
  db: Firestore,
  viewer: BookingViewer,
  uid: string,
  plan: BookingListPlan,
  from: string,
  max: number,
): Query<Booking> {
  const bookings = collection(db, 'bookings').withConverter(bookingConverter);
  const clauses = plan.clauses.map((c) => clauseFilter(c, from));
  const [single] = clauses;
  const filter = clauses.length === 1 && single !== undefined ? single : or(...clauses);
  return query(
    bookings,
    and(where(OWNER_FIELD[viewer], '==', uid), filter),
    orderBy('eventDate', plan.direction),
    limit(max),
  );
}
