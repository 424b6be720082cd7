/**
 * Where Confirm Booking sends the client once createPayment answers.
 *
 * - Demo mode (`demo: true`): there is no card step, the URL is our own
 *   /payment-success page, so it opens in the same tab (a new tab would
 *   leave this one showing a form that was already sent).
 * - Stripe: the spec opens Checkout in a new tab. With the 'noopener'
 *   feature window.open always returns null, so a blocked pop-up could not
 *   be told apart; instead the tab is opened without it and its opener is
 *   cut by hand. When the browser blocks it, the page shows a
 *   "Continue to payment" link.
 */
export type PaymentRedirect =
  /** Same tab, inside the app (an app path). */
  | { kind: 'navigate'; to: string }
  /** Same tab, another origin. */
  | { kind: 'assign'; url: string }
  | { kind: 'opened' }
  | { kind: 'blocked' };

export function sameOriginPath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

export function redirectToPayment(
  result: { url: string; demo: boolean },
  win: Pick<Window, 'open'> & { location: Pick<Location, 'origin'> },
): PaymentRedirect {
  if (result.demo) {
    const path = sameOriginPath(result.url, win.location.origin);
    return path ? { kind: 'navigate', to: path } : { kind: 'assign', url: result.url };
  }
  const tab = win.open(result.url, '_blank');
  if (!tab) return { kind: 'blocked' };
  try {
    tab.opener = null;
  } catch {
    // Some browsers refuse the write; the tab still works.
  }
  return { kind: 'opened' };
}
