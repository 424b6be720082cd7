import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';
import { restoreSession } from './session';

export const DEMO_PASSWORD = 'Spinbook#2026';

/** Production's Storage host, which no test machine can reach (dj-photos.spec.ts answers it). */
const PRODUCTION_STORAGE = 'https://firebasestorage.googleapis.com/';

/**
 * A console error as the fixture records it, with its address: "Failed to load resource"
 * alone does not say which request (run 14's one 400 in onboarding.spec could not be traced).
 */
export function consoleErrorText(msg: ConsoleMessage): string {
  return `${msg.text()} (${msg.location().url || 'no address'})`;
}

/**
 * Every test fails on a console error or an uncaught page error: a route
 * that "renders" while logging errors is not working.
 */
export const test = base.extend<{ consoleErrors: string[]; waitForApp: boolean }>({
  /**
   * A server-rendered page is on screen before the app runs in it, and a click before then
   * does nothing: page.goto and page.reload wait for the app (App.tsx's ReadyMarker).
   * Tests of pages without JavaScript turn this off.
   */
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, use) => {
    if (waitForApp) waitForAppOnNavigation(page);
    // Playwright's fixture callback, not React's use() (the hooks rule cannot tell them apart).
    // eslint-disable-next-line react-hooks/rules-of-hooks
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // A page that is meant to be missing (DJ Not Found) answers 404 on purpose; the
        // browser reports the document's own status as a failed load.
        const documentNotFound =
          msg.text().includes('status of 404') && msg.location().url === page.url();
        // This machine has no internet. A DJ with a photo on production's Storage host (the
        // verified DJ dj-photos.spec.ts makes, which answers that host in its own pages) shows
        // in every other test's lists while it exists, and there the photo cannot load. That
        // spec proves the photos load; elsewhere the unreachable host is not the page's error.
        // (Any failed load of that host: a machine behind a proxy answers 403 instead.)
        const storageUnreachable =
          msg.text().startsWith('Failed to load resource') &&
          msg.location().url.startsWith(PRODUCTION_STORAGE);
        if (!documentNotFound && !storageUnreachable) errors.push(consoleErrorText(msg));
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Acts as a visitor does, which starts a server-rendered page's app (public/boot.js starts it
 * on a scroll, touch, key or pointer move), and waits until it runs in the page. A Shift
 * press: it moves neither focus nor the pointer. An app shell page starts by itself.
 */
export async function startApp(page: Page): Promise<void> {
  // boot.js is a module script: it listens only once the page is parsed (before
  // DOMContentLoaded). A key pressed earlier, on a page opened with waitUntil 'commit', went
  // unheard and the app never started (CI's run of a94b05f).
  await page.waitForLoadState('domcontentloaded');
  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

/**
 * Makes page.goto and page.reload wait for the app to run in the page (App.tsx's
 * ReadyMarker): a click on a server-rendered page before then does nothing. The fixture's
 * page has it; a page a test opens in a context of its own (a second person) needs it too.
 */
export function waitForAppOnNavigation(page: Page): void {
  const ready = () => startApp(page);
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<typeof goto>) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<typeof reload>) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/**
 * The sign-in form, as a person uses it: lands on home with the sign-in toast. For the tests
 * of signing in itself; the others use signIn.
 */
export async function signInThroughForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('You have been signed in successfully.');
}

/**
 * Opens `at` (home unless told) signed in as `email`, without the form (session.ts restores
 * the session the form would store): no sign-in toast. The test's own page is the first
 * page load, not home and then that page. A page that has already shown the app holds its
 * session in memory and its storage open, so it goes through the form instead.
 */
export async function signIn(
  page: Page,
  email: string,
  { at = '/', password = DEMO_PASSWORD }: { at?: string; password?: string } = {},
): Promise<void> {
  if (page.url() !== 'about:blank') {
    await signInThroughForm(page, email, password);
    if (at !== '/') await page.goto(at);
    return;
  }
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost:5000').origin;
  await restoreSession(page.context(), origin, email, password);
  await page.goto(at);
  // In the navigation bar (hidden in the menu below 900 px, yet there).
  await expect(page.getByTestId('session-name').first()).toBeAttached();
  // The signed-in controls beside it (messages and notifications) are lazy chunks that arrive
  // after the page: a test that went offline before they had arrived got the route's error
  // page from the failed import instead of the page it was testing (a flake, and a finding
  // for the offline first visit, decision 0028).
  await expect(page.getByTestId('messages-nav').first()).toBeAttached();
}

/**
 * Waits for the service worker, then reloads: the page is now served under its control, as
 * an installed app is, so what it loads later can come from the worker's cache offline.
 */
export async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
}

export function toast(page: Page) {
  return page.getByTestId('toast');
}
