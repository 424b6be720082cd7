import type { Browser, Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DECLINE_DIALOG, DECLINE_PROMPT } from '../../src/domain/booking-decline';
import { DJ_CANCEL_DIALOG, DJ_CANCEL_REASON_REQUIRED } from '../../src/domain/dj-cancellation';
import { formatDollars } from '../../src/domain/money';
import { formatIsoDate } from '../../src/domain/format';
import { OFF_PLATFORM_REFUSED } from '../../src/domain/off-platform-text';
import {
  acceptBooking,
  createClient,
  createVerifiedDj,
  e2eAdminApp as adminApp,
  requestBooking,
  tag,
} from './accounts';
import { expectNoAxeViolations } from './a11y';
import { expect, signIn, test, toast, waitForAppOnNavigation } from './fixtures';

/**
 * My Bookings (/bookings) and the dashboards' My Bookings tabs against the
 * seeded emulators in demo mode. The lifecycle tests use a new DJ and new
 * clients, so no demo DJ gets booked on today's date by a test.
 */

const LISTED = ['pending', 'confirmed', 'completed', 'cancelled'];

/** 'YYYY-MM-DD' `days` from today in UTC (the server's calendar). */
const utcDate = (days = 0): string =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const createDj = () => createVerifiedDj(`E2E Bookings DJ ${tag()}`);

/** A second signed-in person in their own browser context. */
async function openAs(browser: Browser, email: string, path: string): Promise<Page> {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // A profile tab clicked before the app ran in the page did nothing (a flake).
  waitForAppOnNavigation(page);
  await signIn(page, email, { at: path });
  return page;
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page)).toContainText(text);
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page)).toBeHidden();
}

const card = (page: Page, label: string) => page.getByRole('listitem', { name: label });

test.describe('/bookings', () => {
  test('signed out: Please Sign In', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page.getByText('Please Sign In').first()).toBeVisible();
  });

  test("client@ sees their seeded bookings with each tab's count", async ({ page }) => {
    const { uid } = await getAuth(adminApp()).getUserByEmail('client@spinbook.test');
    const mine = await getFirestore(adminApp())
      .collection('bookings')
      .where('clientUid', '==', uid)
      .get();
    const statuses = mine.docs.map((d) => String(d.get('status')));
    const count = (status: string | null) =>
      statuses.filter((s) => (status ? s === status : LISTED.includes(s))).length;

    await signIn(page, 'client@spinbook.test', { at: '/bookings' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Bookings');
    await expect(page.getByRole('tab', { name: `All (${count(null)})` })).toBeVisible();
    await expect(page.getByRole('tab', { name: `Pending (${count('pending')})` })).toBeVisible();
    await expect(
      page.getByRole('tab', { name: `Confirmed (${count('confirmed')})` }),
    ).toBeVisible();
    await expect(
      page.getByRole('tab', { name: `Completed (${count('completed')})` }),
    ).toBeVisible();

    const cards = page.getByTestId('booking-card');
    await expect(
      cards.filter({ hasText: 'Marcus Reid' }).filter({ hasText: 'Confirmed' }),
    ).not.toHaveCount(0);
    // Upcoming first (the confirmed party ahead), then what is over, cancelled ones included.
    const upcoming = page.getByTestId('booking-group-upcoming');
    const past = page.getByTestId('booking-group-past');
    await expect(upcoming.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    await expect(upcoming.getByTestId('booking-status')).not.toHaveCount(0);
    for (const status of await upcoming.getByTestId('booking-status').allTextContents()) {
      expect(['Pending', 'Confirmed']).toContain(status);
    }
    await expect(past.getByRole('heading', { name: 'Past and cancelled' })).toBeVisible();
    await expect(
      past.getByTestId('booking-status').filter({ hasText: 'Cancelled' }),
    ).not.toHaveCount(0);
    const [upcomingTop, pastTop] = await Promise.all([upcoming.boundingBox(), past.boundingBox()]);
    expect(upcomingTop && pastTop && upcomingTop.y < pastTop.y).toBe(true);
    await expect(cards.filter({ hasText: 'Cancelled' })).not.toHaveCount(0);
    await expect(cards.filter({ hasText: 'Completed' }).first()).toBeVisible();
    // Money in dollars with cents; the client may cancel the confirmed booking.
    await expect(cards.first()).toContainText(/\$\d[\d,]*\.\d\d/);
    await expect(
      page.getByRole('button', { name: /^Cancel booking with Marcus Reid on / }).first(),
    ).toBeVisible();

    // Tabs work from the keyboard: arrow to Confirmed and select it.
    await page.getByRole('tab', { name: /^All/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: /^Confirmed/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cards.filter({ hasText: 'Cancelled' })).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Confirmed' })).toHaveCount(count('confirmed'));
  });

  test('a new client has No bookings yet and Find a DJ', async ({ page }) => {
    const { email } = await createClient('Casey Empty');
    await signIn(page, email, { at: '/bookings' });
    await expect(page.getByText('No bookings yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a DJ' }).last()).toHaveAttribute(
      'href',
      '/discover',
    );
  });

  test('the client cancels a pending request after the prompt', async ({ page }) => {
    const dj = await createDj();
    const client = await createClient(`Cancel Client ${tag()}`);
    const date = utcDate(10);
    await requestBooking(client.email, dj.uid, date);

    await signIn(page, client.email, { at: '/bookings' });
    const booking = card(page, `Booking with ${dj.name} on ${formatIsoDate(date)}`);
    await expect(booking.getByTestId('booking-status')).toHaveText('Pending');
    await expect(page.getByRole('tab', { name: 'Pending (1)' })).toBeVisible();

    const cancel = booking.getByRole('button', {
      name: `Cancel booking with ${dj.name} on ${formatIsoDate(date)}`,
    });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking?' });
    await expect(dialog).toContainText('Are you sure you want to cancel this booking?');
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(booking.getByTestId('booking-status')).toHaveText('Pending');

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await expectToast(page, 'Booking Updated');
    await expect(booking.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(booking).toContainText('You cancelled this booking.');
    await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible();
  });

  test('request → accepted → completed, live on both sides', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const dj = await createDj();
    const clientName = `Live Client ${tag()}`;
    const client = await createClient(clientName);
    // Tomorrow (UTC): a DJ can accept only before the event date begins (00:00 UTC).
    const date = utcDate(1);

    // The DJ has the dashboard open before the request exists.
    await signIn(page, dj.email, { at: '/dj-dashboard' });
    await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('No bookings yet')).toBeVisible();

    const bookingId = await requestBooking(client.email, dj.uid, date);
    let request = card(page, `Booking from ${clientName} on ${formatIsoDate(date)}`);
    await expect(request.getByTestId('booking-status')).toHaveText('Pending');
    await expect(request).toContainText('E2E Warehouse');
    await expect(request).toContainText('50 guests');
    await expect(request).toContainText('3 hours');
    await expect(page.getByRole('tab', { name: 'Pending (1)' })).toBeVisible();

    // The client follows along on /bookings.
    const clientPage = await openAs(browser, client.email, '/bookings');
    let mine = card(clientPage, `Booking with ${dj.name} on ${formatIsoDate(date)}`);
    await expect(mine.getByTestId('booking-status')).toHaveText('Pending');

    await request
      .getByRole('button', { name: `Accept booking from ${clientName} on ${formatIsoDate(date)}` })
      .click();
    await expectToast(page, 'Booking Updated');
    await expect(request.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(page.getByRole('tab', { name: 'Confirmed (1)' })).toBeVisible();
    await expect(mine.getByTestId('booking-status')).toHaveText('Confirmed');

    // The event day arrives. Time cannot pass in a test, so the Admin SDK moves the event to
    // today (UTC): Mark as Completed works from the event date on.
    const today = utcDate(0);
    await getFirestore(adminApp()).doc(`bookings/${bookingId}`).update({ eventDate: today });
    request = card(page, `Booking from ${clientName} on ${formatIsoDate(today)}`);
    mine = card(clientPage, `Booking with ${dj.name} on ${formatIsoDate(today)}`);
    await expect(request.getByTestId('booking-status')).toHaveText('Confirmed');
    await request
      .getByRole('button', {
        name: `Mark as Completed: booking from ${clientName} on ${formatIsoDate(today)}`,
      })
      .click();
    await expectToast(page, 'Booking Updated');
    await expect(request.getByTestId('booking-status')).toHaveText('Completed');
    await expect(page.getByRole('tab', { name: 'Completed (1)' })).toBeVisible();
    await expect(mine.getByTestId('booking-status')).toHaveText('Completed');
    // What is left for the client: the review, and (until the DJ is paid, decision 0027)
    // reporting a problem.
    await expect(mine.getByRole('button')).toHaveText(['Leave Review', 'Report a problem']);

    // The same list on /bookings for the DJ, and on the client's dashboard.
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: 'Booking requests' })).toBeVisible();
    await expect(request.getByTestId('booking-status')).toHaveText('Completed');
    await clientPage.goto('/dashboard');
    await expect(mine.getByTestId('booking-status')).toHaveText('Completed');

    // The client was notified (accepted, then the review prompt) and leaves a review.
    await expect(
      clientPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }),
    ).toBeVisible();
    const comment = `Packed dance floor all night ${tag()}`;
    await mine.getByRole('button', { name: `Leave Review for ${dj.name}` }).click();
    const dialog = clientPage.getByRole('dialog', { name: `Review ${dj.name}` });
    // MUI's stars are labels over visually hidden radios: click the fourth star.
    await dialog.locator('label').filter({ hasText: '4 Stars' }).click();
    await expect(dialog.getByRole('radio', { name: '4 Stars' })).toBeChecked();
    await dialog.getByLabel('Comment (optional)').fill(comment);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(clientPage.getByTestId('toast')).toContainText('Review Submitted');
    await expect(mine).toContainText('You reviewed this booking.');

    // It appears on the DJ's profile, with the rating the trigger recomputed.
    await clientPage.goto(`/dj/${dj.uid}`);
    await clientPage.getByRole('tab', { name: /Reviews/ }).click();
    await expect(clientPage.getByText(comment)).toBeVisible({ timeout: 20_000 });
    await clientPage.context().close();
  });

  test("special requests reach the DJ's request as typed, with the DJ's take-home beside the client's total", async ({
    page,
    browser,
  }) => {
    const dj = await createDj(); // $150/hour
    const clientName = `Requests Client ${tag()}`;
    const client = await createClient(clientName);
    const date = utcDate(20);
    // Two lines, and characters that mean something in HTML: shown as typed, never as markup.
    const requests = `First dance at 8pm: "La Vie en Rose" & no polkas.\nBring the fog machine ${tag()}`;

    // The client books on the booking page, special requests included.
    await signIn(page, client.email, { at: `/book/${dj.uid}?date=${date}&hours=3` });
    await expect(page.getByLabel('Event Date')).toHaveValue(date);
    await page.getByRole('textbox', { name: 'Venue' }).fill('E2E Requests Loft');
    await page.getByRole('spinbutton', { name: 'Guest Count' }).fill('60');
    await page.getByRole('textbox', { name: 'Special Requests' }).fill(requests);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page).toHaveURL(/\/payment-success\?session_id=demo_[A-Za-z0-9]+$/);

    // The DJ's request: the text as typed, line break kept, and what the DJ takes home.
    const djPage = await openAs(browser, dj.email, '/bookings');
    const request = card(djPage, `Booking from ${clientName} on ${formatIsoDate(date)}`);
    await expect(request.getByTestId('booking-status')).toHaveText('Pending');
    const shown = request.getByTestId('special-requests');
    await expect(shown).toHaveJSProperty('textContent', requests);
    await expect(shown).toHaveCSS('white-space', 'pre-line');
    expect(await shown.evaluate((el) => (el as HTMLElement).innerText)).toBe(requests);
    await expect(request.getByRole('term').filter({ hasText: 'Special requests' })).toBeVisible();
    // $150 × 3 h + $75 equipment = $525.00; the client adds 5%; the DJ keeps 85% of $525.00.
    await expect(request.getByTestId('booking-take-home')).toHaveText(
      'Client pays $551.25 · You receive $446.25 (85% of your $525.00 fee)',
    );

    // The client's booking shows the same requests, and only the total they pay.
    await page.goto('/bookings');
    const mine = card(page, `Booking with ${dj.name} on ${formatIsoDate(date)}`);
    await expect(mine.getByTestId('special-requests')).toHaveJSProperty('textContent', requests);
    await expect(mine).toContainText('$551.25');
    await expect(mine.getByTestId('booking-take-home')).toHaveCount(0);
    await expect(mine).not.toContainText('You receive');
    await djPage.context().close();
  });

  test('the DJ declines with a reason on a 390 px phone; the client sees Declined, the reason and DJs free that day', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const phone = { width: 390, height: 844 };
    await page.setViewportSize(phone);
    const dj = await createDj(); // Austin, TX, not on the map: the link searches by location
    const clientName = `Declined Client ${tag()}`;
    const client = await createClient(clientName);
    const date = utcDate(12);
    const day = formatIsoDate(date);
    await requestBooking(client.email, dj.uid, date);
    // A later request: listed after the first (soonest first), it takes its place once declined.
    const nextName = `Next Client ${tag()}`;
    const next = await createClient(nextName);
    const nextDate = utcDate(15);
    await requestBooking(next.email, dj.uid, nextDate);
    const nextRequest = card(page, `Booking from ${nextName} on ${formatIsoDate(nextDate)}`);

    await signIn(page, dj.email, { at: '/dj-dashboard' });
    const request = card(page, `Booking from ${clientName} on ${day}`);
    await expect(request.getByTestId('booking-status')).toHaveText('Pending');
    const decline = request.getByRole('button', {
      name: `Decline booking from ${clientName} on ${day}`,
    });
    const dialog = page.getByRole('dialog', { name: DECLINE_DIALOG.title });

    // Nothing happens until it is confirmed: Keep request and Escape leave the request pending.
    await decline.click();
    await expect(dialog).toContainText(DECLINE_PROMPT);
    await dialog.getByRole('button', { name: DECLINE_DIALOG.dismissLabel }).click();
    await expect(dialog).toBeHidden();
    await expect(decline).toBeFocused();
    await decline.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(request.getByTestId('booking-status')).toHaveText('Pending');

    // A reason with contact details is refused in the dialog, which stays open and accessible.
    await decline.click();
    const reason = dialog.getByRole('textbox', { name: DECLINE_DIALOG.reasonLabel });
    await reason.fill('Text me on 512 555 0147 and we can sort it out');
    await dialog.getByRole('button', { name: DECLINE_DIALOG.confirmLabel }).click();
    await expect(dialog.getByRole('alert')).toHaveText(OFF_PLATFORM_REFUSED);
    await expectNoAxeViolations(page, 'the Decline dialog with a refused reason at 390 px');
    // Behind the modal dialog the list is hidden from the accessibility tree (aria-hidden), so
    // the card is found by its test id there: the request is still pending.
    await expect(
      page
        .getByTestId('booking-card')
        .filter({ hasText: clientName })
        .getByTestId('booking-status'),
    ).toHaveText('Pending');

    const words = `Fully booked that weekend, sorry! ${tag()}\nTry me for your spring party.`;
    await reason.fill(words);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: DECLINE_DIALOG.confirmLabel }).click();
    await expect(toast(page)).toContainText('The booking is now Declined.');
    await expect(dialog).toBeHidden();
    await expect(request.getByTestId('booking-status')).toHaveText('Declined');
    // Declined, the request moves below, to Past and cancelled; focus goes to the request that
    // took its place (the card, not its Accept), not to the page's body. Checked before the
    // toast is closed: clicking its Close moves focus there, and it goes with the toast.
    await expect(page.getByTestId('booking-group-past')).toContainText(clientName);
    await expect(page.getByTestId('booking-group-upcoming')).not.toContainText(clientName);
    await expect(nextRequest).toBeFocused();
    await toast(page).getByRole('button', { name: 'Close' }).click();
    await expect(toast(page)).toBeHidden();
    await expect(request.getByTestId('decline-reason')).toHaveJSProperty('textContent', words);
    await expect(request.getByRole('link', { name: /^Find DJs free on/ })).toHaveCount(0);

    // The client, on their phone: Declined, the DJ's words as written, and other DJs that day.
    const clientPage = await openAs(browser, client.email, '/bookings');
    await clientPage.setViewportSize(phone);
    const mine = card(clientPage, `Booking with ${dj.name} on ${day}`);
    await expect(mine.getByTestId('booking-status')).toHaveText('Declined');
    await expect(mine).toContainText(`${dj.name}’s reason`);
    const shown = mine.getByTestId('decline-reason');
    await expect(shown).toHaveJSProperty('textContent', words);
    await expect(shown).toHaveCSS('white-space', 'pre-line');
    const findDjs = mine.getByRole('link', { name: `Find DJs free on ${day}` });
    await expect(findDjs).toHaveAttribute('href', `/discover?location=Austin&date=${date}`);
    // The card fits the phone: the reason wraps rather than widening the page.
    expect(
      await clientPage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(phone.width);
    await expectNoAxeViolations(clientPage, 'a declined request on /bookings at 390 px');

    await findDjs.click();
    await expect(clientPage).toHaveURL(`/discover?location=Austin&date=${date}`);
    await expect(clientPage.getByLabel('Event date')).toHaveValue(date);
    await expect(clientPage.getByText('Showing DJs free that day')).toBeVisible();
    await clientPage.context().close();
  });

  test('the DJ cancels a confirmed booking on a 390 px phone; the client sees the full refund, the reason and DJs free that day', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const phone = { width: 390, height: 844 };
    await page.setViewportSize(phone);
    const dj = await createDj();
    const clientName = `Dropped Client ${tag()}`;
    const client = await createClient(clientName);
    const date = utcDate(20);
    const day = formatIsoDate(date);
    const bookingId = await requestBooking(client.email, dj.uid, date);
    const total = Number(
      (await getFirestore(adminApp()).doc(`bookings/${bookingId}`).get()).get('totalCostCents'),
    );
    const refund = formatDollars(total, { decimals: 2 });

    await signIn(page, dj.email, { at: '/dj-dashboard' });
    const booking = card(page, `Booking from ${clientName} on ${day}`);
    await booking
      .getByRole('button', { name: `Accept booking from ${clientName} on ${day}` })
      .click();
    await expectToast(page, 'Booking Updated');
    await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed');

    // Cancel asks first, says what happens to the client's money, and wants a reason.
    await booking
      .getByRole('button', { name: `Cancel booking from ${clientName} on ${day}` })
      .click();
    const dialog = page.getByRole('dialog', { name: DJ_CANCEL_DIALOG.title });
    await expect(dialog).toContainText(`${clientName} gets a full refund (${refund})`);
    await dialog.getByRole('button', { name: DJ_CANCEL_DIALOG.confirmLabel }).click();
    await expect(dialog.getByRole('alert')).toHaveText(DJ_CANCEL_REASON_REQUIRED);
    await expectNoAxeViolations(page, "the DJ's Cancel dialog without a reason at 390 px");
    const words = `My van broke down and the gear is stuck in it. ${tag()}`;
    await dialog.getByRole('textbox', { name: DJ_CANCEL_DIALOG.reasonLabel }).fill(words);
    await dialog.getByRole('button', { name: DJ_CANCEL_DIALOG.confirmLabel }).click();
    await expect(toast(page)).toContainText('The booking is now Cancelled.');
    await expect(dialog).toBeHidden();
    await expect(booking.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(booking).toContainText('You cancelled this booking');

    // The client, on their phone: cancelled by the DJ, refunded in full, the DJ's words, and
    // other DJs free that day.
    const clientPage = await openAs(browser, client.email, '/bookings');
    await clientPage.setViewportSize(phone);
    const mine = card(clientPage, `Booking with ${dj.name} on ${day}`);
    await expect(mine.getByTestId('booking-status')).toHaveText('Cancelled');
    await expect(mine).toContainText('The DJ cancelled this booking');
    await expect(mine).toContainText(`Refund: ${refund} (100%)`);
    await expect(mine.getByTestId('decline-reason')).toHaveJSProperty('textContent', words);
    const findDjs = mine.getByRole('link', { name: `Find DJs free on ${day}` });
    await expect(findDjs).toHaveAttribute('href', `/discover?location=Austin&date=${date}`);
    expect(
      await clientPage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(phone.width);
    await expectNoAxeViolations(clientPage, 'a booking the DJ cancelled on /bookings at 390 px');
    // The bell says it too.
    await clientPage.goto('/notifications');
    await expect(clientPage.getByText('Your DJ cancelled')).toBeVisible();
    await clientPage.context().close();

    // Admins see it, with the DJ's reason, in the panel's DJ cancellations.
    const adminPage = await openAs(browser, 'admin@spinbook.test', '/admin');
    await adminPage.setViewportSize(phone);
    const row = adminPage
      .getByRole('list', { name: 'DJ cancellations' })
      .getByRole('listitem')
      .filter({ hasText: dj.name });
    await expect(row).toContainText('1 in the last 12 months', { timeout: 20_000 });
    await expect(row).toContainText(`${day} with ${clientName}`);
    await expect(row).toContainText(words);
    await row.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(adminPage, "the admin's DJ cancellations at 390 px");
    await adminPage.context().close();
  });

  test('a request accepted less than a day before its date: on 390 px phones both sides see until when the client can cancel in full, and the client does (decision 0053)', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const phone = { width: 390, height: 844 };
    const dj = await createDj();
    const clientName = `Grace Client ${tag()}`;
    const client = await createClient(clientName);
    // Tomorrow (UTC): less than 24 hours' notice, so the tiers alone would refund nothing.
    const date = utcDate(1);
    const day = formatIsoDate(date);
    const bookingId = await requestBooking(client.email, dj.uid, date);
    await acceptBooking(dj.email, bookingId);
    const total = Number(
      (await getFirestore(adminApp()).doc(`bookings/${bookingId}`).get()).get('totalCostCents'),
    );
    const amount = formatDollars(total, { decimals: 2 });

    const djPage = await openAs(browser, dj.email, '/dj-dashboard');
    await djPage.setViewportSize(phone);
    const theirs = card(djPage, `Booking from ${clientName} on ${day}`);
    await expect(theirs).toContainText('the client could cancel for a full refund until', {
      timeout: 20_000,
    });
    await expect(theirs).toContainText('24 hours after you accepted');
    await djPage.context().close();

    const clientPage = await openAs(browser, client.email, '/bookings');
    await clientPage.setViewportSize(phone);
    const mine = card(clientPage, `Booking with ${dj.name} on ${day}`);
    await expect(mine.getByTestId('booking-status')).toHaveText('Confirmed', { timeout: 20_000 });
    await expect(mine).toContainText('you could cancel for a full refund until');
    await expect(mine).toContainText('the DJ accepted less than 24 hours ago');
    expect(
      await clientPage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(phone.width);
    await mine.getByRole('button', { name: `Cancel booking with ${dj.name} on ${day}` }).click();
    const prompt = clientPage.getByRole('dialog', { name: 'Cancel Booking?' });
    await expect(prompt).toContainText(
      `With a card, the cancellation policy would refund ${amount} (100% of ${amount}): the DJ accepted less than 24 hours ago.`,
    );
    await expectNoAxeViolations(clientPage, 'the cancel prompt within 24 hours of the accept');
    await prompt.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(toast(clientPage)).toContainText('The booking is now Cancelled');
    await expect(mine.getByTestId('booking-status')).toHaveText('Cancelled', { timeout: 20_000 });
    expect(
      (await getFirestore(adminApp()).doc(`bookings/${bookingId}`).get()).get(
        'cancellation.refundPercent',
      ),
    ).toBe(100);
    await clientPage.context().close();
  });

  test('an admin suspends a DJ with a confirmed booking on a 390 px phone; the client is told, refunded in full and shown DJs free that day', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const phone = { width: 390, height: 844 };
    const dj = await createDj();
    const clientName = `Suspension Client ${tag()}`;
    const client = await createClient(clientName);
    const date = utcDate(25);
    const day = formatIsoDate(date);
    const bookingId = await requestBooking(client.email, dj.uid, date);
    await acceptBooking(dj.email, bookingId);
    const total = Number(
      (await getFirestore(adminApp()).doc(`bookings/${bookingId}`).get()).get('totalCostCents'),
    );
    const refund = formatDollars(total, { decimals: 2 });

    // The admin suspends the DJ from the panel and is told what that did (decision 0052).
    const adminPage = await openAs(browser, 'admin@spinbook.test', '/admin');
    await adminPage.setViewportSize(phone);
    const applications = adminPage.getByRole('region', { name: 'DJ Applications' });
    await applications.getByRole('tab', { name: /^All Applications/ }).click();
    const djRow = applications.getByRole('listitem', { name: dj.name });
    await djRow.getByRole('button', { name: `Suspend ${dj.name}` }).click();
    await expect(toast(adminPage)).toContainText('DJ Suspended');
    await expect(toast(adminPage)).toContainText('1 upcoming booking cancelled with a full refund');
    await expect(djRow.getByTestId('dj-status')).toHaveText('Suspended');
    await expectNoAxeViolations(adminPage, 'the admin panel after a suspension at 390 px');
    await adminPage.context().close();

    // The DJ's first screen says why no requests reach them any more.
    const djPage = await openAs(browser, dj.email, '/dj-dashboard');
    await djPage.setViewportSize(phone);
    await expect(djPage.getByTestId('dj-standing')).toContainText(
      'Your DJ profile is suspended and not listed.',
    );
    await expect(djPage.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNoAxeViolations(djPage, "a suspended DJ's dashboard at 390 px");
    await djPage.context().close();

    // The client, on their phone: cancelled, refunded in full, and other DJs free that day.
    const clientPage = await openAs(browser, client.email, '/bookings');
    await clientPage.setViewportSize(phone);
    const mine = card(clientPage, `Booking with ${dj.name} on ${day}`);
    await expect(mine.getByTestId('booking-status')).toHaveText('Cancelled', { timeout: 20_000 });
    await expect(mine).toContainText('The DJ is no longer available on Spinbook');
    await expect(mine).toContainText(`Refund: ${refund} (100%)`);
    await expect(mine.getByRole('link', { name: `Find DJs free on ${day}` })).toHaveAttribute(
      'href',
      `/discover?date=${date}`,
    );
    expect(
      await clientPage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(phone.width);
    await expectNoAxeViolations(clientPage, 'a booking a suspension cancelled at 390 px');
    await clientPage.goto('/notifications');
    await expect(clientPage.getByText('Your booking was cancelled')).toBeVisible({
      timeout: 20_000,
    });
    await clientPage.context().close();
  });
});
