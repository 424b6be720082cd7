import { doc } from 'firebase/firestore';
import { isValidDocId } from '../../../domain/ids';
import { readOnlyConverter, useLiveDoc } from '../../../lib/firebase/live-data';
import { type LiveDoc } from '../../../lib/firebase/live-states';
import { parseBooking, type Booking } from '../model/booking';

const bookingConverter = readOnlyConverter(parseBooking);

/**
 * bookings/{id}, live, for its page. The rules let its client and its DJ read it; anyone
 * else is refused, which useLiveDoc reports as `not-found` (not theirs to see). The key names
 * the viewer, since the answer depends on who asks. Nothing is read (it stays loading) before
 * someone is signed in, nor for an id that is not one: the page says "not found" to that
 * without asking.
 */
export function useLiveBooking(uid: string, bookingId: string): LiveDoc<Booking> {
  const key = uid !== '' && isValidDocId(bookingId) ? `${uid}:bookings/${bookingId}` : null;
  return useLiveDoc(key, (db) => doc(db, 'bookings', bookingId).withConverter(bookingConverter));
}
