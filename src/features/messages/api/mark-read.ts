import { firestore } from '../../../lib/firebase/firestore';
import { writeMessageNotificationRead, writeReadReceipts } from './read-receipts';

/**
 * Read receipts: one batched write sets readAt on the given messages (all
 * addressed to `uid`; rules allow the receiver exactly this).
 */
export function markMessagesRead(bookingId: string, messageIds: readonly string[]): Promise<void> {
  return writeReadReceipts(firestore, bookingId, messageIds);
}

/**
 * The conversation's "new message" notification, once it is on screen. Apart
 * from the messages' batch: the notification may arrive after the message it
 * announces, and a failure here must not hold back the read receipts.
 */
export function markMessageNotificationRead(uid: string, bookingId: string): Promise<void> {
  return writeMessageNotificationRead(firestore, uid, bookingId);
}
