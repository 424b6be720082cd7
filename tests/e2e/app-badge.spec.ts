/**
 * The installed app's badge while it is open (issue 40, item 6): the requests waiting for the
 * DJ plus their unread conversations, updated live. "Installed" is set by an init script
 * (navigator.standalone, which runsInstalled reads as iOS reports it): Chromium accepts the
 * DevTools display-mode emulation but matchMedia still says "browser" (2026-12). The Badging
 * API's calls are recorded in place of the real ones, which crashed the headless renderer.
 */
import type { Page } from '@playwright/test';
import {
  acceptBooking,
  createClient,
  createVerifiedDj,
  requestBooking,
  sendMessageAs,
  tag,
} from './accounts';
import { expect, signIn, test } from './fixtures';

const RECORD_BADGES = (installed: boolean) => `(() => {
  window.__badges = [];
  if (${installed}) Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
  Navigator.prototype.setAppBadge = function (n) { window.__badges.push(n); return Promise.resolve(); };
  Navigator.prototype.clearAppBadge = function () { window.__badges.push(0); return Promise.resolve(); };
})();`;

const badges = (page: Page) =>
  page.evaluate(() => (window as unknown as { __badges: number[] }).__badges);

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the open app counts the requests waiting and the unread conversations, live', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const dj = await createVerifiedDj(`Badge DJ ${tag()}`, { genres: ['Jazz'] });
  const client = await createClient(`Badge Client ${tag()}`, 'badge');
  const first = await requestBooking(client.email, dj.uid, inDays(40));

  await page.addInitScript(RECORD_BADGES(true));
  await signIn(page, dj.email, { at: '/dj-dashboard' });
  await expect.poll(() => badges(page).then((b) => b.at(-1))).toBe(1);

  const last = () => badges(page).then((b) => b.at(-1));
  // While the app is open: a second request, the first one accepted (elsewhere), then a
  // message in its chat (a chat opens once a booking is confirmed).
  await requestBooking(client.email, dj.uid, inDays(41));
  await expect.poll(last, { timeout: 20_000 }).toBe(2);
  await acceptBooking(dj.email, first);
  await expect.poll(last, { timeout: 20_000 }).toBe(1);
  await sendMessageAs(client.email, first, 'Are you free for a sound check?');
  await expect.poll(last, { timeout: 20_000 }).toBe(2);

  // In a browser tab, not installed: no badge calls at all.
  const tab = await browser.newPage();
  await tab.addInitScript(RECORD_BADGES(false));
  await signIn(tab, dj.email, { at: '/dj-dashboard' });
  await expect(tab.getByRole('tab', { name: /^Pending \(1\)/ })).toBeVisible();
  expect(await badges(tab)).toEqual([]);
  await tab.close();
});
