import { MONTH_ABBREVIATIONS } from './format';
import type { Notice } from './messages';

// Booking chat: what the chat screens show (page size, empty states, times, badges).

/** Messages shown at first in a conversation; "Load earlier messages" adds as many again. */
export const CHAT_PAGE_SIZE = 50;

export const NO_CONVERSATIONS: Notice = {
  title: 'No Active Conversations',
  description: "You'll see conversations here once you have confirmed bookings.",
};

export const SELECT_CONVERSATION = 'Select a Conversation';

/**
 * "just now", "5 min ago", "3 h ago", "yesterday", "Mar 3" (and the year when
 * it is not this one). Local time; the chat re-renders it every 30 s.
 */
export function formatRelativeTime(date: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24 && date.getDate() === now.getDate()) return `${hours} h ago`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (
    date.getFullYear() === yesterday.getFullYear() &&
    date.getMonth() === yesterday.getMonth() &&
    date.getDate() === yesterday.getDate()
  ) {
    return 'yesterday';
  }
  if (hours < 24) return `${hours} h ago`;
  const day = `${MONTH_ABBREVIATIONS[date.getMonth()]} ${date.getDate()}`;
  return date.getFullYear() === now.getFullYear() ? day : `${day}, ${date.getFullYear()}`;
}

/** The nav badge's text: counts above 99 show as "99+". */
export function badgeCount(n: number): string {
  return n > 99 ? '99+' : String(n);
}
