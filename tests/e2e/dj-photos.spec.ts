import type { Page } from '@playwright/test';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { djSearchFields } from '../../src/domain/discovery-search-fields';
import { expect, test } from './fixtures';

/**
 * Responsive DJ photos (decision 0026), through Hosting → the ssr function: a DJ whose photo
 * and cover have resized variants gets them in the HTML as <picture> sources with sizes,
 * its largest paint preloaded as AVIF, and the browser downloads an AVIF variant (the
 * preloaded one) instead of the upload, then hydrates without an error. The Storage
 * emulator cannot run here, so the Storage URLs are answered by the test with real images.
 */
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const PROJECT_ID = 'demo-spinbook';
const UNIQUE = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const ID = `photoe2e${UNIQUE}`.padEnd(28, '0').slice(0, 28);
const LOCATION = `Photoville ${UNIQUE}`;
// Production's host (the page's Content-Security-Policy allows https images only); every
// request to it is answered by the test, nothing leaves the machine.
const STORAGE = `https://firebasestorage.googleapis.com/v0/b/${PROJECT_ID}.appspot.com/o/`;
const path = (stem: string) => `dj-profiles/${ID}/${stem}.jpg`;
const url = (stem: string) => `${STORAGE}${encodeURIComponent(path(stem))}?alt=media&token=t`;
const PHOTO = 'profile-1700000000000';
const COVER = 'cover-1700000000001';
const variants = (stem: string) => ({
  source: path(stem),
  width: 1600,
  height: 1200,
  widths: [320, 640, 960, 1280],
});

function adminApp(): App {
  const name = 'e2e-dj-photos';
  return (
    getApps().find((app) => app.name === name) ?? initializeApp({ projectId: PROJECT_ID }, name)
  );
}
const djRef = () => getFirestore(adminApp()).doc(`djs/${ID}`);

// One DJ document for both tests.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const profile = { location: LOCATION, genres: ['House'], hourlyRateCents: 20000 };
  await djRef().set({
    ownerUid: ID,
    name: 'DJ Picture Test',
    bio: '<p>Photos in modern formats.</p>',
    ...profile,
    ...djSearchFields(profile),
    availableNow: false,
    equipment: [],
    travelRadiusMi: 25,
    bookedDates: [],
    status: 'verified',
    averageRating: 5,
    totalReviews: 0,
    totalBookings: 0,
    photoUrl: url(PHOTO),
    coverImageUrl: url(COVER),
    photoVariants: variants(PHOTO),
    coverImageVariants: variants(COVER),
    createdAt: new Date(),
    updatedAt: new Date(),
  });
});

test.afterAll(async () => {
  await djRef().delete();
});

/** Answers the emulated Storage with real images of the asked format; returns what was asked. */
async function serveStorage(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const image = (format: 'avif' | 'webp' | 'jpeg') =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#5a28a0' } })
      .toFormat(format)
      .toBuffer();
  await page.route(`${STORAGE}**`, async (route) => {
    const objectPath = decodeURIComponent(new URL(route.request().url()).pathname.split('/o/')[1]!);
    asked.push(objectPath);
    const format = objectPath.endsWith('.avif')
      ? 'avif'
      : objectPath.endsWith('.webp')
        ? 'webp'
        : 'jpeg';
    await route.fulfill({ contentType: `image/${format}`, body: await image(format) });
  });
  return asked;
}

/** The server's preload of the page's largest paint (the one at high priority). */
function preloadOf(html: string): string {
  const links = (html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).filter((link) =>
    link.includes('fetchpriority="high"'),
  );
  expect(links).toHaveLength(1);
  return links[0]!;
}

test('a profile with variants: <picture> sources, the cover preloaded as AVIF, no upload downloaded', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`/dj/${ID}`)).text();
  const preload = preloadOf(html);
  expect(preload).toContain(`href="${url(COVER).replaceAll('&', '&amp;')}"`);
  expect(preload).toContain('type="image/avif"');
  expect(preload).toContain('imagesizes="100vw"');
  expect(preload).toMatch(/imagesrcset="[^"]*cover-1700000000001-1280w\.avif\?alt=media 1280w"/);
  expect(preload).toContain('fetchpriority="high"');
  expect(html).toMatch(
    /<picture[^>]*><source type="image\/avif" srcset="[^"]*cover-1700000000001-320w\.avif/i,
  );
  expect(html).toMatch(/<img [^>]*width="1600" height="1200"/i);

  const asked = await serveStorage(page);
  await page.goto(`/dj/${ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'DJ Picture Test' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of DJ Picture Test' })).toHaveJSProperty(
    'complete',
    true,
  );
  // The browser chose AVIF variants of both images, and never fetched an upload.
  await expect
    .poll(() => asked.filter((p) => p.includes(`/variants/${COVER}-`)).length)
    .toBeGreaterThan(0);
  expect(
    asked.every((p) => p.startsWith(`dj-profiles/${ID}/variants/`) && p.endsWith('.avif')),
  ).toBe(true);
  // Each file once: the <picture> reused the preloaded cover.
  expect(new Set(asked).size).toBe(asked.length);
  const cover = page.locator(`img[src="${url(COVER)}"]`);
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('.avif');
  // Hydrated without an error: the tabs respond (the fixture fails on any console error).
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
});

test('/discover: the first card offers its photo variants at the grid’s sizes, preloaded as AVIF', async ({
  page,
  request,
}) => {
  const discover = `/discover?location=${encodeURIComponent(LOCATION)}`;
  const html = await (await request.get(discover)).text();
  const preload = preloadOf(html);
  expect(preload).toContain('type="image/avif"');
  expect(preload).toContain(
    'imagesizes="(min-width: 1200px) 384px, (min-width: 600px) 50vw, 100vw"',
  );
  expect(preload).toMatch(/imagesrcset="[^"]*profile-1700000000000-320w\.avif\?alt=media 320w/);

  const asked = await serveStorage(page);
  await page.goto(discover);
  const photo = page.getByRole('img', { name: 'Photo of DJ Picture Test' });
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /variants%2Fprofile-1700000000000-\d+w\.avif/,
  );
  expect(asked.every((p) => p.endsWith('.avif'))).toBe(true);
});
