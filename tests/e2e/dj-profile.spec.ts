import type { Locator, Page } from '@playwright/test';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  BOOKING_DATE_CLOSED,
  bookableWindow,
  dateRefusal,
  isBookableDate,
} from '../../src/domain/bookable-dates';
import { utcDate } from '../../src/domain/booking-record';
import { formatIsoDate } from '../../src/domain/format';
import { createClient, createVerifiedDj, tag } from './accounts';
import { DEMO_PASSWORD, expect, signIn, test, uniqueEmail } from './fixtures';

/**
 * The DJ profile (/dj/{id}) against the seeded emulators. DJ ids are Auth
 * uids, so they are looked up through the Admin SDK (directly: Playwright
 * cannot import the CommonJS functions/src helpers).
 */
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const PROJECT_ID = 'demo-spinbook';
const VERIFIED_DJ = { email: 'dj@spinbook.test', name: 'Marcus Reid' };
const PENDING_DJ = { email: 'pending-dj@spinbook.test', name: 'Theo Bennett' };
const DEMO_CLIENTS = ['client@spinbook.test', 'client2@spinbook.test'];
/** 'Jan 5, 2024' */
const DATE_LIKE = /^\w{3} \d{1,2}, \d{4}$/;

function adminApp(): App {
  const name = 'e2e-dj-profile';
  return (
    getApps().find((app) => app.name === name) ?? initializeApp({ projectId: PROJECT_ID }, name)
  );
}

const uids = new Map<string, string>();
async function uidOf(email: string): Promise<string> {
  const known = uids.get(email);
  if (known) return known;
  const { uid } = await getAuth(adminApp()).getUserByEmail(email);
  uids.set(email, uid);
  return uid;
}

async function djDoc(uid: string): Promise<Record<string, unknown>> {
  const snap = await getFirestore(adminApp()).collection('djs').doc(uid).get();
  expect(snap.exists, `djs/${uid} is seeded`).toBe(true);
  return snap.data() ?? {};
}

/** The booking side card of a profile. */
function bookingCard(page: Page, name: string): Locator {
  return page.getByRole('region', { name: `Book ${name}` });
}

async function openProfile(page: Page, uid: string, name: string): Promise<void> {
  await page.goto(`/dj/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  // No internet on test machines: the promo video frame gets a stand-in page,
  // so a failing third-party frame cannot add noise to the run.
  await page.route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Video</title>',
    }),
  );
});

test.describe('a verified DJ', () => {
  test('the header shows name, verified badge, rating, rate and the four tabs', async ({
    page,
  }) => {
    const uid = await uidOf(VERIFIED_DJ.email);
    await openProfile(page, uid, VERIFIED_DJ.name);

    await expect(page).toHaveTitle(`${VERIFIED_DJ.name} · Spinbook`);
    await expect(page.getByRole('img', { name: 'Verified DJ' })).toBeVisible();
    await expect(page.getByTestId('dj-rating')).toHaveText(/^\d\.\d \(\d+ reviews?\)$/);
    await expect(page.getByTestId('dj-rate')).toHaveText(/^\$\d[\d,]*\/hour$/);
    await expect(page.getByRole('img', { name: `Photo of ${VERIFIED_DJ.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Now' }).first()).toHaveAttribute(
      'href',
      `/book/${uid}`,
    );
    await expect(page.getByRole('button', { name: 'Message', exact: true })).toBeVisible();
    for (const tab of ['Overview', 'Music & Videos', 'Equipment', 'Reviews']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Pending review')).toHaveCount(0);
  });

  test('Overview shows the bio', async ({ page }) => {
    const uid = await uidOf(VERIFIED_DJ.email);
    const { bio } = await djDoc(uid);
    await openProfile(page, uid, VERIFIED_DJ.name);

    await expect(page.getByRole('heading', { name: `About ${VERIFIED_DJ.name}` })).toBeVisible();
    const shown = page.getByTestId('dj-bio');
    await expect(shown).toBeVisible();
    // The stored bio is HTML: compare its first words as text (parsed inertly).
    const text = await page.evaluate(
      (html) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '',
      typeof bio === 'string' ? bio : '',
    );
    const firstWords = text.trim().split(/\s+/).slice(0, 6).join(' ');
    expect(firstWords.length, 'the seeded DJ has a bio').toBeGreaterThan(0);
    await expect(shown).toContainText(firstWords);
  });

  test('the tabs work from the keyboard; Equipment lists the gear', async ({ page }) => {
    const uid = await uidOf(VERIFIED_DJ.email);
    const { equipment } = await djDoc(uid);
    const items = Array.isArray(equipment) ? equipment.filter((e) => typeof e === 'string') : [];
    expect(items.length, 'the seeded DJ lists equipment').toBeGreaterThan(0);
    await openProfile(page, uid, VERIFIED_DJ.name);

    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Music & Videos' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Coming soon: tracks and mixes' }),
    ).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Equipment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = page.getByTestId('dj-equipment');
    for (const item of items) {
      await expect(list.getByText(item, { exact: true })).toBeVisible();
    }
  });

  test('Reviews lists reviews, newest first, with dates and star labels', async ({ page }) => {
    const uid = await uidOf(VERIFIED_DJ.email);
    const newest = await getFirestore(adminApp())
      .collection('djs')
      .doc(uid)
      .collection('reviews')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .get();
    expect(newest.empty, 'the seeded DJ has reviews').toBe(false);
    await openProfile(page, uid, VERIFIED_DJ.name);

    await page.getByRole('tab', { name: 'Reviews' }).click();
    const reviews = page.getByTestId('review');
    await expect(reviews.first()).toBeVisible();
    const first = reviews.first();
    await expect(first.locator('time')).toHaveText(DATE_LIKE);
    await expect(first.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();

    const newestData = newest.docs[0]?.data() ?? {};
    const rating = newestData.rating;
    if (typeof rating === 'number') {
      await expect(first.getByRole('img', { name: `Rated ${rating} out of 5` })).toBeVisible();
    }
    const comment = typeof newestData.comment === 'string' ? newestData.comment.trim() : '';
    if (comment) await expect(first).toContainText(comment.slice(0, 40));
    const author = typeof newestData.authorName === 'string' ? newestData.authorName.trim() : '';
    await expect(first).toContainText(author || 'Anonymous');
  });

  test('the side card prices the hours and books the chosen day (sign-in first)', async ({
    page,
  }) => {
    const uid = await uidOf(VERIFIED_DJ.email);
    await openProfile(page, uid, VERIFIED_DJ.name);
    const card = bookingCard(page, VERIFIED_DJ.name);

    await expect(card.getByTestId('pricing-line')).toHaveText(
      /^\$[\d,]+ × 3 hours \+ \$75 equipment = \$[\d,]+$/,
    );
    await expect(card.getByText("You won't be charged yet")).toBeVisible();

    // Next month always has days that are neither past nor booked.
    await card.getByRole('button', { name: 'Next month' }).click();
    const day = card.locator('button[data-date]:not([aria-disabled="true"])').first();
    const date = await day.getAttribute('data-date');
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');

    await card.getByLabel('Hours').selectOption('4');
    await expect(card.getByTestId('pricing-line')).toContainText('× 4 hours + $75 equipment');

    await card.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/signin\?next=/);
    const next = new URL(page.url()).searchParams.get('next');
    expect(next).toBe(`/book/${uid}?date=${date}&hours=4`);
  });

  test('past days cannot be chosen', async ({ page }) => {
    const uid = await uidOf(VERIFIED_DJ.email);
    await openProfile(page, uid, VERIFIED_DJ.name);
    const card = bookingCard(page, VERIFIED_DJ.name);
    await expect(card.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    const today = card.locator('button[aria-current="date"]');
    const todayIso = await today.getAttribute('data-date');
    if (todayIso && !todayIso.endsWith('-01')) {
      await expect(card.locator('button[data-date]').first()).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    }
  });

  test('a visitor who clicks Message is told to sign in and book first', async ({ page }) => {
    const uid = await uidOf(VERIFIED_DJ.email);
    await openProfile(page, uid, VERIFIED_DJ.name);
    await page.getByRole('button', { name: 'Message', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Message ${VERIFIED_DJ.name}` });
    await expect(dialog).toContainText('Sign in and book this DJ to message them.');
    await expect(dialog.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/signin?next=${encodeURIComponent(`/dj/${uid}`)}`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a signed-in client without a confirmed booking is told when messaging opens', async ({
    page,
  }) => {
    const uid = await uidOf(VERIFIED_DJ.email);
    const email = uniqueEmail('profile-visitor');
    await getAuth(adminApp()).createUser({ email, password: DEMO_PASSWORD });
    await signIn(page, email);
    await openProfile(page, uid, VERIFIED_DJ.name);
    await page.getByRole('button', { name: 'Message', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'Messaging opens once a booking is confirmed.',
    );
  });

  test("a client with a confirmed booking opens that booking's conversation", async ({ page }) => {
    const uid = await uidOf(VERIFIED_DJ.email);
    const clients = new Map<string, string>();
    for (const email of DEMO_CLIENTS) clients.set(await uidOf(email), email);
    const bookings = await getFirestore(adminApp())
      .collection('bookings')
      .where('djId', '==', uid)
      .where('status', 'in', ['confirmed', 'completed'])
      .get();
    const booking = bookings.docs.find((d) => clients.has(String(d.get('clientUid'))));
    // The seed gives Jordan Lee a confirmed booking with Marcus Reid.
    if (!booking)
      throw new Error('the seed has no confirmed booking of a demo client with this DJ');

    await signIn(page, clients.get(String(booking.get('clientUid'))) ?? '');
    await openProfile(page, uid, VERIFIED_DJ.name);
    // Any of the client's messageable bookings with this DJ will do (limit 1).
    await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveAttribute(
      'href',
      /^\/messages\?booking=[A-Za-z0-9]+$/,
    );
  });

  test('on a 360 px phone the side card comes after the content, without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const uid = await uidOf(VERIFIED_DJ.email);
    await openProfile(page, uid, VERIFIED_DJ.name);
    const tabs = await page.getByRole('tablist').boundingBox();
    const card = await bookingCard(page, VERIFIED_DJ.name).boundingBox();
    expect(tabs && card && card.y > tabs.y, 'side card below the tabs').toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);
  });
});

/** 'November 27, 2026', as the side card says "Selected: …". */
const longDate = (iso: string): string =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

// Issue 38, item 3: the calendar let today be picked, and the form then booked tomorrow.
test.describe('the day picked is the day booked', () => {
  test('on a 390 px phone, the day picked on the profile calendar is the day on the form and the day booked', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    // A DJ of its own, so no other test's booking meets this one's day.
    const [dj, client] = await Promise.all([
      createVerifiedDj(`E2E Calendar DJ ${tag()}`),
      createClient(`E2E Calendar Booker ${tag()}`, 'calendar'),
    ]);
    await signIn(page, client.email, { at: `/dj/${dj.uid}` });
    await expect(page.getByRole('heading', { level: 1, name: dj.name })).toBeVisible();
    const card = bookingCard(page, dj.name);
    const bookable = bookableWindow(new Date());

    // Today cannot be picked whenever the server would refuse it; its name says why.
    const today = card.locator('button[aria-current="date"]');
    const todayIso = (await today.getAttribute('data-date')) ?? '';
    if (dateRefusal(todayIso, bookable) !== null) {
      await expect(today).toHaveAttribute('aria-disabled', 'true');
      await expect(today).toHaveAccessibleName(/, not available: /);
      // Forced: Playwright waits for an aria-disabled button to become enabled; a person's
      // tap lands anyway, and must pick nothing.
      await today.click({ force: true });
      await expect(card.getByText('No date selected yet')).toBeVisible();
    }

    // A day a few months ahead, different on each run.
    const months = 1 + Math.floor(Math.random() * 6);
    for (let i = 0; i < months; i++) {
      await card.getByRole('button', { name: 'Next month' }).click();
    }
    const open = card.locator('button[data-date]:not([aria-disabled="true"])');
    const count = await open.count();
    expect(count, 'the month has days that can be booked').toBeGreaterThan(0);
    const day = open.nth(Math.floor(Math.random() * count));
    const date = (await day.getAttribute('data-date')) ?? '';
    expect(isBookableDate(date, bookable)).toBe(true);
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText(`Selected: ${longDate(date)}`)).toBeVisible();

    await card.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/book/${dj.uid}\\?date=${date}&hours=3$`));
    const field = page.getByLabel('Event Date');
    await expect(field).toHaveValue(date);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Venue' }).fill(`E2E Calendar Hall ${tag()}`);
    await page.getByRole('spinbutton', { name: 'Guest Count' }).fill('60');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page).toHaveURL(/\/payment-success\?session_id=demo_[A-Za-z0-9]+$/);

    const bookingId =
      new URL(page.url()).searchParams.get('session_id')?.slice('demo_'.length) ?? '';
    const booking = await getFirestore(adminApp()).collection('bookings').doc(bookingId).get();
    expect(booking.get('eventDate')).toBe(date);
    expect(booking.get('djId')).toBe(dj.uid);

    // The client's own list names the booking by that day.
    await page.goto('/bookings');
    await expect(
      page.getByRole('listitem', { name: `Booking with ${dj.name} on ${formatIsoDate(date)}` }),
    ).toBeVisible();
  });

  test('on a 390 px phone, a link to a day that has closed keeps that day and says why', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const client = await createClient(`E2E Closed Day ${tag()}`, 'closed-day');
    const uid = await uidOf(VERIFIED_DJ.email);
    // Today in UTC has always closed: its 00:00 UTC has passed.
    const closed = utcDate(new Date());
    await signIn(page, client.email, { at: `/book/${uid}?date=${closed}&hours=2` });
    const field = page.getByLabel('Event Date');
    await expect(field).toHaveValue(closed);
    await expect(field).toHaveAccessibleDescription(BOOKING_DATE_CLOSED);
    await page.getByRole('textbox', { name: 'Venue' }).fill('Somewhere');
    await page.getByRole('spinbutton', { name: 'Guest Count' }).fill('20');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/book/${uid}`));
    await expect(field).toHaveValue(closed);
    await expect(field).toHaveAccessibleDescription(BOOKING_DATE_CLOSED);
  });
});

test.describe('profiles that cannot be shown', () => {
  test('an unknown but well-formed id shows "DJ Not Found"', async ({ page }) => {
    await page.goto(`/dj/${'A'.repeat(28)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'DJ Not Found' })).toBeVisible();
    await expect(
      page.getByText("Sorry, we couldn't find the DJ you're looking for."),
    ).toBeVisible();
    await expect(page.getByText('Invalid DJ ID format')).toHaveCount(0);
  });

  test('a malformed id shows "Invalid DJ ID format"', async ({ page }) => {
    await page.goto('/dj/bad id!');
    await expect(page.getByRole('heading', { level: 1, name: 'DJ Not Found' })).toBeVisible();
    await expect(page.getByText('Invalid DJ ID format')).toBeVisible();
  });

  test('a visitor cannot see a pending profile', async ({ page }) => {
    const uid = await uidOf(PENDING_DJ.email);
    await page.goto(`/dj/${uid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'DJ Not Found' })).toBeVisible();
    await expect(page.getByText(PENDING_DJ.name)).toHaveCount(0);
  });
});

test.describe('a pending profile', () => {
  test('its owner sees it with a "Pending review" banner', async ({ page }) => {
    const uid = await uidOf(PENDING_DJ.email);
    await signIn(page, PENDING_DJ.email);
    await openProfile(page, uid, PENDING_DJ.name);
    await expect(page.getByTestId('profile-status-banner')).toContainText('Pending review');
    await expect(page.getByRole('img', { name: 'Verified DJ' })).toHaveCount(0);
  });

  test('an admin sees it with a "Pending review" banner', async ({ page }) => {
    const uid = await uidOf(PENDING_DJ.email);
    await signIn(page, 'admin@spinbook.test');
    await openProfile(page, uid, PENDING_DJ.name);
    await expect(page.getByTestId('profile-status-banner')).toContainText('Pending review');
  });
});
