import {
  parseBookingDocument,
  type BookingCancellation,
  type KnownBooking,
} from '../../../lib/booking-document';

export type { BookingCancellation };

/** What My Bookings reads of a bookings/{id} document. */
export type Booking = KnownBooking;

/** A booking as the list shows it. */
export function parseBooking(id: string, data: Record<string, unknown>): Booking {
  const booking = parseBookingDocument(id, data);
  // An unknown status is shown as the most harmless one: no actions follow from it.
  return { ...booking, status: booking.status ?? 'cancelled' };
}
