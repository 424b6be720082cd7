/**
 * Money is an integer number of US cents everywhere (Firestore, functions,
 * Stripe); it becomes dollars only when shown. The `Cents` brand stops a
 * dollar amount from being passed where cents are expected.
 */
declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: true };

/** True for a safe, non-negative whole number: the only valid cent amounts. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Brands `value` as cents, refusing fractions, negatives, NaN and unsafe integers. */
export function cents(value: number): Cents {
  if (!isCents(value)) {
    throw new RangeError(`Expected a whole, non-negative number of cents, got ${value}`);
  }
  // -0 passes the checks above; normalise it so it never prints as "-0".
  return (value === 0 ? 0 : value) as Cents;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export interface FormatDollarsOptions {
  /** 0 (default) rounds to whole dollars; 2 always shows the cents. */
  decimals?: 0 | 2;
}

/**
 * `15000` → `$150`, `5050` with `decimals: 2` → `$50.50`, `5000000` → `$50,000`.
 * Formatting is done by hand (not `Intl`) so browser and Node print the same
 * thing whatever their locale data. Fractions of a cent are rounded and a
 * negative amount gets a leading minus so a bug shows instead of throwing in
 * the middle of a render.
 */
export function formatDollars(amountCents: number, options: FormatDollarsOptions = {}): string {
  if (!Number.isFinite(amountCents)) {
    throw new RangeError(`Cannot format ${amountCents} as dollars`);
  }
  const whole = Math.round(Math.abs(amountCents));
  const sign = amountCents < 0 && whole !== 0 ? '-' : '';
  if (options.decimals === 2) {
    const dollars = Math.floor(whole / 100);
    const rest = String(whole % 100).padStart(2, '0');
    return `${sign}$${groupThousands(String(dollars))}.${rest}`;
  }
  return `${sign}$${groupThousands(String(Math.round(whole / 100)))}`;
}

/**
 * Dollars (as typed in a form) to cents, rounded to the nearest cent with
 * halves going up. Shifting the decimal point in the number's text avoids the
 * binary error of `1.005 * 100 === 100.49999999999999`.
 */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars) || dollars < 0) {
    throw new RangeError(`Expected a non-negative dollar amount, got ${dollars}`);
  }
  const text = String(dollars);
  const shifted = text.includes('e') ? dollars * 100 : Number(`${text}e2`);
  return cents(Math.round(shifted));
}

/** Whole dollars as the spec shows hourly rates: cents / 100, rounded (halves up). */
export function centsToWholeDollars(amountCents: number): number {
  return Math.round(amountCents / 100);
}
