import type { Page, Worker } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { expect, test } from './fixtures';

/**
 * Web push in the app's one service worker (src/app/pwa/push-worker.ts, docs/pwa.md): a push
 * as FCM delivers it reaches the worker over the DevTools protocol
 * (ServiceWorker.deliverPushMessage), and the notifications it shows are read back with
 * registration.getNotifications().
 *
 * A click cannot be tested here: Chromium has no DevTools command that clicks a notification,
 * and a page cannot dispatch a trusted `notificationclick` into the worker. Where a click goes
 * is the pure notificationTargetPath (src/domain/push-payload.test.ts); these tests check that
 * each notification carries that path.
 */

test.use({
  // The worker is what this file is about (playwright.config.ts blocks it elsewhere).
  serviceWorkers: 'allow',
  // The full Chromium, not the headless shell the other specs may run in: there the
  // notification permission stays 'denied' whatever the context grants, and a page's
  // navigator.setAppBadge crashed the renderer (Chromium 156, 2026-12).
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  },
});

const BOOKING = 'PushEtoeBookingAaaaaaa1';

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The HTTP v1 message's fields as FCM hands them to the browser (push-payload.ts). */
function fcmPush(
  origin: string,
  fields: { type: string; kind: string; title: string; body: string; tag: string; badge: string },
  link: string,
) {
  return {
    notification: {
      title: fields.title,
      body: fields.body,
      tag: fields.tag,
      icon: '/icons/pwa-192.png',
      badge: '/icons/pwa-48.png',
    },
    data: {
      kind: fields.kind,
      type: fields.type,
      bookingId: BOOKING,
      link,
      tag: fields.tag,
      badge: fields.badge,
    },
    fcmOptions: { link: `${origin}${link}` },
    from: '1234567890',
    collapse_key: 'do_not_collapse',
    fcmMessageId: `e2e-${fields.tag}`,
  };
}

const request = (origin: string, badge: string) =>
  fcmPush(
    origin,
    {
      type: 'booking_requested',
      kind: 'requests',
      title: 'New booking request',
      body: 'Sam asks for Sat 12 Dec, 8 PM',
      tag: `booking_requested:${BOOKING}`,
      badge,
    },
    `/bookings/${BOOKING}`,
  );

const message = (origin: string, badge: string) =>
  fcmPush(
    origin,
    {
      type: 'new_message',
      kind: 'messages',
      title: 'New message from Sam',
      body: 'See you at eight',
      tag: `new_message:${BOOKING}`,
      badge,
    },
    `/messages?booking=${BOOKING}`,
  );

interface Pusher {
  origin: string;
  deliver: (payload: unknown) => Promise<void>;
}

/** The activated worker's registration, to which the DevTools protocol delivers pushes. */
async function pusher(page: Page): Promise<Pusher> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  let registrationId: string | undefined;
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    registrationId ??= versions.find((v) => v.status === 'activated')?.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrationId, { message: 'an activated worker' }).toBeDefined();
  return {
    origin,
    deliver: async (payload) => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrationId!,
        data: JSON.stringify(payload),
      });
    },
  };
}

function shown(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });
}

type BadgeCall = number | 'cleared';

/**
 * Records the worker's Badging API calls. The page cannot see the worker's navigator, but
 * Playwright can evaluate in the worker itself: its setAppBadge and clearAppBadge are replaced
 * by recorders there, so the test sees the calls the push handler makes. The handler sets the
 * badge after its notification is shown, so a recorded count also says that push is done.
 */
async function badgeRecorder(page: Page): Promise<() => Promise<BadgeCall[]>> {
  const worker: Worker =
    page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    const calls: (number | 'cleared')[] = [];
    const scope = globalThis as typeof globalThis & { __badgeCalls?: typeof calls };
    scope.__badgeCalls = calls;
    Object.defineProperties(navigator, {
      setAppBadge: {
        configurable: true,
        value: (count?: number) => Promise.resolve(void calls.push(count ?? 0)),
      },
      clearAppBadge: {
        configurable: true,
        value: () => Promise.resolve(void calls.push('cleared')),
      },
    });
  });
  return () =>
    worker.evaluate(
      () => (globalThis as typeof globalThis & { __badgeCalls?: BadgeCall[] }).__badgeCalls ?? [],
    );
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['notifications']);
});

test('a new request shows one notification, however often it arrives, and badges the app', async ({
  page,
}) => {
  await page.goto('/');
  const push = await pusher(page);
  const badgeCalls = await badgeRecorder(page);

  await push.deliver(request(push.origin, '1'));
  await expect.poll(badgeCalls).toEqual([1]);
  expect(await shown(page)).toEqual([
    {
      title: 'New booking request',
      body: 'Sam asks for Sat 12 Dec, 8 PM',
      tag: `booking_requested:${BOOKING}`,
      icon: `${push.origin}/icons/pwa-192.png`,
      // Where a click goes: the booking's page, where the DJ accepts or declines.
      data: { path: `/bookings/${BOOKING}` },
    },
  ]);

  // FCM may deliver a message twice; the tag makes the second replace the first.
  await push.deliver(request(push.origin, '1'));
  await expect.poll(badgeCalls).toEqual([1, 1]);
  expect((await shown(page)).map((n) => n.tag)).toEqual([`booking_requested:${BOOKING}`]);
});

test('a message shows its notification, except to someone reading that chat', async ({ page }) => {
  // Signed out, /messages asks to sign in at the same address: the worker goes by the address
  // of the window, which is all it can see.
  await page.goto(`/messages?booking=${BOOKING}`);
  const push = await pusher(page);
  const badgeCalls = await badgeRecorder(page);

  await push.deliver(message(push.origin, '2'));
  // The badge still follows the server's count.
  await expect.poll(badgeCalls).toEqual([2]);
  expect(await shown(page)).toEqual([]);

  await page.goto('/');
  await push.deliver(message(push.origin, '3'));
  await expect.poll(badgeCalls).toEqual([2, 3]);
  expect(await shown(page)).toEqual([
    expect.objectContaining({
      title: 'New message from Sam',
      body: 'See you at eight',
      tag: `new_message:${BOOKING}`,
      data: { path: `/messages?booking=${BOOKING}` },
    }),
  ]);

  // A data-only message (texts in data, no link): shown too; a count of 0 clears the badge.
  await push.deliver({
    data: {
      title: 'Payout sent',
      body: '$450.00 is on its way to your bank',
      kind: 'payouts',
      type: 'payout_sent',
      tag: 'payout_sent:p1',
      badge: '0',
    },
  });
  await expect.poll(badgeCalls).toEqual([2, 3, 'cleared']);
  expect((await shown(page)).map((n) => [n.title, n.data])).toEqual(
    expect.arrayContaining([['Payout sent', { path: '/dj-dashboard?tab=earnings' }]]),
  );
});

test('a hostile link never becomes where a click goes', async ({ page }) => {
  await page.goto('/');
  const push = await pusher(page);
  const badgeCalls = await badgeRecorder(page);
  const payload = fcmPush(
    push.origin,
    {
      type: 'booking_accepted',
      kind: 'bookingUpdates',
      title: 'Booking accepted',
      body: 'DJ Nova accepted your request',
      tag: 'accepted',
      badge: '5',
    },
    '//evil.example/phish',
  );
  payload.fcmOptions.link = 'https://evil.example/phish';
  await push.deliver(payload);
  await expect.poll(badgeCalls).toEqual([5]);
  expect((await shown(page)).map((n) => n.data)).toEqual([{ path: `/bookings/${BOOKING}` }]);
});
