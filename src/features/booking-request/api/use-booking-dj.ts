import { doc } from 'firebase/firestore';
import { isValidDjId } from '../../../domain';
import { readOnlyConverter, useLiveDoc, type LiveDoc } from '../../../lib/firebase/live-data';
import { useSession } from '../../../lib/session/session-context';
import { parseBookingDj, type BookingDj } from '../model/booking-dj';

const bookingDjConverter = readOnlyConverter(parseBookingDj);

/**
 * djs/{id}, live, for the booking page (which decides what an unverified DJ
 * shows). The listener restarts when the signed-in user changes: the rules
 * let the owner and admins read a profile that is not public.
 */
export function useBookingDj(id: string): LiveDoc<BookingDj> {
  const session = useSession();
  const viewer =
    session.status === 'loading' ? null : session.status === 'signed-in' ? session.user.uid : '';
  const key = isValidDjId(id) && viewer !== null ? `djs/${id}@${viewer}` : null;
  return useLiveDoc(key, (db) => doc(db, 'djs', id).withConverter(bookingDjConverter));
}
