import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_TIERS,
  cancellationRefundCents,
  refundCents,
  refundPercentForCancellation,
} from './cancellation-policy';

const HOUR = 60 * 60 * 1000;
const EVENT = new Date('2025-06-14T20:00:00Z');
const before = (ms: number) => new Date(EVENT.getTime() - ms);

describe('refundPercentForCancellation', () => {
  it.each([
    ['a week before', 7 * 24 * HOUR, 100],
    ['48 h + 1 ms before', 48 * HOUR + 1, 100],
    ['exactly 48 h before', 48 * HOUR, 50],
    ['48 h − 1 ms before', 48 * HOUR - 1, 50],
    ['36 h before', 36 * HOUR, 50],
    ['24 h + 1 ms before', 24 * HOUR + 1, 50],
    ['exactly 24 h before', 24 * HOUR, 50],
    ['24 h − 1 ms before', 24 * HOUR - 1, 0],
    ['1 h before', HOUR, 0],
    ['at the start', 0, 0],
    ['after the start', -HOUR, 0],
  ])('%s → %d%%', (_label, notice, percent) => {
    expect(refundPercentForCancellation(EVENT, before(notice))).toBe(percent);
  });

  it('refuses invalid dates', () => {
    expect(() => refundPercentForCancellation(new Date('nope'), EVENT)).toThrow(RangeError);
    expect(() => refundPercentForCancellation(EVENT, new Date(NaN))).toThrow(RangeError);
  });

  it('keeps the policy as ordered data ending in a catch-all', () => {
    expect(CANCELLATION_TIERS.map((t) => t.refundPercent)).toEqual([100, 50, 0]);
    expect(CANCELLATION_TIERS.at(-1)?.minNoticeMs).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('refundCents', () => {
  it.each([
    [55125, 100, 55125],
    [55125, 50, 27563], // 27562.5 → the client's favour
    [55124, 50, 27562],
    [55125, 0, 0],
    [0, 100, 0],
    [1, 50, 1],
  ])('%d cents at %d%% → %d', (total, percent, refund) => {
    expect(refundCents(total, percent)).toBe(refund);
  });

  it.each([-1, 101, NaN])('refuses the percent %d', (percent) => {
    expect(() => refundCents(1000, percent)).toThrow(RangeError);
  });

  it('refuses a total that is not whole cents', () => {
    expect(() => refundCents(10.5, 50)).toThrow(RangeError);
    expect(() => refundCents(-100, 50)).toThrow(RangeError);
  });
});

describe('cancellationRefundCents', () => {
  it('is the tier while nothing was refunded before', () => {
    expect(cancellationRefundCents(60_375, 50, 0)).toBe(30_188);
    expect(cancellationRefundCents(60_375, 100, 0)).toBe(60_375);
  });

  it('never refunds more than is left after refunds made outside the app', () => {
    expect(cancellationRefundCents(60_375, 100, 10_000)).toBe(50_375);
    expect(cancellationRefundCents(60_375, 50, 10_000)).toBe(30_188);
    expect(cancellationRefundCents(60_375, 50, 40_000)).toBe(20_375);
    expect(cancellationRefundCents(60_375, 100, 60_375)).toBe(0);
    expect(cancellationRefundCents(60_375, 0, 0)).toBe(0);
  });
});
