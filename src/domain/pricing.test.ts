import { describe, expect, it } from 'vitest';
import {
  DJ_SHARE,
  djEarningsCents,
  DURATION_DEFAULT_HOURS,
  DURATION_MAX_HOURS,
  DURATION_MIN_HOURS,
  DURATION_OPTIONS,
  EQUIPMENT_FEE_CENTS,
  HOURLY_RATE_MAX_CENTS,
  HOURLY_RATE_MIN_CENTS,
  PLATFORM_FEE_RATE,
  quoteBooking,
} from './pricing';

describe('constants', () => {
  it('match the spec', () => {
    expect(EQUIPMENT_FEE_CENTS).toBe(7500);
    expect(PLATFORM_FEE_RATE).toBe(0.05);
    expect(DJ_SHARE).toBe(0.85);
    expect(HOURLY_RATE_MIN_CENTS).toBe(5000);
    expect(HOURLY_RATE_MAX_CENTS).toBe(5_000_000);
    expect([DURATION_MIN_HOURS, DURATION_MAX_HOURS, DURATION_DEFAULT_HOURS]).toEqual([1, 10, 3]);
    expect(DURATION_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('quoteBooking', () => {
  it('prices the spec example: $150/h × 3 h with equipment', () => {
    expect(
      quoteBooking({ hourlyRateCents: 15000, durationHours: 3, equipmentNeeded: true }),
    ).toEqual({
      baseCostCents: 45000,
      equipmentFeeCents: 7500,
      platformFeeCents: 2625,
      totalCostCents: 55125,
    });
  });

  it('charges no equipment fee when none is needed', () => {
    expect(
      quoteBooking({ hourlyRateCents: 15000, durationHours: 3, equipmentNeeded: false }),
    ).toEqual({
      baseCostCents: 45000,
      equipmentFeeCents: 0,
      platformFeeCents: 2250,
      totalCostCents: 47250,
    });
  });

  it.each([
    // [rate, hours, equipment, fee] — 5% of (base + equipment), rounded half up.
    [5010, 1, false, 251], // 250.5 exactly → up
    [5009, 1, false, 250], // 250.45 → down
    [5011, 1, false, 251], // 250.55 → up
    [5030, 1, false, 252], // 251.5 exactly → up
    [5010, 1, true, 626], // (5010 + 7500) × 5% = 625.5 → up
    [5001, 3, false, 750], // 15003 × 5% = 750.15 → down
    [5003, 3, false, 750], // 15009 × 5% = 750.45 → down
    [5007, 3, true, 1126], // (15021 + 7500) × 5% = 1126.05 → down
    [5000, 1, false, 250],
    [5_000_000, 10, true, 2_500_375],
  ])('rate %d × %d h (equipment %s) → platform fee %d', (rate, hours, equipment, fee) => {
    const quote = quoteBooking({
      hourlyRateCents: rate,
      durationHours: hours,
      equipmentNeeded: equipment,
    });
    expect(quote.platformFeeCents).toBe(fee);
    expect(quote.baseCostCents).toBe(rate * hours);
    expect(quote.totalCostCents).toBe(
      quote.baseCostCents + quote.equipmentFeeCents + quote.platformFeeCents,
    );
  });

  it('agrees with Math.round(0.05 × subtotal) over a sweep of rates and hours', () => {
    for (let rate = 5000; rate <= 5400; rate += 1) {
      for (const hours of [1, 3, 7, 10]) {
        for (const equipmentNeeded of [true, false]) {
          const quote = quoteBooking({
            hourlyRateCents: rate,
            durationHours: hours,
            equipmentNeeded,
          });
          const subtotal = rate * hours + (equipmentNeeded ? 7500 : 0);
          expect(quote.platformFeeCents).toBe(Math.round(0.05 * subtotal));
        }
      }
    }
  });

  it('accepts the exact limits', () => {
    expect(() =>
      quoteBooking({ hourlyRateCents: 5000, durationHours: 1, equipmentNeeded: false }),
    ).not.toThrow();
    expect(() =>
      quoteBooking({ hourlyRateCents: 5_000_000, durationHours: 10, equipmentNeeded: true }),
    ).not.toThrow();
  });

  it.each([4999, 5_000_001, 0, -15000, 15000.5, NaN, Infinity])(
    'refuses the hourly rate %d',
    (rate) => {
      expect(() =>
        quoteBooking({ hourlyRateCents: rate, durationHours: 3, equipmentNeeded: true }),
      ).toThrow(/Hourly rate must be a whole number of cents from 5000 to 5000000/);
    },
  );

  it.each([0, 11, -1, 2.5, NaN])('refuses the duration %d', (hours) => {
    expect(() =>
      quoteBooking({ hourlyRateCents: 15000, durationHours: hours, equipmentNeeded: true }),
    ).toThrow(/Duration must be a whole number of hours from 1 to 10/);
  });

  it('refuses a non-boolean equipment flag (untrusted input)', () => {
    expect(() =>
      quoteBooking({
        hourlyRateCents: 15000,
        durationHours: 3,
        equipmentNeeded: 'yes' as unknown as boolean,
      }),
    ).toThrow(TypeError);
  });
});

describe('djEarningsCents', () => {
  it.each([
    [45000, 38250],
    [5000, 4250],
    [10, 9], // 8.5 → up
    [30, 26], // 25.5 → up
    [11, 9], // 9.35 → down
    [13, 11], // 11.05 → down
    [0, 0],
    [50_000_000, 42_500_000],
  ])('85%% of %d is %d', (base, earnings) => {
    expect(djEarningsCents(base)).toBe(earnings);
  });

  it.each([-1, 1.5, NaN])('refuses %d', (base) => {
    expect(() => djEarningsCents(base)).toThrow(RangeError);
  });
});
