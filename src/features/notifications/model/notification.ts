import { bookingPath, legacyBookingLinkId } from '../../../domain/booking-links';
import { isMessageNotificationId } from '../../../domain/chat';
import { formatIsoDate } from '../../../domain/format';
import { toDate } from '../../../lib/firestore-values';

/** users/{uid}/notifications/{id} as the bell shows it (written by onBookingWritten). */
export interface AppNotification {
  id: string;
  title: string;
  body: string;
  /** A path inside the app; anything else is not followed. */
  link: string;
  createdAt: Date | null;
  read: boolean;
  /** What it is about ('booking_accepted', …); null when the document has none. */
  type: string | null;
}

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;

/**
 * Notices written before issue 38 said 'on 2031-05-01': the bell shows 'on May 1, 2031', as
 * the server now writes them. Only in texts the platform wrote: a "new message" notice's body
 * is what a person typed, shown as typed.
 */
function readableBody(id: string, type: string | null, body: string): string {
  if (type === 'new_message' || isMessageNotificationId(id)) return body;
  return body.replace(ISO_DAY, (iso) => formatIsoDate(iso) || iso);
}

/**
 * Where a notice leads. Notices stored before the booking page existed link to the list with
 * the booking in the query ('/bookings?booking=<id>'): they open the booking's page, as new
 * ones do (decision 0046).
 */
function linkOf(link: string): string {
  const legacyId = legacyBookingLinkId(link);
  return legacyId ? bookingPath(legacyId) : link;
}

/** Defensive: a malformed document still shows, and only same-site links are kept. */
export function parseNotification(id: string, data: Record<string, unknown>): AppNotification {
  const link =
    typeof data.link === 'string' && /^\/(?!\/)/.test(data.link) ? linkOf(data.link) : '/bookings';
  const type = typeof data.type === 'string' ? data.type : null;
  return {
    id,
    title: typeof data.title === 'string' ? data.title : 'Notification',
    body: readableBody(id, type, typeof data.body === 'string' ? data.body : ''),
    link,
    createdAt: toDate(data.createdAt),
    read: data.readAt !== null && data.readAt !== undefined,
    type,
  };
}

export const unreadCount = (items: readonly AppNotification[]): number =>
  items.filter((n) => !n.read).length;

/**
 * What opening the list marks read: every unread notification it shows. Opening the list is
 * seeing them, as in most apps, so the count clears there and then (decision 0042).
 */
export const unreadIds = (items: readonly AppNotification[]): string[] =>
  items.filter((n) => !n.read).map((n) => n.id);

/**
 * Whether the open list shows a notification as new: unread when the list opened (`fresh`,
 * already marked read by then), or arrived unread while it is open.
 */
export const isNew = (item: AppNotification, fresh: ReadonlySet<string>): boolean =>
  !item.read || fresh.has(item.id);
