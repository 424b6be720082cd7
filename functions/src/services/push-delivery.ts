// Pushing one notice to a person's devices (issue 40, item 3; docs/notifications.md). Every
// push goes through here: the bell's notices (a request, its answer, a reminder, a payout) by
// the notice trigger, and each chat message by the message trigger.
//
// Once per event: the first delivery claims `pushLog/{eventKey}` with create(), so a trigger
// delivered twice, or a job run twice, sends nothing the second time. A claim whose sends were
// cut off is not sent again (at most once: a lost push beats a double buzz, and the bell keeps
// the notice); the device's tag makes even a second send replace, not add, a notification.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  kindOfNoticeType,
  preferencesOf,
  shouldNotify,
  type NotificationKind,
} from '../../../src/domain/notification-preferences';
import { expiryFields } from '../../../src/domain/retention';
import type { Logger } from './logger';
import type { PushMessage, PushResult, PushSender } from './push/push-sender';

/** What one event tells a person; `type` is the bell's notice type. */
export interface PushNotice {
  type: string;
  title: string;
  body: string;
  link: string;
  bookingId: string | null;
}

export interface PushDeliveryDeps {
  db: Firestore;
  sender: PushSender;
  log?: Logger;
}

/** A person's devices pushed to at most: the ones seen last. */
export const MAX_DEVICES_PER_PERSON = 10;

/**
 * How long a device's open conversation counts as open: the app refreshes it each minute while
 * the chat is on screen, so an app killed with the chat open stops holding pushes back soon.
 */
export const OPEN_CHAT_FRESH_MS = 2 * 60 * 1000;

export type PushDeliveryOutcome =
  | {
      kind: 'not-pushed';
      reason: 'no-kind' | 'duplicate' | 'preference' | 'quiet-hours' | 'no-devices';
    }
  | { kind: 'pushed'; sent: number; dead: number; failed: number };

/** The notification tag: a chat's messages replace each other; every other notice its own. */
export function pushTagOf(notice: PushNotice, eventKey: string): string {
  return notice.type === 'new_message' && notice.bookingId ? `chat-${notice.bookingId}` : eventKey;
}

const millisOf = (value: unknown): number | null => {
  if (value && typeof value === 'object' && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return Number(toMillis.call(value));
  }
  return null;
};

/** Whether the device shows this booking's chat right now (its messages are not pushed there). */
function showsChat(device: DocumentSnapshot, bookingId: string, now: Date): boolean {
  if (device.get('openChatId') !== bookingId) return false;
  const seen = millisOf(device.get('lastSeenAt'));
  return seen !== null && now.getTime() - seen < OPEN_CHAT_FRESH_MS;
}

/**
 * The installed app's badge for this person: unread conversations plus, for a DJ, the requests
 * waiting for them (issue 40, item 6). The app shows the same sum live while it is open.
 */
export async function badgeCountOf(db: Firestore, uid: string): Promise<number> {
  const [unread, waiting] = await Promise.all([
    db
      .collection('users')
      .doc(uid)
      .collection('notifications')
      .where('type', '==', 'new_message')
      .where('readAt', '==', null)
      .count()
      .get(),
    db
      .collection('bookings')
      .where('djOwnerUid', '==', uid)
      .where('status', '==', 'pending')
      .count()
      .get(),
  ]);
  return unread.data().count + waiting.data().count;
}

function messageFor(
  device: DocumentSnapshot,
  notice: PushNotice,
  kind: NotificationKind,
  tag: string,
  badge: number,
): PushMessage {
  return {
    token: String(device.get('token')),
    title: notice.title,
    body: notice.body,
    link: notice.link,
    tag,
    data: {
      kind,
      type: notice.type,
      bookingId: notice.bookingId ?? '',
      link: notice.link,
      tag,
      badge: String(badge),
    },
  };
}

/** Claims the event; false when an earlier delivery already did. */
async function claim(db: Firestore, uid: string, eventKey: string, now: Date): Promise<boolean> {
  try {
    await db
      .collection('pushLog')
      .doc(eventKey)
      .create({ uid, claimedAt: now, ...expiryFields('pushLog', now) });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 6) return false; // ALREADY_EXISTS
    throw error;
  }
}

/** Deletes the devices FCM says are gone, unless they were rewritten since they were read. */
async function forgetDead(
  devices: DocumentSnapshot[],
  results: PushResult[],
  log: Logger,
): Promise<number> {
  let dead = 0;
  await Promise.all(
    results.map(async (result, i) => {
      const device = devices[i];
      if (result.outcome !== 'dead' || !device?.updateTime) return;
      dead += 1;
      try {
        // A device that refreshed its token meanwhile keeps it.
        await device.ref.delete({ lastUpdateTime: device.updateTime });
      } catch (error) {
        log.warn('push: a dead device changed before it was removed', device.ref.path, error);
      }
    }),
  );
  return dead;
}

/**
 * Pushes `notice` to `uid`'s devices once for `eventKey` (a notice id, or a message's), as their
 * preferences and quiet hours allow at `now`.
 */
export async function pushNotice(
  deps: PushDeliveryDeps,
  uid: string,
  eventKey: string,
  notice: PushNotice,
  now: Date,
): Promise<PushDeliveryOutcome> {
  const log = deps.log ?? console;
  const kind = kindOfNoticeType(notice.type);
  if (!kind) return { kind: 'not-pushed', reason: 'no-kind' };
  const user = deps.db.collection('users').doc(uid);
  const [settings, devicesSnap] = await Promise.all([
    user.collection('settings').doc('notifications').get(),
    user.collection('devices').orderBy('lastSeenAt', 'desc').limit(MAX_DEVICES_PER_PERSON).get(),
  ]);
  const preferences = preferencesOf(settings.data());
  if (!preferences.push[kind]) return { kind: 'not-pushed', reason: 'preference' };
  if (!shouldNotify(preferences, kind, 'push', now)) {
    return { kind: 'not-pushed', reason: 'quiet-hours' };
  }
  const devices = devicesSnap.docs.filter(
    (d) =>
      typeof d.get('token') === 'string' &&
      !(kind === 'messages' && notice.bookingId && showsChat(d, notice.bookingId, now)),
  );
  if (devices.length === 0) return { kind: 'not-pushed', reason: 'no-devices' };
  if (!(await claim(deps.db, uid, eventKey, now)))
    return { kind: 'not-pushed', reason: 'duplicate' };

  const badge = await badgeCountOf(deps.db, uid);
  const tag = pushTagOf(notice, eventKey);
  const results = await deps.sender.send(
    devices.map((d) => messageFor(d, notice, kind, tag, badge)),
  );
  const dead = await forgetDead(devices, results, log);
  const sent = results.filter((r) => r.outcome === 'sent').length;
  const failed = results.filter((r) => r.outcome === 'failed').length;
  if (failed > 0) log.warn('push: not delivered to some devices', eventKey, results);
  await deps.db
    .collection('pushLog')
    .doc(eventKey)
    .set({ sent, dead, failed, sentAt: FieldValue.serverTimestamp() }, { merge: true });
  return { kind: 'pushed', sent, dead, failed };
}
