import { canMessage, isBookingStatus } from './booking-states';
import { MONTH_ABBREVIATIONS } from './format';
import { isValidDocId } from './ids';
import type { Notice } from './messages';
import {
  INVALID_MESSAGE,
  MESSAGE_GUIDELINES,
  MESSAGE_PANEL_SEND_FAILED,
  MESSAGE_RATE_LIMITED,
} from './message-validation';
import {
  CHAT_RATE_LIMIT,
  RATE_LIMITS,
  isRecentAttempt,
  recordAttempt,
  type AttemptDecision,
  type RateLimitRule,
} from './rate-limits';

/**
 * Booking chat (operations-side spec, sections 2–9; docs/messaging.md): who
 * may talk, what the `sendMessage` callable answers, the "new message"
 * notification and display helpers. Pure: the chat screen, the callable and
 * the seed share it.
 *
 * Messages are written by the `sendMessage` callable only (rules refuse
 * client writes), because the off-platform patterns need NFKC normalisation
 * and look-arounds that security rules' RE2 cannot express; the app keeps
 * an outbox so a message typed offline is sent on reconnect.
 */

/** Chat rate limit: 10 messages per 60 s per user (spec section 9). */
export const CHAT_RATE = CHAT_RATE_LIMIT;

/** The key of the chat limiter in rateLimits/{uid}. */
export const CHAT_RATE_LIMIT_KEY = 'chat_message';

/** The key of the limiter on reports of messages the app blocked (same rule as sending). */
export const CHAT_REPORT_RATE_LIMIT_KEY = 'chat_report';

/** The attempt times in a stored limiter entry; anything malformed counts as none. */
function attemptTimes(stored: unknown): number[] {
  if (typeof stored !== 'object' || stored === null) return [];
  const attempts = (stored as { attempts?: unknown }).attempts;
  return Array.isArray(attempts)
    ? attempts.filter((t): t is number => typeof t === 'number' && Number.isFinite(t))
    : [];
}

/**
 * A sliding-window limiter with no block period, so the first attempt after the oldest one
 * leaves the window is accepted. A stored `blockedUntil` is ignored. On refusal the log is
 * unchanged (store nothing) and `retryAt` is when a slot frees up.
 */
function slidingDecision(stored: unknown, rule: RateLimitRule, now: number): AttemptDecision {
  const attempts = attemptTimes(stored);
  const decision = recordAttempt({ attempts }, rule, now);
  if (decision.allowed) return decision;
  const recent = attempts.filter((t) => isRecentAttempt(t, now, rule.windowMs));
  return {
    allowed: false,
    log: { attempts: recent },
    retryAt: Math.min(...recent) + rule.windowMs,
  };
}

/** The chat limiter: 10 in any 60 s (see slidingDecision). */
export function chatRateDecision(stored: unknown, now: number): AttemptDecision {
  return slidingDecision(stored, CHAT_RATE, now);
}

/** The key of the spec's hourly message_send quota in rateLimits/{uid}. */
export const MESSAGE_SEND_KEY = 'message_send';

/**
 * The spec's `message_send` quota (50 an hour, sliding, no block), applied by sendMessage
 * together with the chat limit: a conversation can be busy, but one account cannot send
 * more than 50 messages an hour across all its bookings.
 */
export function hourlyMessageDecision(stored: unknown, now: number): AttemptDecision {
  return slidingDecision(stored, RATE_LIMITS.message_send, now);
}

/** How much of a message the conversation list and notifications show. */
export const MESSAGE_PREVIEW_LENGTH = 120;

/** Messages shown at first in a conversation; "Load earlier messages" adds as many again. */
export const CHAT_PAGE_SIZE = 50;

export const NOT_A_PARTY = 'You can only message the other party of your own booking.';
export const CHAT_NOT_OPEN = 'Messaging opens once the booking is confirmed.';
export const MESSAGE_ID_TAKEN = 'That message id belongs to someone else.';

export const NO_CONVERSATIONS: Notice = {
  title: 'No Active Conversations',
  description: "You'll see conversations here once you have confirmed bookings.",
};

export const SELECT_CONVERSATION = 'Select a Conversation';

/** Why the server refused a message; sent in the HttpsError's `details.reason`. */
export type ChatRefusal =
  | 'empty'
  | 'too-long'
  | 'off-platform'
  | 'rate-limit'
  | 'not-a-party'
  | 'not-open'
  | 'unauthenticated';

const REFUSALS: readonly ChatRefusal[] = [
  'empty',
  'too-long',
  'off-platform',
  'rate-limit',
  'not-a-party',
  'not-open',
  'unauthenticated',
];

export function isChatRefusal(value: unknown): value is ChatRefusal {
  return typeof value === 'string' && (REFUSALS as readonly string[]).includes(value);
}

/** The toast the chat shows for a refusal. */
export function refusalNotice(reason: ChatRefusal): Notice {
  switch (reason) {
    case 'empty':
    case 'too-long':
      return INVALID_MESSAGE;
    case 'off-platform':
      return MESSAGE_GUIDELINES;
    case 'rate-limit':
      return MESSAGE_RATE_LIMITED;
    case 'not-a-party':
      return { title: MESSAGE_PANEL_SEND_FAILED.title, description: NOT_A_PARTY };
    case 'not-open':
      return { title: MESSAGE_PANEL_SEND_FAILED.title, description: CHAT_NOT_OPEN };
    case 'unauthenticated':
      return { title: MESSAGE_PANEL_SEND_FAILED.title, description: 'User must be authenticated' };
  }
}

/** The two people of a booking, as stored on bookings/{id}. */
export interface ChatParties {
  clientUid: string;
  djOwnerUid: string;
  clientName: string;
  djName: string;
  status: unknown;
}

export type ChatRole = 'client' | 'dj';

/** The caller's side of the booking, or null for an outsider. */
export function chatRoleOf(
  booking: Pick<ChatParties, 'clientUid' | 'djOwnerUid'>,
  uid: string,
): ChatRole | null {
  if (uid === booking.clientUid) return 'client';
  if (uid === booking.djOwnerUid) return 'dj';
  return null;
}

export type ChatAccess =
  | { ok: true; role: ChatRole; receiverUid: string; senderName: string }
  | { ok: false; reason: 'not-a-party' | 'not-open' };

/** May `uid` write in this booking's chat, and to whom? Shared by the callable and the screen. */
export function chatAccess(booking: ChatParties, uid: string): ChatAccess {
  const role = chatRoleOf(booking, uid);
  if (role === null) return { ok: false, reason: 'not-a-party' };
  if (!isBookingStatus(booking.status) || !canMessage(booking.status)) {
    return { ok: false, reason: 'not-open' };
  }
  return role === 'client'
    ? { ok: true, role, receiverUid: booking.djOwnerUid, senderName: booking.clientName }
    : { ok: true, role, receiverUid: booking.clientUid, senderName: booking.djName };
}

/** The label of the other party's role badge ("DJ" or "Client"). */
export function otherRoleLabel(role: ChatRole): 'DJ' | 'Client' {
  return role === 'client' ? 'DJ' : 'Client';
}

/** Message ids are chosen by the sender's app (so a retry cannot duplicate): 20 letters and digits. */
export function isValidMessageId(id: unknown): id is string {
  return isValidDocId(id) && id.length === 20;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style auto id from `random` (crypto.getRandomValues in the app). */
export function newMessageId(random: (n: number) => Uint8Array): string {
  const bytes = random(40);
  let id = '';
  for (const b of bytes) {
    // 248 = 62 * 4: values above would bias the alphabet.
    if (b < 248) id += ID_ALPHABET[b % 62];
    if (id.length === 20) return id;
  }
  return id.padEnd(20, 'A');
}

/** One line of a message for lists and notifications. */
export function messagePreview(content: string, max: number = MESSAGE_PREVIEW_LENGTH): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** users/{receiver}/notifications/{id}: one per conversation, reused once read. */
export function messageNotificationId(bookingId: string): string {
  return `message_${bookingId}`;
}

export function chatLink(bookingId: string): string {
  return `/messages?${new URLSearchParams({ booking: bookingId }).toString()}`;
}

export interface MessageNotice {
  type: 'new_message';
  title: string;
  body: string;
  link: string;
}

export function messageNotice(
  senderName: string,
  content: string,
  bookingId: string,
): MessageNotice {
  return {
    type: 'new_message',
    title: `New message from ${senderName}`,
    body: messagePreview(content),
    link: chatLink(bookingId),
  };
}

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
