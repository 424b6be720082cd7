import { doc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { messageNotificationId } from '../../../domain/chat';
import { firestore } from '../../../lib/firebase/firestore';

/**
 * Read receipts: one batched write sets readAt on the given messages (all
 * addressed to `uid`; rules allow the receiver exactly this).
 */
export async function markMessagesRead(
  bookingId: string,
  messageIds: readonly string[],
): Promise<void> {
  if (messageIds.length === 0) return;
  const batch = writeBatch(firestore);
  // A batch holds 500 writes; a conversation shows at most a few pages.
  for (const id of messageIds.slice(0, 450)) {
    batch.update(doc(firestore, 'bookings', bookingId, 'messages', id), {
      readAt: serverTimestamp(),
    });
  }
  await batch.commit();
}

/**
 * The conversation's "new message" notification, once it is on screen. Apart
 * from the messages' batch: the notification may arrive after the message it
 * announces, and a failure here must not hold back the read receipts.
 */
export function markMessageNotificationRead(uid: string, bookingId: string): Promise<void> {
  return updateDoc(
    doc(firestore, 'users', uid, 'notifications', messageNotificationId(bookingId)),
    {
      readAt: serverTimestamp(),
    },
  );
}
