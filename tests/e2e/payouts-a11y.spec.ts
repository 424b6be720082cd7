import { getFirestore } from 'firebase-admin/firestore';
import { DAY_MS, utcDate } from '../../src/domain/booking-record';
import { formatIsoDate } from '../../src/domain/format';
import {
  ACCEPT_NEEDS_PAYOUTS,
  PAYOUT_ACCOUNT_STATE_TEXT,
} from '../../src/domain/payout-account-state';
import { EARNINGS_EMPTY } from '../../src/features/payouts/model/payout-texts';
import { expectAccessibleAtBothWidths } from './a11y';
import {
  acceptBooking,
  callAs,
  createClient,
  createVerifiedDj,
  e2eAdminApp as adminApp,
  requestBooking,
  tag,
} from './accounts';
import { expect, signIn, test, toast } from './fixtures';

/**
 * The payout screens (issue 23) against axe-core, WCAG 2.2 AA plus best practice, at 390 px
 * and 1280 px, in every state a DJ, a client and an admin reach there; and the keyboard path
 * through payout setup and the problem report. The first slice of issue 24's suite.
 *
 * Each describe makes its people once and its tests run in order on one worker ('default'
 * mode: a failure does not skip the rest); the two describes run side by side.
 */

/** 'YYYY-MM-DD' `days` from today, by the server's calendar (UTC). */
const dayIn = (days: number): string => utcDate(new Date(Date.now() + days * DAY_MS));

const SETUP_TIMEOUT_MS = 90_000;

test.describe('a DJ before and after payout setup', () => {
  test.describe.configure({ mode: 'default' });

  let dj: { uid: string; email: string; name: string };
  let clientName: string;
  const date = dayIn(3);

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT_MS);
    dj = await createVerifiedDj(`A11y New DJ ${tag()}`, { payouts: false });
    clientName = `A11y Client ${tag()}`;
    const client = await createClient(clientName);
    await requestBooking(client.email, dj.uid, date);
  });

  test('the bookings list, with Accept disabled and why', async ({ page }) => {
    await signIn(page, dj.email, { at: '/dj-dashboard' });
    const request = page.getByRole('listitem', {
      name: `Booking from ${clientName} on ${formatIsoDate(date)}`,
    });
    const accept = request.getByRole('button', { name: /^Accept / });
    await expect(accept).toBeDisabled();
    // The reason shows under the buttons and is the button's description.
    await expect(request).toContainText(ACCEPT_NEEDS_PAYOUTS);
    await expect(accept).toHaveAccessibleDescription(ACCEPT_NEEDS_PAYOUTS);
    await expectAccessibleAtBothWidths(page, 'DJ bookings, Accept disabled');
  });

  test('Earnings with no payouts yet', async ({ page }) => {
    await signIn(page, dj.email, { at: '/dj-dashboard?tab=earnings' });
    await expect(page.getByText(EARNINGS_EMPTY)).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'Earnings, empty');
  });

  test('Payouts: before setup, set up with the keyboard, then ready', async ({ page }) => {
    await signIn(page, dj.email, { at: '/dj-dashboard?tab=payouts' });
    const state = page.getByTestId('payout-account-state');
    await expect(state).toHaveText(PAYOUT_ACCOUNT_STATE_TEXT.none);
    await expectAccessibleAtBothWidths(page, 'Payouts, no account');

    // From the Payouts tab, Tab moves on to Set up payouts, which shows the theme's focus ring.
    const setup = page.getByRole('button', { name: 'Set up payouts' });
    await page.getByRole('tab', { name: 'Payouts' }).focus();
    for (let presses = 0; presses < 5; presses += 1) {
      if (await setup.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(setup).toBeFocused();
    expect(await setup.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    await expect(setup).toHaveCSS('outline-style', 'solid');
    await expect(setup).toHaveCSS('outline-width', '3px');

    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Payouts are ready');
    await expect(state).toHaveText(PAYOUT_ACCOUNT_STATE_TEXT.ready);
    await expectAccessibleAtBothWidths(page, 'Payouts, ready');
  });
});

test.describe('a problem report, the DJ’s earnings and the admin’s payouts', () => {
  test.describe.configure({ mode: 'default' });

  let dj: { uid: string; email: string; name: string };
  let client: { uid: string; email: string; name: string };
  /** In the report window (today, UTC): the test opens Report a problem on it. */
  let reportable: string;
  /** Reported in setup: held, in the admin's open problems. */
  let reported: string;
  /** Its transfer refused: in the admin's failed transfers. */
  let failed: string;

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT_MS);
    dj = await createVerifiedDj(`A11y Paid DJ ${tag()}`);
    const clientName = `A11y Reporter ${tag()}`;
    client = { ...(await createClient(clientName)), name: clientName };
    // One DJ accepts one request per date: three dates, then two of them move to today.
    const request = (days: number) => requestBooking(client.email, dj.uid, dayIn(days));
    [reportable, reported, failed] = await Promise.all([request(2), request(3), request(4)]);
    for (const id of [reportable, reported, failed]) await acceptBooking(dj.email, id);

    // The gig day arrives (time cannot pass in a test: the Admin SDK moves the events to
    // today, UTC), which opens the client's report window.
    const db = getFirestore(adminApp());
    const today = dayIn(0);
    await Promise.all(
      [reportable, reported].map((id) => db.doc(`bookings/${id}`).update({ eventDate: today })),
    );
    await callAs(client.email, 'reportBookingProblem', {
      bookingId: reported,
      details: 'The DJ arrived two hours late and left early.',
    });

    // What live mode's Connect webhook (account.updated) and the scheduled payout run would
    // record; demo mode has neither: Stripe asks for a photo ID, so the account cannot
    // receive transfers, and the run's transfer for `failed` is refused for that reason.
    const now = new Date();
    await db.doc(`payoutAccounts/${dj.uid}`).update({
      state: 'action_needed',
      transfersActive: false,
      payoutsEnabled: false,
      currentlyDue: ['individual.verification.document'],
      updatedAt: now,
    });
    await db.doc(`payouts/${failed}`).update({
      status: 'failed',
      attempts: 1,
      failure: {
        code: 'account_not_ready',
        // functions/src/services/payout-runner.ts ACCOUNT_NOT_READY
        message:
          'The DJ has no payout account that can receive transfers yet. It is paid once Stripe enables transfers.',
        at: now,
      },
      updatedAt: now,
    });
  });

  test('the client’s Report a problem dialog, and focus after Escape', async ({ page }) => {
    await signIn(page, client.email, { at: '/dashboard' });
    const report = page.getByRole('button', {
      name: `Report a problem with your booking with ${dj.name} on ${formatIsoDate(dayIn(0))}`,
    });
    // The report made in setup shows where it stands on its own card.
    await expect(page.getByTestId('problem-status')).toHaveText('Problem reported — under review');

    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    // MUI focuses the dialog itself: a screen reader reads its title and what happens to the
    // DJ's payment (aria-describedby), then the one field is the next Tab stop.
    await expect(dialog).toBeFocused();
    await expectAccessibleAtBothWidths(page, 'Report a problem dialog');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(report).toBeFocused();
  });

  test('the DJ’s confirmed bookings, Earnings with three payouts, Payouts needing action', async ({
    page,
  }) => {
    await signIn(page, dj.email, { at: '/dj-dashboard' });
    // Two gigs today can be marked completed; the later one cannot yet, and says from when.
    const complete = (days: number) =>
      page.getByRole('button', {
        name: `Mark as Completed: booking from ${client.name} on ${formatIsoDate(dayIn(days))}`,
      });
    await expect(complete(0)).toHaveCount(2);
    await expect(complete(0).first()).toBeEnabled();
    await expect(complete(4)).toBeDisabled();
    await expect(complete(4)).toHaveAccessibleDescription(
      `Can be marked as completed from ${formatIsoDate(dayIn(4))}.`,
    );
    await expectAccessibleAtBothWidths(page, 'DJ bookings, confirmed');

    await page.getByRole('tab', { name: 'Earnings' }).click();
    await expect(page.getByTestId('earnings-row')).toHaveCount(3);
    await expect(page.getByTestId('earnings-pendingCents')).not.toBeEmpty();
    await expectAccessibleAtBothWidths(page, 'Earnings, three payouts');

    await page.getByRole('tab', { name: 'Payouts' }).click();
    await expect(page.getByTestId('payout-account-state')).toHaveText(
      PAYOUT_ACCOUNT_STATE_TEXT.action_needed,
    );
    await expect(page.getByText('a photo ID')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'Payouts, action needed');
  });

  test('the admin’s Payouts section with revenue, a problem, a failed transfer and an account', async ({
    page,
  }) => {
    await signIn(page, 'admin@spinbook.test', { at: '/admin' });
    const section = page.getByRole('region', { name: 'Payouts', exact: true });
    await expect(section.getByTestId('revenue-month').first()).toBeVisible();
    await expect(section.getByTestId('payout-problem').filter({ hasText: reported })).toBeVisible();
    await expect(section.getByTestId('payout-failed').filter({ hasText: failed })).toBeVisible();
    await expect(section.getByTestId('payout-account').filter({ hasText: dj.name })).toBeVisible();
    // The Payouts section only: the other sections of /admin are issue 24's.
    const headingId = await section.getAttribute('aria-labelledby');
    await expectAccessibleAtBothWidths(page, 'admin Payouts section', {
      include: `section[aria-labelledby="${headingId}"]`,
    });
  });
});
