import { cents, type Cents } from './money';

/**
 * Booking prices (public-side spec, section 9). The booking page previews a
 * quote with `quoteBooking`; the function that charges calls the same function
 * with the rate it re-reads from the DJ's profile, never a price sent by the
 * browser.
 */
export const EQUIPMENT_FEE_CENTS = cents(7500);

/** Client platform fee, as basis points so the fee is computed in integers. */
export const PLATFORM_FEE_BASIS_POINTS = 500;
export const PLATFORM_FEE_RATE = PLATFORM_FEE_BASIS_POINTS / 10_000; // 0.05

/** The DJ's share of their fee: base cost + equipment fee ("DJs keep 85% of earnings"; payouts.ts). */
export const DJ_SHARE_BASIS_POINTS = 8500;
export const DJ_SHARE = DJ_SHARE_BASIS_POINTS / 10_000; // 0.85

/** $50 to $50,000 an hour, stored in cents. */
export const HOURLY_RATE_MIN_CENTS = cents(5000);
export const HOURLY_RATE_MAX_CENTS = cents(5_000_000);

export const DURATION_MIN_HOURS = 1;
export const DURATION_MAX_HOURS = 10;
export const DURATION_DEFAULT_HOURS = 3;

/** The 1–10 hour choices of the booking form and the profile side card. */
export const DURATION_OPTIONS: readonly number[] = Array.from(
  { length: DURATION_MAX_HOURS - DURATION_MIN_HOURS + 1 },
  (_, i) => DURATION_MIN_HOURS + i,
);

export interface QuoteInput {
  hourlyRateCents: number;
  durationHours: number;
  equipmentNeeded: boolean;
}

export interface Quote {
  baseCostCents: Cents;
  equipmentFeeCents: Cents;
  platformFeeCents: Cents;
  totalCostCents: Cents;
}

/** `amount × basisPoints / 10000`, rounded half up, without floating-point drift. */
function applyBasisPoints(amount: number, basisPoints: number): Cents {
  // amount × basisPoints is an exact integer (< 2^53 for any valid quote), so
  // the one division is correctly rounded and an exact .5 stays exact.
  return cents(Math.round((amount * basisPoints) / 10_000));
}

function assertHourlyRate(hourlyRateCents: number): void {
  if (
    !Number.isInteger(hourlyRateCents) ||
    hourlyRateCents < HOURLY_RATE_MIN_CENTS ||
    hourlyRateCents > HOURLY_RATE_MAX_CENTS
  ) {
    throw new RangeError(
      `Hourly rate must be a whole number of cents from ${HOURLY_RATE_MIN_CENTS} to ` +
        `${HOURLY_RATE_MAX_CENTS}; got ${hourlyRateCents}`,
    );
  }
}

function assertDuration(durationHours: number): void {
  if (
    !Number.isInteger(durationHours) ||
    durationHours < DURATION_MIN_HOURS ||
    durationHours > DURATION_MAX_HOURS
  ) {
    throw new RangeError(
      `Duration must be a whole number of hours from ${DURATION_MIN_HOURS} to ` +
        `${DURATION_MAX_HOURS}; got ${durationHours}`,
    );
  }
}

/**
 * base = rate × hours; equipment = $75 if needed; platform fee = 5% of
 * (base + equipment), rounded half up; total = the sum. Throws a RangeError
 * for a rate or duration outside the product's limits, so a tampered or stale
 * rate can never be charged.
 */
export function quoteBooking({
  hourlyRateCents,
  durationHours,
  equipmentNeeded,
}: QuoteInput): Quote {
  assertHourlyRate(hourlyRateCents);
  assertDuration(durationHours);
  if (typeof equipmentNeeded !== 'boolean') {
    throw new TypeError(`equipmentNeeded must be a boolean; got ${String(equipmentNeeded)}`);
  }
  const baseCostCents = cents(hourlyRateCents * durationHours);
  const equipmentFeeCents = equipmentNeeded ? EQUIPMENT_FEE_CENTS : cents(0);
  const platformFeeCents = applyBasisPoints(
    baseCostCents + equipmentFeeCents,
    PLATFORM_FEE_BASIS_POINTS,
  );
  return {
    baseCostCents,
    equipmentFeeCents,
    platformFeeCents,
    totalCostCents: cents(baseCostCents + equipmentFeeCents + platformFeeCents),
  };
}

/** 85% of an amount of the DJ's fee, rounded half up (a booking's split: payoutSplit in payouts.ts). */
export function djEarningsCents(baseCostCents: number): Cents {
  return applyBasisPoints(cents(baseCostCents), DJ_SHARE_BASIS_POINTS);
}
