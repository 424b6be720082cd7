import type { Page, TestInfo } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { formatIsoDate } from '../../src/domain/format';
import { beforeConfirmText, requestSentText } from '../../src/domain/payment-texts';
import { dayLabel } from '../../src/features/djs/components/profile/calendar-grid';
import { createClient, createVerifiedDj, e2eAdminApp, tag } from './accounts';
import { expectNoAxeViolations } from './a11y';
import { expect, signIn, test, toast } from './fixtures';
import { openAs } from './second-browser';

/**
 * The whole lifecycle as two people on their phones walk it (issue 38): a client books a DJ
 * from the profile calendar, the DJ hears of it and accepts, they chat, the DJ marks the gig
 * done and the client reviews it. Each step asserts what the person sees, in the app's own
 * words, and leaves a screenshot in the test's artifacts (test-results/e2e/<test>/).
 *
 * A new DJ ($150/hour) and a new client, so the demo accounts' data stays as seeded.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(PHONE);

/** Saves what the person sees now as an artifact, numbered in the order of the walk. */
async function step(info: TestInfo, page: Page, name: string): Promise<void> {
  const index = String(info.attachments.length + 1).padStart(2, '0');
  const path = info.outputPath(`${index}-${name}.png`);
  await page.screenshot({ path });
  await info.attach(`${index}-${name}`, { path, contentType: 'image/png' });
  await expectNoAxeViolations(page, name);
}

const bottomNav = (page: Page, key: string) => page.getByTestId(`bottom-nav-${key}`);

async function closeToast(page: Page, text: string): Promise<void> {
  await expect(toast(page)).toContainText(text);
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page)).toBeHidden();
}

test('request → accept → chat → complete → review, as two people on phones', async ({
  page: client,
  browser,
}, info) => {
  test.setTimeout(300_000);
  const dj = await createVerifiedDj(`Journey DJ ${tag()}`); // $150/hour
  const clientName = `Journey Client ${tag()}`;
  const clientAccount = await createClient(clientName);
  const venue = `Rooftop ${tag()}`;
  // Two lines and characters that mean something in HTML: the DJ reads them as typed.
  const requests = 'First dance: "September" at 9 pm\nNo explicit lyrics & no smoke machine';

  // 1. The client picks a day on the DJ's profile calendar.
  await signIn(client, clientAccount.email, { at: `/dj/${dj.uid}` });
  const bookCard = client.getByRole('region', { name: `Book ${dj.name}` });
  await bookCard.getByRole('button', { name: 'Next month' }).tap();
  const day = bookCard.locator('button[data-date]:not([aria-disabled="true"])').nth(5);
  const date = (await day.getAttribute('data-date')) ?? '';
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await day.tap();
  await expect(bookCard.getByText(`Selected: ${dayLabel(date)}`)).toBeVisible();
  await step(info, client, 'client-picks-a-day');

  // 2. The form opens on that day, not the earliest one, and the money words agree.
  await bookCard.getByRole('link', { name: 'Book Now' }).tap();
  await expect(client).toHaveURL(new RegExp(`/book/${dj.uid}\\?`));
  await expect(client.getByLabel('Event Date')).toHaveValue(date);
  await expect(client.getByLabel('Start time')).toHaveValue('19:00');
  await client.getByLabel('Start time').fill('20:30');
  await client.getByLabel('Duration').selectOption('4');
  await client.getByRole('textbox', { name: 'Venue' }).fill(venue);
  await client.getByRole('spinbutton', { name: 'Guest Count' }).fill('120');
  await client.getByLabel(/Special requests/i).fill(requests);
  await expect(client.getByText(beforeConfirmText('demo'))).toBeVisible();
  await expect(client.getByText(/you are charged|authorised/i)).toHaveCount(0);
  await step(info, client, 'client-fills-the-form');

  await client.getByRole('button', { name: 'Confirm Booking' }).tap();
  await expect(
    client.getByRole('heading', { level: 1, name: 'Booking Request Sent' }),
  ).toBeVisible();
  await expect(client.getByText(requestSentText('demo', dj.name))).toBeVisible();
  await expect(client.getByText(/Payment Successful|Session ID|demo_/)).toHaveCount(0);
  const bookingId = new URL(client.url()).searchParams.get('session_id')?.replace(/^demo_/, '');
  expect(bookingId).toBeTruthy();
  await step(info, client, 'client-request-sent');

  // 3. The DJ, on their phone, sees the count without opening a menu.
  const djSide = await openAs(browser, dj.email, '/bookings', [], PHONE);
  const djPage = djSide.page;
  await expect(bottomNav(djPage, 'notifications')).toHaveAttribute(
    'aria-label',
    'Notifications, 1 unread',
  );
  await expect(bottomNav(djPage, 'notifications')).toBeInViewport();
  const request = djPage.getByRole('listitem', {
    name: `Booking from ${clientName} on ${formatIsoDate(date)}`,
  });
  await expect(request.getByTestId('booking-status')).toHaveText('Pending');
  await expect(request).toContainText(venue);
  await expect(request).toContainText('120 guests');
  await expect(request).toContainText('4 hours');
  await expect(request).toContainText('8:30 PM');
  await expect(request.getByTestId('special-requests')).toHaveText(requests);
  // $150 × 4 h + $75 equipment = $675; the client adds 5%, the DJ keeps 85% of the fee.
  await expect(request).toContainText(
    'Client pays $708.75 · You receive $573.75 (85% of your $675.00 fee)',
  );
  await step(info, djPage, 'dj-sees-the-request');

  // The booking's own page, from the card: what the DJ needs to know to arrive.
  await request
    .getByRole('link', {
      name: `View details of the booking from ${clientName} on ${formatIsoDate(date)}`,
    })
    .tap();
  await expect(djPage).toHaveURL(`/bookings/${bookingId}`);
  await expect(djPage.getByRole('heading', { level: 1 })).toHaveText(
    `Booking from ${clientName} on ${formatIsoDate(date)}`,
  );
  await expect(djPage.getByRole('main')).toContainText('8:30 PM');
  await expect(djPage.getByTestId('special-requests')).toHaveText(requests);
  await step(info, djPage, 'dj-opens-the-booking');

  // The notification is readable on a phone, and opening the list reads it.
  await bottomNav(djPage, 'notifications').tap();
  await expect(djPage).toHaveURL(/\/notifications$/);
  await expect(djPage.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(djPage.getByRole('main')).toContainText(clientName);
  await expect(bottomNav(djPage, 'notifications')).toHaveAttribute('aria-label', 'Notifications');
  await step(info, djPage, 'dj-reads-the-notification');

  // 4. The DJ accepts.
  await bottomNav(djPage, 'bookings').tap();
  await request
    .getByRole('button', { name: `Accept booking from ${clientName} on ${formatIsoDate(date)}` })
    .tap();
  await closeToast(djPage, 'Booking Updated');
  await expect(request.getByTestId('booking-status')).toHaveText('Confirmed');
  await step(info, djPage, 'dj-accepted');

  // The client hears of it live: a count on the bottom navigation, Confirmed on the card.
  await expect(bottomNav(client, 'notifications')).toHaveAttribute(
    'aria-label',
    'Notifications, 1 unread',
  );
  await bottomNav(client, 'bookings').tap();
  const mine = client.getByRole('listitem', {
    name: `Booking with ${dj.name} on ${formatIsoDate(date)}`,
  });
  await expect(mine.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(mine.getByTestId('special-requests')).toHaveText(requests);
  await step(info, client, 'client-sees-confirmed');

  // 5. They chat: the composer is on screen above the bottom navigation.
  await bottomNav(client, 'messages').tap();
  await client.getByTestId(`conversation-${bookingId}`).tap();
  const clientInput = client.getByRole('textbox', { name: 'Message', exact: true });
  await expect(clientInput).toBeEditable();
  await expect(clientInput).toBeInViewport();
  const question = `Can you arrive an hour early for a sound check? ${tag()}`;
  await clientInput.fill(question);
  await clientInput.press('Enter');
  await expect(client.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  await step(info, client, 'client-asks');

  await expect(bottomNav(djPage, 'messages')).toHaveAttribute('aria-label', 'Messages, 1 unread');
  await bottomNav(djPage, 'messages').tap();
  await djPage.getByTestId(`conversation-${bookingId}`).tap();
  await expect(djPage.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  const djInput = djPage.getByRole('textbox', { name: 'Message', exact: true });
  await expect(djInput).toBeInViewport();
  const answer = `Yes, I will be there at 7 for the check. ${tag()}`;
  await djInput.fill(answer);
  await djInput.press('Enter');
  await expect(client.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();
  await expect(
    client.getByTestId('chat-message').filter({ hasText: question }).getByTestId('message-status'),
  ).toHaveText('Read');
  await step(info, djPage, 'dj-answers');
  await step(info, client, 'client-reads-the-answer');

  // 6. The gig takes place. Time cannot pass in a test: the Admin SDK moves it to today (UTC),
  // from which Mark as Completed works.
  const today = new Date().toISOString().slice(0, 10);
  await getFirestore(e2eAdminApp()).doc(`bookings/${bookingId}`).update({ eventDate: today });
  await bottomNav(djPage, 'bookings').tap();
  const done = djPage.getByRole('listitem', {
    name: `Booking from ${clientName} on ${formatIsoDate(today)}`,
  });
  await done
    .getByRole('button', {
      name: `Mark as Completed: booking from ${clientName} on ${formatIsoDate(today)}`,
    })
    .tap();
  await closeToast(djPage, 'Booking Updated');
  await expect(done.getByTestId('booking-status')).toHaveText('Completed');
  await step(info, djPage, 'dj-completes');

  // 7. The client reviews the gig.
  await bottomNav(client, 'bookings').tap();
  const reviewed = client.getByRole('listitem', {
    name: `Booking with ${dj.name} on ${formatIsoDate(today)}`,
  });
  await expect(reviewed.getByTestId('booking-status')).toHaveText('Completed');
  await reviewed.getByRole('button', { name: `Leave Review for ${dj.name}` }).tap();
  const dialog = client.getByRole('dialog', { name: `Review ${dj.name}` });
  await dialog.locator('label').filter({ hasText: '5 Stars' }).tap();
  await dialog.getByLabel('Comment (optional)').fill('Read the room perfectly, on time.');
  await step(info, client, 'client-writes-a-review');
  await dialog.getByRole('button', { name: 'Submit Review' }).tap();
  await expect(toast(client)).toContainText('Review Submitted');
  await expect(reviewed).toContainText('You reviewed this booking.');
  await step(info, client, 'client-reviewed');

  await djSide.close();
});
