import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, signIn, test, waitForAppOnNavigation } from './fixtures';

/**
 * A second signed-in person in their own browser context, at `path`, for the specs where two
 * people act on one booking. Its console errors are kept (the fixture only watches `page`);
 * call `close` at the end to check them, `allowedErrors` aside.
 */
export async function openAs(
  browser: Browser,
  email: string,
  path: string,
  allowedErrors: RegExp[] = [],
  /** A device, say: a phone-sized touch screen. */
  device: BrowserContextOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ ...device, baseURL });
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, email, { at: path });
  return {
    page,
    close: async () => {
      await context.close();
      const unexpected = errors.filter((e) => !allowedErrors.some((re) => re.test(e)));
      expect(unexpected, `console errors of ${email}`).toEqual([]);
    },
  };
}
