import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { messageNotificationId } from '../../../domain/chat';
import { firestore } from '../../../lib/firebase/firestore';

/**
 * Read receipts: one batched write sets readAt on the given messages (all
 * addressed to `uid`; rules allow the receiver exactly this) and marks the
 * conversation's "new message" notification read if it is unread.
 */
export async function markMessagesRead(
  uid: string,
  bookingId: string,
  messageIds: readonly string[],
  notificationUnread: boolean,
): Promise<void> {
  if (messageIds.length === 0) return;
  const batch = writeBatch(firestore);
  // A batch holds 500 writes; a conversation shows at most a few pages.
  for (const id of messageIds.slice(0, 450)) {
    batch.update(doc(firestore, 'bookings', bookingId, 'messages', id), {
      readAt: serverTimestamp(),
    });
  }
  if (notificationUnread) {
    batch.update(doc(firestore, 'users', uid, 'notifications', messageNotificationId(bookingId)), {
      readAt: serverTimestamp(),
    });
  }
  await batch.commit();
}
