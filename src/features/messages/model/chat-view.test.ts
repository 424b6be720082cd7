import { describe, expect, it } from 'vitest';
import { mergeChat, conversationOf, parseMessage, sortConversations, unreadFor } from './chat-view';
import { parseBookingDocument } from '../../../lib/booking-document';
import type { OutboxEntry } from './outbox';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('mergeChat', () => {
  const server = [
    parseMessage('m1', {
      senderUid: 'a',
      receiverUid: 'b',
      content: 'hi',
      createdAt: ts('2026-11-20T10:00:00Z'),
      readAt: null,
    }),
  ];
  const entry = (
    id: string,
    state: OutboxEntry['state'],
    bookingId = 'b1',
    queuedAt = 5,
  ): OutboxEntry => ({
    id,
    bookingId,
    content: '  <b>hey</b> ',
    queuedAt,
    state,
  });

  it('appends this conversation’s unsent messages after the server ones, marked pending or failed', () => {
    const merged = mergeChat(
      server,
      [entry('x2', 'failed', 'b1', 9), entry('x1', 'queued', 'b1', 5), entry('y', 'queued', 'b2')],
      'b1',
      'a',
    );
    expect(merged.map((m) => [m.id, m.delivery])).toEqual([
      ['m1', 'delivered'],
      ['x1', 'pending'],
      ['x2', 'failed'],
    ]);
    expect(merged[1]?.content).toBe('bhey/b');
  });

  it('never shows a message twice once the server has it', () => {
    const merged = mergeChat(
      [...server, parseMessage('x1', { senderUid: 'a' })],
      [entry('x1', 'sent')],
      'b1',
      'a',
    );
    expect(merged.map((m) => m.id)).toEqual(['m1', 'x1']);
  });
});

describe('unreadFor', () => {
  it('lists only delivered, unread messages addressed to the reader', () => {
    const messages = [
      parseMessage('m1', { senderUid: 'a', receiverUid: 'b', readAt: null }),
      parseMessage('m2', { senderUid: 'b', receiverUid: 'a', readAt: null }),
      parseMessage('m3', { senderUid: 'a', receiverUid: 'b', readAt: ts('2026-11-20T10:00:00Z') }),
    ];
    expect(unreadFor(messages, 'b')).toEqual(['m1']);
    expect(unreadFor(messages, 'a')).toEqual(['m2']);
  });
});

describe('conversationOf', () => {
  const booking = {
    clientUid: 'c',
    djOwnerUid: 'd',
    djId: 'd',
    clientName: 'Jordan Lee',
    djName: 'Marcus Reid',
    status: 'confirmed',
    eventDate: '2026-12-31',
    eventType: 'wedding',
    venue: 'The Loft',
    createdAt: ts('2026-11-01T10:00:00Z'),
  };

  it('shows the DJ (with photo id) to the client and the client’s name to the DJ', () => {
    expect(conversationOf(parseBookingDocument('b1', booking), 'c')).toMatchObject({
      role: 'client',
      otherName: 'Marcus Reid',
      otherDjId: 'd',
    });
    expect(conversationOf(parseBookingDocument('b1', booking), 'd')).toMatchObject({
      role: 'dj',
      otherName: 'Jordan Lee',
      otherDjId: null,
    });
    expect(conversationOf(parseBookingDocument('b1', booking), 'someone-else')).toBeNull();
  });

  it('orders by the last message, falling back to the booking’s own time', () => {
    const quiet = conversationOf(parseBookingDocument('b1', booking), 'c');
    const chatty = conversationOf(
      parseBookingDocument('b2', {
        ...booking,
        lastMessage: { preview: 'See you', senderUid: 'd', at: ts('2026-11-21T10:00:00Z') },
      }),
      'c',
    );
    expect(sortConversations([quiet!, chatty!]).map((c) => c.bookingId)).toEqual(['b2', 'b1']);
    expect(chatty?.lastMessage?.preview).toBe('See you');
  });
});
