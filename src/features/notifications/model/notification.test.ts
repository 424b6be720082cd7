import { describe, expect, it } from 'vitest';
import { isNew, parseNotification, unreadCount, unreadIds } from './notification';

describe('parseNotification', () => {
  it('reads the fields and whether it was read', () => {
    const n = parseNotification('n1', {
      title: 'Booking accepted',
      body: 'Marcus accepted.',
      link: '/bookings/b1',
      createdAt: { toDate: () => new Date('2031-01-01T00:00:00Z') },
      readAt: null,
      type: 'booking_accepted',
    });
    expect(n).toEqual({
      id: 'n1',
      title: 'Booking accepted',
      body: 'Marcus accepted.',
      link: '/bookings/b1',
      createdAt: new Date('2031-01-01T00:00:00Z'),
      read: false,
      type: 'booking_accepted',
    });
  });

  it("opens the booking's page from a notice stored with the list's old address", () => {
    const id = 'AbCdEfGhIjKlMnOpQrSt';
    expect(parseNotification('n', { link: `/bookings?booking=${id}` }).link).toBe(
      `/bookings/${id}`,
    );
    // Anything else in the old form is kept as it is: the list still opens.
    expect(parseNotification('n', { link: '/bookings?booking=' }).link).toBe('/bookings?booking=');
    expect(parseNotification('n', { link: '/dj-dashboard?tab=earnings' }).link).toBe(
      '/dj-dashboard?tab=earnings',
    );
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

describe('the unread rule and what the bell shows', () => {
  const read = { toDate: () => new Date() };
  const items = [
    parseNotification('a', { readAt: null }),
    parseNotification('b', { readAt: read }),
    parseNotification('c', { readAt: null }),
  ];

  it('opening the list marks every unread one it shows, and nothing else', () => {
    expect(unreadIds(items)).toEqual(['a', 'c']);
    expect(unreadIds([items[1]!])).toEqual([]);
  });

  it('shows as New what was unread when the list opened, and what arrived unread since', () => {
    const fresh = new Set(['a']);
    const nowRead = parseNotification('a', { readAt: read });
    expect(isNew(nowRead, fresh)).toBe(true);
    expect(isNew(items[1]!, fresh)).toBe(false);
    expect(isNew(items[2]!, fresh)).toBe(true);
  });

  it("shows an older booking notice's ISO date as people write it, but never a person's message", () => {
    const legacy = parseNotification('b1_pending_dj', {
      type: 'booking_requested',
      body: 'Jordan Lee would like to book you on 2031-05-01.',
    });
    expect(legacy.body).toBe('Jordan Lee would like to book you on May 1, 2031.');
    const payout = parseNotification('payout_b1_paid', {
      type: 'payout_sent',
      body: 'We sent $100.00 for your 2031-05-01 booking to your Stripe account.',
    });
    expect(payout.body).toBe(
      'We sent $100.00 for your May 1, 2031 booking to your Stripe account.',
    );
    const typed = 'See you on 2031-05-01!';
    expect(parseNotification('message_b1', { type: 'new_message', body: typed }).body).toBe(typed);
    // Not a real day: left as it is.
    expect(parseNotification('n', { body: 'on 2031-02-30' }).body).toBe('on 2031-02-30');
  });
});
