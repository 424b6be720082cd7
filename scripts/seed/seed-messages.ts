/**
 * Demo booking chats (the scripts are in conversations.ts): messages in
 * bookings/{id}/messages, the booking's `lastMessage` and `lastActivityAt`,
 * and a "new message" notification for each receiver with unread messages,
 * in the shape the sendMessage callable writes them.
 *
 * Runs after seed-bookings.ts, whose set() has just replaced the booking
 * documents (and with them any lastMessage). Message ids are derived from the
 * conversation, so re-running overwrites the same documents; messages in
 * these conversations that the seed did not write (sent while trying the
 * demo) are removed, so the chat and its lastMessage agree again.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DEMO_CONVERSATIONS, planConversation, type ConversationPlan } from './conversations';
import type { SeededBooking } from './seed-bookings';

export interface MessageSeedOptions {
  /** What seedDemoBookings returned: the conversations are matched to these bookings. */
  bookings: readonly SeededBooking[];
  now?: Date;
  log?: (message: string) => void;
}

export interface SeededConversation {
  key: string;
  bookingId: string;
  messageIds: string[];
  /** Unread messages by receiver uid. */
  unread: Record<string, number>;
}

const ts = (date: Date): Timestamp => Timestamp.fromDate(date);

function bookingFor(
  bookings: readonly SeededBooking[],
  conversation: (typeof DEMO_CONVERSATIONS)[number],
): SeededBooking {
  const matches = bookings.filter(
    (b) =>
      b.clientEmail === conversation.clientEmail &&
      b.djSlug === conversation.djSlug &&
      b.status === conversation.status,
  );
  if (matches.length !== 1 || !matches[0]) {
    throw new Error(
      `Conversation ${conversation.key} needs exactly one ${conversation.status} booking of ` +
        `${conversation.clientEmail} with ${conversation.djSlug}; found ${matches.length}`,
    );
  }
  return matches[0];
}

export async function seedDemoMessages(
  db: Firestore,
  options: MessageSeedOptions,
): Promise<SeededConversation[]> {
  const now = options.now ?? new Date();
  const targets = DEMO_CONVERSATIONS.map((c) => ({
    conversation: c,
    seeded: bookingFor(options.bookings, c),
  }));
  const snaps = await db.getAll(...targets.map((t) => db.collection('bookings').doc(t.seeded.id)));

  const plans: { key: string; plan: ConversationPlan }[] = targets.map(({ conversation }, i) => {
    const snap = snaps[i];
    const data = snap?.data();
    if (!snap || !data) throw new Error(`Conversation ${conversation.key}: booking missing`);
    const plan = planConversation(
      conversation,
      {
        id: snap.id,
        clientUid: String(data.clientUid),
        djOwnerUid: String(data.djOwnerUid),
        clientName: String(data.clientName),
        djName: String(data.djName),
        status: data.status,
        eventDate: String(data.eventDate),
      },
      now,
    );
    return { key: conversation.key, plan };
  });

  const batch = db.batch();
  for (const { plan } of plans) {
    const booking = db.collection('bookings').doc(plan.bookingId);
    const keep = new Set(plan.messages.map((m) => m.id));
    const existing = await booking.collection('messages').listDocuments();
    for (const ref of existing) if (!keep.has(ref.id)) batch.delete(ref);
    for (const { id, data } of plan.messages) {
      batch.set(booking.collection('messages').doc(id), {
        ...data,
        createdAt: ts(data.createdAt),
        readAt: data.readAt ? ts(data.readAt) : null,
      });
    }
    const { lastMessage, lastActivityAt } = plan.booking;
    batch.update(booking, {
      lastMessage: { ...lastMessage, at: ts(lastMessage.at) },
      lastActivityAt: ts(lastActivityAt),
    });
    for (const notification of plan.notifications) {
      batch.set(
        db
          .collection('users')
          .doc(notification.uid)
          .collection('notifications')
          .doc(notification.id),
        { ...notification.data, createdAt: ts(notification.data.createdAt) },
      );
    }
  }
  await batch.commit();

  const seeded = plans.map(({ key, plan }): SeededConversation => {
    const unread: Record<string, number> = {};
    for (const { data } of plan.messages) {
      if (data.readAt === null) unread[data.receiverUid] = (unread[data.receiverUid] ?? 0) + 1;
    }
    return { key, bookingId: plan.bookingId, messageIds: plan.messages.map((m) => m.id), unread };
  });
  const count = seeded.reduce((n, c) => n + c.messageIds.length, 0);
  options.log?.(`Seeded ${count} demo messages in ${seeded.length} conversations.`);
  return seeded;
}
