import { assertNever, type BookingStatus } from '../../../domain';
import {
  acceptedText,
  NOTHING_CHARGED_TEXT,
  requestSentText,
  type PaymentMode,
} from '../../../domain/payment-texts';

/**
 * What the booking page says about a booking it just created, by status
 * (the screen is a pure function of the state; engineering guide, convention 5).
 */
export function bookingProgressText(
  status: BookingStatus,
  djName: string,
  mode: PaymentMode,
): string {
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
      return NOTHING_CHARGED_TEXT;
    default:
      return assertNever(status, 'booking status');
  }
}
