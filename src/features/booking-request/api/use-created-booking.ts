import { doc } from 'firebase/firestore';
import { isValidDocId } from '../../../domain';
import { knownBooking, parseBookingDocument } from '../../../lib/booking-document';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { type LiveDoc } from '../../../lib/firebase/live-states';
import type { CreatedBooking } from '../model/created-booking';

// null: a status the page cannot word yet, shown as still loading.
const bookingConverter = readOnlyConverter((id, data) =>
  knownBooking(parseBookingDocument(id, data)),
);

/**
 * bookings/{id}, live, once Confirm created it (rules: its client may read
 * it). The page uses it to say where the booking stands while the payment
 * happens in another tab. An invalid id reads nothing (stays loading).
 */
export function useCreatedBooking(bookingId: string): LiveDoc<CreatedBooking | null> {
  return useLiveDoc(isValidDocId(bookingId) ? `bookings/${bookingId}` : null, (db) =>
    doc(db, 'bookings', bookingId).withConverter(bookingConverter),
  );
}
