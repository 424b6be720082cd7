import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PayoutAccountState } from '../../../domain/payout-account-state';
import {
  onboardingReturnOf,
  watchReturn,
  withoutOnboarding,
  type ReturnWatch,
} from '../model/onboarding-return';

/**
 * Coming back from Stripe's onboarding (model/onboarding-return.ts). `refresh`: the link
 * expired, so `renew` (setupPayouts) runs once, by itself, and leaves for the new link.
 * `return`: answers true until the account's state changes (`current`, null while it
 * loads), for the "Stripe is checking" notice. Either way the parameter is removed at once
 * (replace, keeping the tab), so a reload or Back does not act on it again.
 */
export function useOnboardingReturn(
  current: PayoutAccountState | null,
  renew: () => Promise<void>,
): boolean {
  const [params, setParams] = useSearchParams();
  const [onboarding] = useState(() => onboardingReturnOf(params));
  const [watch, setWatch] = useState<ReturnWatch>(() =>
    onboarding === 'return' ? { seen: null } : null,
  );
  // Effects run twice in development (StrictMode); the renewal must not.
  const handled = useRef(false);

  useEffect(() => {
    if (onboarding === null || handled.current) return;
    handled.current = true;
    setParams((prev) => withoutOnboarding(prev), { replace: true });
    if (onboarding === 'refresh') void renew();
  }, [onboarding, renew, setParams]);

  // Derived from the previous render's watch and this render's state (React's "adjusting
  // state when a prop changes"), so the notice never shows for a frame too long.
  const next = watchReturn(watch, current);
  if (next !== watch) setWatch(next);
  return next !== null;
}
