/**
 * The count on the installed app's icon while the app is open (issue 40). The service worker
 * sets it from each push (push-worker.ts); the open app sets it from its live data, so reading
 * a chat clears it without waiting for the next push.
 */

/** The Badging API's two calls, absent where the browser has none (Firefox). */
export interface BadgeNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * Only an installed app has an icon to badge. Chromium accepts the calls in a tab too and
 * ignores them; Safari badges Home Screen apps only (webkit.org/blog/14112).
 */
export function runsInstalled(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

/**
 * Shows `count` on the app's icon, or clears it at 0. Nothing happens where the browser has
 * no badges or the app runs in a tab; a refusal (Safari without notification permission) is
 * not the caller's problem, so it is swallowed.
 */
export async function applyAppBadge(
  count: number,
  nav: BadgeNavigator = navigator,
  installed: boolean = runsInstalled(),
): Promise<void> {
  if (!installed || !Number.isFinite(count) || count < 0) return;
  try {
    if (count === 0) await nav.clearAppBadge?.();
    else await nav.setAppBadge?.(Math.floor(count));
  } catch {
    // The badge is a hint; the bell inside the app still shows the count.
  }
}
