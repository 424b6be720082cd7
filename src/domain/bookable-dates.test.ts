import { DJ_UNAVAILABLE_ON_DATE } from './availability';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_DATE_CLOSED,
  bookableWindow,
  bookableWindowFrom,
  DATE_ALREADY_BOOKED,
  DATE_REFUSAL_MESSAGES,
  DATE_REFUSALS,
  dateRefusal,
  EVENT_DATE_IN_PAST,
  INVALID_EVENT_DATE,
  isBookableDate,
} from './bookable-dates';
import { canStillAccept, DAY_MS } from './booking-record';
import { EVENT_DATE_TOO_FAR } from './event-dates';

const HOUR_MS = 60 * 60 * 1000;

describe('bookableWindow', () => {
  it('opens on the day after the UTC date, up to the last instant of that UTC day', () => {
    expect(bookableWindow(new Date('2026-11-27T00:00:00.000Z'))).toEqual({
      pastBefore: '2026-11-26',
      first: '2026-11-28',
      last: '2028-11-28',
    });
    expect(bookableWindow(new Date('2026-11-27T23:59:59.999Z')).first).toBe('2026-11-28');
    // Just after midnight UTC the 28th has begun, so it has closed.
    expect(bookableWindow(new Date('2026-11-28T00:00:00.000Z')).first).toBe('2026-11-29');
  });

  it("is the same whatever the viewer's time zone (only the instant counts)", () => {
    // One instant: 23:30 on the 26th in New York, 04:30 on the 27th UTC, 13:30 in Tokyo,
    // 18:30 on the 27th in Kiritimati (UTC+14). The viewers' own "today" differ; the window not.
    const instants = [
      '2026-11-26T23:30:00-05:00',
      '2026-11-27T04:30:00Z',
      '2026-11-27T13:30:00+09:00',
      '2026-11-27T18:30:00+14:00',
    ].map((text) => new Date(text));
    const windows = instants.map(bookableWindow);
    for (const window of windows) expect(window).toEqual(windows[0]);
    expect(windows[0]?.first).toBe('2026-11-28');
  });

  it('late evening west of UTC: neither today nor tomorrow can be booked any more', () => {
    // 20:00 on Nov 27 in New York (EST) is 01:00 on Nov 28 UTC: the 28th began in UTC.
    const now = new Date('2026-11-28T01:00:00Z');
    const window = bookableWindow(now);
    expect(dateRefusal('2026-11-27', window)).toBe('closed');
    expect(dateRefusal('2026-11-28', window)).toBe('closed');
    expect(dateRefusal('2026-11-29', window)).toBeNull();
    expect(dateRefusal('2026-11-26', window)).toBe('past');
  });

  it('just after midnight east of UTC: today can still be booked', () => {
    // 00:10 on Nov 28 in Tokyo is 15:10 on Nov 27 UTC: the 28th has not begun in UTC.
    const now = new Date('2026-11-27T15:10:00Z');
    expect(isBookableDate('2026-11-28', bookableWindow(now))).toBe(true);
    expect(dateRefusal('2026-11-27', bookableWindow(now))).toBe('closed');
  });

  it('the first bookable date is always one a DJ could still accept, and the day before never is', () => {
    const start = Date.parse('2026-11-26T00:00:00Z');
    for (let t = start; t < start + 3 * DAY_MS; t += HOUR_MS / 2) {
      const now = new Date(t);
      const { first, pastBefore } = bookableWindow(now);
      expect(canStillAccept(first, now)).toBe(true);
      const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - DAY_MS)
        .toISOString()
        .slice(0, 10);
      expect(canStillAccept(dayBefore, now)).toBe(false);
      expect(pastBefore < dayBefore).toBe(true);
    }
  });

  it('bookableWindowFrom gives the window in force the whole UTC day before', () => {
    expect(bookableWindowFrom('2026-11-28')).toEqual(
      bookableWindow(new Date('2026-11-27T00:00:00Z')),
    );
    expect(bookableWindowFrom('2026-11-28')).toEqual(
      bookableWindow(new Date('2026-11-27T23:59:59.999Z')),
    );
    // Across a month and a leap day.
    expect(bookableWindowFrom('2028-03-01')).toEqual({
      pastBefore: '2028-02-28',
      first: '2028-03-01',
      last: '2030-03-01',
    });
    expect(bookableWindowFrom('2028-02-29').last).toBe('2030-02-28');
    expect(() => bookableWindowFrom('2028-02-30')).toThrow(RangeError);
  });
});

describe('dateRefusal', () => {
  const window = bookableWindowFrom('2026-11-28');
  // 2026-12-07 is a Monday, blocked every week; 2026-12-10 blocked once (issue 41).
  const booked = {
    bookedDates: ['2026-12-05'],
    blockedDates: ['2026-12-10'],
    blockedWeekdays: [1],
  };

  it.each([
    ['2026-11-28', null],
    ['2028-11-28', null],
    ['2026-11-27', 'closed'],
    ['2026-11-26', 'closed'],
    ['2026-11-25', 'past'],
    ['2028-11-29', 'too-far'],
    ['2026-12-05', 'booked'],
    ['2026-12-10', 'unavailable'],
    ['2026-12-07', 'unavailable'],
    ['2026-12-14', 'unavailable'],
    ['2026-12-08', null],
    ['2026-02-30', 'invalid'],
    ['tomorrow', 'invalid'],
    ['', 'invalid'],
  ] as const)('%j → %s', (date, refusal) => {
    expect(dateRefusal(date, window, booked)).toBe(refusal);
    expect(isBookableDate(date, window, booked)).toBe(refusal === null);
  });

  it('checks booked days only when it is given them (the server reads the bookings)', () => {
    expect(dateRefusal('2026-12-05', window)).toBeNull();
  });

  it('says each reason in words, the same for the form and the server', () => {
    expect(Object.keys(DATE_REFUSAL_MESSAGES).sort()).toEqual([...DATE_REFUSALS].sort());
    expect(DATE_REFUSAL_MESSAGES).toEqual({
      invalid: INVALID_EVENT_DATE,
      past: EVENT_DATE_IN_PAST,
      closed: BOOKING_DATE_CLOSED,
      'too-far': EVENT_DATE_TOO_FAR,
      booked: DATE_ALREADY_BOOKED,
      unavailable: DJ_UNAVAILABLE_ON_DATE,
    });
  });
});
