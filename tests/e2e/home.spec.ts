import { expect, test } from './fixtures';

const GEOCODER = 'https://api.bigdatacloud.net/**';

test.describe('home hero', () => {
  test.use({
    permissions: ['geolocation'],
    geolocation: { latitude: 30.2672, longitude: -97.7431 },
  });

  test('Auto fills the city from the browser position', async ({ page }) => {
    await page.route(GEOCODER, (route) =>
      route.fulfill({
        json: { city: 'Austin', locality: 'Downtown', principalSubdivision: 'Texas' },
      }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Auto: use my location' }).click();
    await expect(page.getByLabel('Enter your location')).toHaveValue('Austin');
    // The search is by distance from the position itself; the name only labels it.
    await page.getByRole('button', { name: 'Find DJs' }).click();
    await expect(page).toHaveURL(/\/discover\?near=30\.27%2C-97\.74&place=Austin&sort=distance$/);
    await expect(page.getByTestId('near-place')).toHaveText('Near Austin');
    await expect(page.getByTestId('dj-distance').first()).toContainText('mi away');
  });

  test('typing over the found name searches for the typed text instead', async ({ page }) => {
    await page.route(GEOCODER, (route) => route.fulfill({ json: { city: 'Austin' } }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Auto: use my location' }).click();
    await expect(page.getByLabel('Enter your location')).toHaveValue('Austin');
    await page.getByLabel('Enter your location').fill('Houston');
    await page.getByRole('button', { name: 'Find DJs' }).click();
    await expect(page).toHaveURL(/\/discover\?location=Houston$/);
  });

  test('Auto says "Unknown Location" when the place has no name', async ({ page }) => {
    await page.route(GEOCODER, (route) => route.fulfill({ json: {} }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Auto: use my location' }).click();
    await expect(page.getByLabel('Enter your location')).toHaveValue('Unknown Location');
  });

  test('offline, Auto explains it cannot name the city and still searches near you', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(GEOCODER, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Auto: use my location' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: "can't name your city" }),
    ).toBeVisible();
    await expect(page.getByLabel('Enter your location')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Auto: use my location' })).toBeEnabled();
    consoleErrors.length = 0; // the blocked request is logged by the browser
    await page.getByRole('button', { name: 'Find DJs' }).click();
    await expect(page).toHaveURL(
      /\/discover\?near=30\.27%2C-97\.74&place=your\+location&sort=distance$/,
    );
  });
});

test('the search box pulses after 10 s without activity', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const search = page.getByRole('search');
  await expect(search).toHaveAttribute('data-idle-pulse', 'off');
  // The page hydrates slice by slice (decision 0025): the home page's idle timer starts when
  // its slice has, which may come after page.goto returns (the shell's ready marker).
  await expect(async () => {
    await page.clock.fastForward(11_000);
    await expect(search).toHaveAttribute('data-idle-pulse', 'on', { timeout: 500 });
  }).toPass();
  await page.keyboard.press('Shift');
  await expect(search).toHaveAttribute('data-idle-pulse', 'off');
});

test('the hero video starts muted, with a mute toggle and a poster in a modern format', async ({
  page,
}) => {
  await page.goto('/');
  const video = page.locator('video');
  // The poster is a <picture> under the video (AVIF, WebP, JPEG), so it can offer formats.
  const poster = page.locator('picture img');
  await expect(poster).toHaveAttribute('src', '/video/hero-poster.jpg');
  expect(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /hero-poster-\d+\.avif$/,
  );
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
  await page.getByRole('button', { name: 'Unmute background video' }).click();
  await expect(page.getByRole('button', { name: 'Mute background video' })).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  // The toggle controls real sound: the file has an audio track, and Chromium decodes it.
  await expect
    .poll(() =>
      video.evaluate(
        (v: HTMLVideoElement & { webkitAudioDecodedByteCount?: number }) =>
          !v.paused && (v.webkitAudioDecodedByteCount ?? 0) > 0,
      ),
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Mute background video' }).click();
  await expect(page.getByRole('button', { name: 'Unmute background video' })).toBeVisible();
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
});

test('with reduced motion the hero shows the poster without playing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const video = page.locator('video');
  await expect(video).not.toHaveAttribute('autoplay', /.*/);
  await expect(page.getByRole('button', { name: /mute background video/i })).toHaveCount(0);
});

test('the six genres link to discover', async ({ page }) => {
  await page.goto('/');
  const genres = page.getByRole('region', { name: 'Browse by genre' }).getByRole('link');
  await expect(genres).toHaveText(['Hip-Hop', 'House', 'Latin', 'EDM', 'R&B', 'Afrobeat']);
  await genres.filter({ hasText: 'R&B' }).click();
  await expect(page).toHaveURL(/\/discover\?genre=R%26B$/);
});
