/**
 * The demo booking chats `npm run seed` writes (see seed-messages.ts for how),
 * on bookings seed-bookings.ts already creates:
 *
 * - Jordan Lee (client@) ↔ Marcus Reid (dj@), the upcoming `confirmed`
 *   booking: planning the party over the last week; Marcus's last two
 *   messages are unread, so Jordan sees a badge and a "New message" notice.
 * - Jordan Lee ↔ Sofia Alvarez (dj2@), a `completed` rooftop party: all read,
 *   ending with Jordan's thank-you.
 * - Priya Shah (client2@) ↔ Marcus Reid, a `completed` team party: read,
 *   plus one recent unread message from Priya, so dj@ has a badge too.
 *
 * Pure (no Firestore): the plan below turns these scripts into the message
 * documents, the booking's lastMessage and the receivers' notifications, so
 * the unit tests can check them without the emulators. Every text passes
 * validateMessage, as a message sent through the app would.
 */
import {
  chatAccess,
  messageNotice,
  messageNotificationId,
  messagePreview,
  type ChatParties,
  type ChatRole,
  type MessageNotice,
} from '../../src/domain/chat';
import { validateMessage } from '../../src/domain/message-validation';
import type { DemoClientEmail } from './djs';
import { daysAgo, pseudoId } from './random';

/** When a message was sent: days before the seed runs, or days from the event day's midnight. */
export type MessageTime = { daysAgo: number } | { fromEvent: number };

export interface ScriptedMessage {
  from: ChatRole;
  at: MessageTime;
  content: string;
  /** Whether the receiver has read it (readAt set) or not (readAt null). */
  read: boolean;
}

export interface DemoConversation {
  /** Stable key: the message ids are derived from it. */
  key: string;
  /** Which seeded booking: its client, DJ and status (seed-bookings.ts). */
  clientEmail: DemoClientEmail;
  djSlug: string;
  status: 'confirmed' | 'completed';
  messages: readonly ScriptedMessage[];
}

export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    key: 'jordan-marcus-upcoming',
    clientEmail: 'client@spinbook.test',
    djSlug: 'marcus-reid',
    status: 'confirmed',
    messages: [
      {
        from: 'client',
        at: { daysAgo: 7.6 },
        read: true,
        content:
          "Hi Marcus! So happy you're free again after the wedding. This one is my partner's " +
          'surprise birthday, so mostly hip-hop and R&B with a few throwbacks for the older relatives.',
      },
      {
        from: 'dj',
        at: { daysAgo: 7.45 },
        read: true,
        content:
          "Great to hear from you again! That mix is right in my lane. Send over your must-play songs and anything you never want to hear, and I'll build the set around them.",
      },
      {
        from: 'client',
        at: { daysAgo: 5.2 },
        read: true,
        content:
          'Must-plays: Crazy in Love, September and Before I Let Go for the last song. Please ' +
          'skip the Macarena, and keep it clean for the first hour while the kids are still around.',
      },
      {
        from: 'dj',
        at: { daysAgo: 4.95 },
        read: true,
        content:
          'Got it: clean edits early and the big singalongs later. How early can I get into the ' +
          'hall? I need about an hour for speakers and lights. Is there parking close to the door?',
      },
      {
        from: 'client',
        at: { daysAgo: 3.1 },
        read: true,
        content:
          "Guests arrive at 7, so any time after 5:30 works. There's a loading zone by the side " +
          'entrance and free parking right behind the building.',
      },
      {
        from: 'dj',
        at: { daysAgo: 0.92 },
        read: false,
        content:
          "Perfect, I'll pull into the loading zone at 5:30 and have everything sound-checked " +
          'before the first guests walk in.',
      },
      {
        from: 'dj',
        at: { daysAgo: 0.9 },
        read: false,
        content:
          "One more thing: I'll bring the wireless mic for the toasts and the uplighting. Any " +
          'color you would like for the lights? Purple and gold looks great at birthdays.',
      },
    ],
  },
  {
    key: 'jordan-sofia-completed',
    clientEmail: 'client@spinbook.test',
    djSlug: 'sofia-alvarez',
    status: 'completed',
    messages: [
      {
        from: 'dj',
        at: { fromEvent: -6.3 },
        read: true,
        content:
          'Hi Jordan, thanks for booking me for the rooftop party! What kind of crowd are you ' +
          'expecting, and how much reggaeton versus house would you like?',
      },
      {
        from: 'client',
        at: { fromEvent: -5.8 },
        read: true,
        content:
          'Mostly friends who love to dance. Reggaeton and Latin pop for the first couple of ' +
          'hours, then some house once the sun goes down.',
      },
      {
        from: 'dj',
        at: { fromEvent: -5.6 },
        read: true,
        content:
          "Love it. I'll open with something chill during the sunset and build from there. " +
          'See you on the roof!',
      },
      {
        from: 'client',
        at: { fromEvent: 1.4 },
        read: true,
        content:
          'Thank you so much, Sofia! The rooftop was packed until the last song and everyone ' +
          'is still talking about your reggaeton set. Hope to book you again soon!',
      },
    ],
  },
  {
    key: 'priya-marcus-completed',
    clientEmail: 'client2@spinbook.test',
    djSlug: 'marcus-reid',
    status: 'completed',
    messages: [
      {
        from: 'dj',
        at: { fromEvent: -5.2 },
        read: true,
        content:
          'Hi Priya, thanks for booking! For the team party, would you like background music ' +
          'during dinner before the dance set starts?',
      },
      {
        from: 'client',
        at: { fromEvent: -4.9 },
        read: true,
        content:
          'Yes please, something low-key for the first hour, then hip-hop and throwbacks. Our ' +
          'lounge is on the third floor, and the freight elevator is at the back of the building.',
      },
      {
        from: 'dj',
        at: { fromEvent: -4.7 },
        read: true,
        content:
          "Sounds good. I'll take the freight elevator and start setting up early so everything " +
          'is ready before dinner.',
      },
      {
        from: 'client',
        at: { daysAgo: 0.25 },
        read: false,
        content:
          'Hi Marcus! Our team still talks about your set. I just sent you a new request for our ' +
          "company party in a few weeks, and we'd love to have you back.",
      },
    ],
  },
];

/** Message ids: 20 letters and digits (isValidMessageId), the same on every run. */
export const seedMessageId = (conversationKey: string, index: number): string =>
  pseudoId(`message:${conversationKey}:${index}`, 20);

/** bookings/{bookingId}/messages/{id}, in the shape the sendMessage callable writes. */
export interface SeedMessageDoc {
  bookingId: string;
  senderUid: string;
  receiverUid: string;
  content: string;
  type: 'text';
  attachmentUrl: null;
  createdAt: Date;
  readAt: Date | null;
}

export interface PlannedMessage {
  id: string;
  data: SeedMessageDoc;
}

export interface PlannedNotification {
  uid: string;
  id: string;
  data: MessageNotice & { bookingId: string; createdAt: Date; readAt: null };
}

export interface ConversationPlan {
  bookingId: string;
  messages: PlannedMessage[];
  /** The booking's fields the chat list reads. */
  booking: {
    lastMessage: { preview: string; senderUid: string; at: Date };
    lastActivityAt: Date;
  };
  /** One "new message" notification per receiver with unread messages, for the first of them. */
  notifications: PlannedNotification[];
}

/** The booking as the plan needs it: its id, parties, status and event day (`YYYY-MM-DD`). */
export type PlannedBooking = ChatParties & { id: string; eventDate: string };

/** Local midnight of an ISO date, as seed-bookings' isoDateInDays counts days. */
function eventDay(eventDate: string): Date {
  const [y, m, d] = eventDate.split('-').map(Number);
  if (!y || !m || !d) throw new Error(`Bad event date ${eventDate}`);
  return new Date(y, m - 1, d);
}

const DAY_MS = 86_400_000;
/** A read message was read this long after it arrived, or halfway to the next one if sooner. */
const READ_AFTER_MS = 40 * 60_000;

function timeOf(at: MessageTime, booking: PlannedBooking, now: Date): Date {
  return 'daysAgo' in at
    ? daysAgo(now, at.daysAgo)
    : new Date(eventDay(booking.eventDate).getTime() + at.fromEvent * DAY_MS);
}

/**
 * The documents for one conversation. Throws if a text would be refused by
 * validateMessage, the booking's chat is not open, or the times are not
 * strictly increasing and in the past: the seed fails rather than write a
 * chat the app could not have produced.
 */
export function planConversation(
  conversation: DemoConversation,
  booking: PlannedBooking,
  now: Date,
): ConversationPlan {
  const where = `conversation ${conversation.key}`;
  const senderNames = new Map<string, string>();
  const messages = conversation.messages.map((scripted, index): PlannedMessage => {
    const check = validateMessage(scripted.content);
    if (!check.ok) throw new Error(`${where}, message ${index}: refused (${check.reason})`);
    const senderUid = scripted.from === 'client' ? booking.clientUid : booking.djOwnerUid;
    const access = chatAccess(booking, senderUid);
    if (!access.ok) throw new Error(`${where}: the chat is not open (${access.reason})`);
    senderNames.set(senderUid, access.senderName);
    return {
      id: seedMessageId(conversation.key, index),
      data: {
        bookingId: booking.id,
        senderUid,
        receiverUid: access.receiverUid,
        content: check.content,
        type: 'text',
        attachmentUrl: null,
        createdAt: timeOf(scripted.at, booking, now),
        readAt: null,
      },
    };
  });
  const last = messages[messages.length - 1]?.data;
  if (!last) throw new Error(`${where} has no messages`);

  messages.forEach(({ data }, index) => {
    const next = messages[index + 1]?.data.createdAt ?? now;
    if (next.getTime() <= data.createdAt.getTime()) {
      throw new Error(`${where}: message ${index} is not before the next one (or now)`);
    }
    if (conversation.messages[index]?.read) {
      const gap = next.getTime() - data.createdAt.getTime();
      data.readAt = new Date(data.createdAt.getTime() + Math.min(READ_AFTER_MS, gap / 2));
    }
  });

  // sendMessage writes the notice for the first unread message and leaves it while it is
  // unread ("one per conversation until they read it"), so it names the first one.
  const firstUnreadByReceiver = new Map<string, SeedMessageDoc>();
  for (const { data } of messages) {
    if (data.readAt === null && !firstUnreadByReceiver.has(data.receiverUid)) {
      firstUnreadByReceiver.set(data.receiverUid, data);
    }
  }
  const notifications = [...firstUnreadByReceiver.values()].map((message): PlannedNotification => ({
    uid: message.receiverUid,
    id: messageNotificationId(booking.id),
    data: {
      ...messageNotice(senderNames.get(message.senderUid) ?? '', message.content, booking.id),
      bookingId: booking.id,
      createdAt: message.createdAt,
      readAt: null,
    },
  }));

  return {
    bookingId: booking.id,
    messages,
    booking: {
      lastMessage: {
        preview: messagePreview(last.content),
        senderUid: last.senderUid,
        at: last.createdAt,
      },
      lastActivityAt: last.createdAt,
    },
    notifications,
  };
}
