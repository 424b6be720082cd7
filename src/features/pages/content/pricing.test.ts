import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../domain/plans';
import { exampleBookingLines, isPlanAvailable, planAction } from './pricing';

describe('planAction', () => {
  it('waits for the session', () => {
    expect(planAction({ status: 'loading' })).toBeNull();
  });

  it('sends a visitor to sign up as a DJ, then to the application', () => {
    expect(planAction({ status: 'signed-out' })).toEqual({
      label: 'Get Started Free',
      to: '/signup?role=dj&next=%2Fbecome-dj',
    });
  });

  it('sends a DJ to the dashboard and anyone else to apply', () => {
    expect(planAction({ status: 'signed-in', role: 'dj' })?.to).toBe('/dj-dashboard');
    expect(planAction({ status: 'signed-in', role: 'client' })?.to).toBe('/become-dj');
    expect(planAction({ status: 'signed-in', role: 'admin' })?.to).toBe('/become-dj');
    expect(planAction({ status: 'signed-in', role: null })?.to).toBe('/become-dj');
  });
});

describe('plans on sale', () => {
  it('sells only Basic; Pro and Elite are coming soon', () => {
    expect(PLANS.filter((p) => isPlanAvailable(p.id)).map((p) => p.name)).toEqual(['Basic']);
  });
});

describe('exampleBookingLines', () => {
  it('prices 4 hours at $150 with equipment as checkout does', () => {
    expect(exampleBookingLines()).toEqual([
      { label: 'DJ: 4 hours at $150/hour', amount: '$600.00' },
      { label: 'Equipment fee', amount: '$75.00' },
      { label: 'Platform fee (5%)', amount: '$33.75' },
      { label: 'Client pays', amount: '$708.75' },
      { label: "DJ keeps (85% of the DJ's fee)", amount: '$573.75' },
    ]);
  });
});
