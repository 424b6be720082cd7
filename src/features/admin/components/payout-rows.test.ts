import { describe, expect, it } from 'vitest';
import { lastMonths, monthLabel, requirementsText, revenueRowView } from './payout-rows';

describe('lastMonths', () => {
  it('counts back twelve UTC months from now, newest first, across the year', () => {
    // 00:30 on Feb 1 in UTC is still January west of UTC: the month is UTC's.
    const months = lastMonths(new Date('2027-02-01T00:30:00Z'));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2027-02', '2027-01', '2026-12']);
    expect(months[11]).toBe('2026-03');
  });

  it('reads the month in UTC, not the machine clock', () => {
    expect(lastMonths(new Date('2026-11-30T23:59:59Z'), 1)).toEqual(['2026-11']);
  });
});

describe('monthLabel', () => {
  it('names the month', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2027-01')).toBe('Jan 2027');
  });

  it('shows anything else as stored', () => {
    expect(monthLabel('2026-13')).toBe('2026-13');
    expect(monthLabel('')).toBe('');
  });
});

describe('revenueRowView', () => {
  it('shows fees, Stripe fees and net in dollars with cents', () => {
    expect(
      revenueRowView({ month: '2026-11', bookings: 3, revenueCents: 123456, stripeFeeCents: 3901 }),
    ).toEqual({
      month: '2026-11',
      label: 'Nov 2026',
      bookings: '3',
      fees: '$1,234.56',
      stripeFees: '$39.01',
      net: '$1,195.55',
    });
  });

  it('shows a month that lost money after refunds as negative', () => {
    expect(
      revenueRowView({ month: '2026-10', bookings: 1, revenueCents: 0, stripeFeeCents: 59 }).net,
    ).toBe('-$0.59');
  });
});

describe('requirementsText', () => {
  it("lists Stripe's requirements in words", () => {
    expect(
      requirementsText({
        requirements: ['a bank account for payouts', 'a photo ID'],
        disabledReason: null,
      }),
    ).toBe('a bank account for payouts, a photo ID');
  });

  it('says why an account with nothing due is disabled', () => {
    expect(requirementsText({ requirements: [], disabledReason: 'requirements.past_due' })).toBe(
      'Disabled by Stripe (requirements past due)',
    );
    expect(requirementsText({ requirements: [], disabledReason: null })).toBe('—');
  });
});
