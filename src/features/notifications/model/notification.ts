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

/** Defensive: a malformed document still shows, and only same-site links are kept. */
export function parseNotification(id: string, data: Record<string, unknown>): AppNotification {
  const link =
    typeof data.link === 'string' && /^\/(?!\/)/.test(data.link) ? data.link : '/bookings';
  return {
    id,
    title: typeof data.title === 'string' ? data.title : 'Notification',
    body: typeof data.body === 'string' ? data.body : '',
    link,
    createdAt: toDate(data.createdAt),
    read: data.readAt !== null && data.readAt !== undefined,
    type: typeof data.type === 'string' ? data.type : null,
  };
}

export const unreadCount = (items: readonly AppNotification[]): number =>
  items.filter((n) => !n.read).length;
