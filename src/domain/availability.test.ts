import { describe, expect, it } from 'vitest';
import {
  BLOCK_DATES_INVALID,
  BLOCK_IN_PAST,
  BLOCK_NOTE_INVALID,
  BLOCK_NOTE_MAX,
  BLOCK_NOTE_TOO_LONG,
  BLOCK_RANGE_BACKWARDS,
  BLOCK_RANGE_MAX_DAYS,
  BLOCK_RANGE_TOO_LONG,
  BLOCK_WEEKDAY_INVALID,
  blockHasConfirmedBooking,
  blockSpanText,
  checkBlockRequest,
  daysOfSpanIn,
  pendingRequestsOnBlockedDays,
  publicBlocksOf,
  spanOf,
  unavailability,
} from './availability';
import { addDays, daysBetween, daysFromTo, weekdayOf } from './calendar-days';

const TODAY = '2027-03-01'; // a Monday

describe('calendar days', () => {
  it('adds days across months, leap days and years without a time zone', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2027-01-01', '2028-01-01')).toBe(365);
    expect(daysFromTo('2027-03-30', '2027-04-02')).toEqual([
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
    ]);
    expect(daysFromTo('2027-04-02', '2027-04-01')).toEqual([]);
    expect(weekdayOf(TODAY)).toBe(1);
  });
});

describe('unavailability', () => {
  const availability = {
    bookedDates: ['2027-03-05'],
    blockedDates: ['2027-03-06'],
    blockedWeekdays: [1],
  };

  it('names booked days, blocked days and days of a blocked weekday', () => {
    expect(unavailability('2027-03-05', availability)).toBe('booked');
    expect(unavailability('2027-03-06', availability)).toBe('blocked');
    expect(unavailability('2027-03-08', availability)).toBe('blocked'); // a Monday
    expect(unavailability('2027-03-09', availability)).toBeNull();
    expect(unavailability('not a date', availability)).toBeNull();
  });
});

describe('publicBlocksOf', () => {
  it('expands ranges within the window, once each, sorted, with the weekdays apart', () => {
    const blocks = [
      { span: { kind: 'dates', from: '2027-02-25', to: '2027-03-02' } },
      { span: { kind: 'dates', from: '2027-03-02', to: '2027-03-03' } },
      { span: { kind: 'dates', from: '2027-06-01', to: '2027-06-05' } },
      { span: { kind: 'weekday', weekday: 5 } },
      { span: { kind: 'weekday', weekday: 1 } },
    ] as const;
    expect(publicBlocksOf(blocks, TODAY, '2027-06-02')).toEqual({
      blockedDates: ['2027-03-01', '2027-03-02', '2027-03-03', '2027-06-01', '2027-06-02'],
      blockedWeekdays: [1, 5],
    });
  });
});

describe('checkBlockRequest', () => {
  it('takes a day, a range and a weekday, with the note trimmed', () => {
    expect(checkBlockRequest({ from: TODAY, to: TODAY }, TODAY)).toEqual({
      ok: true,
      span: { kind: 'dates', from: TODAY, to: TODAY },
      note: '',
    });
    expect(checkBlockRequest({ from: TODAY, to: '2027-03-09', note: '  Holiday ' }, TODAY)).toEqual(
      { ok: true, span: { kind: 'dates', from: TODAY, to: '2027-03-09' }, note: 'Holiday' },
    );
    expect(checkBlockRequest({ weekday: 1 }, TODAY)).toEqual({
      ok: true,
      span: { kind: 'weekday', weekday: 1 },
      note: '',
    });
  });

  it('refuses what cannot be blocked, with the words for it', () => {
    const refusal = (input: unknown) => {
      const checked = checkBlockRequest(input, TODAY);
      return checked.ok ? null : checked.error;
    };
    expect(refusal(null)).toBe(BLOCK_DATES_INVALID);
    expect(refusal({ from: '2027-02-30', to: '2027-03-02' })).toBe(BLOCK_DATES_INVALID);
    expect(refusal({ from: TODAY })).toBe(BLOCK_DATES_INVALID);
    expect(refusal({ from: '2027-03-05', to: '2027-03-04' })).toBe(BLOCK_RANGE_BACKWARDS);
    expect(refusal({ from: '2027-02-28', to: '2027-03-04' })).toBe(BLOCK_IN_PAST);
    const last = addDays(TODAY, BLOCK_RANGE_MAX_DAYS - 1);
    expect(refusal({ from: TODAY, to: last })).toBeNull();
    expect(refusal({ from: TODAY, to: addDays(last, 1) })).toBe(BLOCK_RANGE_TOO_LONG);
    expect(refusal({ weekday: 7 })).toBe(BLOCK_WEEKDAY_INVALID);
    expect(refusal({ weekday: 1.5 })).toBe(BLOCK_WEEKDAY_INVALID);
    expect(refusal({ weekday: '1' })).toBe(BLOCK_WEEKDAY_INVALID);
    expect(refusal({ weekday: 1, note: 5 })).toBe(BLOCK_NOTE_INVALID);
    expect(refusal({ weekday: 1, note: 'x'.repeat(BLOCK_NOTE_MAX) })).toBeNull();
    expect(refusal({ weekday: 1, note: 'x'.repeat(BLOCK_NOTE_MAX + 1) })).toBe(BLOCK_NOTE_TOO_LONG);
  });
});

describe('words', () => {
  it('says a block, a refusal and a warning as the DJ reads them', () => {
    expect(blockSpanText({ kind: 'dates', from: '2027-03-03', to: '2027-03-03' })).toBe(
      'Mar 3, 2027',
    );
    expect(blockSpanText({ kind: 'dates', from: '2027-03-03', to: '2027-03-09' })).toBe(
      'Mar 3 – Mar 9, 2027',
    );
    expect(blockSpanText({ kind: 'dates', from: '2027-12-30', to: '2028-01-02' })).toBe(
      'Dec 30, 2027 – Jan 2, 2028',
    );
    expect(blockSpanText({ kind: 'weekday', weekday: 1 })).toBe('Every Monday');
    expect(blockHasConfirmedBooking('2027-03-05')).toBe(
      'You have a confirmed booking on Mar 5, 2027. A day with a confirmed booking cannot be blocked.',
    );
    expect(pendingRequestsOnBlockedDays(1)).toMatch(/^A request is waiting/);
    expect(pendingRequestsOnBlockedDays(2)).toMatch(/^2 requests are waiting/);
  });
});

describe('spans', () => {
  it('finds the dates a span covers and reads stored spans strictly', () => {
    const dates = ['2027-03-08', '2027-03-04', '2027-03-15', 'junk'];
    expect(daysOfSpanIn({ kind: 'weekday', weekday: 1 }, dates)).toEqual([
      '2027-03-08',
      '2027-03-15',
    ]);
    expect(daysOfSpanIn({ kind: 'dates', from: '2027-03-04', to: '2027-03-08' }, dates)).toEqual([
      '2027-03-04',
      '2027-03-08',
    ]);
    expect(spanOf({ kind: 'weekday', weekday: 6 })).toEqual({ kind: 'weekday', weekday: 6 });
    expect(spanOf({ kind: 'weekday', weekday: 9 })).toBeNull();
    expect(spanOf({ kind: 'dates', from: '2027-03-05', to: '2027-03-04' })).toBeNull();
    expect(spanOf({ kind: 'dates', from: '2027-03-04', to: '2027-03-05' })).toEqual({
      kind: 'dates',
      from: '2027-03-04',
      to: '2027-03-05',
    });
    expect(spanOf('dates')).toBeNull();
  });
});
