import type { AbandonCheckoutResponse } from '../../../domain/booking-record';

/**
 * Cancels the client's unpaid booking and expires its Checkout Session (abandonCheckout).
 * Only on the client's own request: /payment-canceled changes nothing by being loaded. The
 * callables module is loaded on demand, like the page's other Firebase code.
 */
export async function cancelUnpaidBooking(bookingId: string): Promise<AbandonCheckoutResponse> {
  const { abandonCheckout } = await import('../../../lib/firebase/callables');
  return abandonCheckout({ bookingId });
}
