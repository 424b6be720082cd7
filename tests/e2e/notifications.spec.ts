import type { Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { DAY_MS, utcDate } from '../../src/domain/booking-record';
import { DEFAULT_START_TIME, formatStartTime } from '../../src/domain/event-start-time';
import { formatIsoDate } from '../../src/domain/format';
import {
  acceptBooking,
  createClient,
  createVerifiedDj,
  e2eAdminApp,
  requestBooking,
  tag,
} from './accounts';
import { expect, signIn, test } from './fixtures';

// A fixed locale and zone for the times the bell shows (decision 0042: the reader's own).
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

/** 'YYYY-MM-DD' `days` from today, by the server's calendar (UTC). */
const dayIn = (days: number): string => utcDate(new Date(Date.now() + days * DAY_MS));

/** The bell with a count: the exact number is not assumed (a fresh account's is small). */
const UNREAD = /^Notifications, \d+ unread$/;
const unreadOf = async (page: Page): Promise<number> =>
  Number(
    /(\d+) unread/.exec(
      (await page.getByRole('button', { name: UNREAD }).getAttribute('aria-label')) ?? '',
    )?.[1],
  );

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
const menu = (page: Page) => page.getByRole('menu', { name: 'Notifications' });

/** A fresh DJ with one request from a fresh client: the request is in the DJ's bell. */
async function djWithRequest(label: string) {
  const t = tag();
  const clientName = `${label} Client ${t}`;
  const [dj, client] = await Promise.all([
    createVerifiedDj(`${label} DJ ${t}`),
    createClient(clientName, 'notices'),
  ]);
  const date = dayIn(30);
  const bookingId = await requestBooking(client.email, dj.uid, date);
  return { dj, client: { ...client, name: clientName }, date, bookingId };
}

// A fresh client whose booking a fresh DJ accepted: one unread notice ("Booking accepted").
// Not the seed's client: opening the list now reads all of theirs at once, so a retry (or a
// second run before the reseed) would find nothing unread.
test('the bell shows unread notifications; opening the list clears the count, and a notification opens its booking', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { dj, client, bookingId, date } = await djWithRequest('Opened');
  await acceptBooking(dj.email, bookingId);
  await signIn(page, client.email);
  const unread = page.getByRole('button', { name: UNREAD });
  await expect(unread).toBeVisible({ timeout: 20_000 });

  await unread.click();
  await expect(menu(page)).toBeVisible();
  // Opening the list is seeing it (issue 38, item 9): the count clears at once (the open menu
  // hides the rest of the page from the accessibility tree, hence includeHidden).
  await expect(
    page.getByRole('button', { name: 'Notifications', exact: true, includeHidden: true }),
  ).toBeAttached();
  await menu(page).getByRole('menuitem').filter({ hasText: 'Booking accepted' }).click();
  // The booking's own page (decision 0046), not the list.
  await expect(page).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Booking with ${dj.name} on ${formatIsoDate(date)}`,
  );
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('each notification says when it arrived as a day and a time, never an ISO date', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { dj, client, date } = await djWithRequest('Timely');
  await signIn(page, dj.email);
  await expect(page.getByRole('button', { name: UNREAD })).toBeVisible({ timeout: 20_000 });
  await bell(page).click();
  const item = menu(page).getByRole('menuitem').filter({ hasText: 'New booking request' });
  // The event day as people write it, and the start time (requestBooking's), in the text.
  await expect(item).toContainText(
    `${client.name} would like to book you on ${formatIsoDate(date)} at ${formatStartTime(DEFAULT_START_TIME)}.`,
  );
  // Arrived a moment ago: today, with the clock time in the reader's locale (12-hour en-US).
  await expect(item.getByTestId('notification-time')).toHaveText(
    /^(Today|Yesterday), \d{1,2}:\d{2} [AP]M$/,
  );
  await expect(menu(page)).not.toContainText(/\d{4}-\d{2}-\d{2}/);
});

test("the DJ's own accept adds nothing to their bell; the client's bell is told", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { dj, client, date, bookingId } = await djWithRequest('Accepting');
  await signIn(page, dj.email, { at: '/dj-dashboard' });
  // The request itself is news to the DJ.
  await expect(page.getByRole('button', { name: UNREAD })).toBeVisible({ timeout: 20_000 });
  const unreadBefore = await unreadOf(page);
  expect(unreadBefore).toBeGreaterThan(0);
  const request = page.getByRole('listitem', {
    name: `Booking from ${client.name} on ${formatIsoDate(date)}`,
  });
  await request
    .getByRole('button', { name: `Accept booking from ${client.name} on ${formatIsoDate(date)}` })
    .click();
  await expect(request.getByTestId('booking-status')).toHaveText('Confirmed', { timeout: 20_000 });

  // The trigger has run once the client's notice exists (it writes every notice of a change
  // in one batch): only then does an unchanged count on the DJ's side prove anything.
  const db = getFirestore(e2eAdminApp());
  await expect
    .poll(
      async () =>
        (await db.doc(`users/${client.uid}/notifications/${bookingId}_confirmed_client`).get())
          .exists,
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  expect(
    (await db.doc(`users/${dj.uid}/notifications/${bookingId}_confirmed_dj`).get()).exists,
  ).toBe(false);
  await expect(
    page.getByRole('button', { name: `Notifications, ${unreadBefore} unread` }),
  ).toBeVisible();
  await bell(page).click();
  await expect(
    menu(page).getByRole('menuitem').filter({ hasText: 'New booking request' }),
  ).toBeVisible();
  await expect(menu(page)).not.toContainText('You accepted');
  await expect(menu(page)).not.toContainText('Booking accepted');
});

test('opening the list clears the count for good: the items stay, marked New until it closes, and a reload shows no count', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { dj } = await djWithRequest('Seen');
  await signIn(page, dj.email);
  await expect(page.getByRole('button', { name: UNREAD })).toBeVisible({ timeout: 20_000 });
  await bell(page).click();
  const item = menu(page).getByRole('menuitem').filter({ hasText: 'New booking request' });
  await expect(item).toHaveAttribute('data-new', 'true');
  await expect(item).toContainText(/^New/);
  await expect(
    page.getByRole('button', { name: 'Notifications', exact: true, includeHidden: true }),
  ).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Stored, not only on this screen: after a reload (a new listener) the list shows it as read
  // when it opens, so opening had nothing left to clear, and no count comes back.
  await page.reload();
  await expect(page.getByTestId('messages-nav').first()).toBeAttached();
  await bell(page).click();
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(item).not.toHaveAttribute('data-new', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

// Issue 38, item 1: on a phone the counts are in the bottom navigation, without a menu, and
// Notifications opens a page of its own that a person can read (the menu's bell closed with
// the menu).
test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the bottom navigation shows the unread count; Notifications opens a readable list and clears it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { dj, client, date } = await djWithRequest('Phone');
    await signIn(page, dj.email, { at: '/bookings' });
    const nav = page.getByRole('navigation', { name: 'App' });
    await expect(nav).toBeVisible();
    // The hamburger stays closed: the count is in view anyway.
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const notifications = nav.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(notifications).toBeVisible({ timeout: 20_000 });
    await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await notifications.tap();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const item = page
      .getByTestId('notifications-list')
      .getByRole('link')
      .filter({ hasText: client.name });
    await expect(item).toBeVisible();
    await expect(item).toContainText('New');
    await expect(item).toContainText(formatIsoDate(date));
    // Still there a moment later: the list does not vanish as the bell's did in the drawer.
    await page.waitForTimeout(500);
    await expect(item).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await item.tap();
    await expect(page).toHaveURL(/\/bookings/);
  });
});
