import { formatDollars } from '../../../domain/money';
import { djEarningsCents } from '../../../domain/pricing';

/** The worked example next to the live figures: a modest month, clearly labelled as one. */
export const EXAMPLE_MONTH = { gigs: 4, hoursPerGig: 4 } as const;

/**
 * What a DJ charging `rateDollars` an hour keeps in the example month, with
 * the same 85% share the booking functions use.
 */
export function exampleMonthlyEarnings(rateDollars: number): string {
  const perGigCents = rateDollars * 100 * EXAMPLE_MONTH.hoursPerGig;
  return formatDollars(djEarningsCents(perGigCents) * EXAMPLE_MONTH.gigs);
}
