import { PENDING_MAX_AGE_DAYS } from './booking-record';

/**
 * What each screen says about the client's money, in one place so no two screens disagree
 * (issue 38, item 5; docs/decisions/0043-money-words-that-agree.md). Two modes:
 * - `card`: Stripe Checkout. Confirm Booking authorises the card (a hold, no charge); the
 *   DJ's accept charges it; a decline, a cancellation before accept or no answer in time
 *   releases the hold.
 * - `demo`: no Stripe key (always in demo- projects). No card is asked for and nothing is
 *   ever charged or refunded; the request goes straight to the DJ (docs/payments.md).
 */
export type PaymentMode = 'card' | 'demo';

export const DEMO_PAYMENT_NOTICE = 'Demo mode — no card was charged';
export const DEMO_BOOKING_NOTICE =
  'Demo mode — no card will be asked for or charged. Your request goes straight to the DJ.';

/** Under Confirm Booking: what pressing it does to the money. */
export function beforeConfirmText(mode: PaymentMode): string {
  return mode === 'demo'
    ? 'Nothing is charged in demo mode, now or when the DJ accepts.'
    : `Your card is only authorised now, not charged: you are charged when the DJ accepts. If they decline or do not answer within ${PENDING_MAX_AGE_DAYS} days, the hold is released.`;
}

/** A request the DJ has not answered yet. */
export function requestSentText(mode: PaymentMode, djName: string): string {
  const dj = djName || 'The DJ';
  return mode === 'demo'
    ? `Your request was sent to ${dj}, who has up to ${PENDING_MAX_AGE_DAYS} days to accept. Nothing is charged in demo mode.`
    : `Your card is authorised, not charged, and your request was sent to ${dj}, who has up to ${PENDING_MAX_AGE_DAYS} days to accept. You are charged only then; if they decline or do not answer, the hold is released.`;
}

/** A request the DJ accepted. */
export function acceptedText(mode: PaymentMode, djName: string): string {
  const dj = djName || 'Your DJ';
  return mode === 'demo'
    ? `${dj} accepted your booking. Nothing was charged (demo mode).`
    : `${dj} accepted your booking, and your card was charged.`;
}

/** A booking that ended before the DJ accepted it: the same in both modes. */
export const NOTHING_CHARGED_TEXT =
  'This booking was cancelled and nothing was charged. You can choose another date and try again.';

/** A request the DJ declined: nothing was charged, in both modes (the hold is released). */
export function declinedText(djName: string): string {
  return `${djName || 'The DJ'} declined this request, so nothing was charged. Other DJs may be free on the same date.`;
}

/**
 * The result page's heading over its status line. The spec's "Payment Successful!" over
 * "Booking Confirmed" is true once the card is charged; before that the card is only
 * authorised, and in demo mode there is no payment at all.
 */
export function paymentResultHeading(
  mode: PaymentMode,
  confirmed: boolean,
): { heading: string; status: string | null } {
  if (mode === 'demo') {
    return { heading: confirmed ? 'Booking Confirmed' : 'Booking Request Sent', status: null };
  }
  return confirmed
    ? { heading: 'Payment Successful!', status: 'Booking Confirmed' }
    : { heading: 'Card Authorised', status: 'Booking Request Sent' };
}
