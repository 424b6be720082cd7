import type { CancellationReason } from '../domain/booking-record';
import type { DeclineSearchPlace } from '../domain/booking-record';
import type { BookingCancellation } from './booking-document';

/**
 * A booking's `cancellation` as parseBookingDocument reads it, for tests of the screens that
 * word how a booking ended: by the DJ unless told, no refund, no reason given.
 */
export function cancellationFixture(
  reason: CancellationReason | null,
  searchPlace: DeclineSearchPlace | null = null,
): BookingCancellation {
  return {
    by: 'dj',
    reason,
    refundPercent: null,
    refundCents: null,
    declineReason: null,
    searchPlace,
  };
}
