/**
 * Demo mode (no Stripe key; always in demo- projects): every payment screen
 * says that no card is involved (docs/payments.md).
 */
export const DEMO_PAYMENT_NOTICE = 'Demo mode — no card was charged';
export const DEMO_BOOKING_NOTICE =
  'Demo mode — no card will be asked for or charged. Your request goes straight to the DJ.';
