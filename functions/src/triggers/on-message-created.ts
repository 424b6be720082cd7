// Each chat message is pushed to the person it is for (issue 40, item 3), except on a device
// that shows that conversation right now (push-delivery.ts), and e-mailed at most once an hour
// per conversation while e-mails for messages are on: a chat is many short lines, and an
// inbox is not a chat.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { chatRoleOf } from '../../../src/domain/chat-access';
import { messageNotice } from '../../../src/domain/chat-notice';
import { preferencesOf } from '../../../src/domain/notification-preferences';
import { expiryFields } from '../../../src/domain/retention';
import {
  pushNotice,
  type PushDeliveryDeps,
  type PushDeliveryOutcome,
} from '../services/push-delivery';

const HOUR_MS = 60 * 60 * 1000;

export interface MessageCreatedDeps extends PushDeliveryDeps {
  /** For the reader's e-mail address (firebase-admin's Auth, or a test's). */
  auth: { getUser(uid: string): Promise<{ email?: string }> };
  /** The app's address, for the e-mail's link. */
  origin: string;
}

/** The hour's e-mail of a conversation for its reader: one id per hour, so create() once. */
export const messageMailId = (bookingId: string, uid: string, at: Date): string =>
  `chat_${bookingId}_${uid}_${Math.floor(at.getTime() / HOUR_MS)}`;

async function emailMessage(
  db: Firestore,
  deps: MessageCreatedDeps,
  receiverUid: string,
  notice: { title: string; body: string; link: string },
  bookingId: string,
  now: Date,
): Promise<void> {
  const settings = await db
    .collection('users')
    .doc(receiverUid)
    .collection('settings')
    .doc('notifications')
    .get();
  if (!preferencesOf(settings.data()).email.messages) return;
  const to = await deps.auth.getUser(receiverUid).then(
    (u) => u.email ?? null,
    () => null,
  );
  if (!to) return;
  try {
    await db
      .collection('mail')
      .doc(messageMailId(bookingId, receiverUid, now))
      .create({
        to,
        message: {
          subject: `Spinbook: ${notice.title}`,
          text: `${notice.body}\n\nReply on Spinbook: ${deps.origin}${notice.link}`,
        },
        createdAt: now,
        ...expiryFields('mail', now),
      });
  } catch (error) {
    // ALREADY_EXISTS: this hour's e-mail for the conversation has gone already.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
}

export async function handleMessageCreated(
  bookingId: string,
  messageId: string,
  message: DocumentData | undefined,
  deps: MessageCreatedDeps,
  now: Date,
): Promise<PushDeliveryOutcome | null> {
  if (!message || typeof message.content !== 'string') return null;
  const booking = await deps.db.collection('bookings').doc(bookingId).get();
  if (!booking.exists) return null;
  const parties = {
    clientUid: String(booking.get('clientUid') ?? ''),
    djOwnerUid: String(booking.get('djOwnerUid') ?? ''),
  };
  // Not chatAccess: the booking may have closed since sendMessage checked it, and the message
  // was still sent. Only what sendMessage writes is pushed: a party, to the other party.
  const role = chatRoleOf(parties, String(message.senderUid ?? ''));
  if (role === null) return null;
  const receiverUid = role === 'client' ? parties.djOwnerUid : parties.clientUid;
  if (!receiverUid || receiverUid !== message.receiverUid) return null;
  const senderName = String(
    (role === 'client' ? booking.get('clientName') : booking.get('djName')) ??
      (role === 'client' ? 'Your client' : 'Your DJ'),
  );
  const notice = messageNotice(senderName, message.content, bookingId);
  await emailMessage(deps.db, deps, receiverUid, notice, bookingId, now);
  return pushNotice(
    deps,
    receiverUid,
    `msg__${bookingId}__${messageId}`,
    { ...notice, bookingId },
    now,
  );
}
