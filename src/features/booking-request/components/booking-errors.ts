import { BOOKING_FAILED, BOOKING_OFFLINE, PAYMENT_FAILED, type Notice } from '../../../domain';
import { callableErrorMessage, callableErrorTitle } from '../../../lib/firebase/callable-error';

/** The spec's text for a payment tried without a session (public-side spec, error texts). */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

/**
 * The toast for a failed createPayment. A refusal the server explains (booked
 * date, rate limit, DJ not found, invalid input) is a "Booking Failed" with
 * its message, or the title it sent (e.g. "Missing Information"); anything
 * else (Stripe down, network, internal) is "Payment Failed" with the spec's text, unless
 * the browser is offline: then it says so, since nothing was sent or charged.
 */
export function bookingErrorNotice(
  error: unknown,
  offline = false,
): Notice | typeof BOOKING_OFFLINE {
  // Lost on the way (the connection dropped after Confirm): nothing reached the server.
  if (offline) return BOOKING_OFFLINE;
  const title = callableErrorTitle(error);
  const message = callableErrorMessage(error, '');
  if (message) return { title: title ?? BOOKING_FAILED.title, description: message };
  return {
    title: title ?? PAYMENT_FAILED.title,
    description:
      title === BOOKING_FAILED.title ? BOOKING_FAILED.description : PAYMENT_FAILED.description,
  };
}
