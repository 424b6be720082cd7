import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { isValidDocId } from '../../../domain';
import { parseCreatedBooking, type CreatedBooking } from '../model/created-booking';

export type CreatedBookingState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; booking: CreatedBooking };

/**
 * bookings/{id}, live, once Confirm created it (rules: its client may read
 * it). `null` reads nothing. The page uses it to say where the booking stands
 * while the payment happens in another tab.
 */
export function useCreatedBooking(bookingId: string | null): CreatedBookingState {
  const firestore = useFirestore();
  const valid = bookingId !== null && isValidDocId(bookingId);
  const [result, setResult] = useState<{ id: string; state: CreatedBookingState } | null>(null);

  useEffect(() => {
    if (!valid || bookingId === null) return undefined;
    return onSnapshot(doc(firestore, 'bookings', bookingId), {
      next: (snapshot) => {
        const data = snapshot.data();
        const booking = data ? parseCreatedBooking(snapshot.id, data) : null;
        // Just created: a snapshot without it is the cache answering before the server.
        setResult({
          id: bookingId,
          state: booking ? { status: 'ready', booking } : { status: 'loading' },
        });
      },
      error: () => setResult({ id: bookingId, state: { status: 'error' } }),
    });
  }, [firestore, bookingId, valid]);

  if (bookingId === null) return { status: 'idle' };
  if (!valid) return { status: 'error' };
  return result && result.id === bookingId ? result.state : { status: 'loading' };
}
