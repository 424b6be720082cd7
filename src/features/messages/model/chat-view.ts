import { BOOKING_EVENT_TYPE_LABELS, type BookingEventType } from '../../../domain/booking-schema';
import type { BookingStatus } from '../../../domain/booking-states';
import { formatIsoDate } from '../../../domain/format';
import { chatRoleOf, type ChatRefusal, type ChatRole } from '../../../domain/chat';
import { sanitizeText } from '../../../domain/sanitize';
import type { BookingDocument } from '../../../lib/booking-document';
import type { OutboxEntry } from './outbox';
import { str, toDate } from '../../../lib/firestore-values';

/** A message as the chat shows it: from the server, or a local echo from the outbox. */
export interface ChatMessage {
  id: string;
  senderUid: string;
  receiverUid: string;
  content: string;
  createdAt: Date | null;
  readAt: Date | null;
  delivery: 'delivered' | 'pending' | 'failed';
  refusal: ChatRefusal | null;
}

export function parseMessage(id: string, data: Record<string, unknown>): ChatMessage {
  return {
    id,
    senderUid: str(data.senderUid),
    receiverUid: str(data.receiverUid),
    content: str(data.content),
    createdAt: toDate(data.createdAt),
    readAt: toDate(data.readAt),
    delivery: 'delivered',
    refusal: null,
  };
}

/**
 * Server messages in server order, then this conversation's messages still in
 * the outbox (oldest first) that the server does not have yet.
 */
export function mergeChat(
  server: readonly ChatMessage[],
  outbox: readonly OutboxEntry[],
  bookingId: string,
  uid: string,
): ChatMessage[] {
  const known = new Set(server.map((m) => m.id));
  const echoes = outbox
    .filter((e) => e.bookingId === bookingId && !known.has(e.id))
    .sort((a, b) => a.queuedAt - b.queuedAt)
    .map((e): ChatMessage => ({
      id: e.id,
      senderUid: uid,
      receiverUid: '',
      // What the server will store: trimmed, angle brackets removed.
      content: sanitizeText(e.content),
      createdAt: new Date(e.queuedAt),
      readAt: null,
      delivery: e.state === 'failed' ? 'failed' : 'pending',
      refusal: e.refusal ?? null,
    }));
  return [...server, ...echoes];
}

/** Ids of messages addressed to `uid` that are still unread (the read receipt batch). */
export function unreadFor(messages: readonly ChatMessage[], uid: string): string[] {
  return messages
    .filter((m) => m.delivery === 'delivered' && m.receiverUid === uid && m.readAt === null)
    .map((m) => m.id);
}

/** A conversation: one confirmed or completed booking, seen from one side. */
export interface Conversation {
  bookingId: string;
  role: ChatRole;
  otherName: string;
  /** The DJ profile id when the other party is the DJ (for the photo). */
  otherDjId: string | null;
  status: BookingStatus;
  eventDate: string;
  eventType: string;
  venue: string;
  lastMessage: { preview: string; senderUid: string; at: Date | null } | null;
  /** Last message, else when the booking last changed: orders the list. */
  activityAt: number;
}

/** The conversation of `booking` as `uid` sees it; null when they are not a party to it. */
export function conversationOf(booking: BookingDocument, uid: string): Conversation | null {
  const role = chatRoleOf(booking, uid);
  if (role === null || booking.status === null) return null;
  const last = booking.lastMessage;
  const activity = last?.at ?? booking.lastActivityAt ?? booking.updatedAt ?? booking.createdAt;
  return {
    bookingId: booking.id,
    role,
    otherName: role === 'client' ? booking.djName || 'Your DJ' : booking.clientName || 'Client',
    otherDjId: role === 'client' ? booking.djId || null : null,
    status: booking.status,
    eventDate: booking.eventDate,
    eventType: booking.eventType,
    venue: booking.venue,
    lastMessage: last,
    activityAt: activity?.getTime() ?? 0,
  };
}

/** Newest activity first; ties by booking id so the order is stable. */
export function sortConversations(items: readonly Conversation[]): Conversation[] {
  return [...items].sort(
    (a, b) => b.activityAt - a.activityAt || a.bookingId.localeCompare(b.bookingId),
  );
}

export function eventTypeLabel(type: string): string {
  return BOOKING_EVENT_TYPE_LABELS[type as BookingEventType] ?? type;
}

/**
 * Which booking a chat is about, under the other person's name: 'Wedding · Jun 7, 2030 ·
 * Skyline Bar'. On a phone the conversation list is hidden while a chat is open, and the same
 * two people may have more than one booking.
 */
export function chatContext(conversation: Conversation): string {
  return [
    eventTypeLabel(conversation.eventType),
    formatIsoDate(conversation.eventDate),
    conversation.venue,
  ]
    .filter(Boolean)
    .join(' · ');
}
