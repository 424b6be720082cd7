import { describe, expect, it } from 'vitest';
import {
  ANNOUNCED_MESSAGE_LENGTH,
  bookingStatusAnnouncement,
  newMessageAnnouncement,
  toastAnnouncement,
  unreadMessagesAnnouncement,
  unreadNotificationsAnnouncement,
} from './announcements';

describe('announcement texts', () => {
  it('names a new message and its sender, on one line, cut when long', () => {
    expect(newMessageAnnouncement('Marcus Reid', 'See you\n at eight')).toBe(
      'New message from Marcus Reid: See you at eight',
    );
    const long = newMessageAnnouncement('Sam', 'x'.repeat(500));
    expect(long).toBe(`New message from Sam: ${'x'.repeat(ANNOUNCED_MESSAGE_LENGTH - 1)}…`);
  });

  it('counts unread messages and notifications as the badges do', () => {
    expect(unreadMessagesAnnouncement(1)).toBe('1 unread message');
    expect(unreadMessagesAnnouncement(3)).toBe('3 unread messages');
    expect(unreadMessagesAnnouncement(100)).toBe('99+ unread messages');
    expect(unreadNotificationsAnnouncement(1)).toBe('1 unread notification');
    expect(unreadNotificationsAnnouncement(4)).toBe('4 unread notifications');
  });

  it("says a booking's new status after the card's name", () => {
    expect(bookingStatusAnnouncement('Booking with Marcus Reid on Dec 12, 2026', 'Confirmed')).toBe(
      'Booking with Marcus Reid on Dec 12, 2026 is now Confirmed',
    );
  });

  it('reads a toast as its title, then its description', () => {
    expect(toastAnnouncement('Booking Updated', 'The booking is confirmed.')).toBe(
      'Booking Updated. The booking is confirmed.',
    );
    expect(toastAnnouncement('Welcome!', 'You are signed in.')).toBe('Welcome! You are signed in.');
    expect(toastAnnouncement('Signed Out')).toBe('Signed Out');
  });
});
