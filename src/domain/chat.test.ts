import { describe, expect, it } from 'vitest';
import {
  badgeCount,
  chatAccess,
  chatLink,
  formatRelativeTime,
  isValidMessageId,
  messageNotice,
  messagePreview,
  newMessageId,
  refusalNotice,
} from './chat';

const booking = {
  clientUid: 'client',
  djOwnerUid: 'dj',
  clientName: 'Jordan Lee',
  djName: 'Marcus Reid',
  status: 'confirmed',
};

describe('chatAccess', () => {
  it('lets the two parties write to each other in confirmed and completed bookings', () => {
    expect(chatAccess(booking, 'client')).toEqual({
      ok: true,
      role: 'client',
      receiverUid: 'dj',
      senderName: 'Jordan Lee',
    });
    expect(chatAccess({ ...booking, status: 'completed' }, 'dj')).toEqual({
      ok: true,
      role: 'dj',
      receiverUid: 'client',
      senderName: 'Marcus Reid',
    });
  });

  it('refuses outsiders and bookings that are not confirmed or completed', () => {
    expect(chatAccess(booking, 'stranger')).toEqual({ ok: false, reason: 'not-a-party' });
    for (const status of ['pending', 'awaiting_payment', 'cancelled', 'nonsense', undefined]) {
      expect(chatAccess({ ...booking, status }, 'client')).toEqual({
        ok: false,
        reason: 'not-open',
      });
    }
  });
});

describe('message ids', () => {
  it('makes 20-character ids from random bytes and accepts only those', () => {
    const id = newMessageId((n) => Uint8Array.from({ length: n }, (_, i) => (i * 37) % 256));
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(isValidMessageId(id)).toBe(true);
    expect(isValidMessageId('short')).toBe(false);
    expect(isValidMessageId('a'.repeat(21))).toBe(false);
    expect(isValidMessageId('../../users/xxxxxxxxx')).toBe(false);
  });
});

describe('previews and notifications', () => {
  it('shortens to one line', () => {
    expect(messagePreview('  hello\n\nthere  ')).toBe('hello there');
    expect(messagePreview('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('builds the new-message notification with a link into the chat', () => {
    expect(messageNotice('Marcus Reid', 'See you at 8', 'B'.repeat(20))).toEqual({
      type: 'new_message',
      title: 'New message from Marcus Reid',
      body: 'See you at 8',
      link: `/messages?booking=${'B'.repeat(20)}`,
    });
    expect(chatLink('abc')).toBe('/messages?booking=abc');
  });

  it('maps refusals to the spec texts', () => {
    expect(refusalNotice('off-platform').title).toBe('Message Guidelines');
    expect(refusalNotice('rate-limit')).toEqual({
      title: 'Rate Limit Exceeded',
      description: 'Please slow down. You can send up to 10 messages per minute.',
    });
    expect(refusalNotice('empty').title).toBe('Invalid Message');
    expect(refusalNotice('unauthenticated').description).toBe('User must be authenticated');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2026, 10, 21, 15, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('reads naturally', () => {
    expect(formatRelativeTime(ago(10_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 h ago');
    expect(formatRelativeTime(new Date(2026, 10, 20, 20, 0), now)).toBe('yesterday');
    expect(formatRelativeTime(new Date(2026, 2, 3, 12, 0), now)).toBe('Mar 3');
    expect(formatRelativeTime(new Date(2025, 2, 3, 12, 0), now)).toBe('Mar 3, 2025');
  });

  it('caps the badge at 99+', () => {
    expect(badgeCount(5)).toBe('5');
    expect(badgeCount(120)).toBe('99+');
  });
});
