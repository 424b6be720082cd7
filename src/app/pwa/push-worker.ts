/**
 * Web push in the app's one service worker (docs/pwa.md, "Push in the one worker"). Workbox's
 * generated sw.js loads this with importScripts (through worker-addons.ts), so vite.config.ts
 * bundles it into a classic script of its own (app-worker-<hash>.js): no module syntax survives, and nothing of the
 * page's code is in it. There is no firebase-messaging-sw.js: FCM's payload is read here.
 */
import {
  notificationTargetPath,
  parsePushPayload,
  sameOriginPath,
  urlShowsPath,
  type ParsedPush,
} from '../../domain/push-payload';

declare const self: ServiceWorkerGlobalScope;

/** The same pictures the server names in webpush.notification: ours, whatever it sent. */
const ICON = '/icons/pwa-192.png';
const BADGE_ICON = '/icons/pwa-48.png';

interface NotificationData {
  path: string;
}

function windows(): Promise<readonly WindowClient[]> {
  // Uncontrolled too: a page opened before this worker took control is still ours.
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

function readPush(event: PushEvent): ParsedPush | null {
  try {
    return parsePushPayload(event.data?.json(), self.location.origin);
  } catch {
    // Not JSON: not one of ours.
    return null;
  }
}

/**
 * A person reading the very chat a message belongs to sees it arrive: a notification on top
 * would only repeat it. (Chromium requires a notification for each push only while no page
 * of the origin is visible, which is not the case here.)
 */
async function isReadingChat(path: string): Promise<boolean> {
  const open = await windows();
  return open.some(
    (client) =>
      (client.focused || client.visibilityState === 'visible') &&
      urlShowsPath(client.url, path, self.location.origin),
  );
}

/** The count on the app's icon; the Badging API is missing in some browsers' workers. */
async function applyBadge(count: number): Promise<void> {
  const nav: Partial<NavigatorBadge> = self.navigator;
  try {
    if (count === 0) await nav.clearAppBadge?.();
    else await nav.setAppBadge?.(count);
  } catch {
    // A refused badge (Safari without permission) must not cost the notification.
  }
}

async function onPush(event: PushEvent): Promise<void> {
  const push = readPush(event);
  if (!push) return;
  const path = notificationTargetPath(push);
  const quiet = push.kind === 'messages' && (await isReadingChat(path));
  if (!quiet) {
    const data: NotificationData = { path };
    await self.registration.showNotification(push.title, {
      body: push.body,
      // The same tag replaces the notification already shown: a repeated delivery, or the
      // next reminder about the same request, never stacks up a second one.
      ...(push.tag ? { tag: push.tag } : {}),
      icon: ICON,
      badge: BADGE_ICON,
      data,
    });
  }
  if (push.badge !== null) await applyBadge(push.badge);
}

function pathOf(notification: Notification): string {
  const data = notification.data as Partial<NotificationData> | null;
  // Checked again: notification data outlives a worker update, and a path is all it may hold.
  return sameOriginPath(data?.path, self.location.origin) ?? '/';
}

/**
 * Brings the app to the notification's page: a window already on it is focused; else an
 * open window this worker controls is focused and navigated there (a full load of that page,
 * which the worker serves like any other); else a new window opens. A window the worker does
 * not control cannot be navigated (WindowClient.navigate rejects), so it gets a new window
 * rather than a message the page would need code (and first-load bytes) to answer.
 */
async function onNotificationClick(notification: Notification): Promise<void> {
  notification.close();
  const path = pathOf(notification);
  const origin = self.location.origin;
  const there = (await windows()).find((client) => urlShowsPath(client.url, path, origin));
  if (there) {
    await there.focus().catch(() => undefined);
    return;
  }
  const url = new URL(path, origin).href;
  const [controlled] = await self.clients.matchAll({ type: 'window' });
  if (controlled) {
    const focused = await controlled.focus().catch(() => controlled);
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(event));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(onNotificationClick(event.notification));
});
