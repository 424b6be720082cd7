import type { Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  acceptBooking,
  callAs,
  createClient,
  createVerifiedDj,
  e2eAdminApp as adminApp,
  requestBooking,
  tag,
} from './accounts';
import { expect as baseExpect, signIn, test, toast } from './fixtures';
import { openAs } from './second-browser';

/**
 * Two browsers, listeners and a callable per message: on a busy machine a message can take a
 * few seconds to cross, so waits are longer than the config's 10 s.
 */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Booking chat on /messages, with the client and the DJ each in their own
 * browser context. Every chat test books a new DJ for a new client, so the
 * seeded conversations stay untouched and a retry starts from scratch.
 */

/** 'YYYY-MM-DD' `days` from today in UTC (the server's calendar). */
const utcDate = (days: number): string =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

interface Party {
  uid: string;
  email: string;
  name: string;
}

/** A new DJ and a new client with a booking between them, confirmed unless `pending`. */
async function bookingBetweenNewPeople(
  options: { pending?: boolean } = {},
): Promise<{ dj: Party; client: Party; bookingId: string }> {
  const t = tag();
  const clientName = `Chat Client ${t}`;
  const [dj, client] = await Promise.all([
    createVerifiedDj(`E2E Chat DJ ${t}`),
    createClient(clientName, 'chat'),
  ]);
  const bookingId = await requestBooking(client.email, dj.uid, utcDate(21));
  if (!options.pending) await acceptBooking(dj.email, bookingId);
  return { dj, client: { ...client, name: clientName }, bookingId };
}

const chatLink = (bookingId: string) => `/messages?booking=${bookingId}`;
const input = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const chatMessages = (page: Page) => page.getByTestId('chat-message');
const chatMessage = (page: Page, text: string) => chatMessages(page).filter({ hasText: text });
const nav = (page: Page) => page.getByTestId('messages-nav');
const row = (page: Page, bookingId: string) => page.getByTestId(`conversation-${bookingId}`);

/** Types a message and presses Enter; the input empties once it is queued. */
async function send(page: Page, text: string): Promise<void> {
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(input(page)).toHaveValue('');
}

/** The chat of `other` is open and ready for typing. */
async function expectChatOpen(page: Page, other: string): Promise<void> {
  await expect(page.getByRole('region', { name: `Conversation with ${other}` })).toBeVisible();
  await expect(input(page)).toBeEditable();
}

test.describe('/messages', () => {
  test('signed out: Please Sign In', async ({ page }) => {
    await page.goto('/messages');
    await expect(page.getByText('Please Sign In').first()).toBeVisible();
  });

  test('messages arrive live both ways; the chat opens when the booking is confirmed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { dj, client, bookingId } = await bookingBetweenNewPeople({ pending: true });

    // The client follows the link while the booking is still pending.
    const clientSide = await openAs(browser, client.email, chatLink(bookingId));
    const cp = clientSide.page;
    await expect(cp.getByText('Messaging opens once the booking is confirmed.')).toBeVisible();
    await expect(input(cp)).toHaveCount(0);

    // The DJ accepts: the client's page opens the chat without a reload.
    await acceptBooking(dj.email, bookingId);
    await expectChatOpen(cp, dj.name);
    await expect(cp.getByText('No messages yet. Start the conversation!')).toBeVisible();

    await signIn(page, dj.email, { at: chatLink(bookingId) });
    await expectChatOpen(page, client.name);

    // Client → DJ.
    const hello = `Hi! Looking forward to the party ${tag()}`;
    await send(cp, hello);
    const mine = chatMessage(cp, hello);
    await expect(mine).toHaveAttribute('data-own', 'true');
    await expect(mine).toHaveAttribute('data-delivery', 'delivered');
    const theirs = chatMessage(page, hello);
    await expect(theirs).toHaveCount(1);
    await expect(theirs).toHaveAttribute('data-own', 'false');
    await expect(theirs).toHaveAttribute('data-delivery', 'delivered');
    // Own messages only carry a status.
    await expect(theirs.getByTestId('message-status')).toHaveCount(0);

    // DJ → client, with Enter.
    const reply = `Same here, send me your must-play songs ${tag()}`;
    await send(page, reply);
    await expect(chatMessage(cp, reply)).toHaveAttribute('data-own', 'false');
    await expect(chatMessage(page, reply)).toHaveAttribute('data-own', 'true');

    // Both chats are open, so each side has read the other's message.
    await expect(mine.getByTestId('message-status')).toHaveText('Read');
    await expect(chatMessage(page, reply).getByTestId('message-status')).toHaveText('Read');

    // Same order on both sides, each message once.
    await expect(chatMessages(cp)).toHaveCount(2);
    await expect(chatMessages(page)).toHaveCount(2);
    await expect(chatMessages(cp).nth(0)).toContainText(hello);
    await expect(chatMessages(page).nth(1)).toContainText(reply);

    // The conversation rows show the last message.
    await expect(row(page, bookingId)).toContainText(`You: ${reply}`);
    await expect(row(cp, bookingId)).toContainText(reply);
    await expect(row(cp, bookingId)).not.toContainText('You:');
    await clientSide.close();
  });

  test('unread counts on the nav and the conversation clear when the chat is opened; the sender sees Read', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { dj, client, bookingId } = await bookingBetweenNewPeople();

    // The DJ is elsewhere in the app with nothing unread.
    await signIn(page, dj.email, { at: '/bookings' });
    await expect(nav(page)).toHaveAttribute('aria-label', 'Messages');

    const clientSide = await openAs(browser, client.email, chatLink(bookingId));
    const cp = clientSide.page;
    await expectChatOpen(cp, dj.name);
    const first = `Quick question about the setup ${tag()}`;
    const second = `Do you bring your own speakers? ${tag()}`;
    await send(cp, first);
    await send(cp, second);
    await expect(chatMessages(cp)).toHaveCount(2);
    // Two sends at once: the Functions emulator may start a second sendMessage worker for the
    // second (one per concurrent call), as the offline test below allows for; a clean run of
    // ddb0faa saw it answer after 20 s.
    for (const text of [first, second]) {
      await expect(chatMessage(cp, text)).toHaveAttribute('data-delivery', 'delivered', {
        timeout: 30_000,
      });
    }

    // The badge counts them live, on whatever page the DJ is on.
    await expect(nav(page)).toHaveAttribute('aria-label', 'Messages, 2 unread');
    await expect(page.getByTestId('messages-nav-badge')).toContainText('2');
    await nav(page).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByText('Select a Conversation')).toBeVisible();
    const conversation = row(page, bookingId);
    await expect(conversation).toContainText(client.name);
    await expect(conversation).toContainText(second);
    await expect(conversation.getByLabel('2 unread')).toBeVisible();

    // Not opened yet: nothing is read.
    await expect(cp.getByTestId('message-status')).toHaveCount(0);

    await conversation.click();
    await expect(page).toHaveURL(new RegExp(`/messages\\?booking=${bookingId}$`));
    await expectChatOpen(page, client.name);
    await expect(chatMessage(page, first)).toBeVisible();
    await expect(chatMessage(page, second)).toBeVisible();
    await expect(nav(page)).toHaveAttribute('aria-label', 'Messages');
    await expect(conversation.getByLabel(/unread/)).toHaveCount(0);
    await expect(page.getByTestId('chat-unread')).toHaveCount(0);

    // The client sees both read, without a reload.
    for (const text of [first, second]) {
      await expect(chatMessage(cp, text).getByTestId('message-status')).toHaveText('Read');
    }
    // The same batch marked the DJ's "new message" notification read.
    await expect
      .poll(
        async () =>
          (
            await getFirestore(adminApp())
              .doc(`users/${dj.uid}/notifications/message_${bookingId}`)
              .get()
          ).get('readAt') ?? null,
      )
      .not.toBeNull();
    await clientSide.close();
  });

  test('a message typed offline shows Sending… and is delivered once on reconnect', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { dj, client, bookingId } = await bookingBetweenNewPeople();

    await signIn(page, dj.email, { at: chatLink(bookingId) });
    await expectChatOpen(page, client.name);

    // Offline, the sender's Firestore SDK and Chromium log the lost connection.
    const clientSide = await openAs(browser, client.email, chatLink(bookingId), [
      /Could not reach Cloud Firestore backend/,
      /ERR_INTERNET_DISCONNECTED/,
      /Failed to load resource/,
      /WebChannelConnection/,
    ]);
    const cp = clientSide.page;
    await expectChatOpen(cp, dj.name);
    const before = `Sent while online ${tag()}`;
    await send(cp, before);
    await expect(chatMessage(page, before)).toHaveCount(1);

    await cp.context().setOffline(true);
    await expect.poll(() => cp.evaluate(() => navigator.onLine)).toBe(false);
    const first = `Typed in the tunnel ${tag()}`;
    const second = `Still no signal here ${tag()}`;
    await send(cp, first);
    await send(cp, second);
    for (const text of [first, second]) {
      const pending = chatMessage(cp, text);
      await expect(pending).toHaveAttribute('data-own', 'true');
      await expect(pending).toHaveAttribute('data-delivery', 'pending');
      await expect(pending.getByTestId('message-status')).toHaveText('Sending…');
    }
    // Kept for a reload or a closed tab.
    const stored = await cp.evaluate(
      (key) => window.localStorage.getItem(key),
      `spinbook.outbox.${client.uid}`,
    );
    expect(stored).toContain(first);
    expect(stored).toContain(second);
    // The DJ has none of them, even after a while.
    await page.waitForTimeout(2_000);
    await expect(chatMessage(page, first)).toHaveCount(0);
    await expect(chatMessage(page, second)).toHaveCount(0);

    await cp.context().setOffline(false);
    for (const text of [first, second]) {
      await expect(chatMessage(page, text)).toHaveCount(1, { timeout: 30_000 });
      const sent = chatMessage(cp, text);
      await expect(sent).toHaveAttribute('data-delivery', 'delivered', { timeout: 30_000 });
      await expect(sent.getByText('Sending…')).toHaveCount(0);
    }
    // In order, each once, on both sides; the outbox is empty again.
    for (const p of [page, cp]) {
      await expect(chatMessages(p)).toHaveCount(3);
      await expect(chatMessages(p).nth(1)).toContainText(first);
      await expect(chatMessages(p).nth(2)).toContainText(second);
    }
    await expect
      .poll(() =>
        cp.evaluate((key) => window.localStorage.getItem(key), `spinbook.outbox.${client.uid}`),
      )
      .toBeNull();
    // Exactly three documents on the server: nothing was written twice.
    const docs = await getFirestore(adminApp()).collection(`bookings/${bookingId}/messages`).get();
    expect(docs.docs.map((d) => String(d.get('content')))).toEqual(
      expect.arrayContaining([before, first, second]),
    );
    expect(docs.size).toBe(3);
    await page.waitForTimeout(1_000);
    await expect(chatMessages(page)).toHaveCount(3);
    await clientSide.close();
  });

  test('off-platform contact is blocked: Message Guidelines, the text stays, the DJ never gets it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { dj, client, bookingId } = await bookingBetweenNewPeople();

    await signIn(page, dj.email, { at: chatLink(bookingId) });
    await expectChatOpen(page, client.name);

    const clientSide = await openAs(browser, client.email, chatLink(bookingId));
    const cp = clientSide.page;
    await expectChatOpen(cp, dj.name);

    const blocked = 'call me at 555 123 4567';
    await input(cp).fill(blocked);
    await input(cp).press('Enter');
    await expect(toast(cp)).toContainText('Message Guidelines');
    await expect(cp.locator('#chat-error')).toHaveText(
      'Please keep all communication within the platform for safety and security.',
    );
    await expect(input(cp)).toHaveValue(blocked);
    await expect(input(cp)).toHaveAttribute('aria-invalid', 'true');
    await expect(cp.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(chatMessages(cp)).toHaveCount(0);

    // Editing clears the error; a clean message goes through and is the only one the DJ gets.
    const clean = `Let's keep planning here ${tag()}`;
    await input(cp).fill(clean);
    await expect(cp.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await input(cp).press('Enter');
    await expect(chatMessage(page, clean)).toHaveCount(1);
    await expect(chatMessages(page)).toHaveCount(1);
    await expect(chatMessages(cp)).toHaveCount(1);

    // Past the app (as a modified client would), the server refuses it as well.
    await expect(
      callAs(client.email, 'sendMessage', {
        bookingId,
        messageId: `E2eBlocked${tag()}${tag()}`.slice(0, 20).padEnd(20, 'x'),
        content: "let's move to WhatsApp",
      }),
    ).rejects.toThrow(/keep all communication within the platform/);
    await page.waitForTimeout(1_000);
    await expect(chatMessages(page)).toHaveCount(1);
    await expect(page.getByText('WhatsApp')).toHaveCount(0);
    await expect(page.getByText('555 123 4567')).toHaveCount(0);
    await clientSide.close();
  });

  test('the 11th message within a minute is refused: Rate Limit Exceeded, Not sent', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const { client, dj, bookingId } = await bookingBetweenNewPeople();
    await signIn(page, client.email, { at: chatLink(bookingId) });
    await expectChatOpen(page, dj.name);

    const t = tag();
    for (let i = 1; i <= 11; i += 1) await send(page, `Rate check ${t} #${i}`);
    // The outbox sends one message at a time: what the person sees is each of the first ten
    // delivered in turn, then the 11th refused. Waiting for each says how far the queue got:
    // one 20 s wait for the toast saw #9–#11 still "Sending…" when the emulators answered
    // slowly (run 22). In run 15 the first ten were delivered and the 11th alone went
    // unanswered for 20 s; that cause is not found.
    for (let i = 1; i <= 10; i += 1) {
      // "#1" but not "#10" or "#11".
      const sent = chatMessages(page).filter({
        hasText: new RegExp(`Rate check ${t} #${i}(?!\\d)`),
      });
      await expect(sent).toHaveAttribute('data-delivery', 'delivered');
    }
    await expect(toast(page)).toContainText('Rate Limit Exceeded', { timeout: 20_000 });
    const refused = chatMessage(page, `Rate check ${t} #11`);
    await expect(refused).toHaveAttribute('data-delivery', 'failed');
    await expect(refused.getByTestId('message-status')).toHaveText('Not sent');
    await expect(refused.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(chatMessages(page).and(page.locator('[data-delivery="delivered"]'))).toHaveCount(
      10,
    );
    const docs = await getFirestore(adminApp()).collection(`bookings/${bookingId}/messages`).get();
    expect(docs.size).toBe(10);
    // Chromium logs the refused call (HTTP 429); that one is expected, anything else is not.
    const unexpected = consoleErrors.filter((e) => !/status of 429 \(Too Many Requests\)/.test(e));
    consoleErrors.length = 0;
    consoleErrors.push(...unexpected);
  });

  test("a new client has No Active Conversations and cannot open someone else's chat", async ({
    page,
  }) => {
    const { email } = await createClient(`Chat Empty ${tag()}`, 'chat');
    await signIn(page, email, { at: '/messages' });
    await expect(page.getByRole('heading', { name: 'No Active Conversations' })).toBeVisible();
    await expect(
      page.getByText("You'll see conversations here once you have confirmed bookings."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a DJ' }).last()).toHaveAttribute(
      'href',
      '/discover',
    );
    await expect(nav(page)).toHaveAttribute('aria-label', 'Messages');

    // A seeded booking between client@ and dj@, which this client is no party to.
    const { uid } = await getAuth(adminApp()).getUserByEmail('client@spinbook.test');
    const theirs = await getFirestore(adminApp())
      .collection('bookings')
      .where('clientUid', '==', uid)
      .where('status', '==', 'confirmed')
      .limit(1)
      .get();
    const bookingId = theirs.docs[0]?.id;
    expect(bookingId, 'a seeded confirmed booking of client@').toBeTruthy();
    await page.goto(chatLink(bookingId!));
    await expect(page.getByText("This conversation isn't available.")).toBeVisible();
    await expect(
      page.getByText('You can only message the other party of your own booking.'),
    ).toBeVisible();
    await expect(input(page)).toHaveCount(0);
    await expect(chatMessages(page)).toHaveCount(0);
  });

  test('on a 390 × 844 phone the composer is on screen above the bottom navigation, unscrolled', async ({
    page,
  }) => {
    const { dj, client, bookingId } = await bookingBetweenNewPeople();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, client.email, { at: chatLink(bookingId) });
    await expectChatOpen(page, dj.name);
    const bar = page.getByTestId('bottom-nav');
    await expect(bar).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The composer: the field, Send, and the hint and counter under them.
    const composer = input(page).locator('xpath=ancestor::form[1]');
    const [field, form, navBox] = await Promise.all([
      input(page).boundingBox(),
      composer.boundingBox(),
      bar.boundingBox(),
    ]);
    if (!field || !form || !navBox) throw new Error('composer or bottom navigation not drawn');
    expect(form.y + form.height).toBeLessThanOrEqual(navBox.y);
    expect(field.y).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport();
    // Typing needs no scrolling either.
    await input(page).fill(`Hello from a phone ${tag()}`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the seeded demo: Jordan Lee has a conversation with Marcus Reid', async ({ page }) => {
    await signIn(page, 'client@spinbook.test', { at: '/messages' });
    const conversations = page.getByRole('list', { name: 'Conversations' });
    await expect(conversations).toBeVisible();
    // Only listed, never opened: opening would mark the demo's unread messages read.
    await expect(
      conversations.locator('[data-testid^="conversation-"]').filter({ hasText: 'Marcus Reid' }),
    ).not.toHaveCount(0);
    await expect(nav(page)).toHaveAttribute('aria-label', /^Messages(, \d+ unread)?$/);
  });
});
