import type { Page } from '@playwright/test';
import { DAY_MS, utcDate } from '../../src/domain/booking-record';
import { formatIsoDate } from '../../src/domain/format';
import { createClient, createVerifiedDj, requestBooking, sendMessageAs, tag } from './accounts';
import { expect as baseExpect, signIn, test } from './fixtures';
import { openAs } from './second-browser';

/**
 * Screen-reader announcements (issue 24, item 3): what the app's one polite live region says
 * when the other person acts, with the client and the DJ each in their own browser. Each
 * announcement is said once; the history a page opens with says nothing.
 *
 * One client, one DJ and one booking for the whole describe; its tests run in order on one
 * worker ('default' mode) and follow the booking from pending to a live chat.
 */

/** Two browsers, listeners and a callable per step: a change can take a few seconds to cross. */
const expect = baseExpect.configure({ timeout: 20_000 });

const SETUP_TIMEOUT_MS = 90_000;
const TEST_TIMEOUT_MS = 120_000;

/** 'YYYY-MM-DD' `days` from today, by the server's calendar (UTC). */
const dayIn = (days: number): string => utcDate(new Date(Date.now() + days * DAY_MS));

/** The live region and each announcement in it (one node per announcement). */
const region = (page: Page) => page.getByTestId('live-announcer');
const announcements = (page: Page) => region(page).locator(':scope > div');
const said = (page: Page, text: string) =>
  announcements(page).filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const input = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });

test.describe('live announcements between a client and a DJ', () => {
  test.describe.configure({ mode: 'default' });

  let dj: { uid: string; email: string; name: string };
  let client: { uid: string; email: string; name: string };
  let bookingId: string;
  const date = dayIn(24);

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT_MS);
    const t = tag();
    const clientName = `Announce Client ${t}`;
    const [newDj, newClient] = await Promise.all([
      createVerifiedDj(`Announce DJ ${t}`),
      createClient(clientName, 'announce'),
    ]);
    dj = newDj;
    client = { ...newClient, name: clientName };
    bookingId = await requestBooking(client.email, dj.uid, date);
  });

  test('the DJ accepts: the client hears the booking is now Confirmed, once; the DJ hears the toast', async ({
    page,
    browser,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS);
    await signIn(page, client.email, { at: '/bookings' });
    const card = page.getByRole('listitem', {
      name: `Booking with ${dj.name} on ${formatIsoDate(date)}`,
    });
    await expect(card.getByTestId('booking-status')).toHaveText('Pending');
    // The page as it loaded (the list, the badges) is not news.
    await expect(announcements(page)).toHaveCount(0);

    const djSide = await openAs(browser, dj.email, '/dj-dashboard');
    const dp = djSide.page;
    const request = dp.getByRole('listitem', {
      name: `Booking from ${client.name} on ${formatIsoDate(date)}`,
    });
    // The DJ's bell holds at least the request's notification.
    const bell = dp.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const unreadBefore = Number(
      /(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1],
    );
    await request
      .getByRole('button', {
        name: `Accept booking from ${client.name} on ${formatIsoDate(date)}`,
      })
      .click();

    const news = `Booking with ${dj.name} on ${formatIsoDate(date)} is now Confirmed`;
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(said(page, news)).toHaveCount(1);

    // The DJ's own accept is told by its toast, and only by it: not as a status change, nor by
    // the bell, whose count it leaves alone (nobody is notified of their own action, decision
    // 0042).
    await expect(dp.getByTestId('toast')).toContainText('Booking Updated');
    await expect(request.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore} unread`);
    await expect(announcements(dp)).toHaveCount(1);
    await expect(announcements(dp)).toHaveText([/^Booking Updated\. /]);
    await djSide.close();
    // Still once on the client's page, now that the DJ's side is done.
    await expect(said(page, news)).toHaveCount(1);

    // Loading the page again with the booking confirmed says nothing.
    await page.reload();
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(said(page, news)).toHaveCount(0);
  });

  test('a chat opened with history says nothing; a live message from the DJ is said once, to the client only', async ({
    page,
    browser,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS);
    // History: one message each way, before the client opens the chat.
    const earlier = `Welcome aboard ${tag()}`;
    await sendMessageAs(client.email, bookingId, `Thanks for accepting ${tag()}`);
    await sendMessageAs(dj.email, bookingId, earlier);

    await signIn(page, client.email, { at: `/messages?booking=${bookingId}` });
    await expect(page.getByRole('region', { name: `Conversation with ${dj.name}` })).toBeVisible();
    await expect(page.getByTestId('chat-message')).toHaveCount(2);
    await expect(page.getByTestId('chat-message').filter({ hasText: earlier })).toBeVisible();

    const djSide = await openAs(browser, dj.email, `/messages?booking=${bookingId}`);
    const dp = djSide.page;
    await expect(input(dp)).toBeEditable();
    const live = `Doors open at nine ${tag()}`;
    await input(dp).fill(live);
    await input(dp).press('Enter');
    await expect(dp.getByTestId('chat-message').filter({ hasText: live })).toHaveAttribute(
      'data-delivery',
      'delivered',
    );

    await expect(page.getByTestId('chat-message').filter({ hasText: live })).toBeVisible();
    // The one announcement on the client's page: the history, the unread badge of the open
    // conversation and its read receipts said nothing.
    await expect(announcements(page)).toHaveText([`New message from ${dj.name}: ${live}`]);
    // The sender hears nothing of their own message.
    await expect(announcements(dp).filter({ hasText: 'New message' })).toHaveCount(0);
    // The client's open chat has read it (so the next test starts with nothing unread).
    await expect(
      dp.getByTestId('chat-message').filter({ hasText: live }).getByTestId('message-status'),
    ).toHaveText('Read');
    await djSide.close();
  });

  test('elsewhere in the app, a new message is said as the unread count, once', async ({
    page,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS);
    await signIn(page, client.email, { at: '/bookings' });
    const nav = page.getByTestId('messages-nav');
    await expect(nav).toHaveAttribute('aria-label', 'Messages');
    await expect(
      page.getByRole('listitem', { name: `Booking with ${dj.name} on ${formatIsoDate(date)}` }),
    ).toBeVisible();

    await sendMessageAs(dj.email, bookingId, `One more thing ${tag()}`);
    // The link's name still starts with its visible text (axe: label-content-name-mismatch).
    await expect(nav).toHaveAttribute('aria-label', 'Messages, 1 unread');
    await expect(said(page, '1 unread message')).toHaveCount(1);
  });
});
