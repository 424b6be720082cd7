import { describe, expect, it } from 'vitest';
import {
  formatNotificationTime,
  formatNotificationTimeFull,
  type NotificationTimeOptions,
} from './notification-time';

// Saturday 5 December 2026, 3:42 PM in New York, 9:42 PM in Berlin.
const NOW = new Date('2026-12-05T20:42:00Z');
const US: NotificationTimeOptions = { locale: 'en-US', timeZone: 'America/New_York' };
const at = (iso: string, options: NotificationTimeOptions = US) =>
  formatNotificationTime(new Date(iso), NOW, options);

describe('formatNotificationTime', () => {
  it('says Today or Yesterday with the clock time, never an ISO date', () => {
    expect(at('2026-12-05T20:42:00Z')).toBe('Today, 3:42 PM');
    expect(at('2026-12-05T05:00:00Z')).toBe('Today, 12:00 AM');
    expect(at('2026-12-04T14:05:00Z')).toBe('Yesterday, 9:05 AM');
  });

  it('names the weekday within the week, the date within the year, and the year before', () => {
    expect(at('2026-12-01T20:42:00Z')).toBe('Tue, 3:42 PM');
    expect(at('2026-11-28T20:42:00Z')).toBe('Sat, Nov 28, 3:42 PM');
    expect(at('2026-06-01T19:05:00Z')).toBe('Mon, Jun 1, 3:05 PM');
    expect(at('2025-12-01T20:42:00Z')).toBe('Dec 1, 2025, 3:42 PM');
  });

  it("reads the day in the reader's time zone", () => {
    // 03:00 UTC on the 5th: still the evening of the 4th in New York, the 5th in Berlin.
    expect(at('2026-12-05T03:00:00Z')).toBe('Yesterday, 10:00 PM');
    expect(at('2026-12-05T03:00:00Z', { locale: 'en-US', timeZone: 'Europe/Berlin' })).toBe(
      'Today, 4:00 AM',
    );
    // Just past midnight in Tokyo on the 6th: the 5th is yesterday there.
    expect(at('2026-12-05T14:00:00Z', { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe(
      'Yesterday, 11:00 PM',
    );
  });

  it("uses the reader's clock: 24 hours where the locale does", () => {
    expect(at('2026-12-05T20:42:00Z', { locale: 'en-GB', timeZone: 'Europe/London' })).toBe(
      'Today, 20:42',
    );
    expect(at('2026-12-04T14:05:00Z', { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe(
      'Yesterday, 15:05',
    );
  });

  it('counts calendar days across a daylight-saving change', () => {
    // New York springs forward on 8 March 2026: 23 hours between these two mornings.
    const sunday = new Date('2026-03-08T12:00:00Z');
    expect(formatNotificationTime(new Date('2026-03-07T12:00:00Z'), sunday, US)).toBe(
      'Yesterday, 7:00 AM',
    );
    expect(formatNotificationTime(new Date('2026-03-08T06:30:00Z'), sunday, US)).toBe(
      'Today, 1:30 AM',
    );
  });

  it('shows a time a little ahead of this device as today, and nothing for an invalid date', () => {
    expect(at('2026-12-05T20:43:30Z')).toBe('Today, 3:43 PM');
    expect(at('not a date')).toBe('');
    expect(formatNotificationTime(new Date(Number.NaN), NOW, US)).toBe('');
  });
});

describe('formatNotificationTimeFull', () => {
  it('gives the whole date and time for the title', () => {
    expect(formatNotificationTimeFull(NOW, US)).toBe('Saturday, December 5, 2026 at 3:42 PM');
    expect(formatNotificationTimeFull(new Date(Number.NaN), US)).toBe('');
  });
});
