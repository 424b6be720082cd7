/**
 * The installed app paints the DJ dashboard and /messages from this device first (decision
 * 0057): the worker answers their start with the precached shell and the screen's last
 * snapshot, and the app replaces the snapshot with the live screen.
 */
import { controlledBySw, expect, signIn, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const SNAPSHOTS = 'spinbook-screens';

for (const { who, path, item } of [
  { who: 'dj@spinbook.test', path: '/dj-dashboard', item: 'main li[aria-label]' },
  { who: 'client@spinbook.test', path: '/messages', item: '[data-testid^="conversation-"]' },
]) {
  test(`${path} starts from its snapshot, then the live screen takes over`, async ({ page }) => {
    await signIn(page, who, { at: path });
    await controlledBySw(page);
    await expect(page.locator(item).first()).toBeVisible();
    // Kept once the server's data is on screen (1.5 s after it settles).
    await expect
      .poll(
        () =>
          page.evaluate(
            async ([cache, at]) => Boolean(await (await caches.open(cache!)).match(at!)),
            [SNAPSHOTS, path],
          ),
        { timeout: 15_000 },
      )
      .toBe(true);

    const response = await page.goto(path);
    expect(response?.fromServiceWorker()).toBe(true);
    const html = (await response?.text()) ?? '';
    // Painted without script: a closed declarative shadow root in front of the hidden #root.
    expect(html).toMatch(
      /<div id="screen-snapshot" aria-hidden="true" data-uid="[^"]+" data-items="[1-9]\d*">/,
    );
    expect(html).toContain('<template shadowrootmode="closed">');
    expect(html).toContain('#root{display:none}');
    // The app takes it down once its own list is on screen.
    await expect(page.locator('#screen-snapshot')).toHaveCount(0);
    await expect(page.locator(item).first()).toBeVisible();
  });
}

test('another tab of the dashboard is not answered with the snapshot', async ({ page }) => {
  await signIn(page, 'dj@spinbook.test', { at: '/dj-dashboard' });
  await controlledBySw(page);
  await expect(page.locator('main li[aria-label]').first()).toBeVisible();
  const response = await page.goto('/dj-dashboard?tab=earnings');
  expect((await response?.text()) ?? '').not.toContain('screen-snapshot');
});
