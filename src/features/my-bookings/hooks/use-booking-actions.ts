import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { transitionBooking } from '../../../lib/firebase/callables';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import {
  BOOKING_UPDATED_TITLE,
  BOOKING_UPDATE_FAILED,
  bookingUpdatedText,
  type PersonAction,
} from '../model/booking-view';

/**
 * Booking actions through the `transitionBooking` callable, with the spec's
 * toasts. The list is live, so a moved booking updates by itself; `onChanged`
 * lets the caller refresh what is not live (the counts). `busy` holds the ids
 * of bookings with a call in flight, so their buttons are disabled.
 */
export function useBookingActions(onChanged: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const run = useCallback(
    async (bookingId: string, action: PersonAction): Promise<boolean> => {
      setBusy((prev) => new Set(prev).add(bookingId));
      try {
        const result = await transitionBooking({ bookingId, action });
        toast({
          title: BOOKING_UPDATED_TITLE,
          description: bookingUpdatedText(result.status, result.refundCents),
        });
        onChanged();
        return true;
      } catch (error) {
        console.warn(`transitionBooking(${action}) failed`, error);
        toast({
          title: BOOKING_UPDATE_FAILED.title,
          description: callableErrorMessage(error, BOOKING_UPDATE_FAILED.description),
          variant: 'destructive',
        });
        return false;
      } finally {
        setBusy((prev) => {
          const next = new Set(prev);
          next.delete(bookingId);
          return next;
        });
      }
    },
    [onChanged, toast],
  );

  return { busy, run };
}
