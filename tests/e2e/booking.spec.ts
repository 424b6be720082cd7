import type { Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createClient, e2eAdminApp, tag } from './accounts';
import { expect, signIn, test, toast } from './fixtures';

/**
 * The booking page (/book/{id}) and the payment result page in demo mode
 * against the seeded emulators: createPayment puts the booking straight into
 * `pending` and sends the client to /payment-success?session_id=demo_<id>.
 * Every test books with a fresh client (3 bookings an hour each) on its own
 * day 50+ days ahead, so it never meets another test's booking.
 */
const VERIFIED_DJ = { email: 'dj@spinbook.test', name: 'Marcus Reid' };

async function uidOf(email: string): Promise<string> {
  return (await getAuth(e2eAdminApp()).getUserByEmail(email)).uid;
}

/** A local 'YYYY-MM-DD' between 50 and 400 days ahead, different for each call. */
function futureDate(): string {
  const days = 50 + Math.floor(Math.random() * 350);
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** '$1,234.50', as the page prints money. */
function dollars(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The spec's price: base, $75 equipment, 5% platform fee (rounded), total. */
function totalCents(rateCents: number, hours: number, equipment = true): number {
  const base = rateCents * hours + (equipment ? 7500 : 0);
  return base + Math.round((base * 500) / 10_000);
}

async function marcusRate(uid: string): Promise<number> {
  const snap = await getFirestore(e2eAdminApp()).collection('djs').doc(uid).get();
  const rate: unknown = snap.get('hourlyRateCents');
  expect(typeof rate, 'Marcus has a rate').toBe('number');
  return rate as number;
}

async function signInAsNewClient(page: Page): Promise<string> {
  const { uid, email } = await createClient(`E2E Booker ${tag()}`, 'booker');
  await signIn(page, email);
  return uid;
}

const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirm Booking' });
const summary = (page: Page) => page.getByTestId('booking-summary');

test('signed out, /book/{id} goes to sign-in', async ({ page }) => {
  const djUid = await uidOf(VERIFIED_DJ.email);
  await page.goto(`/book/${djUid}`);
  await expect(page).toHaveURL(/\/signin/);
});

test('a client books Marcus Reid in demo mode and lands on payment success', async ({ page }) => {
  const clientUid = await signInAsNewClient(page);
  const djUid = await uidOf(VERIFIED_DJ.email);
  const rate = await marcusRate(djUid);
  const date = futureDate();

  await page.goto(`/book/${djUid}?date=${date}&hours=3`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Book ${VERIFIED_DJ.name}` }),
  ).toBeVisible();
  await expect(page.getByLabel('Event Date')).toHaveValue(date);
  // The start time sits beside the date, from 19:00; the summary says the one chosen.
  const startTime = page.getByLabel('Start time');
  await expect(startTime).toHaveValue('19:00');
  await startTime.fill('21:30');
  await expect(page.getByTestId('booking-summary-when')).toContainText('9:30 PM');
  await expect(summary(page)).toContainText(dollars(totalCents(rate, 3)));
  await expect(page.getByText(/^Demo mode — no card will be asked for or charged/)).toBeVisible();
  // One story about the money: nothing here says a card will be charged.
  await expect(
    page.getByText('Nothing is charged in demo mode, now or when the DJ accepts.'),
  ).toBeVisible();
  await expect(page.getByText(/you are charged|authorised/i)).toHaveCount(0);

  // The summary follows the form.
  await page.getByLabel('Duration').selectOption('5');
  await expect(summary(page)).toContainText(dollars(rate * 5));
  await expect(summary(page)).toContainText(dollars(totalCents(rate, 5)));

  // Confirm waits for venue and guest count.
  await expect(confirmButton(page)).toBeDisabled();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await page.getByRole('textbox', { name: 'Venue' }).fill(`E2E Loft ${tag()}`);
  await expect(confirmButton(page)).toBeDisabled();
  await page.getByRole('spinbutton', { name: 'Guest Count' }).fill('80');
  await expect(confirmButton(page)).toBeEnabled();
  await expect(page.getByText('Missing Information')).toHaveCount(0);

  await confirmButton(page).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=demo_[A-Za-z0-9]+$/);
  // Demo mode: no payment is claimed, and the session id is not shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Request Sent' })).toBeVisible();
  await expect(page.getByText('Demo mode — no card was charged')).toBeVisible();
  await expect(page.getByText(/Nothing is charged in demo mode\./)).toBeVisible();
  await expect(page.getByText(/Payment Successful|Session ID|demo_/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Book Another DJ' })).toBeVisible();

  const bookingId = new URL(page.url()).searchParams.get('session_id')?.slice('demo_'.length) ?? '';
  const booking = await getFirestore(e2eAdminApp()).collection('bookings').doc(bookingId).get();
  expect(booking.exists).toBe(true);
  expect(booking.get('status')).toBe('pending');
  expect(booking.get('clientUid')).toBe(clientUid);
  expect(booking.get('djId')).toBe(djUid);
  expect(booking.get('eventDate')).toBe(date);
  expect(booking.get('startTime')).toBe('21:30');
  expect(booking.get('durationHours')).toBe(5);
  expect(booking.get('payment.provider')).toBe('demo');
  expect(booking.get('totalCostCents')).toBe(totalCents(rate, 5));
});

test('a day Marcus is already booked is refused', async ({ page }) => {
  await signInAsNewClient(page);
  const djUid = await uidOf(VERIFIED_DJ.email);
  const availability = await getFirestore(e2eAdminApp())
    .collection('djAvailability')
    .doc(djUid)
    .get();
  const booked: unknown = availability.get('bookedDates');
  expect(Array.isArray(booked) && booked.length > 0, 'the seed books Marcus on some days').toBe(
    true,
  );
  const day = (booked as string[])[0] ?? '';

  await page.goto(`/book/${djUid}`);
  await page.getByLabel('Event Date').fill(day);
  await page.getByRole('textbox', { name: 'Venue' }).fill('Somewhere');
  await page.getByRole('spinbutton', { name: 'Guest Count' }).fill('20');
  await expect(page.getByText(/This date is already booked/).first()).toBeVisible();
  await expect(confirmButton(page)).toBeDisabled();
});

test('an unknown DJ id says the DJ was not found', async ({ page }) => {
  await signInAsNewClient(page);
  await page.goto('/book/NoSuchDj0000000000000000000x');
  await expect(page.getByText('DJ not found or failed to load.')).toBeVisible();
});

test('offline, Confirm says so and keeps the form; back online it books', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewClient(page);
  const djUid = await uidOf(VERIFIED_DJ.email);
  const date = futureDate();
  const venue = `E2E Offline Hall ${tag()}`;
  await page.goto(`/book/${djUid}?date=${date}`);
  await page.getByRole('textbox', { name: 'Venue' }).fill(venue);
  await page.getByRole('spinbutton', { name: 'Guest Count' }).fill('40');

  await context.setOffline(true);
  await expect(page.getByTestId('booking-offline')).toContainText("You're offline");
  await confirmButton(page).click();
  await expect(
    page.getByText('Your booking request was not sent and nothing was charged.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Payment Failed')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/book/${djUid}`));
  await expect(page.getByRole('textbox', { name: 'Venue' })).toHaveValue(venue);
  await expect(page.getByLabel('Event Date')).toHaveValue(date);

  // The toast saying so is still up (it would hide itself after 6 s)...
  await expect(toast(page)).toContainText("You're offline");
  await context.setOffline(false);
  await expect(page.getByTestId('booking-offline')).toHaveCount(0);
  // ...and goes once the connection is back: it is not true any more.
  await expect(toast(page)).toBeHidden({ timeout: 2_000 });
  // The live listeners' requests that failed while offline are expected noise.
  consoleErrors.length = 0;
  await confirmButton(page).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=demo_[A-Za-z0-9]+$/);
});
