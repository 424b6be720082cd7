import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 24, item 6: the "reduce motion" setting is respected everywhere, not only on home, and
 * the colour scheme follows the system. Both are the browser's settings, emulated here.
 */

const PHONE = { width: 390, height: 844 };

/** The phone menu's panel, opened; its slide is the app's most visible transition. */
async function openMenuPanel(page: Page) {
  await page.setViewportSize(PHONE);
  await page.goto('/how-it-works');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const panel = page.locator('.MuiDrawer-paper');
  await expect(panel).toBeVisible();
  return panel;
}

const seconds = (duration: string) => Math.max(...duration.split(',').map((d) => parseFloat(d)));

test('without the setting, panels slide in', async ({ page }) => {
  const panel = await openMenuPanel(page);
  const duration = await panel.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(seconds(duration)).toBeGreaterThan(0.1);
});

test('with reduced motion, panels and dialogs appear at once, and spinners still turn', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const panel = await openMenuPanel(page);
  const duration = await panel.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(seconds(duration)).toBeLessThan(0.001);
  // The backdrop fades by the same rule, and so does every ::before/::after (ripples, tabs).
  const backdrop = page.locator('.MuiBackdrop-root').first();
  expect(
    seconds(await backdrop.evaluate((el) => getComputedStyle(el).transitionDuration)),
  ).toBeLessThan(0.001);
  // A loading spinner is left turning: frozen, it would read as a hung app.
  const spinnerDuration = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'MuiCircularProgress-root';
    probe.style.animation = 'probe-spin 1.4s linear infinite';
    document.body.append(probe);
    const value = getComputedStyle(probe).animationDuration;
    probe.remove();
    return value;
  });
  expect(seconds(spinnerDuration)).toBeCloseTo(1.4);
});

test('the colour scheme follows the system: dark at night, light by day', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/how-it-works');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // BRAND.night (src/app/theme.ts).
  expect(await background()).toBe('rgb(18, 11, 36)');
  await page.emulateMedia({ colorScheme: 'light' });
  // The switch is CSS only (a media query): no reload, no flash of the other scheme.
  await expect.poll(background).toBe('rgb(250, 248, 255)');
});
