// The demo chats' scripts and plan (scripts/seed/conversations.ts), without the emulators:
// every text is one the app would send, times run forward and stay in the past, ids are
// stable, and the unread messages, lastMessage and notifications follow the design.
import { describe, expect, it } from 'vitest';
import {
  chatLink,
  isValidMessageId,
  messageNotificationId,
  messagePreview,
} from '../../src/domain/chat';
import { validateMessage } from '../../src/domain/message-validation';
import {
  DEMO_CONVERSATIONS,
  planConversation,
  seedMessageId,
  type ConversationPlan,
  type DemoConversation,
  type PlannedBooking,
} from '../../scripts/seed/conversations';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { DJ_CATALOGUE } from '../../scripts/seed/djs';
import { isoDateInDays } from '../../scripts/seed/random';

const NOW = new Date(2026, 4, 20, 14, 30);
const nameOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)?.displayName;
const uidOf = (key: string) => `uid-${key}`;

/** A booking like the one seed-bookings writes for this conversation. */
function bookingFor(c: DemoConversation): PlannedBooking {
  const dj = DJ_CATALOGUE.find((d) => d.slug === c.djSlug);
  if (!dj) throw new Error(c.djSlug);
  let eventDate: string;
  if (c.status === 'confirmed') {
    eventDate = isoDateInDays(NOW, dj.bookedInDays[0] ?? 1);
  } else {
    const review = dj.reviews.find((r) => r.by === c.clientEmail);
    if (!review) throw new Error(`${c.clientEmail} never reviewed ${c.djSlug}`);
    eventDate = isoDateInDays(NOW, -(Math.ceil(review.daysAgo) + 2));
  }
  return {
    id: `booking${c.key.replace(/-/g, '')}`,
    clientUid: uidOf(c.clientEmail),
    djOwnerUid: uidOf(dj.owner.email),
    clientName: nameOf(c.clientEmail) ?? '',
    djName: dj.name,
    status: c.status,
    eventDate,
  };
}

const plans = new Map<string, ConversationPlan>(
  DEMO_CONVERSATIONS.map((c) => [c.key, planConversation(c, bookingFor(c), NOW)]),
);
const plan = (key: string): ConversationPlan => {
  const found = plans.get(key);
  if (!found) throw new Error(key);
  return found;
};

describe('the demo conversations', () => {
  it('are three, each on a booking whose chat is open, between the demo accounts', () => {
    expect(DEMO_CONVERSATIONS.map((c) => c.key)).toEqual([
      'jordan-marcus-upcoming',
      'jordan-sofia-completed',
      'priya-marcus-completed',
    ]);
    for (const c of DEMO_CONVERSATIONS) {
      expect(['confirmed', 'completed']).toContain(c.status);
      expect(nameOf(c.clientEmail), c.clientEmail).toBeDefined();
      const dj = DJ_CATALOGUE.find((d) => d.slug === c.djSlug);
      expect(['dj@spinbook.test', 'dj2@spinbook.test']).toContain(dj?.owner.email);
    }
  });

  it('only has texts that pass validateMessage unchanged', () => {
    for (const c of DEMO_CONVERSATIONS) {
      for (const [index, message] of c.messages.entries()) {
        const check = validateMessage(message.content);
        expect(check, `${c.key} #${index}: ${message.content}`).toEqual({
          ok: true,
          content: message.content,
        });
      }
    }
  });

  it('refuses to plan a text the app would block', () => {
    const [first] = DEMO_CONVERSATIONS;
    if (!first) throw new Error('no conversations');
    const blocked: DemoConversation = {
      ...first,
      messages: [{ from: 'client', at: { daysAgo: 1 }, read: true, content: 'Just call me' }],
    };
    expect(() => planConversation(blocked, bookingFor(first), NOW)).toThrow(/off-platform/);
  });

  it('refuses to plan a chat on a booking that is not confirmed or completed', () => {
    const [first] = DEMO_CONVERSATIONS;
    if (!first) throw new Error('no conversations');
    const pending = { ...bookingFor(first), status: 'pending' };
    expect(() => planConversation(first, pending, NOW)).toThrow(/not-open/);
  });

  it('has stable, distinct 20-character message ids', () => {
    const ids = [...plans.values()].flatMap((p) => p.messages.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isValidMessageId(id), id).toBe(true);
    expect(plan('jordan-marcus-upcoming').messages[0]?.id).toBe(
      seedMessageId('jordan-marcus-upcoming', 0),
    );
    const again = DEMO_CONVERSATIONS.map((c) => planConversation(c, bookingFor(c), NOW));
    expect(again.flatMap((p) => p.messages.map((m) => m.id))).toEqual(ids);
  });

  it('has strictly increasing times in the past, each read after it was sent', () => {
    for (const [key, p] of plans) {
      let previous = 0;
      for (const { data } of p.messages) {
        const sent = data.createdAt.getTime();
        expect(sent, key).toBeGreaterThan(previous);
        expect(sent, key).toBeLessThan(NOW.getTime());
        if (data.readAt) {
          expect(data.readAt.getTime()).toBeGreaterThan(sent);
          expect(data.readAt.getTime()).toBeLessThan(NOW.getTime());
        }
        previous = sent;
      }
    }
  });

  it('writes the message shape, between the booking parties', () => {
    for (const c of DEMO_CONVERSATIONS) {
      const booking = bookingFor(c);
      for (const [index, { data }] of plan(c.key).messages.entries()) {
        expect(Object.keys(data).sort()).toEqual(
          [
            'attachmentUrl',
            'bookingId',
            'content',
            'createdAt',
            'readAt',
            'receiverUid',
            'senderUid',
            'type',
          ].sort(),
        );
        expect(data).toMatchObject({ bookingId: booking.id, type: 'text', attachmentUrl: null });
        const fromClient = c.messages[index]?.from === 'client';
        expect(data.senderUid).toBe(fromClient ? booking.clientUid : booking.djOwnerUid);
        expect(data.receiverUid).toBe(fromClient ? booking.djOwnerUid : booking.clientUid);
      }
    }
  });

  it('leaves Marcus’s last two messages unread by Jordan and Priya’s last one unread by Marcus', () => {
    const unread = (key: string) =>
      plan(key)
        .messages.filter((m) => m.data.readAt === null)
        .map((m) => m.data.receiverUid);
    const upcoming = plan('jordan-marcus-upcoming').messages;
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
    expect(upcoming.slice(0, -2).every((m) => m.data.readAt !== null)).toBe(true);
    expect(unread('jordan-marcus-upcoming')).toEqual([
      uidOf('client@spinbook.test'),
      uidOf('client@spinbook.test'),
    ]);
    expect(upcoming.slice(-2).every((m) => m.data.senderUid === uidOf('dj@spinbook.test'))).toBe(
      true,
    );
    expect(unread('jordan-sofia-completed')).toEqual([]);
    expect(unread('priya-marcus-completed')).toEqual([uidOf('dj@spinbook.test')]);
  });

  it("ends the completed rooftop party's chat with Jordan's thank-you", () => {
    const last = plan('jordan-sofia-completed').messages.at(-1)?.data;
    expect(last?.senderUid).toBe(uidOf('client@spinbook.test'));
    expect(last?.content).toMatch(/^Thank you/);
  });

  it("sets the booking's lastMessage and lastActivityAt from the last message", () => {
    for (const p of plans.values()) {
      const last = p.messages.at(-1)?.data;
      expect(p.booking).toEqual({
        lastMessage: {
          preview: messagePreview(last?.content ?? ''),
          senderUid: last?.senderUid,
          at: last?.createdAt,
        },
        lastActivityAt: last?.createdAt,
      });
    }
  });

  it('notifies each receiver of unread messages once, with the first of them (as sendMessage does)', () => {
    const upcoming = plan('jordan-marcus-upcoming');
    const firstUnread = upcoming.messages.at(-2)?.data;
    expect(firstUnread?.readAt).toBeNull();
    expect(upcoming.notifications).toEqual([
      {
        uid: uidOf('client@spinbook.test'),
        id: messageNotificationId(upcoming.bookingId),
        data: {
          type: 'new_message',
          title: 'New message from Marcus Reid',
          body: messagePreview(firstUnread?.content ?? ''),
          link: chatLink(upcoming.bookingId),
          bookingId: upcoming.bookingId,
          createdAt: firstUnread?.createdAt,
          readAt: null,
        },
      },
    ]);
    const priya = plan('priya-marcus-completed');
    expect(priya.notifications).toHaveLength(1);
    expect(priya.notifications[0]).toMatchObject({
      uid: uidOf('dj@spinbook.test'),
      data: { title: 'New message from Priya Shah', bookingId: priya.bookingId },
    });
    expect(plan('jordan-sofia-completed').notifications).toEqual([]);
  });
});
