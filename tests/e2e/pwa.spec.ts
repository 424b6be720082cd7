import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { acceptBooking, createClient, createVerifiedDj, requestBooking, tag } from './accounts';
import { controlledBySw, expect, signIn, test } from './fixtures';

/**
 * The installable, offline-first app: Chromium's own installability check,
 * the manifest, data seen before readable offline, the offline indicator, and
 * sign-out leaving nothing of the user on the device.
 */

// The service worker is what this file is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  id: string;
  icons: { sizes: string; purpose?: string }[];
  screenshots: { src: string; form_factor?: string }[];
  shortcuts: { name: string; url: string }[];
}

test('Chromium reports no installability errors for the served build', async ({ baseURL }) => {
  test.setTimeout(60_000);
  // An ordinary Playwright context is incognito, which is never installable:
  // a persistent profile is what a person's browser is.
  const profile = mkdtempSync(join(tmpdir(), 'spinbook-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest names the app, its icons, screenshots and shortcuts', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    short_name: 'Spinbook',
    start_url: '/',
    scope: '/',
    id: '/',
    display: 'standalone',
  });
  expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual([
    '192x192',
    '512x512',
    '512x512 maskable',
  ]);
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Discover DJs', '/discover'],
    ['My Bookings', '/bookings'],
    ['Messages', '/messages'],
  ]);
  expect(new Set(manifest.screenshots.map((s) => s.form_factor))).toEqual(
    new Set(['narrow', 'wide']),
  );
  for (const shot of manifest.screenshots) {
    const image = await request.get(shot.src);
    expect(image.status(), shot.src).toBe(200);
    expect(image.headers()['content-type']).toContain('image/png');
  }
});

/** Navigates while offline, then re-applies the emulation (see discover.spec.ts). */
async function gotoOffline(page: Page, context: BrowserContext, url: string) {
  await page.goto(url);
  await context.setOffline(false);
  await context.setOffline(true);
}

test('a first visit: a profile read for 5 s survives an offline reload, and so does discover', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // No worker before this visit (a fresh context): the pages below load before it exists.
  await page.goto('/discover');
  const cards = page.getByTestId('dj-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const name = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards.first().getByRole('link', { name: 'View Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const profileUrl = page.url();

  // The visitor reads the profile for five seconds, then the network goes.
  await page.waitForTimeout(5_000);
  expect(
    await page.evaluate(() => navigator.serviceWorker.controller !== null),
    'the worker took control of the first visit',
  ).toBe(true);
  await context.setOffline(true);
  await gotoOffline(page, context, profileUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("You're offline — showing this saved profile.")).toBeVisible();
  await gotoOffline(page, context, '/discover');
  await expect(page.getByText("You're offline — showing saved DJs")).toBeVisible();
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });

  await context.setOffline(false);
  // Requests that failed while offline (fonts, the emulator's long-poll) are expected noise.
  consoleErrors.length = 0;
});

test('My Bookings and conversations seen online stay readable offline, with the indicator', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const dj = await createVerifiedDj(`E2E Offline DJ ${tag()}`);
  const client = await createClient(`E2E Offline Client ${tag()}`);
  // Relative to today: event dates are at most 2 years ahead (decision 0031).
  const eventDate = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
  const bookingId = await requestBooking(client.email, dj.uid, eventDate);
  await acceptBooking(dj.email, bookingId);

  await signIn(page, client.email, { at: '/bookings' });
  await expect(page.getByTestId('booking-card').first()).toBeVisible({ timeout: 20_000 });
  await controlledBySw(page);
  await expect(page.getByTestId('booking-card').first()).toBeVisible({ timeout: 20_000 });
  await page.goto(`/messages?booking=${bookingId}`);
  await expect(page.getByTestId(`conversation-${bookingId}`)).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await gotoOffline(page, context, '/bookings');
  await expect(page.getByTestId('offline-indicator')).toHaveText('Offline');
  await expect(page.getByTestId('booking-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('booking-card').first()).toContainText(dj.name);
  await gotoOffline(page, context, '/messages');
  await expect(page.getByTestId(`conversation-${bookingId}`)).toBeVisible({ timeout: 20_000 });

  await context.setOffline(false);
  await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  // Requests that failed while offline (the emulator's long-poll) are expected noise.
  consoleErrors.length = 0;
});

test('sign-out deletes the offline cache, the outbox and runtime caches', async ({ page }) => {
  test.setTimeout(90_000);
  const client = await createClient(`E2E Sign-out ${tag()}`);
  await signIn(page, client.email, { at: '/bookings' });
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await page.evaluate(async (uid) => {
    await navigator.serviceWorker.ready;
    window.localStorage.setItem(`spinbook.outbox.${uid}`, '[]');
    await (await caches.open('spinbook-images')).put('/e2e-probe', new Response('x'));
  }, client.uid);
  const before = await page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
    caches: await caches.keys(),
  }));
  expect(before.databases.some((name) => name.startsWith('firestore/'))).toBe(true);
  expect(before.caches).toContain('spinbook-images');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  const after = await page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
    // The fresh home page may cache its own public images again; what was cached
    // while signed in must be gone.
    probe: (await caches.match('/e2e-probe')) !== undefined,
    outbox: Object.keys(window.localStorage).filter((k) => k.startsWith('spinbook.outbox.')),
  }));
  expect(after.databases.filter((name) => name.startsWith('firestore/'))).toEqual([]);
  expect(after.probe).toBe(false);
  expect(after.outbox).toEqual([]);
});
