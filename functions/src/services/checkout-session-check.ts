// What a Checkout Session event must say before it may move a booking. The signature proves
// the event came from Stripe, not that it is about the payment this booking asked for: a
// session made for another booking (or by hand in the Dashboard) can carry this booking's id
// in its metadata, and a session for a different amount or currency would let a client hold
// less than the price. So the event is checked against the booking itself. Pure: no I/O.

/** The fields of a Checkout Session the checks read (Stripe.Checkout.Session's names). */
export interface SessionFacts {
  id: string;
  amount_total?: number | null;
  currency?: string | null;
  status?: string | null;
  payment_status?: string | null;
}

/** The fields of the booking the session must match. */
export interface BookingCheckoutFacts {
  checkoutSessionId: unknown;
  totalCostCents: unknown;
}

export type SessionProblem =
  'session_mismatch' | 'amount_mismatch' | 'currency_mismatch' | 'not_complete' | 'payment_status';

/**
 * Why a `checkout.session.completed` session cannot authorise the booking, or null when it
 * can. The session must be the one createPayment made for this booking, for its total in
 * USD, and complete. Its payment_status must be 'unpaid': with capture_method 'manual' a
 * completed session has authorised the card (PaymentIntent requires_capture) but captured
 * nothing, which Checkout reports as unpaid. 'paid' would mean the money was already taken
 * (not the payment we asked for), 'no_payment_required' that nothing was held.
 */
export function completedSessionProblem(
  session: SessionFacts,
  booking: BookingCheckoutFacts,
): SessionProblem | null {
  if (typeof booking.checkoutSessionId !== 'string' || session.id !== booking.checkoutSessionId) {
    return 'session_mismatch';
  }
  if (session.amount_total !== booking.totalCostCents) return 'amount_mismatch';
  if (session.currency !== 'usd') return 'currency_mismatch';
  if (session.status !== 'complete') return 'not_complete';
  if (session.payment_status !== 'unpaid') return 'payment_status';
  return null;
}

/**
 * Whether a `checkout.session.expired` session is the booking's own: an expired session of
 * some other checkout must not cancel a booking whose own checkout is still open.
 */
export function isBookingsSession(session: SessionFacts, booking: BookingCheckoutFacts): boolean {
  return typeof booking.checkoutSessionId === 'string' && session.id === booking.checkoutSessionId;
}
