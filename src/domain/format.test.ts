import { describe, expect, it } from 'vitest';
import {
  formatDateTimeLocalInput,
  formatEventDate,
  formatEventTime,
  formatIsoDate,
  formatRating,
  parseDateTimeLocalInput,
  parseIsoDate,
  toIsoDate,
} from './format';

// Dates are built with the local-time constructor, so these tests pass in any
// time zone (CI runs in UTC; people run them elsewhere).
describe('formatEventTime', () => {
  it.each([
    [new Date(2024, 0, 5, 20, 0), '20:00'],
    [new Date(2024, 0, 5, 9, 5), '09:05'],
    [new Date(2024, 0, 5, 0, 0), '00:00'],
    [new Date(2024, 0, 5, 23, 59), '23:59'],
  ])('%s → %s', (date, text) => {
    expect(formatEventTime(date)).toBe(text);
  });

  it('prints nothing for an invalid date', () => {
    expect(formatEventTime(new Date(NaN))).toBe('');
  });
});

describe('formatEventDate', () => {
  it.each([
    [new Date(2024, 0, 5), 'Jan 5, 2024'],
    [new Date(2024, 0, 5, 23, 59, 59), 'Jan 5, 2024'],
    [new Date(2024, 1, 29), 'Feb 29, 2024'],
    [new Date(2025, 11, 31, 0, 0), 'Dec 31, 2025'],
    [new Date(1999, 8, 10), 'Sep 10, 1999'],
    [new Date(2024, 4, 1), 'May 1, 2024'],
  ])('%s → %s', (date, text) => {
    expect(formatEventDate(date)).toBe(text);
  });

  it('names every month with its English abbreviation', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatEventDate(new Date(2024, m, 1)));
    expect(months.map((t) => t.slice(0, 3))).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatEventDate(new Date('nope'))).toBe('');
  });
});

describe('parseIsoDate / formatIsoDate', () => {
  it.each([
    ['2024-01-05', 'Jan 5, 2024'],
    ['2024-02-29', 'Feb 29, 2024'],
    ['2000-02-29', 'Feb 29, 2000'],
    ['2025-12-31', 'Dec 31, 2025'],
  ])('%s → %s (no time-zone shift)', (value, text) => {
    expect(formatIsoDate(value)).toBe(text);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-1-5',
    '24-01-05',
    '2024-01-05T10:00',
    ' 2024-01-05',
    '',
  ])('refuses %j', (value) => {
    expect(parseIsoDate(value)).toBeNull();
    expect(formatIsoDate(value)).toBe('');
  });

  it('returns the parts', () => {
    expect(parseIsoDate('2024-06-15')).toEqual({ year: 2024, month: 6, day: 15 });
  });
});

describe('toIsoDate', () => {
  it('formats the local calendar day', () => {
    expect(toIsoDate(new Date(2024, 0, 5, 23, 30))).toBe('2024-01-05');
    expect(toIsoDate(new Date(2024, 11, 31, 0, 1))).toBe('2024-12-31');
  });
});

describe('formatRating', () => {
  it.each([
    [4.5, '4.5'],
    [4, '4.0'],
    [5, '5.0'],
    [4.25, '4.3'],
    [4.35, '4.4'],
    [4.05, '4.1'],
    [4.04, '4.0'],
    [3.96, '4.0'],
    [4.666666, '4.7'],
    [0, '0.0'],
  ])('%d → %s', (average, text) => {
    expect(formatRating(average)).toBe(text);
  });

  it.each([NaN, Infinity, null, undefined])('shows %s as 0.0', (average) => {
    expect(formatRating(average)).toBe('0.0');
  });
});

describe('formatDateTimeLocalInput / parseDateTimeLocalInput', () => {
  it('formats local time, to the minute', () => {
    expect(formatDateTimeLocalInput(new Date(2024, 0, 5, 9, 7, 59))).toBe('2024-01-05T09:07');
    expect(formatDateTimeLocalInput(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31T23:59');
    expect(formatDateTimeLocalInput(new Date(NaN))).toBe('');
  });

  it('is 16 characters long', () => {
    expect(formatDateTimeLocalInput(new Date(2024, 5, 15, 18, 30))).toHaveLength(16);
  });

  it('parses back to the same local time', () => {
    const date = new Date(2024, 5, 15, 18, 30);
    expect(parseDateTimeLocalInput(formatDateTimeLocalInput(date))?.getTime()).toBe(date.getTime());
  });

  it.each([
    '',
    '2024-06-15',
    '2024-06-15T18:30:00',
    '2024-06-15 18:30',
    '2024-06-15T24:00',
    '2024-06-15T18:60',
    '2024-02-30T10:00',
  ])('refuses %j', (value) => {
    expect(parseDateTimeLocalInput(value)).toBeNull();
  });
});

describe('the UTC clock (text a server renders)', () => {
  it("reads the instant in UTC, whatever the machine's zone", () => {
    const date = new Date(Date.UTC(2024, 0, 5, 23, 7));
    expect(formatEventDate(date, 'utc')).toBe('Jan 5, 2024');
    expect(formatEventTime(date, 'utc')).toBe('23:07');
    expect(formatEventTime(new Date(NaN), 'utc')).toBe('');
  });
});
