import { assertNever, type BookingStatus } from '../../../domain';
import { PENDING_MAX_AGE_DAYS } from '../../../domain/booking-record';

/**
 * What the booking page says about a booking it just created, by status
 * (the screen is a pure function of the state; engineering guide, convention 5).
 */
export function bookingProgressText(status: BookingStatus, djName: string): string {
  const dj = djName || 'The DJ';
  switch (status) {
    case 'awaiting_payment':
      return 'Complete the payment in the checkout tab. This page updates as soon as it is done.';
    case 'pending':
      return `Your card is authorised and your request was sent. ${dj} has up to ${PENDING_MAX_AGE_DAYS} days to accept; you are charged only then.`;
    case 'confirmed':
      return `${dj} accepted your booking. See it in My Bookings.`;
    case 'completed':
      return 'This booking is completed.';
    case 'cancelled':
      return 'This booking was cancelled and nothing was charged. You can choose another date and try again.';
    default:
      return assertNever(status, 'booking status');
  }
}
