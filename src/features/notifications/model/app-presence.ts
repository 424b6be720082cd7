import type { AppNotification } from './notification';

/**
 * What the open app tells the server and the phone about itself (issue 40): which conversation
 * this device shows, and the count on the installed app's icon.
 */

/** Within the rules' openChatId: a booking id as a Firestore auto-id (20) or uid-keyed one (28). */
const OPEN_CHAT_ID = /^[A-Za-z0-9]{20,40}$/;

/**
 * The conversation on screen: /messages?booking=<id> opens it (on a phone the chat replaces the
 * list; on a wide screen it shows beside it). Null anywhere else.
 */
export function openChatIdOf(pathname: string, search: string): string | null {
  if (pathname !== '/messages') return null;
  const id = new URLSearchParams(search).get('booking');
  return id !== null && OPEN_CHAT_ID.test(id) ? id : null;
}

/** How often an open, visible chat says it is still open (the server trusts 2 minutes). */
export const OPEN_CHAT_HEARTBEAT_MS = 60_000;

/**
 * The installed app's badge: unread message notices plus, for a DJ, the requests waiting for
 * an answer. What the person still has to act on, not every notice the bell lists.
 */
export function appBadgeCount(
  notifications: readonly Pick<AppNotification, 'type' | 'read'>[],
  pendingRequests: number,
): number {
  const unreadMessages = notifications.filter((n) => n.type === 'new_message' && !n.read).length;
  return unreadMessages + Math.max(0, pendingRequests);
}
