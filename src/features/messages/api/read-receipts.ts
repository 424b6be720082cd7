import { doc, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { messageNotificationId } from '../../../domain/chat';

/**
 * The read-receipt writes, on a given Firestore instance (the app's in
 * mark-read.ts; the reliability suite passes its own signed-in instances).
 */

/** A batch holds 500 writes; a conversation shows at most a few pages. */
const MAX_RECEIPTS_PER_BATCH = 450;

/** One batched write sets readAt on the given messages (all addressed to the signed-in user). */
export async function writeReadReceipts(
  db: Firestore,
  bookingId: string,
  messageIds: readonly string[],
): Promise<void> {
  if (messageIds.length === 0) return;
  const batch = writeBatch(db);
  for (const id of messageIds.slice(0, MAX_RECEIPTS_PER_BATCH)) {
    batch.update(doc(db, 'bookings', bookingId, 'messages', id), { readAt: serverTimestamp() });
  }
  await batch.commit();
}

/** Marks the conversation's "new message" notification read. */
export function writeMessageNotificationRead(
  db: Firestore,
  uid: string,
  bookingId: string,
): Promise<void> {
  return updateDoc(doc(db, 'users', uid, 'notifications', messageNotificationId(bookingId)), {
    readAt: serverTimestamp(),
  });
}
