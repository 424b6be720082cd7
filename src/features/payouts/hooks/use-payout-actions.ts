import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import type { Notice } from '../../../domain/messages';
import { isHttpUrl } from '../../../domain/url';
import { callableErrorMessage } from '../../../lib/firebase/callable-error';
import { openPayoutDashboard, setupPayouts } from '../../../lib/firebase/callables';
import { DASHBOARD_FAILED, PAYOUTS_DEMO_READY, SETUP_FAILED } from '../model/payout-texts';
import { leaveFor } from './browser-actions';

/** Which call is in flight (its button shows it; both buttons wait). */
export type PayoutBusy = 'setup' | 'dashboard' | null;

/** A URL from the server is followed only if it is a web page (never javascript: or data:). */
class NotAWebPage extends Error {}

/**
 * "Set up payouts" / "Continue setup" and "Open Stripe dashboard" through their callables.
 * Both leave for Stripe in this tab (browser-actions.ts says why) and stay busy while the
 * browser leaves; demo mode (no URL) is ready at once, and the live account shows it.
 */
export function usePayoutActions() {
  const toast = useToast();
  const [busy, setBusy] = useState<PayoutBusy>(null);

  // Back from Stripe through the back/forward cache: the page is restored as it was left.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const run = useCallback(
    async (
      which: Exclude<PayoutBusy, null>,
      call: () => Promise<string | null>,
      failed: Notice,
    ) => {
      setBusy(which);
      try {
        const url = await call();
        if (url !== null) {
          if (!isHttpUrl(url)) throw new NotAWebPage(url);
          leaveFor(url);
          return;
        }
        toast({ ...PAYOUTS_DEMO_READY });
      } catch (error) {
        console.warn(`${which} payouts call failed`, error);
        toast({
          title: failed.title,
          description: callableErrorMessage(error, failed.description),
          variant: 'destructive',
        });
      }
      setBusy(null);
    },
    [toast],
  );

  const setup = useCallback(
    () => run('setup', async () => (await setupPayouts({})).url, SETUP_FAILED),
    [run],
  );
  const openDashboard = useCallback(
    () => run('dashboard', async () => (await openPayoutDashboard({})).url, DASHBOARD_FAILED),
    [run],
  );

  return { busy, setup, openDashboard };
}
