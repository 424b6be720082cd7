import type { PayoutAccountState } from '../../../domain/payout-account-state';

/**
 * Stripe's onboarding sends the DJ back to `/dj-dashboard?tab=payouts&onboarding=return`
 * (finished or left) or `…&onboarding=refresh` (the link expired or was reused: ask for a new
 * one). The parameter is read once and then removed, so a reload does not act on it again.
 */
export type OnboardingReturn = 'return' | 'refresh';

export const ONBOARDING_PARAM = 'onboarding';

export function onboardingReturnOf(params: URLSearchParams): OnboardingReturn | null {
  const value = params.get(ONBOARDING_PARAM);
  return value === 'return' || value === 'refresh' ? value : null;
}

/** The same parameters without `onboarding` (the tab stays). */
export function withoutOnboarding(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(ONBOARDING_PARAM);
  return next;
}

/**
 * Watching for the account to change after a return from Stripe: `seen` is the state the
 * account had when it first loaded after the return (null: not loaded yet). null: not
 * watching (no return, or the state has changed since).
 */
export type ReturnWatch = { seen: PayoutAccountState | null } | null;

/**
 * The watch after the account's state is `current` (null while it loads). A return to a
 * ready account needs no notice; any change of state ends the notice for good.
 */
export function watchReturn(watch: ReturnWatch, current: PayoutAccountState | null): ReturnWatch {
  if (watch === null || current === null) return watch;
  if (watch.seen === null) return current === 'ready' ? null : { seen: current };
  return current === watch.seen ? watch : null;
}
