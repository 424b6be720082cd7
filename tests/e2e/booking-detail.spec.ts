import type { Page } from '@playwright/test';
import { formatIsoDate } from '../../src/domain/format';
import { acceptBooking, createClient, createVerifiedDj, requestBooking, tag } from './accounts';
import { expectAccessibleAtBothWidths } from './a11y';
import { expect as baseExpect, signIn, test } from './fixtures';
import { openAs } from './second-browser';

/**
 * A booking's own page (issue 38, item 10; decision 0046), /bookings/:bookingId, on a 390 px
 * phone: the client and the DJ each open it from their booking card, in their own browser, and
 * read the same event with their own money; Message opens the chat, whose header leads back;
 * a third person signed in gets "Booking not found". A new DJ, client and stranger per run,
 * so the demo data stays as seeded and a retry starts from scratch.
 */

/** Two browsers and live listeners: on a busy machine an answer can take a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

const PHONE = { width: 390, height: 844 } as const;
test.use({ viewport: PHONE });

/** 'YYYY-MM-DD' `days` from today in UTC (the server's calendar). */
const utcDate = (days: number): string =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const REQUESTS = 'First dance at 8pm: "La Vie en Rose".\nNo polkas, please.';

/** The description of a <dl> group, found by its term. */
const fact = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** What both parties must read alike on the booking's page. */
async function expectSameEvent(page: Page, date: string): Promise<void> {
  await expect(fact(page, 'Date')).toHaveText(formatIsoDate(date));
  await expect(fact(page, 'Start time')).toHaveText('7:00 PM');
  await expect(fact(page, 'Duration')).toHaveText('3 hours');
  await expect(fact(page, 'Venue')).toHaveText('E2E Warehouse');
  await expect(fact(page, 'Guests')).toHaveText('50 guests');
  await expect(fact(page, 'Equipment')).toHaveText('Yes, the DJ brings it');
  // As typed, line break included (a text node, pre-line).
  expect(await page.getByTestId('special-requests').textContent()).toBe(REQUESTS);
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
}

test('client and DJ open the same booking from their cards, each with their own money; Message opens the chat; anyone else gets Booking not found', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const t = tag();
  const clientName = `Detail Client ${t}`;
  const [dj, client, stranger] = await Promise.all([
    createVerifiedDj(`Detail DJ ${t}`),
    createClient(clientName, 'detail'),
    createClient(`Detail Stranger ${t}`, 'detail'),
  ]);
  const date = utcDate(21);
  const day = formatIsoDate(date);
  const bookingId = await requestBooking(client.email, dj.uid, date, { specialRequests: REQUESTS });
  await acceptBooking(dj.email, bookingId);
  const path = `/bookings/${bookingId}`;

  // The client, from their card.
  await signIn(page, client.email, { at: '/bookings' });
  await page
    .getByRole('link', { name: `View details of the booking with ${dj.name} on ${day}` })
    .click();
  await expect(page).toHaveURL(path);
  const clientHeading = page.getByRole('heading', { level: 1 });
  await expect(clientHeading).toHaveText(`Booking with ${dj.name} on ${day}`);
  // Focus is on the page's heading, as after every navigation (focus-heading.ts).
  await expect(clientHeading).toBeFocused();
  await expect(page).toHaveTitle(`Booking with ${dj.name} on ${day} · Spinbook`);
  await expectSameEvent(page, date);
  await expect(fact(page, 'You pay')).toHaveText(/^\$\d[\d,]*\.\d\d$/);
  const clientTotal = (await fact(page, 'You pay').textContent()) ?? '';
  await expect(page.getByTestId('booking-money')).toHaveText('Demo mode — no card was charged');
  await expect(page.getByText('You receive')).toHaveCount(0);
  await expect(page.getByTestId('booking-next-steps')).toContainText(
    `${dj.name} accepted your booking. Nothing was charged (demo mode).`,
  );

  // The DJ, in their own browser on a phone, from their card.
  const djSide = await openAs(browser, dj.email, '/bookings', [], { viewport: PHONE });
  await djSide.page
    .getByRole('link', { name: `View details of the booking from ${clientName} on ${day}` })
    .click();
  await expect(djSide.page).toHaveURL(path);
  await expect(djSide.page.getByRole('heading', { level: 1 })).toHaveText(
    `Booking from ${clientName} on ${day}`,
  );
  await expectSameEvent(djSide.page, date);
  await expect(fact(djSide.page, 'Client pays')).toHaveText(clientTotal);
  await expect(djSide.page.getByTestId('booking-money')).toHaveText(
    new RegExp(
      `^Client pays \\${clientTotal} · You receive \\$\\d[\\d,]*\\.\\d\\d \\(85% of your \\$\\d[\\d,]*\\.\\d\\d fee\\)$`,
    ),
  );
  await expect(djSide.page.getByTestId('booking-next-steps')).toContainText(
    'Once the event is over, mark it as completed.',
  );

  // Message opens the booking's chat, for each of them; the chat's header leads back.
  await djSide.page.getByRole('link', { name: `Message ${clientName}` }).click();
  await expect(djSide.page).toHaveURL(`/messages?booking=${bookingId}`);
  await expect(
    djSide.page.getByRole('region', { name: `Conversation with ${clientName}` }),
  ).toBeVisible();
  await djSide.page.getByRole('link', { name: 'Booking details' }).click();
  await expect(djSide.page).toHaveURL(path);
  await djSide.close();

  await page.getByRole('link', { name: `Message ${dj.name}` }).click();
  await expect(page).toHaveURL(`/messages?booking=${bookingId}`);
  await expect(page.getByRole('region', { name: `Conversation with ${dj.name}` })).toBeVisible();

  // A notification or e-mail sent before the page existed still lands on it.
  await page.goto(`/bookings?booking=${bookingId}`);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Booking with ${dj.name} on ${day}`,
  );

  // Someone else, signed in: the rules refuse the document, the page says not found.
  const strangerSide = await openAs(browser, stranger.email, path, [], { viewport: PHONE });
  await expect(strangerSide.page.getByRole('heading', { level: 1 })).toHaveText(
    'Booking not found',
  );
  await expect(strangerSide.page.getByText('E2E Warehouse')).toHaveCount(0);
  await expect(strangerSide.page.getByRole('link', { name: '← My Bookings' })).toBeVisible();
  await expectAccessibleAtBothWidths(strangerSide.page, `${path}, not found`);
  await strangerSide.close();

  // The client's page has no axe violations on a phone or a laptop.
  await page.goto(path);
  await expectSameEvent(page, date);
  await expectAccessibleAtBothWidths(page, `${path} as the client`);
});

test('the DJ answers a request from its page: the page says by when, and Decline asks first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = tag();
  const clientName = `Request Client ${t}`;
  const [dj, client] = await Promise.all([
    createVerifiedDj(`Request DJ ${t}`),
    createClient(clientName, 'detail'),
  ]);
  const date = utcDate(22);
  const day = formatIsoDate(date);
  const bookingId = await requestBooking(client.email, dj.uid, date);

  await signIn(page, dj.email, { at: `/bookings/${bookingId}` });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Booking from ${clientName} on ${day}`,
  );
  await expect(page.getByTestId('booking-status')).toHaveText('Pending');
  await expect(page.getByTestId('booking-next-steps')).toContainText(/Accept or decline by /);
  await expect(page.getByText('Messaging opens once the booking is confirmed.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Message / })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, '/bookings/:bookingId, a request, as the DJ');

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: `Decline booking from ${clientName} on ${day}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessibleAtBothWidths(page, '/bookings/:bookingId, the decline dialog');
  await page.setViewportSize(PHONE);
  await dialog.getByRole('button', { name: 'Keep request' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Accept booking from ${clientName} on ${day}` }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(page.getByRole('link', { name: `Message ${clientName}` })).toBeVisible();
});
