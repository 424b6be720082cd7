import { formatDollars, quoteBooking } from '../../../../domain';

/** Dollars as whole numbers unless some amount has cents (then every amount shows them). */
function dollars(amountCents: number, withCents: boolean): string {
  return formatDollars(amountCents, { decimals: withCents ? 2 : 0 });
}

/**
 * The side card's sample price: '$150 × 3 hours + $75 equipment = $525'
 * (the subtotal for the chosen hours plus the equipment fee, both from the
 * domain's quoteBooking; the 5% platform fee is added at checkout). null when
 * the rate is outside the bookable range, so a broken profile shows no price
 * instead of a wrong one.
 */
export function pricingLine(hourlyRateCents: number, hours: number): string | null {
  let quote;
  try {
    quote = quoteBooking({ hourlyRateCents, durationHours: hours, equipmentNeeded: true });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
  const withCents = hourlyRateCents % 100 !== 0;
  const unit = hours === 1 ? 'hour' : 'hours';
  const subtotal = quote.baseCostCents + quote.equipmentFeeCents;
  return (
    `${dollars(hourlyRateCents, withCents)} × ${hours} ${unit}` +
    ` + ${dollars(quote.equipmentFeeCents, withCents)} equipment` +
    ` = ${dollars(subtotal, withCents)}`
  );
}

/** '$150/hour' in whole dollars, as the spec shows hourly rates. */
export function hourlyRateLabel(hourlyRateCents: number): string {
  return `${formatDollars(hourlyRateCents)}/hour`;
}
