// The money side of a booking transition: after the Firestore transaction has committed,
// each capture, release or refund goes through the PaymentGateway with an idempotency key
// derived from the booking id.
import type { BookingTransitionDeps, PaymentMove } from './booking-transition';

function idempotencyKey(move: PaymentMove): string {
  return `${move.operation}-${move.bookingId}`;
}

/**
 * Makes each money movement after the transaction committed. A failure is recorded on the
 * booking (payment.error, with the idempotency key, so a retry cannot move money twice) and
 * logged, but the status is not rolled back: the transition already took effect for everyone
 * (the DJ's date is booked, other requests were declined and their holds released), undoing
 * it would need compensations that can fail in turn, and the gateway's state is the thing to
 * fix (retry with the same key, or refund by hand). Demo bookings and bookings without a
 * payment intent have nothing to move: their payment status in the transaction is the whole
 * story.
 */
export async function settlePayments(
  deps: BookingTransitionDeps,
  moves: readonly PaymentMove[],
  now: Date,
): Promise<void> {
  const log = deps.log ?? console;
  for (const move of moves) {
    if (move.provider === 'demo') continue;
    if (move.paymentIntentId === null) {
      log.warn('booking payment: no payment intent to', move.operation, move.bookingId);
      continue;
    }
    const key = idempotencyKey(move);
    try {
      if (move.provider !== deps.gateway.provider) {
        throw new Error(
          `booking paid with ${move.provider} but the ${deps.gateway.provider} gateway is configured`,
        );
      }
      switch (move.operation) {
        case 'capture':
          await deps.gateway.capture(move.paymentIntentId, key);
          break;
        case 'release':
          await deps.gateway.release(move.paymentIntentId, key);
          break;
        case 'refund':
          await deps.gateway.refund(move.paymentIntentId, move.amountCents, key);
          break;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error('booking payment failed', move.operation, move.bookingId, message);
      try {
        await deps.db
          .collection('bookings')
          .doc(move.bookingId)
          .update({
            'payment.error': {
              operation: move.operation,
              message: message.slice(0, 500),
              idempotencyKey: key,
              at: now,
            },
          });
      } catch (recordError) {
        log.error('booking payment: could not record the failure', move.bookingId, recordError);
      }
    }
  }
}
