import { ROUTES } from '../../src/app/route-table';
import { expect, signIn, test } from './fixtures';

/** Concrete URLs for parameterised routes. */
const urlFor = (path: string) => path.replace(':id', 'demo-dj');

test.describe('every route renders for a visitor on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const route of ROUTES) {
    test(`${route.path} renders for a visitor without console errors`, async ({ page }) => {
      await page.goto(urlFor(route.path));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);
      if (route.access === 'signed-in' || route.access === 'admin') {
        await expect(page).toHaveURL(/\/signin\?next=/);
        await expect(page).toHaveTitle('Sign In · Spinbook');
      } else if (route.access === 'signed-in-message') {
        await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
      } else if (route.path !== '/payment-success') {
        // 'demo-dj' is no one: the profile route says so in its title, as its 404 page does.
        const title = route.path === '/dj/:id' ? 'DJ Not Found' : route.title;
        await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      }
    });
  }
});

test.describe('every route renders on a desktop', () => {
  test('every route renders for a signed-in admin without console errors', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin@spinbook.test');
    for (const route of ROUTES) {
      await page.goto(urlFor(route.path));
      await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible();
      await expect(page.getByText('Please Sign In')).toHaveCount(0);
      await expect(page.getByText('Access Denied')).toHaveCount(0);
    }
  });
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Spinbook');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Book pro DJs instantly' })).toBeVisible();
});

test('the small-screen menu opens, lists the links and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Discover DJs' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  for (const name of [
    'Home',
    'Discover DJs',
    'Events',
    'Messages',
    'How It Works',
    'Become a DJ',
    'Sign In',
    'Sign Up',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(menu).toBeHidden();
  // Nothing overflows sideways at 360 px.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the home search goes to discover with a trimmed location', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Enter your location').fill('  Austin, TX  ');
  await page.getByLabel('Enter your location').press('Enter');
  await expect(page).toHaveURL(/\/discover\?location=Austin%2C%20TX$/);
});

test('the footer has the three sections and their links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const heading of ['For Clients', 'For DJs', 'Company']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
});

test("an image from an address outside the platform's storage is not loaded", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/how-it-works');
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), {
          once: true,
        });
        const img = new Image();
        img.src = 'https://tracker.example/pixel.gif';
        document.body.append(img);
      }),
  );
  expect(blocked).toBe('img-src');
  // The browser reports the refusal as a console error: the one this test causes on purpose.
  const expected = consoleErrors.filter((e) => e.includes('tracker.example'));
  expect(expected.length).toBeGreaterThan(0);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !expected.includes(e)),
  );
});

test('the served build sends the security and cache headers', async ({ request }) => {
  const res = await request.get('/');
  const headers = res.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['content-security-policy']).toContain('https://js.stripe.com');
  expect(headers['content-security-policy']).toContain('https://www.youtube.com');
  // Images only from the platform's own storage (and Stripe's): not any https address, which
  // made the photo address given at sign-up a tracking pixel on every visitor (decision 0032).
  const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1];
  expect(imgSrc?.split(/\s+/)).not.toContain('https:');
  expect(imgSrc).toContain('https://firebasestorage.googleapis.com');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Server-rendered public pages may be cached by the CDN for under a minute (decision 0025);
  // the app shell of a signed-in page is always revalidated.
  expect(headers['cache-control']).toBe(
    'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
  );
  const shell = await request.get('/bookings');
  expect(shell.headers()['cache-control']).toBe('no-cache');
  expect(shell.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

  const html = await res.text();
  // A server-rendered page names its entry for public/boot.js, which fetches it after the
  // page's largest image.
  const asset = /data-app-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  expect(html).not.toContain('rel="modulepreload"');
  const boot = await request.get('/boot.js');
  expect(boot.headers()['content-type']).toContain('javascript');
  const assetRes = await request.get(asset!);
  expect(assetRes.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('User-agent: *');
  const manifest = await request.get('/manifest.webmanifest');
  expect((await manifest.json()) as { short_name: string }).toMatchObject({
    short_name: 'Spinbook',
  });
});

test('keyboard users can skip to content and see focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
