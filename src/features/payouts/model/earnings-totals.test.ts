import { describe, expect, it } from 'vitest';
import { earningsTotals } from '../../../domain/payout-earnings';
import { OWED_PAYOUT_STATUSES } from '../../../domain/payouts';
import { TRANSFERRED_PAYOUT_STATUSES } from '../api/earnings-totals-query';
import {
  monthStartUtc,
  totalsKeyOf,
  totalsOfSums,
  type EarningsSums,
  type PayoutSums,
} from './earnings-totals';
import { payoutFixture } from './fixtures';
import { earningsRowOf, type Payout } from './payout';

const NOW = new Date('2031-05-15T12:00:00.000Z');

const PAYOUTS: Payout[] = [
  payoutFixture({ bookingId: 'due', status: 'scheduled', amountCents: 42_500 }),
  payoutFixture({ bookingId: 'held', status: 'held', amountCents: 10_001 }),
  payoutFixture({ bookingId: 'late', status: 'failed', amountCents: 3_000 }),
  payoutFixture({ bookingId: 'gone', status: 'void', amountCents: 0 }),
  payoutFixture({
    bookingId: 'paid-may',
    status: 'paid',
    amountCents: 28_334,
    paidAt: new Date('2031-05-01T00:00:00.000Z'),
  }),
  payoutFixture({
    bookingId: 'reversed-may',
    status: 'reversed',
    amountCents: 9_000,
    reversedCents: 9_000,
    paidAt: new Date('2031-05-03T00:00:00.000Z'),
  }),
  payoutFixture({
    bookingId: 'paid-april',
    status: 'reversed',
    amountCents: 20_000,
    reversedCents: 5_000,
    paidAt: new Date('2031-04-30T23:59:59.999Z'),
  }),
];

/** What one aggregation answers over `payouts`, filtered as its query filters. */
const sumOver = (payouts: readonly Payout[]): PayoutSums => ({
  amountCents: payouts.reduce((total, p) => total + p.amountCents, 0),
  reversedCents: payouts.reduce((total, p) => total + p.reversedCents, 0),
});

function sumsOf(payouts: readonly Payout[], now: Date): EarningsSums {
  const transferred = payouts.filter((p) => TRANSFERRED_PAYOUT_STATUSES.includes(p.status));
  return {
    pending: sumOver(payouts.filter((p) => OWED_PAYOUT_STATUSES.includes(p.status))),
    transferred: sumOver(transferred),
    transferredThisMonth: sumOver(
      transferred.filter((p) => p.paidAt !== null && p.paidAt >= monthStartUtc(now)),
    ),
  };
}

describe('monthStartUtc', () => {
  it('is the first instant of the UTC month', () => {
    expect(monthStartUtc(NOW).toISOString()).toBe('2031-05-01T00:00:00.000Z');
    // Still April in UTC, though May already east of Greenwich.
    expect(monthStartUtc(new Date('2031-04-30T23:30:00.000Z')).toISOString()).toBe(
      '2031-04-01T00:00:00.000Z',
    );
    expect(monthStartUtc(new Date('2031-01-01T00:00:00.000Z')).toISOString()).toBe(
      '2031-01-01T00:00:00.000Z',
    );
  });
});

describe('totalsOfSums', () => {
  it('gives what earningsTotals() gives over the same payouts', () => {
    const totals = totalsOfSums(sumsOf(PAYOUTS, NOW));
    expect(totals).toEqual(earningsTotals(PAYOUTS.map(earningsRowOf), NOW));
    expect(totals).toEqual({
      pendingCents: 55_501,
      paidThisMonthCents: 28_334,
      paidAllTimeCents: 43_334,
    });
  });

  it('is zero for a DJ with nothing paid', () => {
    const none = { amountCents: 0, reversedCents: 0 };
    expect(totalsOfSums({ pending: none, transferred: none, transferredThisMonth: none })).toEqual({
      pendingCents: 0,
      paidThisMonthCents: 0,
      paidAllTimeCents: 0,
    });
  });
});

describe('totalsKeyOf', () => {
  it('changes with a payout’s money, and only with it', () => {
    const key = totalsKeyOf(PAYOUTS);
    expect(totalsKeyOf(PAYOUTS.map((p) => ({ ...p, clientName: 'Renamed' })))).toBe(key);
    const paid = PAYOUTS.map((p) =>
      p.bookingId === 'due' ? { ...p, status: 'paid' as const, paidAt: NOW } : p,
    );
    expect(totalsKeyOf(paid)).not.toBe(key);
    expect(totalsKeyOf([...PAYOUTS, payoutFixture({ bookingId: 'new' })])).not.toBe(key);
    const reversed = PAYOUTS.map((p) =>
      p.bookingId === 'paid-april' ? { ...p, reversedCents: 6_000 } : p,
    );
    expect(totalsKeyOf(reversed)).not.toBe(key);
  });
});
