import { describe, expect, it } from 'vitest';
import { parseNotification, unreadCount } from './notification';

describe('parseNotification', () => {
  it('reads the fields and whether it was read', () => {
    const n = parseNotification('n1', {
      title: 'Booking accepted',
      body: 'Marcus accepted.',
      link: '/bookings?booking=b1',
      createdAt: { toDate: () => new Date('2031-01-01T00:00:00Z') },
      readAt: null,
      type: 'booking_accepted',
    });
    expect(n).toEqual({
      id: 'n1',
      title: 'Booking accepted',
      body: 'Marcus accepted.',
      link: '/bookings?booking=b1',
      createdAt: new Date('2031-01-01T00:00:00Z'),
      read: false,
      type: 'booking_accepted',
    });
  });

  it('never follows a link off the site', () => {
    expect(parseNotification('n', { link: 'https://evil.example' }).link).toBe('/bookings');
    expect(parseNotification('n', { link: '//evil.example' }).link).toBe('/bookings');
  });

  it('counts unread ones', () => {
    const items = [
      parseNotification('a', { readAt: null }),
      parseNotification('b', { readAt: { toDate: () => new Date() } }),
    ];
    expect(unreadCount(items)).toBe(1);
  });
});
