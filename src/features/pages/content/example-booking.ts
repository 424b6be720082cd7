import { quoteBooking, type QuoteInput } from '../../../domain/pricing';

/**
 * The one worked example the pricing page, the terms and the DJ guides use:
 * 4 hours at $150 with the DJ's gear, priced by the function checkout uses.
 */
export const EXAMPLE_BOOKING = {
  hourlyRateCents: 15_000,
  durationHours: 4,
  equipmentNeeded: true,
} as const satisfies QuoteInput;

export const EXAMPLE_QUOTE = quoteBooking(EXAMPLE_BOOKING);
