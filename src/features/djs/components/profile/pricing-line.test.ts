import { describe, expect, it } from 'vitest';
import { hourlyRateLabel, pricingLine } from './pricing-line';

describe('pricingLine', () => {
  it("shows the spec's sample: rate × 3 hours plus the $75 equipment fee", () => {
    expect(pricingLine(15000, 3)).toBe('$150 × 3 hours + $75 equipment = $525');
  });

  it('follows the chosen hours, singular for one hour', () => {
    expect(pricingLine(15000, 1)).toBe('$150 × 1 hour + $75 equipment = $225');
    expect(pricingLine(15000, 10)).toBe('$150 × 10 hours + $75 equipment = $1,575');
  });

  it('shows cents everywhere when the rate has cents, so the sum adds up', () => {
    expect(pricingLine(15050, 3)).toBe('$150.50 × 3 hours + $75.00 equipment = $526.50');
  });

  it('shows no price for a rate or duration the booking would refuse', () => {
    expect(pricingLine(0, 3)).toBeNull();
    expect(pricingLine(15000, 11)).toBeNull();
    expect(pricingLine(15000, 0)).toBeNull();
  });
});

describe('hourlyRateLabel', () => {
  it('shows whole dollars per hour', () => {
    expect(hourlyRateLabel(15000)).toBe('$150/hour');
    expect(hourlyRateLabel(12550)).toBe('$126/hour');
    expect(hourlyRateLabel(500000)).toBe('$5,000/hour');
  });
});
