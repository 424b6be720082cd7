import { badgeCount } from './chat-display';
import { messagePreview } from './chat-notice';

// What screen readers hear when something changes on screen without the person doing it
// (issue 24, item 3). Spoken through the one polite live region (src/components/live-region);
// docs/accessibility.md "Live announcements" lists when each is said.

/** A chat message longer than this is cut (with "…"): the bubble holds the whole text. */
export const ANNOUNCED_MESSAGE_LENGTH = 200;

/** 'New message from Marcus Reid: See you at eight' */
export function newMessageAnnouncement(senderName: string, content: string): string {
  return `New message from ${senderName}: ${messagePreview(content, ANNOUNCED_MESSAGE_LENGTH)}`;
}

/** '1 unread message', '3 unread messages', '99+ unread messages' (as the badge counts). */
export function unreadMessagesAnnouncement(count: number): string {
  return `${badgeCount(count)} unread ${count === 1 ? 'message' : 'messages'}`;
}

/** '1 unread notification', '4 unread notifications'. */
export function unreadNotificationsAnnouncement(count: number): string {
  return `${count} unread ${count === 1 ? 'notification' : 'notifications'}`;
}

/**
 * 'Booking with Marcus Reid on Dec 12, 2026 is now Confirmed': the card's own accessible
 * name, then its new status label.
 */
export function bookingStatusAnnouncement(cardLabel: string, statusLabel: string): string {
  return `${cardLabel} is now ${statusLabel}`;
}

/**
 * A toast as one sentence pair: 'Booking Updated. The booking is confirmed.' A title that
 * already ends a sentence ('Welcome!') gets no extra full stop.
 */
export function toastAnnouncement(title: string, description?: string): string {
  const head = title.trim();
  const body = description?.trim() ?? '';
  if (!body) return head;
  return /[.!?…]$/.test(head) ? `${head} ${body}` : `${head}. ${body}`;
}
