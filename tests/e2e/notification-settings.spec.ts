import type { Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { DAY_MS, utcDate } from '../../src/domain/booking-record';
import { formatIsoDate } from '../../src/domain/format';
import {
  countdownText,
  djRespondsByText,
  respondByText,
  responseDeadlineOf,
} from '../../src/domain/response-deadline';
import { expectAccessibleEverywhere } from './a11y';
import { createClient, e2eAdminApp, requestBooking, tag } from './accounts';
import { expect, signIn, test, toast } from './fixtures';
import { openAs } from './second-browser';

/**
 * Issue 40, the people's side: push turned on for a device from the DJ's requests, the device
 * listed and turned off on the dashboard's Settings tab, notification preferences that survive
 * a reload, and the response deadline on a pending request for both parties.
 */

const DJ = 'dj@spinbook.test';
const ZONE = 'Europe/London';
test.use({
  locale: 'en-GB',
  timezoneId: ZONE,
  // The full Chromium, as in push.spec.ts: in the headless shell Notification.permission stays
  // 'denied' whatever the context grants, so the offer would only ever say "blocked".
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  },
});

const db = () => getFirestore(e2eAdminApp());
const djUid = async () => (await getAuth(e2eAdminApp()).getUserByEmail(DJ)).uid;

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page)).toContainText(text);
  await toast(page).getByRole('button', { name: 'Close' }).click();
}

/** The DJ starts with no device: a retry, or an earlier run, may have left one. */
async function forgetDevices(uid: string): Promise<void> {
  const stored = await db().collection(`users/${uid}/devices`).get();
  await Promise.all(stored.docs.map((d) => d.ref.delete()));
}

const devices = (page: Page) => page.getByRole('region', { name: 'Devices' });

/**
 * The Settings tab, once both its sections have loaded: the preferences above the devices
 * grow from their placeholder to the form, and a click aimed at a device before then could
 * land where the button was.
 */
async function openSettings(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Save notification settings' })).toBeVisible();
  await expect(devices(page).getByRole('progressbar')).toHaveCount(0);
}

test('a DJ turns notifications on from the requests, sees the device, and turns it off', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const uid = await djUid();
  await forgetDevices(uid);
  // What the browser's question would answer: notifications allowed.
  await context.grantPermissions(['notifications']);
  await signIn(page, DJ, { at: '/dj-dashboard?tab=settings' });
  await expect(page.getByRole('button', { name: 'Save notification settings' })).toBeVisible();

  // No device yet: the list says so.
  await expect(devices(page).getByTestId('devices-empty')).toBeVisible();
  await expectAccessibleEverywhere(page, 'DJ Settings, no device');

  // The requests say why, and offer it.
  await page.getByRole('tab', { name: 'My Bookings' }).click();
  const card = page.getByRole('region', { name: 'Get new requests on this phone' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('The first DJ to answer usually wins the booking.');
  await expectAccessibleEverywhere(page, 'DJ dashboard with the push offer');

  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByTestId('push-prompt-done')).toHaveText(
    'Notifications are on for this device.',
  );
  await expect(card).toBeHidden();
  // The device's document: a demo token (the emulators reach no push service), no chat open.
  await expect.poll(async () => (await db().collection(`users/${uid}/devices`).get()).size).toBe(1);
  const [stored] = (await db().collection(`users/${uid}/devices`).get()).docs;
  expect(stored?.get('token')).toBe(`demo-${stored?.id}`);
  expect(stored?.get('openChatId')).toBeNull();
  expect(stored?.get('label')).toMatch(/ on /);

  // Listed on Settings as this device, with when it was last used.
  await openSettings(page);
  const row = devices(page).getByTestId('device-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('This device');
  await expect(row).toContainText(/Last used Today, /);
  await expectAccessibleEverywhere(page, 'DJ Settings, one device');

  // A reload keeps it on: the offer does not come back.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save notification settings' })).toBeVisible();
  await expect(row).toHaveCount(1);
  await page.getByRole('tab', { name: 'My Bookings' }).click();
  await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('booking-card').first()).toBeVisible();
  await expect(card).toBeHidden();

  // Turned off: gone from the list and from the server.
  await openSettings(page);
  await row.getByRole('button', { name: /^Turn off notifications on .+, this device$/ }).click();
  // The row and its button go: focus waits on the section's heading.
  await expect(devices(page).getByTestId('devices-empty')).toBeVisible();
  await expect(devices(page).getByRole('heading', { name: 'Devices' })).toBeFocused();
  await expectToast(page, 'Notifications turned off');
  expect((await db().collection(`users/${uid}/devices`).get()).size).toBe(0);
});

test('"Not now" puts the offer away on this device', async ({ page }) => {
  // A fresh browser has no device of its own, whatever devices the DJ has elsewhere.
  await signIn(page, DJ, { at: '/dj-dashboard' });
  const card = page.getByRole('region', { name: 'Get new requests on this phone' });
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('booking-card').first()).toBeVisible();
  await expect(card).toBeHidden();
});

test('notification preferences save, quiet hours refuse the same start and end, and a reload keeps them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A fresh person: the seeded accounts' preferences decide what other tests' people are sent.
  const client = await createClient(`Quiet ${tag()}`, 'quiet');
  await signIn(page, client.email, { at: '/dashboard?tab=settings' });
  const form = page.getByRole('form', { name: 'Notifications' });
  const messages = form.getByRole('group', { name: 'Messages' });
  const email = messages.getByRole('switch', { name: 'By e-mail' });
  await expect(email).toBeChecked();
  await email.click();
  await form.getByRole('switch', { name: 'Quiet hours' }).click();
  await form.getByLabel('From').fill('23:00');
  await form.getByLabel('Until').fill('23:00');
  await form.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(form.getByText('Quiet hours must start and end at different times.')).toBeVisible();
  await expect(form.getByLabel('Until')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText(`Times in ${ZONE}, this device’s time zone.`);
  await expectAccessibleEverywhere(page, 'Settings, quiet hours refused');

  await form.getByLabel('Until').fill('06:30');
  await form.getByRole('button', { name: 'Save notification settings' }).click();
  await expectToast(page, 'Notification settings saved.');
  await expectAccessibleEverywhere(page, 'Settings, quiet hours on');

  const stored = (await db().doc(`users/${client.uid}/settings/notifications`).get()).data();
  expect(stored).toMatchObject({
    email: { requests: true, bookingUpdates: true, messages: false, payouts: true },
    push: { requests: true, bookingUpdates: true, messages: true, payouts: true },
    quietHours: { start: '23:00', end: '06:30', timeZone: ZONE },
  });

  await page.reload();
  await expect(email).not.toBeChecked();
  await expect(
    messages.getByRole('switch', { name: 'On this phone and other devices' }),
  ).toBeChecked();
  await expect(form.getByRole('switch', { name: 'Quiet hours' })).toBeChecked();
  await expect(form.getByLabel('From')).toHaveValue('23:00');
  await expect(form.getByLabel('Until')).toHaveValue('06:30');
});

/** The first date from tomorrow (UTC) the DJ is not booked on. */
async function freeDateOf(uid: string): Promise<string> {
  const booked: unknown = (await db().doc(`djAvailability/${uid}`).get()).get('bookedDates');
  const taken = new Set(Array.isArray(booked) ? booked : []);
  for (let days = 1; ; days++) {
    const date = utcDate(new Date(Date.now() + days * DAY_MS));
    if (!taken.has(date)) return date;
  }
}

test('a pending request says by when the DJ answers, to the DJ and to the client, at 390 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const uid = await djUid();
  const clientName = `Waiting ${tag()}`;
  const client = await createClient(clientName, 'deadline');
  const date = await freeDateOf(uid);
  const bookingId = await requestBooking(client.email, uid, date);
  const createdAt = (await db().doc(`bookings/${bookingId}`).get()).get('createdAt') as {
    toDate(): Date;
  };
  const deadline = responseDeadlineOf(createdAt.toDate(), date);
  if (!deadline) throw new Error(`No deadline for ${date}`);
  const djName = (await db().doc(`bookings/${bookingId}`).get()).get('djName') as string;

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DJ, { at: '/dj-dashboard' });
  await page.getByRole('tab', { name: /^Pending/ }).click();
  const request = page.getByRole('listitem', {
    name: `Booking from ${clientName} on ${formatIsoDate(date)}`,
  });
  const djLine = request.getByTestId('response-deadline');
  await expect(djLine).toContainText(respondByText(deadline, { timeZone: ZONE }));
  await expectWithinScreen(page, djLine);

  const other = await openAs(browser, client.email, '/dashboard', [], {
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    timezoneId: ZONE,
  });
  try {
    const booking = other.page.getByRole('listitem', {
      name: `Booking with ${djName} on ${formatIsoDate(date)}`,
    });
    const clientLine = booking.getByTestId('response-deadline');
    await expect(clientLine).toContainText(djRespondsByText(deadline, { timeZone: ZONE }));
    await expectWithinScreen(other.page, clientLine);
    // In the request's last day it also counts down (tomorrow's event closes at 00:00 UTC).
    const left = countdownText(deadline, new Date());
    if (left !== null && deadline.getTime() - Date.now() > 5 * 60_000) {
      await expect(booking.getByTestId('response-countdown')).toHaveText(
        /· (\d+ h( \d+ min)?|\d+ min) left$/,
      );
    }
  } finally {
    await other.close();
  }
});

/** The text fits the phone's width: nothing cut off or scrolled sideways. */
async function expectWithinScreen(page: Page, line: ReturnType<Page['getByTestId']>) {
  const box = await line.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}
