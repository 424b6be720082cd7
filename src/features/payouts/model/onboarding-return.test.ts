import { describe, expect, it } from 'vitest';
import { onboardingReturnOf, watchReturn, withoutOnboarding } from './onboarding-return';

describe('onboarding return parameters', () => {
  it('reads return and refresh only', () => {
    expect(onboardingReturnOf(new URLSearchParams('tab=payouts&onboarding=return'))).toBe('return');
    expect(onboardingReturnOf(new URLSearchParams('tab=payouts&onboarding=refresh'))).toBe(
      'refresh',
    );
    expect(onboardingReturnOf(new URLSearchParams('tab=payouts&onboarding=other'))).toBeNull();
    expect(onboardingReturnOf(new URLSearchParams('tab=payouts'))).toBeNull();
  });

  it('removes the parameter and keeps the tab', () => {
    const params = new URLSearchParams('tab=payouts&onboarding=return');
    expect(withoutOnboarding(params).toString()).toBe('tab=payouts');
    expect(params.toString()).toBe('tab=payouts&onboarding=return');
  });
});

describe('watchReturn', () => {
  it('waits for the account, then watches until its state changes', () => {
    const start = { seen: null };
    expect(watchReturn(start, null)).toBe(start);
    const watching = watchReturn(start, 'setting_up');
    expect(watching).toEqual({ seen: 'setting_up' });
    expect(watchReturn(watching, 'setting_up')).toBe(watching);
    expect(watchReturn(watching, null)).toBe(watching);
    expect(watchReturn(watching, 'action_needed')).toBeNull();
    expect(watchReturn(null, 'ready')).toBeNull();
  });

  it('needs no notice for an account that is already ready', () => {
    expect(watchReturn({ seen: null }, 'ready')).toBeNull();
  });
});
