import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { eventSearchTokens } from '../../src/domain/events';
import { expect, test } from './fixtures';

/**
 * /events rendered by the ssr function (issue 22), against the seeded emulators: the board
 * a reader without JavaScript gets, and a browser taking it over without a hydration error
 * and without the Firestore SDK until the visitor does something.
 */
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

function adminApp(): App {
  const name = 'e2e-ssr-events';
  return (
    getApps().find((app) => app.name === name) ??
    initializeApp({ projectId: 'demo-spinbook' }, name)
  );
}

/**
 * The seed's events are all upcoming: one past published event of this run's own (a tag
 * no other test searches for) gives the Past section something to show.
 */
const TAG = `ssrpast${Date.now().toString(36)}`;
const PAST_TITLE = `Last Winter Ball ${TAG}`;
const pastEvent = () => getFirestore(adminApp()).doc(`events/${TAG}`);

test.beforeAll(async () => {
  const owner = await getAuth(adminApp()).getUserByEmail('client@spinbook.test');
  await pastEvent().set({
    ownerUid: owner.uid,
    title: PAST_TITLE,
    description: 'Written by ssr-events.spec.ts',
    eventDate: Timestamp.fromDate(new Date(Date.now() - 30 * 24 * 60 * 60 * 1000)),
    venue: 'The Old Hall',
    location: 'Austin, TX',
    eventType: 'past',
    status: 'published',
    djId: null,
    searchTokens: eventSearchTokens({ title: PAST_TITLE, venue: 'The Old Hall' }),
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
});

test.afterAll(async () => {
  await pastEvent().delete();
});

/** The published upcoming events' titles, soonest first (what the board lists first). */
async function upcomingTitles(): Promise<string[]> {
  const snap = await getFirestore(adminApp())
    .collection('events')
    .where('status', '==', 'published')
    .where('eventDate', '>', new Date())
    .orderBy('eventDate', 'asc')
    .limit(12)
    .get();
  return snap.docs.map((d) => String(d.data().title));
}

const upcoming = (page: Page) => page.getByTestId('events-upcoming');
const pastSection = (page: Page) => page.getByTestId('events-past');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false });

  test('/events shows the events of both sections, with their counts', async ({ page }) => {
    const titles = await upcomingTitles();
    expect(titles.length, 'the seed publishes upcoming events').toBeGreaterThan(0);
    const response = await page.goto('/events');
    expect(response?.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Amazing Events');
    await expect(upcoming(page).getByRole('heading', { level: 2 })).toHaveText(
      /^Upcoming Events \(\d+\)$/,
    );
    await expect(pastSection(page).getByRole('heading', { level: 2 })).toHaveText(
      /^Past Events \(\d+\)$/,
    );
    // Other tests may publish events meanwhile: the soonest few are on the first page.
    for (const title of titles.slice(0, 6)) {
      await expect(upcoming(page).getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(
      pastSection(page).getByRole('heading', { level: 3, name: PAST_TITLE }),
    ).toBeVisible();
    // The cards are complete: the DJs the seeded events link, and their media badges.
    await expect(upcoming(page).getByRole('link', { name: /.+/ }).first()).toHaveAttribute(
      'href',
      /^\/dj\//,
    );
    // A server knows no viewer's time zone: its times say UTC.
    await expect(
      upcoming(page)
        .getByText(/ · \d\d:\d\d UTC$/)
        .first(),
    ).toBeVisible();
  });

  test('/events keeps the search of its URL', async ({ page }) => {
    await page.goto(`/events?q=${TAG}`);
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue(TAG);
    await expect(
      pastSection(page).getByRole('heading', { level: 3, name: PAST_TITLE }),
    ).toBeVisible();
    await expect(page.getByTestId('event-card')).toHaveCount(1);
    // An empty section still shows, with its count (spec: "each with a count").
    await expect(upcoming(page).getByRole('heading', { level: 2 })).toHaveText(
      'Upcoming Events (0)',
    );
  });
});

test('the browser takes /events over without a hydration error, and reads live after the first input', async ({
  page,
}) => {
  await page.goto('/events');
  await expect(
    pastSection(page).getByRole('heading', { level: 3, name: PAST_TITLE }),
  ).toBeVisible();
  // Hydrated from the page's own data: nothing has been asked of Firestore yet.
  const firestoreCalls = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('google.firestore')).length,
  );
  expect(firestoreCalls).toBe(0);
  // The browser's own clock now: no more UTC.
  await expect(page.getByText(/ UTC$/)).toHaveCount(0);

  // Typing wakes the live layer; the search is answered by Firestore.
  await page.getByRole('searchbox', { name: 'Search events' }).fill(TAG);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${TAG}(&|$)`));
  await expect(page.getByTestId('event-card')).toHaveCount(1);
  await expect(pastSection(page).getByRole('heading', { level: 2 })).toHaveText('Past Events (1)');
  await expect(upcoming(page).getByRole('heading', { level: 2 })).toHaveText('Upcoming Events (0)');
  // (The fixture fails the test on any console error, hydration errors included.)
});
