import { assertNever } from '../../../domain';
import { isDeclinedByDj } from '../../../domain/booking-decline';
import type { CreatedBooking } from '../model/created-booking';
import {
  acceptedText,
  declinedText,
  NOTHING_CHARGED_TEXT,
  requestSentText,
  type PaymentMode,
} from '../../../domain/payment-texts';

/**
 * What the booking page says about a booking it just created, by status
 * (the screen is a pure function of the state; engineering guide, convention 5).
 */
export function bookingProgressText(
  booking: Pick<CreatedBooking, 'status' | 'cancellation' | 'djName'>,
  mode: PaymentMode,
): string {
  const { status, djName } = booking;
  switch (status) {
    case 'awaiting_payment':
      return 'Complete the payment in the checkout tab. This page updates as soon as it is done.';
    case 'pending':
      return requestSentText(mode, djName);
    case 'confirmed':
      return `${acceptedText(mode, djName)} See it in My Bookings.`;
    case 'completed':
      return 'This booking is completed.';
    case 'cancelled':
      // The DJ's no reads as such, not as a cancellation (decision 0040).
      return isDeclinedByDj(booking.cancellation?.reason ?? null)
        ? declinedText(djName)
        : NOTHING_CHARGED_TEXT;
    default:
      return assertNever(status, 'booking status');
  }
}
