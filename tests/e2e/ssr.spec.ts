import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test } from './fixtures';

/**
 * Server-rendered public pages (issue 22), through Hosting → the ssr function, against the
 * seeded emulators: what a crawler, a link preview or a reader without JavaScript gets, and
 * that the browser takes the page over without a hydration error.
 */
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const VERIFIED_DJ = { email: 'dj@spinbook.test', name: 'Marcus Reid' };
const PENDING_DJ = { email: 'pending-dj@spinbook.test' };

function adminApp(): App {
  const name = 'e2e-ssr';
  return (
    getApps().find((app) => app.name === name) ??
    initializeApp({ projectId: 'demo-spinbook' }, name)
  );
}
const uidOf = async (email: string) => (await getAuth(adminApp()).getUserByEmail(email)).uid;

/** The content of every `<meta property|name="key">` in raw HTML. */
function meta(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1] ?? null;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false });

  test("a DJ's profile shows name, rate, genres and reviews", async ({ page }) => {
    const uid = await uidOf(VERIFIED_DJ.email);
    const dj = (await getFirestore(adminApp()).doc(`djs/${uid}`).get()).data() ?? {};
    await page.goto(`/dj/${uid}`);
    await expect(page.getByRole('heading', { level: 1, name: VERIFIED_DJ.name })).toBeVisible();
    await expect(page.getByTestId('dj-rate')).toHaveText(/^\$\d[\d,]*\/hour$/);
    const genres = (dj.genres as string[] | undefined) ?? [];
    expect(genres.length, 'the seeded DJ has genres').toBeGreaterThan(0);
    for (const genre of genres) await expect(page.getByText(genre).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Rated \d out of 5$/ }).first()).toBeVisible();
  });

  test('/discover shows DJ cards', async ({ page }) => {
    await page.goto('/discover');
    await expect(page.getByTestId('dj-card').first()).toBeVisible();
    expect(await page.getByTestId('dj-card').count()).toBeGreaterThan(1);
  });

  test('an information page is prerendered', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a shared profile link previews: title, description, canonical, Open Graph, Twitter, JSON-LD', async ({
  request,
  baseURL,
}) => {
  const uid = await uidOf(VERIFIED_DJ.email);
  const res = await request.get(`/dj/${uid}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
  const html = await res.text();
  expect(html).toContain(`<title>${VERIFIED_DJ.name} · Spinbook</title>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/dj/${uid}"`);
  expect(meta(html, 'description')).toContain(VERIFIED_DJ.name);
  expect(meta(html, 'og:title')).toContain(VERIFIED_DJ.name);
  expect(meta(html, 'og:url')).toBe(`${baseURL}/dj/${uid}`);
  expect(meta(html, 'og:image')).toMatch(/^https?:\/\//);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
  const business = ld.find((d) => d.name === VERIFIED_DJ.name);
  expect(business, 'JSON-LD about the DJ').toBeTruthy();
  // The profile itself is in the HTML, with the data the browser hydrates from.
  expect(html).toContain(`>${VERIFIED_DJ.name}</h1>`);
  expect(html).toContain('id="spinbook-hydration"');
});

test('an unknown or unverified DJ answers 404 with the DJ Not Found page', async ({ request }) => {
  for (const id of ['nobody-here-1234567890', await uidOf(PENDING_DJ.email)]) {
    const res = await request.get(`/dj/${id}`);
    expect(res.status(), id).toBe(404);
    const html = await res.text();
    expect(html).toContain('DJ Not Found');
    expect(meta(html, 'robots')).toBe('noindex');
  }
});

test('robots.txt points to the sitemap, which lists every verified DJ', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const verified = await getFirestore(adminApp())
    .collection('djs')
    .where('status', '==', 'verified')
    .select()
    .get();
  expect(verified.size).toBeGreaterThan(0);
  for (const doc of verified.docs) expect(sitemap).toContain(`${baseURL}/dj/${doc.id}</loc>`);
  expect(sitemap).not.toContain(await uidOf(PENDING_DJ.email));
});

test('the browser takes over a server-rendered profile without a hydration error, then listens live', async ({
  page,
}) => {
  const uid = await uidOf(VERIFIED_DJ.email);
  const ref = getFirestore(adminApp()).doc(`djs/${uid}`);
  const bio = ((await ref.get()).data()?.bio as string | undefined) ?? '';
  await page.goto(`/dj/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name: VERIFIED_DJ.name })).toBeVisible();
  // Hydrated: the tabs respond.
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  // The click also wakes the live layer: an edit shows without a reload.
  const edited = `${bio}<p>Live edit ${Date.now()}</p>`;
  try {
    await ref.update({ bio: edited });
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByTestId('dj-bio')).toContainText('Live edit');
  } finally {
    await ref.update({ bio });
  }
  // (The fixture fails the test on any console error, hydration errors included.)
});
