import type { KnownBooking } from '../../../lib/booking-document';

/** What the booking page shows of bookings/{id} after Confirm (lib/booking-document.ts parses it). */
export type CreatedBooking = Pick<
  KnownBooking,
  'id' | 'status' | 'paymentProvider' | 'djName' | 'eventDate' | 'totalCostCents' | 'cancellation'
>;
