import { AggregateField, getFirestore } from 'firebase-admin/firestore';
import { formatIsoDate } from '../../src/domain/format';
import { formatDollars } from '../../src/domain/money';
import { ACCEPT_NEEDS_PAYOUTS } from '../../src/domain/payouts';
import {
  callAs,
  createClient,
  createVerifiedDj,
  e2eAdminApp as adminApp,
  requestBooking,
  tag,
} from './accounts';
import { expect, signIn, test, toast } from './fixtures';

/**
 * DJ payouts in demo mode (decision 0027), in Chromium against the emulators: a new DJ cannot
 * accept until they set up payouts (one click in demo mode), then accepts; the Earnings tab
 * shows the booking's 85% net; the admin's revenue shows the platform's fee.
 */

/** 'YYYY-MM-DD' `days` from today in UTC (the server's calendar). */
const utcDate = (days = 0): string =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('a DJ sets up payouts, accepts, and sees the 85% net in Earnings', async ({ page }) => {
  test.setTimeout(120_000);
  const dj = await createVerifiedDj(`E2E Payouts DJ ${tag()}`, { payouts: false });
  const clientName = `Payout Client ${tag()}`;
  const client = await createClient(clientName);
  const date = utcDate(2);
  const bookingId = await requestBooking(client.email, dj.uid, date);

  await signIn(page, dj.email, { at: '/dj-dashboard' });
  const request = page.getByRole('listitem', {
    name: `Booking from ${clientName} on ${formatIsoDate(date)}`,
  });
  const accept = request.getByRole('button', {
    name: `Accept booking from ${clientName} on ${formatIsoDate(date)}`,
  });
  await expect(accept).toBeDisabled();
  await expect(request).toContainText(ACCEPT_NEEDS_PAYOUTS);

  await page.getByRole('tab', { name: 'Payouts' }).click();
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(toast(page)).toContainText('Payouts are ready');
  await expect(page.getByText('Payouts are ready. Your earnings are sent')).toBeVisible();

  await page.getByRole('tab', { name: 'My Bookings' }).click();
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(request.getByTestId('booking-status')).toHaveText('Confirmed');

  // The gig day arrives (time cannot pass in a test: the Admin SDK moves the event to today,
  // UTC) and the DJ marks it completed.
  const today = utcDate(0);
  await getFirestore(adminApp()).doc(`bookings/${bookingId}`).update({ eventDate: today });
  const done = page.getByRole('listitem', {
    name: `Booking from ${clientName} on ${formatIsoDate(today)}`,
  });
  await done
    .getByRole('button', {
      name: `Mark as Completed: booking from ${clientName} on ${formatIsoDate(today)}`,
    })
    .click();
  await expect(done.getByTestId('booking-status')).toHaveText('Completed');

  // $150 × 3 h + $75 equipment = $525.00: the DJ keeps $446.25, the platform $78.75; the
  // transfer is scheduled for the day after the gig.
  await page.getByRole('tab', { name: 'Earnings' }).click();
  const row = page.getByTestId('earnings-row').filter({ hasText: clientName });
  await expect(row).toContainText('$525.00');
  await expect(row).toContainText('$78.75');
  await expect(row).toContainText('$446.25');
  await expect(row).toContainText('Scheduled');
});

test('an admin sees the platform fee in this month’s revenue', async ({ page }) => {
  test.setTimeout(120_000);
  const dj = await createVerifiedDj(`E2E Revenue DJ ${tag()}`);
  const client = await createClient(`Revenue Client ${tag()}`);
  const bookingId = await requestBooking(client.email, dj.uid, utcDate(3));
  await callAs(dj.email, 'transitionBooking', { bookingId, action: 'accept' });

  const db = getFirestore(adminApp());
  const month = new Date().toISOString().slice(0, 7);
  const payout = await db.doc(`payouts/${bookingId}`).get();
  // $525 + 5% = $551.25 charged; $446.25 to the DJ; $105.00 kept.
  expect(payout.get('platformRevenueCents')).toBe(10_500);
  await signIn(page, 'admin@spinbook.test', { at: '/admin' });
  const section = page.getByRole('region', { name: 'Payouts' });
  const current = section.getByTestId('revenue-month').first();
  // Other tests book in parallel: compare with the sum as of each refresh until they agree.
  await expect(async () => {
    await section.getByRole('button', { name: /Refresh/ }).click();
    const totals = await db
      .collection('payouts')
      .where('month', '==', month)
      .aggregate({ fees: AggregateField.sum('platformRevenueCents') })
      .get();
    await expect(current).toContainText(formatDollars(totals.data().fees ?? 0, { decimals: 2 }), {
      timeout: 3_000,
    });
  }).toPass({ timeout: 45_000 });
});
