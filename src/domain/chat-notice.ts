// Booking chat: the one-line preview and the "new message" notification.

/** How much of a message the conversation list and notifications show. */
export const MESSAGE_PREVIEW_LENGTH = 120;

/** One line of a message for lists and notifications. */
export function messagePreview(content: string, max: number = MESSAGE_PREVIEW_LENGTH): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const MESSAGE_NOTIFICATION_PREFIX = 'message_';

/** users/{receiver}/notifications/{id}: one per conversation, reused once read. */
export function messageNotificationId(bookingId: string): string {
  return `${MESSAGE_NOTIFICATION_PREFIX}${bookingId}`;
}

/** Whether a notification is a conversation's "new message" one (messageNotificationId). */
export function isMessageNotificationId(id: string): boolean {
  return id.startsWith(MESSAGE_NOTIFICATION_PREFIX);
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
