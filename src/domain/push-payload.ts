import { bookingChatPath, bookingPath } from './booking-links';
import { isValidDocId } from './ids';
import {
  kindOfNoticeType,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from './notification-preferences';

/**
 * What a push from FCM carries when it reaches the service worker, and where its notification
 * leads (issue 40; docs/pwa.md, "Push in the one worker"). Pure, shared with the server, which
 * builds the message these functions read.
 *
 * FCM turns an HTTP v1 message into the push event's JSON as firebase-js-sdk's messaging
 * worker reads it (`MessagePayloadInternal`, packages/messaging): `notification` is the
 * message's notification merged with `webpush.notification` (title, body, tag, icon,
 * badge…), `data` is the data map (strings only), and `webpush.fcm_options.link` arrives as
 * `fcmOptions.link`, or as `notification.click_action` (the SDK reads both; firebase-js-sdk
 * issue 6207 saw only the latter). `from`, `collapse_key` and `fcmMessageId` come too.
 */
export interface DeliveredPush {
  notification?: {
    title?: string;
    body?: string;
    tag?: string;
    icon?: string;
    /** The small monochrome icon's address, not the app badge's count (that is data.badge). */
    badge?: string;
    click_action?: string;
  };
  data?: Partial<Record<PushDataKey, string>> & Record<string, string>;
  fcmOptions?: { link?: string; analytics_label?: string };
  from?: string;
  collapse_key?: string;
  fcmMessageId?: string;
}

/** The data keys the server sends (all strings, as FCM requires). */
export type PushDataKey =
  | 'kind'
  | 'type'
  | 'bookingId'
  | 'link'
  | 'tag'
  | 'badge'
  /** A data-only message carries its texts here. */
  | 'title'
  | 'body';

export interface ParsedPush {
  title: string;
  body: string;
  /** Same tag, same notification: a message delivered twice replaces itself. Empty: none. */
  tag: string;
  /** A same-origin path ('/bookings/abc'), or null when none was sent or it was refused. */
  link: string | null;
  /** The app badge's count for this person, or null to leave the badge alone. */
  badge: number | null;
  bookingId: string | null;
  /** The bell notice's type (booking_requested, new_message…). */
  type: string | null;
  kind: NotificationKind | null;
}

/** Longer texts are cut: the system shows a few lines at most, and they come over the wire. */
const MAX_TITLE = 200;
const MAX_BODY = 1000;
const MAX_TAG = 200;
const MAX_BADGE = 99_999;
const NOTICE_TYPE = /^[a-z][a-z0-9_]{0,63}$/;

/** Where a payout's notification leads: the DJ's earnings. */
export const EARNINGS_PATH = '/dj-dashboard?tab=earnings';

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, max);
}

/**
 * `link` as a path of `origin`, or null. A notification must never open another site: an
 * absolute address counts only on our own origin, and a protocol-relative '//evil' or a
 * 'javascript:' address resolves to another origin (or none) and is refused.
 */
export function sameOriginPath(link: unknown, origin: string): string | null {
  if (typeof link !== 'string' || link === '') return null;
  if (!link.startsWith('/') && !/^https?:\/\//i.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function badgeCount(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  return Math.min(Number(value), MAX_BADGE);
}

function noticeKind(kind: unknown, type: string | null): NotificationKind | null {
  const listed = NOTIFICATION_KINDS.find((known) => known === kind);
  return listed ?? kindOfNoticeType(type);
}

/**
 * The push event's JSON as the worker shows it, or null when it is not one of ours (no
 * title anywhere, or not an object). `origin` is the worker's own (self.location.origin).
 */
export function parsePushPayload(json: unknown, origin: string): ParsedPush | null {
  const payload = record(json);
  if (!payload) return null;
  const notification = record(payload.notification) ?? {};
  const data = record(payload.data) ?? {};
  const fcmOptions = record(payload.fcmOptions) ?? {};

  const title = text(notification.title, MAX_TITLE) ?? text(data.title, MAX_TITLE);
  if (title === null) return null;
  const body = text(notification.body, MAX_BODY) ?? text(data.body, MAX_BODY) ?? '';
  const tag =
    text(notification.tag, MAX_TAG) ??
    text(data.tag, MAX_TAG) ??
    // FCM's id of this message: a redelivery of it still replaces rather than duplicates.
    text(payload.fcmMessageId, MAX_TAG) ??
    '';
  const link =
    sameOriginPath(fcmOptions.link, origin) ??
    sameOriginPath(notification.click_action, origin) ??
    sameOriginPath(data.link, origin);
  const type = typeof data.type === 'string' && NOTICE_TYPE.test(data.type) ? data.type : null;
  return {
    title,
    body,
    tag,
    link,
    badge: badgeCount(data.badge),
    bookingId: isValidDocId(data.bookingId) ? data.bookingId : null,
    type,
    kind: noticeKind(data.kind, type),
  };
}

/**
 * Where a click on the notification goes. A request (or a reminder to answer one) opens the
 * booking's page, where the DJ accepts or declines; a message opens its chat; a payout the
 * DJ's earnings. Anything else follows the link the server sent, else its booking, else home.
 */
export function notificationTargetPath(push: ParsedPush): string {
  const { kind, bookingId } = push;
  if (kind === 'requests' && bookingId) return bookingPath(bookingId);
  if (kind === 'messages' && bookingId) return bookingChatPath(bookingId);
  if (kind === 'payouts') return EARNINGS_PATH;
  if (push.link) return push.link;
  return bookingId ? bookingPath(bookingId) : '/';
}

/**
 * Whether a window at `clientUrl` shows `path` of `origin`: the same page with at least the
 * path's query values (a chat at /messages?booking=abc&x=1 still shows booking abc's chat).
 */
export function urlShowsPath(clientUrl: string, path: string, origin: string): boolean {
  let shown: URL;
  let target: URL;
  try {
    shown = new URL(clientUrl);
    target = new URL(path, origin);
  } catch {
    return false;
  }
  if (shown.origin !== target.origin || shown.pathname !== target.pathname) return false;
  return [...target.searchParams].every(([key, value]) => shown.searchParams.get(key) === value);
}
