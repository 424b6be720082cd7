import type { Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { createClient, e2eAdminApp, tag } from './accounts';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 24, item 5: navigation lands where people look (docs/accessibility.md,
 * "Navigation: scroll and focus"). On a 390 px phone, a link followed from the bottom of
 * a long page opens the next page at its top with focus on its h1, Back returns to where
 * the page was left, and a change of the page's own query (a filter) keeps its place.
 */
test.use({ viewport: { width: 390, height: 844 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByTestId('dj-card');

/** The focused element's outline, as the person sees it. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? getComputedStyle(active).outlineStyle : 'no focus';
  });

test('a DJ opened from the bottom of /discover opens at its top, focused on its name; Back returns to the same place', async ({
  page,
}) => {
  await page.goto('/discover');
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  const last = cards(page).last();
  const name = (await last.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(name, 'the last card names its DJ').not.toBe('');
  const viewProfile = last.getByRole('link', { name: 'View Profile' });
  await viewProfile.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left, 'the last card is far down the page').toBeGreaterThan(1000);

  await viewProfile.click();
  await expect(page).toHaveURL(/\/dj\/[^/]+$/);
  await expect(h1(page)).toContainText(name);
  await expect(h1(page)).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(0);
  // Followed by a tap, so the heading shows no focus ring.
  expect(await focusOutline(page)).toBe('none');

  await page.goBack();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(h1(page)).toHaveText('Find Your Perfect DJ');
  await expect(h1(page)).toBeFocused();
  // The list loads again after the page is back; the position follows it.
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(3);

  await page.goForward();
  await expect(h1(page)).toContainText(name);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a link followed with the keyboard shows the focus on the new page’s heading', async ({
  page,
}) => {
  await page.goto('/pricing');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' });
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(h1(page)).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(await focusOutline(page)).toBe('solid');
});

test('a page chosen from the phone menu gets the focus, not the menu button', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'How It Works' })
    .click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(h1(page)).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('Confirm Booking at the bottom of the booking form lands at the top of /payment-success', async ({
  page,
}) => {
  const { email } = await createClient(`E2E Navigator ${tag()}`, 'navigator');
  await signIn(page, email);
  const djUid = (await getAuth(e2eAdminApp()).getUserByEmail('dj@spinbook.test')).uid;
  const days = 50 + Math.floor(Math.random() * 350);
  const day = new Date(Date.now() + days * 86_400_000);
  const date = day.toISOString().slice(0, 10);

  await page.goto(`/book/${djUid}?date=${date}&hours=3`);
  await expect(h1(page)).toHaveText('Book Marcus Reid');
  await page.getByRole('textbox', { name: 'Venue' }).fill(`E2E Loft ${tag()}`);
  await page.getByRole('spinbutton', { name: 'Guest Count' }).fill('80');
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await expect(confirm).toBeEnabled();
  await confirm.scrollIntoViewIfNeeded();
  expect(await scrollY(page), 'the button is below the first screen').toBeGreaterThan(300);

  await confirm.click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=demo_/);
  await expect(h1(page)).toHaveText('Booking Request Sent');
  await expect(h1(page)).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a filter, which changes only the query, keeps the page where it is', async ({ page }) => {
  await page.goto('/discover');
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Filters' }).click();
  const house = page
    .getByRole('group', { name: 'Filter by Genre' })
    .getByRole('button', { name: 'House' });
  await house.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(150);
  const before = await scrollY(page);

  await house.click();
  await expect(page).toHaveURL(/genre=House/);
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(3);
  await expect(house).toBeFocused();
});

test('a page opened by its address opens at its top, not where another page was left', async ({
  page,
}) => {
  await page.goto('/discover');
  await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
  // The app has started and kept the position (on leaving) under this entry's key.
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);

  await page.goto('/signup');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(h1(page)).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});
