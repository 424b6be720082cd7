import { describe, expect, it } from 'vitest';
import { formatDollars } from './money';
import { PLANS, PLATFORM_FEE_NOTE } from './plans';

describe('PLANS', () => {
  it('lists Basic, Pro and Elite in that order', () => {
    expect(PLANS.map((p) => p.id)).toEqual(['basic', 'pro', 'elite']);
    expect(PLANS.map((p) => p.name)).toEqual(['Basic', 'Pro', 'Elite']);
  });

  it('prices them free, $29 and $99 a month', () => {
    expect(PLANS.map((p) => p.priceCentsPerMonth)).toEqual([0, 2900, 9900]);
    expect(PLANS.map((p) => formatDollars(p.priceCentsPerMonth))).toEqual(['$0', '$29', '$99']);
  });

  it('gives Basic 5 gigs a month and the paid plans unlimited gigs', () => {
    expect(PLANS.map((p) => p.gigsPerMonth)).toEqual([5, null, null]);
  });

  it('lists the spec features', () => {
    expect(PLANS.map((p) => p.features)).toEqual([
      ['DJ profile', 'Up to 5 gigs a month'],
      ['Unlimited gigs', 'Priority placement', 'Analytics'],
      ['Featured status', 'Account manager'],
    ]);
  });

  it('notes the client platform fee', () => {
    expect(PLATFORM_FEE_NOTE).toContain('5% platform fee');
  });
});
