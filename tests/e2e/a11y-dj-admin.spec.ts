import type { BrowserContext, Locator, Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { DAY_MS, utcDate } from '../../src/domain/booking-record';
import { NO_CONVERSATIONS } from '../../src/domain/chat-display';
import { formatIsoDate } from '../../src/domain/format';
import { expectAccessibleEverywhere } from './a11y';
import {
  acceptBooking,
  callAs,
  createApplicant,
  createClient,
  createVerifiedDj,
  e2eAdminApp as adminApp,
  requestBooking,
  sendMessageAs,
  tag,
} from './accounts';
import { expect as baseExpect, signIn, test, toast } from './fixtures';

/**
 * Issue 24's axe-core matrix for the DJ, the pending DJ and the admin: every route these
 * people reach, in each state they reach it (empty and filled lists, every tab, every dialog
 * open, a toast showing, offline), checked by expectAccessibleEverywhere (light at 390 and
 * 1280 px, dark at 390 px). The payout screens are payouts-a11y.spec.ts's.
 *
 * Everything that changes data happens to people made here (accounts.ts); the demo accounts
 * (pending-dj@, admin@) are only looked at, and every dialog opened on them is cancelled.
 * Each describe makes its people once and runs its tests in order on one worker ('default'
 * mode: a failure does not skip the rest); the describes run side by side.
 */

/** Listeners and callables on a busy two-core machine: as in messages.spec.ts. */
const expect = baseExpect.configure({ timeout: 20_000 });

const SETUP_TIMEOUT_MS = 120_000;
/** Three axe passes per state and several states per test. */
const TEST_TIMEOUT_MS = 120_000;

/** 'YYYY-MM-DD' `days` from today, by the server's calendar (UTC). */
const dayIn = (days: number): string => utcDate(new Date(Date.now() + days * DAY_MS));

/**
 * Checks the page with a toast on screen. MUI's Snackbar hides a toast after 6 s, less than
 * three axe passes take; it pauses that timer while the window is blurred (useSnackbar's
 * window listeners), so a blur event holds the toast for the check, and a focus event lets it
 * go. The toast is still there at the end: it was checked in every pass.
 */
async function expectAccessibleWithToast(page: Page, label: string, text: string): Promise<void> {
  await expect(toast(page)).toContainText(text);
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expectAccessibleEverywhere(page, `${label}, toast showing`);
  await expect(toast(page)).toContainText(text);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** Closes the toast, so the next one shows at once and the next check sees none. */
async function closeToast(page: Page): Promise<void> {
  await toast(page).getByRole('button', { name: 'Close', includeHidden: true }).click();
  await expect(toast(page)).toBeHidden();
}

/** A tab of `scope` chosen by its name, and shown as selected. */
async function openTab(scope: Page | Locator, name: string | RegExp): Promise<void> {
  const tab = scope.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Offline, then online again. Firestore's failed long-poll and the fonts logged while offline
 * are expected noise (as in discover.spec.ts), so the console errors of that time are dropped.
 */
async function whileOffline(
  context: BrowserContext,
  page: Page,
  consoleErrors: string[],
  check: () => Promise<void>,
): Promise<void> {
  await context.setOffline(true);
  try {
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await check();
  } finally {
    await context.setOffline(false);
    consoleErrors.length = 0;
  }
}

/**
 * No internet on test machines: YouTube frames get a stand-in page (as in events.spec.ts).
 * axe checks inside frames too, so the stand-in is a valid document (a language, a title),
 * as YouTube's own player page is.
 */
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Video</title></head><body></body></html>',
    }),
  );
});

test.describe('a new DJ with nothing yet', () => {
  test.describe.configure({ mode: 'default' });

  let dj: { uid: string; email: string; name: string };

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT_MS);
    dj = await createVerifiedDj(`A11y Empty DJ ${tag()}`);
  });

  test('empty bookings on /dj-dashboard and /bookings, no conversations on /messages', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS);
    await signIn(page, dj.email, { at: '/dj-dashboard' });
    await expect(page.getByText('No bookings yet')).toBeVisible();
    await expectAccessibleEverywhere(page, '/dj-dashboard, no requests');

    await openTab(page, /^Pending/);
    await expect(page.getByText('No pending bookings.')).toBeVisible();
    await expectAccessibleEverywhere(page, '/dj-dashboard, Pending tab empty');

    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: 'Booking requests' })).toBeVisible();
    await expect(page.getByText('No bookings yet')).toBeVisible();
    await expectAccessibleEverywhere(page, '/bookings as a DJ, empty');

    await page.goto('/messages');
    await expect(page.getByRole('region', { name: 'Your conversations' })).toBeVisible();
    await expect(page.getByRole('heading', { name: NO_CONVERSATIONS.title })).toBeVisible();
    await expectAccessibleEverywhere(page, '/messages as a DJ, no conversations');
  });

  test('DJ Profile: the editor with its image fields, validation errors, the delete dialog', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS);
    await signIn(page, dj.email, { at: '/dj-dashboard?tab=dj-profile' });
    const form = page.getByRole('form', { name: 'Edit DJ profile' });
    await expect(form.getByLabel('Hourly Rate (USD)')).toHaveValue('150');
    await expect(form.getByText('Profile Photo', { exact: true })).toBeVisible();
    await expect(form.getByText('Cover Image', { exact: true })).toBeVisible();
    await expectAccessibleEverywhere(page, 'DJ Profile editor');

    // Nothing is saved: the form refuses before any call.
    await form.getByLabel('DJ / Artist Name').fill('');
    await form.getByLabel('Hourly Rate (USD)').fill('abc');
    await form.getByLabel('Website').fill('not a web address');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Hourly rate must be between $50 and $50,000.')).toBeVisible();
    await expect(form.getByLabel('DJ / Artist Name')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleWithToast(
      page,
      'DJ Profile editor with validation errors',
      'Required Fields Missing',
    );
    await closeToast(page);

    await form.getByRole('button', { name: 'Delete Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your DJ profile?' });
    await expect(dialog).toBeVisible();
    await expectAccessibleEverywhere(page, 'DJ Profile, delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('/events: the form with errors, its media panel, the event in My events, delete', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS * 2);
    const title = `A11y Night ${tag()}`;
    await signIn(page, dj.email, { at: '/events' });
    await page.getByRole('button', { name: 'Create Event' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Event' });
    await create.getByRole('button', { name: 'Create Event' }).click();
    await expect(create.getByText('Title is required')).toBeVisible();
    await expectAccessibleEverywhere(page, 'event form with validation errors');

    await create.getByLabel('Event Title').fill(title);
    await create.getByLabel('Venue').fill('Skyline Terrace');
    await create.getByRole('button', { name: 'Create Event' }).click();
    // The dialog stays open as Edit Event, with the media card.
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    const media = dialog.getByRole('region', { name: 'Event Media & Links' });
    await expect(media).toBeVisible();
    await expectAccessibleWithToast(page, 'Edit Event with its media card', 'Event created');
    await closeToast(page);

    await media.getByRole('button', { name: 'Add Media' }).click();
    await expect(media.getByRole('group', { name: 'Quick picks' })).toBeVisible();
    // Submitted without a URL: the panel's own error.
    await media.getByRole('button', { name: 'Add Media', exact: true }).click();
    await expect(media.getByRole('textbox', { name: /URL/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessibleEverywhere(page, 'Add Media panel with a validation error');
    await media
      .getByRole('group', { name: 'Quick picks' })
      .getByRole('button', { name: 'YouTube Video' })
      .click();
    await media
      .getByRole('textbox', { name: /URL/ })
      .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await media.getByRole('button', { name: 'Add Media', exact: true }).click();
    await expect(toast(page)).toContainText('Link added successfully!');
    await closeToast(page);
    await expect(media.getByRole('listitem')).toHaveCount(1);
    await expectAccessibleEverywhere(page, 'event media card with a link');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'My events' }).click();
    const mine = page.getByTestId('events-mine');
    const card = mine.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expectAccessibleEverywhere(page, '/events, My events with a draft');

    await card.getByRole('button', { name: `View details of ${title}` }).click();
    const detail = page.getByRole('dialog', { name: title });
    await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();
    // The media loads after the event and grows the dialog; the video is a play button until
    // played (decision 0048), then the player's frame.
    const play = detail.getByRole('button', { name: /^Play / });
    await expect(play).toBeVisible();
    await expectAccessibleEverywhere(page, 'event details, as its owner');
    await play.click();
    await expect(detail.locator('iframe')).toHaveCount(1);
    await expectAccessibleEverywhere(page, 'event details, the video playing');
    await detail.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this event?' });
    await expect(confirm).toBeVisible();
    await expectAccessibleEverywhere(page, 'event delete confirmation');
    await confirm.getByRole('button', { name: 'Delete Event' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectAccessibleWithToast(page, '/events after deleting', 'Event deleted');
  });
});

test.describe('a DJ with requests, confirmed, completed and declined bookings', () => {
  test.describe.configure({ mode: 'default' });

  let dj: { uid: string; email: string; name: string };
  let other: { uid: string; email: string; name: string };
  let clientName: string;
  /** Accepted in the test. */
  const toAccept = dayIn(6);
  /** Left pending. */
  const stillPending = dayIn(7);
  /** Confirmed, and booked on the DJ's calendar; its conversation has messages. */
  const booked = dayIn(5);
  let bookedId: string;
  /** Confirmed for today: Mark as Completed is done in the test. */
  let today: string;
  /** The DJ's own booking of another DJ: the client-side list with Cancel. */
  const madeByDj = dayIn(9);

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT_MS);
    const t = tag();
    clientName = `A11y Client ${t}`;
    // Two clients of the same name: payment_create allows a client three requests an hour.
    let client: { uid: string; email: string };
    let client2: { uid: string; email: string };
    [dj, other, client, client2] = await Promise.all([
      createVerifiedDj(`A11y Busy DJ ${t}`),
      createVerifiedDj(`A11y Other DJ ${t}`),
      createClient(clientName),
      createClient(clientName),
    ]);
    const request = (email: string, date: string) => requestBooking(email, dj.uid, date);
    const [, , bookedBooking, todayBooking, completedBooking, declinedBooking] = await Promise.all([
      request(client2.email, toAccept),
      request(client2.email, stillPending),
      request(client.email, booked),
      request(client.email, dayIn(2)),
      request(client.email, dayIn(3)),
      request(client2.email, dayIn(4)),
      requestBooking(dj.email, other.uid, madeByDj),
    ]);
    bookedId = bookedBooking;
    for (const id of [bookedBooking, todayBooking, completedBooking]) {
      await acceptBooking(dj.email, id);
    }
    await callAs(dj.email, 'transitionBooking', { bookingId: declinedBooking, action: 'decline' });

    // The gig days arrive (time cannot pass in a test: the Admin SDK moves them to today),
    // and one of them is completed.
    today = dayIn(0);
    const db = getFirestore(adminApp());
    await Promise.all(
      [todayBooking, completedBooking].map((id) =>
        db.doc(`bookings/${id}`).update({ eventDate: today }),
      ),
    );
    await callAs(dj.email, 'transitionBooking', {
      bookingId: completedBooking,
      action: 'complete',
    });

    // A conversation: one message each way.
    await sendMessageAs(client.email, bookedId, 'Hi! Can you play a long house set?');
    await sendMessageAs(dj.email, bookedId, 'Happy to, I will bring the full rig.');
  });

  const card = (page: Page, date: string) =>
    page.getByRole('listitem', { name: `Booking from ${clientName} on ${formatIsoDate(date)}` });

  test('/dj-dashboard: every bookings tab, Accept and Mark as Completed with their toasts', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS * 2);
    await signIn(page, dj.email, { at: '/dj-dashboard' });
    await expect(page.getByRole('tab', { name: 'All (6)' })).toBeVisible();
    await expect(page.getByTestId('booking-card')).toHaveCount(6);
    await expectAccessibleEverywhere(
      page,
      '/dj-dashboard, All (requests, confirmed, completed, declined)',
    );

    await openTab(page, 'Pending (2)');
    await expect(page.getByTestId('booking-card')).toHaveCount(2);
    await expectAccessibleEverywhere(page, '/dj-dashboard, Pending');

    const accept = card(page, toAccept).getByRole('button', { name: /^Accept / });
    await accept.click();
    await expectAccessibleWithToast(page, '/dj-dashboard after Accept', 'Booking Updated');
    await closeToast(page);

    await openTab(page, /^Confirmed/);
    await expect(page.getByTestId('booking-card')).toHaveCount(3);
    await expectAccessibleEverywhere(page, '/dj-dashboard, Confirmed');
    await card(page, today)
      .getByRole('button', { name: /^Mark as Completed/ })
      .click();
    await expect(page.getByTestId('booking-card')).toHaveCount(2);
    await expectAccessibleWithToast(
      page,
      '/dj-dashboard after Mark as Completed',
      'Booking Updated',
    );
    await closeToast(page);

    await openTab(page, 'Completed (2)');
    await expect(page.getByTestId('booking-card')).toHaveCount(2);
    await expectAccessibleEverywhere(page, '/dj-dashboard, Completed');
  });

  test('/bookings as a DJ: both lists, every tab, the cancel dialog', async ({ page }) => {
    test.setTimeout(TEST_TIMEOUT_MS * 2);
    await signIn(page, dj.email, { at: '/bookings' });
    const requests = page.getByRole('region', { name: 'Booking requests' });
    const made = page.getByRole('region', { name: 'Bookings you made' });
    await expect(requests.getByTestId('booking-card')).toHaveCount(6);
    await expect(made.getByTestId('booking-card')).toHaveCount(1);
    await expectAccessibleEverywhere(page, '/bookings as a DJ, All');

    for (const name of [/^Pending/, /^Confirmed/, /^Completed/]) {
      await openTab(requests, name);
      await expect(requests.getByRole('tabpanel').getByRole('progressbar')).toHaveCount(0);
      await expectAccessibleEverywhere(page, `/bookings as a DJ, requests ${String(name)}`);
    }

    await made
      .getByRole('button', {
        name: `Cancel booking with ${other.name} on ${formatIsoDate(madeByDj)}`,
      })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking?' });
    await expect(dialog).toContainText('Are you sure you want to cancel this booking?');
    await expectAccessibleEverywhere(page, '/bookings, the cancel dialog');
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(dialog).toBeHidden();
  });

  test('/messages as a DJ: the conversations, one open, and offline', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS * 2);
    await signIn(page, dj.email, { at: '/messages' });
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/messages as a DJ, conversations listed');

    await page.goto(`/messages?booking=${bookedId}`);
    const chat = page.getByRole('region', { name: `Conversation with ${clientName}` });
    await expect(chat.getByTestId('chat-message')).toHaveCount(2);
    await expectAccessibleEverywhere(page, '/messages as a DJ, a conversation open');

    await whileOffline(context, page, consoleErrors, async () => {
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      await expectAccessibleEverywhere(page, '/messages as a DJ, a conversation open, offline');
    });
  });

  test('/dj/:own-id: the public profile with a booked day on the calendar', async ({ page }) => {
    test.setTimeout(TEST_TIMEOUT_MS);
    await signIn(page, dj.email, { at: `/dj/${dj.uid}` });
    await expect(page.getByRole('heading', { level: 1, name: dj.name })).toBeVisible();
    const calendar = page.getByRole('region', { name: `Book ${dj.name}` });
    const day = calendar.locator(`button[data-date="${booked}"]`);
    if ((await day.count()) === 0)
      await calendar.getByRole('button', { name: 'Next month' }).click();
    await expect(day).toHaveAccessibleName(/booked/);
    await expectAccessibleEverywhere(page, '/dj/:own-id, a booked day on the calendar');

    await openTab(page, /^Reviews/);
    await expectAccessibleEverywhere(page, '/dj/:own-id, Reviews');
  });

  test('/dj-dashboard offline', async ({ page, context, consoleErrors }) => {
    test.setTimeout(TEST_TIMEOUT_MS);
    await signIn(page, dj.email, { at: '/dj-dashboard' });
    await expect(page.getByTestId('booking-card').first()).toBeVisible();
    await whileOffline(context, page, consoleErrors, async () => {
      await expect(page.getByTestId('offline-indicator')).toBeVisible();
      await expectAccessibleEverywhere(page, '/dj-dashboard, offline');
    });
  });
});

test.describe('the pending DJ (pending-dj@spinbook.test, looked at only)', () => {
  test.describe.configure({ mode: 'default' });

  test('/dj-profile-pending, /become-dj, /dj-dashboard, the editor and its delete dialog', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS * 2);
    await signIn(page, 'pending-dj@spinbook.test', { at: '/dj-profile-pending' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Application Under Review' }),
    ).toBeVisible();
    await expectAccessibleEverywhere(page, '/dj-profile-pending');

    await page.goto('/become-dj');
    await expect(page.getByRole('link', { name: 'Go to DJ Dashboard' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/become-dj, application pending');

    await page.goto('/dj-dashboard');
    await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').getByRole('progressbar')).toHaveCount(0);
    await expectAccessibleEverywhere(page, '/dj-dashboard, pending DJ');

    await openTab(page, 'DJ Profile');
    const form = page.getByRole('form', { name: 'Edit DJ profile' });
    await expect(page.getByTestId('dj-profile-status')).toHaveText('Pending');
    await expect(form.getByLabel('Hourly Rate (USD)')).not.toHaveValue('');
    await expectAccessibleEverywhere(page, 'DJ Profile editor, pending');

    await form.getByRole('button', { name: 'Delete Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your DJ profile?' });
    await expect(dialog).toBeVisible();
    await expectAccessibleEverywhere(page, 'DJ Profile, pending, delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('/dj/:own-id with its Pending review banner', async ({ page }) => {
    test.setTimeout(TEST_TIMEOUT_MS);
    const { uid } = await import('firebase-admin/auth').then(({ getAuth }) =>
      getAuth(adminApp()).getUserByEmail('pending-dj@spinbook.test'),
    );
    await signIn(page, 'pending-dj@spinbook.test', { at: `/dj/${uid}` });
    await expect(page.getByTestId('profile-status-banner')).toContainText('Pending review');
    await expectAccessibleEverywhere(page, '/dj/:own-id, pending');
  });
});

test.describe('the admin', () => {
  test.describe.configure({ mode: 'default' });

  let applicant: { uid: string; name: string };
  let approved: { uid: string; name: string };
  let user: { email: string };

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT_MS);
    const t = tag();
    const names = [`A11y Applicant ${t}`, `A11y Approved ${t}`];
    const [a, b, c] = await Promise.all([
      createApplicant(names[0]!),
      createApplicant(names[1]!),
      createClient(`A11y Role ${t}`),
    ]);
    applicant = { uid: a.uid, name: names[0]! };
    approved = { uid: b.uid, name: names[1]! };
    user = c;
  });

  const applications = (page: Page) => page.getByRole('region', { name: 'DJ Applications' });
  const roles = (page: Page) => page.getByRole('region', { name: 'User roles' });

  test('/admin: applications in every tab, contact details, approve, the delete dialog', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS * 2);
    await signIn(page, 'admin@spinbook.test', { at: '/admin' });
    const row = (name: string) => applications(page).getByRole('listitem', { name });
    await expect(row(applicant.name)).toBeVisible();
    await expect(page.getByRole('region', { name: 'DJ profile settings' })).toBeVisible();
    await expectAccessibleEverywhere(page, '/admin, Pending applications');

    await row(applicant.name)
      .getByRole('button', { name: `Show contact details of ${applicant.name}` })
      .click();
    await expect(row(applicant.name).getByText('555-0100')).toBeVisible();
    await expectAccessibleEverywhere(page, '/admin, an application with contact details');

    await row(approved.name)
      .getByRole('button', { name: `Approve ${approved.name}` })
      .click();
    await expectAccessibleWithToast(page, '/admin after approving', 'DJ Application Approved');
    await closeToast(page);

    await openTab(applications(page), /^All Applications/);
    await expect(row(approved.name).getByTestId('dj-status')).toHaveText('Verified');
    await expectAccessibleEverywhere(page, '/admin, All Applications');

    await openTab(applications(page), 'Statistics');
    await expect(page.getByTestId('stat-total')).toContainText(/\d+/);
    await expectAccessibleEverywhere(page, '/admin, Statistics');

    await openTab(applications(page), /^Pending/);
    await row(applicant.name)
      .getByRole('button', { name: `Delete ${applicant.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete ${applicant.name}?` });
    await expect(dialog).toBeVisible();
    await expectAccessibleEverywhere(page, '/admin, delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('/admin: the role editor, its admin confirmation, no user found, empty security events', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS * 2);
    await signIn(page, 'admin@spinbook.test', { at: '/admin' });
    const find = async (email: string) => {
      await roles(page).getByLabel('User email').fill(email);
      await roles(page).getByRole('button', { name: 'Find User' }).click();
    };

    await find(`nobody-${tag()}@example.test`);
    await expect(roles(page).getByText('No user found with that email.')).toBeVisible();
    await expectAccessibleEverywhere(page, '/admin, no user found');

    await find(user.email);
    await expect(roles(page).getByTestId('user-role')).toHaveText('Client');
    await expectAccessibleEverywhere(page, '/admin, the role editor');

    await roles(page).getByLabel('New role').selectOption('dj');
    await roles(page).getByRole('button', { name: 'Save Role' }).click();
    await expectAccessibleWithToast(page, '/admin after a role change', `${user.email} is now DJ.`);
    await closeToast(page);

    await roles(page).getByLabel('New role').selectOption('admin');
    await roles(page).getByRole('button', { name: 'Save Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant admin access?' });
    await expect(dialog).toContainText(user.email);
    await expectAccessibleEverywhere(page, '/admin, grant admin confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // A type no event has: the section's empty state.
    const events = page.getByRole('region', { name: 'Security events' });
    const types = await events.getByLabel('Event type').locator('option').allTextContents();
    expect(types.length).toBeGreaterThan(1);
    const shown = new Set(await events.getByTestId('security-event-type').allTextContents());
    const unused = types.slice(1).find((type) => !shown.has(type));
    if (unused) {
      await events.getByLabel('Event type').selectOption({ label: unused });
      await expect(events.getByTestId('security-event')).toHaveCount(0);
      await expectAccessibleEverywhere(page, '/admin, security events filtered to none');
    }
  });

  test('/testing: the health report, the route checker and the Clear Database dialog', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS * 2);
    await signIn(page, 'admin@spinbook.test', { at: '/testing' });
    await expect(page.getByRole('heading', { level: 1, name: 'System Testing' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Demo data' }).getByTestId('seed-description'),
    ).not.toBeEmpty();
    await expectAccessibleEverywhere(page, '/testing');

    await page.getByRole('button', { name: 'Run System Tests' }).click();
    await expect(page.getByRole('table', { name: 'Service checks' })).toBeVisible();
    await page.getByRole('button', { name: 'Check Routes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'routes passed' })).toHaveText(
      /^\d of 6 routes passed\.$/,
      { timeout: 100_000 },
    );
    await expectAccessibleEverywhere(page, '/testing with the health report and route results');

    // Only opened and cancelled: clearing would pull the demo data from under other specs.
    await page.getByRole('button', { name: 'Clear Database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear the database?' });
    await expect(dialog).toBeVisible();
    await expectAccessibleEverywhere(page, '/testing, Clear Database confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
