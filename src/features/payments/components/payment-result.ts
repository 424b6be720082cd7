import { assertNever } from '../../../domain';
import { isDeclinedByDj } from '../../../domain/booking-decline';
import type { LiveDoc } from '../../../lib/firebase/live-states';
import type { PaymentBooking, PaymentSession } from '../model/payment-session';

/**
 * What /payment-success shows, as a pure function of (session id, sign-in,
 * the booking read) — tested on its own (engineering guide, convention 5).
 */
export type PaymentResultView =
  | { kind: 'verifying' }
  /** No usable session_id, or no booking of this person has it. */
  | { kind: 'unknown' }
  | { kind: 'sign-in' }
  | { kind: 'error' }
  /** Checkout returned before the payment provider confirmed: still checking. */
  | { kind: 'awaiting'; booking: PaymentBooking }
  | { kind: 'success'; booking: PaymentBooking; confirmed: boolean }
  | { kind: 'cancelled'; booking: PaymentBooking }
  /** The DJ said no (decision 0040): stored as cancelled, read as declined. */
  | { kind: 'declined'; booking: PaymentBooking };

export function paymentResultView(
  session: PaymentSession,
  sessionStatus: 'loading' | 'signed-in' | 'signed-out',
  state: LiveDoc<PaymentBooking>,
): PaymentResultView {
  if (session.kind === 'invalid') return { kind: 'unknown' };
  if (sessionStatus === 'loading') return { kind: 'verifying' };
  if (sessionStatus === 'signed-out') return { kind: 'sign-in' };
  switch (state.status) {
    case 'loading':
      return { kind: 'verifying' };
    case 'not-found':
      return { kind: 'unknown' };
    case 'error':
      return { kind: 'error' };
    case 'ready': {
      const booking = state.data;
      switch (booking.status) {
        case 'awaiting_payment':
          return { kind: 'awaiting', booking };
        case 'pending':
          return { kind: 'success', booking, confirmed: false };
        case 'confirmed':
        case 'completed':
          return { kind: 'success', booking, confirmed: true };
        case 'cancelled':
          return isDeclinedByDj(booking.cancellation?.reason ?? null)
            ? { kind: 'declined', booking }
            : { kind: 'cancelled', booking };
        default:
          return assertNever(booking.status, 'booking status');
      }
    }
    default:
      return assertNever(state, 'payment booking state');
  }
}

/** Demo bookings (and demo session ids) carry the "no card was charged" notice. */
export function isDemoPayment(session: PaymentSession, booking: PaymentBooking | null): boolean {
  return session.kind === 'demo' || booking?.paymentProvider === 'demo';
}
