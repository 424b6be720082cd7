import { isValidDjId } from '../../../domain';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';

/** Conversations open once a booking is confirmed (rules: bookings/{id}/messages create). */
export const MESSAGEABLE_BOOKING_STATUSES = ['confirmed', 'completed'] as const;

const bookingIdConverter = readOnlyConverter((id) => id);

/**
 * The id of a booking the signed-in client (`uid`; null reads nothing) has
 * with this DJ that the two can message about, at most one. The rules let a
 * client list only their own bookings, which the clientUid filter proves. A
 * failed read counts as none: the Message button then explains when
 * messaging opens.
 */
export function useMyBookingWithDj(uid: string | null, djId: string): LiveQuery<string> {
  return useLiveQuery(
    uid && isValidDjId(djId) ? `bookings?client=${uid}&dj=${djId}` : null,
    (db, _limit, { collection, limit, query, where }) =>
      query(
        collection(db, 'bookings').withConverter(bookingIdConverter),
        where('clientUid', '==', uid),
        where('djId', '==', djId),
        where('status', 'in', [...MESSAGEABLE_BOOKING_STATUSES]),
        limit(1),
      ),
    { label: 'Booking with this DJ' },
  );
}
