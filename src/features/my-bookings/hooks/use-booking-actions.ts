import { useCallback, useState } from 'react';
import type { BookingStatus } from '../../../domain/booking-states';
import { useToast } from '../../../components/toast/toast-context';
import { transitionBooking } from '../../../lib/firebase/callables';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import {
  BOOKING_UPDATED_TITLE,
  BOOKING_UPDATE_FAILED,
  bookingUpdatedText,
  type PersonAction,
} from '../model/booking-view';

/** What a confirmation adds to an action: the decline's reason, and where a refusal goes. */
export interface BookingActionOptions {
  /**
   * The status the person saw when they chose the action: a booking that moved since (an
   * accept overtook a "cancel my request") is refused, not changed (decision 0053).
   */
  sawStatus: BookingStatus;
  /** Sent with `decline` only; the server checks it again (decision 0040). */
  reason?: string;
  /** Takes the refusal's text instead of the failure toast (a dialog shows it by its field). */
  onRefused?: (message: string) => void;
  /** A demo booking: the toast names no refund, since nothing was charged. */
  demo?: boolean;
}

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
    async (
      bookingId: string,
      action: PersonAction,
      options: BookingActionOptions,
    ): Promise<boolean> => {
      setBusy((prev) => new Set(prev).add(bookingId));
      try {
        const { reason, sawStatus } = options;
        const result = await transitionBooking({
          bookingId,
          action,
          sawStatus,
          ...(reason !== undefined ? { reason } : {}),
        });
        toast({
          title: BOOKING_UPDATED_TITLE,
          description: bookingUpdatedText(
            result.status,
            result.refundCents,
            action,
            options.demo === true,
          ),
        });
        onChanged();
        return true;
      } catch (error) {
        console.warn(`transitionBooking(${action}) failed`, error);
        const description = callableErrorMessage(error, BOOKING_UPDATE_FAILED.description);
        if (options.onRefused) options.onRefused(description);
        else toast({ title: BOOKING_UPDATE_FAILED.title, description, variant: 'destructive' });
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
