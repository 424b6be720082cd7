import type { BrowserContext, Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { ROUTES } from '../../src/app/route-table';
import { DAY_MS, utcDate } from '../../src/domain/booking-record';
import { INVALID_START_TIME } from '../../src/domain/event-start-time';
import { formatIsoDate } from '../../src/domain/format';
import { PASSWORD_TOO_WEAK_TITLE } from '../../src/domain/password';
import { expectAccessibleEverywhere } from './a11y';
import {
  acceptBooking,
  callAs,
  createClient,
  createVerifiedDj,
  e2eAdminApp as adminApp,
  requestBooking,
  tag,
} from './accounts';
import { controlledBySw, expect, signIn, signInThroughForm, test, toast } from './fixtures';

/**
 * Issue 24, item 1, for the two roles without an account of their own to run: every route a
 * visitor and a client reach, in each state they reach it in (empty and filled lists, every
 * tab, the dialogs, validation errors, a toast, offline), against axe-core (WCAG 2.2 AA plus
 * best practice) in the light scheme at 390 px and 1280 px and the dark scheme at 390 px.
 * The coverage table is in docs/accessibility.md ("Axe matrix: visitor and client").
 */

/** 'YYYY-MM-DD' `days` from today, by the server's calendar (UTC). */
const dayIn = (days: number): string => utcDate(new Date(Date.now() + days * DAY_MS));

const SETUP_TIMEOUT_MS = 120_000;
/** A test that checks several states: three axe passes each. */
const STATES_TIMEOUT_MS = 150_000;

const MARCUS = 'dj@spinbook.test';

/**
 * No internet on test machines: the embedded YouTube player gets a stand-in page (as in
 * dj-profile.spec.ts and events.spec.ts). axe checks frames too, so the stand-in is a
 * well-formed document: the real player's markup is YouTube's, not this app's.
 */
async function stubYoutube(target: Page | BrowserContext): Promise<void> {
  await target.route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Video</title></html>',
    }),
  );
}

/** What a browser logs once its network is gone: the lost connection, not a page's fault. */
const OFFLINE_NOISE = [
  /Could not reach Cloud Firestore backend/,
  /ERR_INTERNET_DISCONNECTED/,
  /Failed to load resource/,
  /WebChannelConnection/,
];

/** Drops the console errors the offline state causes; any other error still fails the test. */
function forgiveOfflineNoise(consoleErrors: string[]): void {
  const kept = consoleErrors.filter((e) => !OFFLINE_NOISE.some((re) => re.test(e)));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/**
 * Holds the toast on screen while axe runs three times (its 6 s auto-hide could end it
 * half-way): MUI's Snackbar pauses its timer while the window is in the background, as it
 * would for a person who switched away.
 */
async function holdToasts(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
}

async function uidOf(email: string): Promise<string> {
  return (await getAuth(adminApp()).getUserByEmail(email)).uid;
}

const cards = (page: Page) => page.getByTestId('dj-card');

test.describe('a visitor', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Featured DJs' }).getByTestId('dj-card').first(),
    ).toBeVisible();
    await expectAccessibleEverywhere(page, 'home, visitor');
  });

  test('/discover with results', async ({ page }) => {
    await page.goto('/discover');
    await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
    await expectAccessibleEverywhere(page, '/discover, results');
  });

  test('/discover with filters open and no result', async ({ page }) => {
    // A genre in the URL opens the Filters panel; nobody plays House in Atlantis.
    await page.goto('/discover?location=Atlantis%20Under%20The%20Sea&available=1&genre=House');
    await expect(page.getByText('No DJs found matching your criteria.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('group', { name: 'Filter by Genre' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/discover, filters open, no result');
  });

  test('a seeded DJ’s profile, each tab', async ({ page }) => {
    test.setTimeout(STATES_TIMEOUT_MS);
    await stubYoutube(page);
    const uid = await uidOf(MARCUS);
    await page.goto(`/dj/${uid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Marcus Reid' })).toBeVisible();
    // The side card's calendar, with the days already booked.
    await expect(page.getByRole('region', { name: 'Book Marcus Reid' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/dj/:id Overview, visitor');
    for (const tab of ['Music & Videos', 'Equipment', 'Reviews']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectAccessibleEverywhere(page, `/dj/:id ${tab}, visitor`);
    }
  });

  test('/book/:id sends a visitor to sign in', async ({ page }) => {
    const uid = await uidOf(MARCUS);
    await page.goto(`/book/${uid}`);
    await expect(page).toHaveURL(/\/signin\?next=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleEverywhere(page, '/book/:id, visitor (sign-in)');
  });

  // The information pages, rendered at build time (no data, one state each).
  const STATIC = ROUTES.filter((r) => r.render === 'prerender').map((r) => r.path);
  for (const path of STATIC) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessibleEverywhere(page, path);
    });
  }

  test('/become-dj with the sign-up form inline', async ({ page }) => {
    await page.goto('/become-dj');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/become-dj, visitor');
  });

  test('/signin, then with its validation errors', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expectAccessibleEverywhere(page, '/signin');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleEverywhere(page, '/signin, errors shown');
  });

  test('/signup, then with its validation errors', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    // The empty password also earns its toast, a moment after the field errors: checked
    // half-way through its fade-in, its text failed contrast (a clean-clone run's flake).
    await expect(toast(page)).toContainText(PASSWORD_TOO_WEAK_TITLE);
    await expectAccessibleEverywhere(page, '/signup, errors shown');
  });

  test('/forgot-password', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleEverywhere(page, '/forgot-password');
  });

  test('/events', async ({ page }) => {
    await stubYoutube(page);
    await page.goto('/events');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await expectAccessibleEverywhere(page, '/events, visitor');
  });

  test('a 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectAccessibleEverywhere(page, '404');
  });

  test('/dj-profile-pending', async ({ page }) => {
    await page.goto('/dj-profile-pending');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleEverywhere(page, '/dj-profile-pending, visitor');
  });

  test('/payment-success and /payment-canceled without a booking', async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleEverywhere(page, '/payment-success, no booking');
    await page.goto('/payment-canceled');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/payment-canceled, no booking');
  });

  test('/bookings and /messages ask a visitor to sign in', async ({ page }) => {
    for (const path of ['/bookings', '/messages']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
      await expectAccessibleEverywhere(page, `${path}, visitor`);
    }
  });

  test.describe('offline', () => {
    // An installed app: its service worker (blocked elsewhere, playwright.config.ts).
    test.use({ serviceWorkers: 'allow' });

    test('offline on /discover and a DJ profile', async ({ page, context, consoleErrors }) => {
      test.setTimeout(STATES_TIMEOUT_MS);
      await stubYoutube(page);
      await page.goto('/discover');
      await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
      // An installed app: the service worker serves the app's code, so what loads offline
      // (a lazily loaded module) comes from its cache, as on a phone that used Spinbook before.
      await controlledBySw(page);
      await expect(cards(page).first()).toBeVisible({ timeout: 20_000 });
      await context.setOffline(true);
      await expect(page.getByText("You're offline — showing saved DJs")).toBeVisible();
      await expect(page.getByTestId('offline-indicator')).toHaveText('Offline');
      await expectAccessibleEverywhere(page, '/discover, offline');
      await context.setOffline(false);
      await expect(page.getByTestId('offline-indicator')).toHaveCount(0);

      await page.goto(`/dj/${await uidOf(MARCUS)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Marcus Reid' })).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByTestId('offline-indicator')).toHaveText('Offline');
      await expectAccessibleEverywhere(page, '/dj/:id, offline');
      await context.setOffline(false);
      forgiveOfflineNoise(consoleErrors);
    });
  });
});

test.describe('a client with nothing yet', () => {
  test.describe.configure({ mode: 'default' });

  let client: { uid: string; email: string };

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT_MS);
    client = await createClient(`A11y Empty ${tag()}`, 'a11y');
  });

  test('the sign-in toast, over home', async ({ page }) => {
    await signInThroughForm(page, client.email);
    await holdToasts(page);
    await expect(toast(page)).toBeVisible();
    // The toast shows as home starts loading: the state under test is home once it has
    // loaded (its featured DJs on screen), not the loading bar in between (a flake).
    await expect(page.getByRole('region', { name: 'Featured DJs' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
    await expectAccessibleEverywhere(page, 'home with the sign-in toast, client');
    await expect(toast(page)).toBeVisible();
  });

  test('/dashboard: My Bookings empty, Profile', async ({ page }) => {
    await signIn(page, client.email, { at: '/dashboard' });
    await expect(page.getByText('No bookings yet')).toBeVisible();
    await expectAccessibleEverywhere(page, '/dashboard My Bookings, empty');
    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page.getByLabel('Display Name')).toBeVisible();
    await expectAccessibleEverywhere(page, '/dashboard Profile');
  });

  test('/bookings: every tab empty', async ({ page }) => {
    test.setTimeout(STATES_TIMEOUT_MS);
    await signIn(page, client.email, { at: '/bookings' });
    await expect(page.getByText('No bookings yet')).toBeVisible();
    await expectAccessibleEverywhere(page, '/bookings All, empty');
    for (const tab of ['Pending', 'Confirmed', 'Completed']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(page.getByText(`No ${tab.toLowerCase()} bookings.`)).toBeVisible();
      await expectAccessibleEverywhere(page, `/bookings ${tab}, empty`);
    }
  });

  test('/messages with no conversation', async ({ page }) => {
    await signIn(page, client.email, { at: '/messages' });
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByTestId(/^conversation-/)).toHaveCount(0);
    await expectAccessibleEverywhere(page, '/messages, no conversation');
  });

  test('/events: the create form with its error, then the media panel', async ({ page }) => {
    test.setTimeout(STATES_TIMEOUT_MS);
    await stubYoutube(page);
    await signIn(page, client.email, { at: '/events' });
    await expect(page.getByRole('button', { name: 'Create Event' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/events, client');

    await page.getByRole('button', { name: 'Create Event' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Event' });
    await expect(create).toBeVisible();
    await expectAccessibleEverywhere(page, 'Create New Event dialog');
    await create.getByRole('button', { name: 'Create Event' }).click();
    await expect(create.getByText('Title is required')).toBeVisible();
    await expectAccessibleEverywhere(page, 'Create New Event dialog, error shown');

    await create.getByLabel('Event Title').fill(`A11y Draft ${tag()}`);
    await create.getByRole('button', { name: 'Create Event' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    const media = edit.getByRole('region', { name: 'Event Media & Links' });
    await expect(media).toBeVisible();
    await toast(page).getByRole('button', { name: 'Close', includeHidden: true }).click();
    await expect(toast(page)).toBeHidden();
    await media.getByRole('button', { name: 'Add Media' }).click();
    await media
      .getByRole('group', { name: 'Quick picks' })
      .getByRole('button', { name: 'YouTube Video' })
      .click();
    await expect(media.getByLabel('YouTube URL')).toBeVisible();
    await expectAccessibleEverywhere(page, 'Edit Event dialog, media panel open');
  });
});

test.describe('a client with bookings', () => {
  test.describe.configure({ mode: 'default' });

  let client: { uid: string; email: string; name: string };
  let dj: { uid: string; email: string; name: string };
  let pending: string;
  let confirmed: string;
  const pendingDate = dayIn(5);

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT_MS);
    const name = `A11y Booker ${tag()}`;
    [dj, client] = await Promise.all([
      createVerifiedDj(`A11y DJ ${tag()}`),
      createClient(name, 'a11y').then((c) => ({ ...c, name })),
    ]);
    // A client may request three bookings an hour: one pending, one confirmed, one completed.
    let completed: string;
    [pending, confirmed, completed] = await Promise.all([
      requestBooking(client.email, dj.uid, pendingDate),
      requestBooking(client.email, dj.uid, dayIn(6)),
      requestBooking(client.email, dj.uid, dayIn(7)),
    ]);
    await acceptBooking(dj.email, confirmed);
    await acceptBooking(dj.email, completed);
    // The gig day arrives (the Admin SDK moves it to today) and the DJ marks it completed:
    // the client may leave a review.
    await getFirestore(adminApp())
      .doc(`bookings/${completed}`)
      .update({ eventDate: dayIn(0) });
    await callAs(dj.email, 'transitionBooking', { bookingId: completed, action: 'complete' });
    // A conversation with a message each way; the DJ's stays unread (the nav's badge).
    const messageId = () => `${tag()}${tag()}${tag()}${tag()}`.slice(0, 20).padEnd(20, '0');
    await callAs(client.email, 'sendMessage', {
      bookingId: confirmed,
      messageId: messageId(),
      content: 'Hi! Can you play a few Motown classics early on?',
    });
    await callAs(dj.email, 'sendMessage', {
      bookingId: confirmed,
      messageId: messageId(),
      content: 'Absolutely, I will open with a Motown set.',
    });
  });

  test('/dashboard My Bookings filled, with an unread message', async ({ page }) => {
    await signIn(page, client.email, { at: '/dashboard' });
    await expect(page.getByTestId('booking-card')).toHaveCount(3);
    await expect(page.getByTestId('messages-nav')).toHaveAttribute(
      'aria-label',
      'Messages, 1 unread',
    );
    await expectAccessibleEverywhere(page, '/dashboard My Bookings, filled');
  });

  test('/bookings: every tab filled, the cancel and review dialogs', async ({ page }) => {
    test.setTimeout(STATES_TIMEOUT_MS);
    await signIn(page, client.email, { at: '/bookings' });
    await expect(page.getByTestId('booking-card')).toHaveCount(3);
    await expectAccessibleEverywhere(page, '/bookings All, filled');
    for (const tab of ['Pending', 'Confirmed', 'Completed']) {
      await page.getByRole('tab', { name: `${tab} (1)` }).click();
      await expect(page.getByTestId('booking-card')).toHaveCount(1);
      await expect(page.getByTestId('booking-status')).toHaveText(tab);
      await expectAccessibleEverywhere(page, `/bookings ${tab}, filled`);
    }

    // Completed is open: the review dialog.
    await page.getByRole('button', { name: `Leave Review for ${dj.name}` }).click();
    const review = page.getByRole('dialog', { name: `Review ${dj.name}` });
    await expect(review).toBeVisible();
    await expectAccessibleEverywhere(page, 'Leave Review dialog');
    await page.keyboard.press('Escape');
    await expect(review).toBeHidden();

    await page.getByRole('tab', { name: 'Pending (1)' }).click();
    await page
      .getByRole('button', {
        name: `Cancel booking with ${dj.name} on ${formatIsoDate(pendingDate)}`,
      })
      .click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Booking?' });
    await expect(cancel).toBeVisible();
    await expectAccessibleEverywhere(page, 'Cancel Booking dialog');
    await cancel.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(cancel).toBeHidden();
  });

  test('/book/:id: the form and summary, then with errors', async ({ page }) => {
    await signIn(page, client.email, { at: `/book/${await uidOf(MARCUS)}` });
    await expect(page.getByRole('heading', { level: 1, name: 'Book Marcus Reid' })).toBeVisible();
    await expect(page.getByTestId('booking-summary')).toBeVisible();
    await expectAccessibleEverywhere(page, '/book/:id, form and summary');
    // Touched and left empty: the fields say what they need.
    for (const field of [
      page.getByRole('textbox', { name: 'Venue' }),
      page.getByRole('spinbutton', { name: 'Guest Count' }),
    ]) {
      await field.fill('1');
      await field.fill('');
      await field.blur();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    // The start time, cleared: its error under it like the others' (decision 0045).
    const startTime = page.getByLabel('Start time');
    await startTime.fill('');
    await startTime.blur();
    await expect(startTime).toHaveAttribute('aria-invalid', 'true');
    await expect(startTime).toHaveAccessibleDescription(INVALID_START_TIME);
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expectAccessibleEverywhere(page, '/book/:id, errors shown');
  });

  test('/messages: the list, then a conversation open', async ({ page }) => {
    await signIn(page, client.email, { at: '/messages' });
    await expect(page.getByTestId(`conversation-${confirmed}`)).toBeVisible();
    await expect(page.getByText('Select a Conversation')).toBeVisible();
    await expectAccessibleEverywhere(page, '/messages, none selected');
    await page.getByTestId(`conversation-${confirmed}`).click();
    await expect(page.getByRole('region', { name: `Conversation with ${dj.name}` })).toBeVisible();
    await expect(page.getByTestId('chat-message')).toHaveCount(2);
    await expectAccessibleEverywhere(page, '/messages, conversation open');
  });

  test('/payment-success and /payment-canceled with a booking', async ({ page }) => {
    await signIn(page, client.email, { at: `/payment-success?session_id=demo_${pending}` });
    await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/payment-success, booking');
    await page.goto(`/payment-canceled?booking=${pending}`);
    await expect(page.getByRole('link', { name: 'Open your booking' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/payment-canceled, booking');
  });

  test('offline on /bookings', async ({ page, context, consoleErrors }) => {
    await signIn(page, client.email, { at: '/bookings' });
    await expect(page.getByTestId('booking-card')).toHaveCount(3);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-indicator')).toHaveText('Offline');
    await expectAccessibleEverywhere(page, '/bookings, offline');
    await context.setOffline(false);
    forgiveOfflineNoise(consoleErrors);
  });
});

test.describe('the demo client', () => {
  test('/bookings with the seeded history (cancelled and reviewed bookings)', async ({ page }) => {
    await signIn(page, 'client@spinbook.test', { at: '/bookings' });
    const cards = page.getByTestId('booking-card');
    await expect(cards.filter({ hasText: 'Cancelled' }).first()).toBeVisible();
    await expectAccessibleEverywhere(page, '/bookings All, demo client');
  });
});
