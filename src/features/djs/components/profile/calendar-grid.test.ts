import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToDate,
  compareMonths,
  dateForKey,
  dayLabel,
  daysInMonth,
  isBefore,
  monthGrid,
  monthOf,
  monthTitle,
  weekdayOf,
} from './calendar-grid';

describe('monthGrid', () => {
  it('lays June 2030 out in weeks starting on Sunday', () => {
    // June 1, 2030 is a Saturday.
    const weeks = monthGrid({ year: 2030, month: 6 });
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual({ iso: '2030-06-01', day: 1 });
    expect(weeks[5]?.[0]).toEqual({ iso: '2030-06-30', day: 30 });
    expect(weeks[5]?.slice(1).every((cell) => cell === null)).toBe(true);
  });

  it('needs no padding for February 2026 (starts Sunday, 28 days)', () => {
    const weeks = monthGrid({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((cell) => cell !== null)).toBe(true);
  });

  it('lists every day of the month once, in order', () => {
    const days = monthGrid({ year: 2024, month: 2 })
      .flat()
      .filter((cell) => cell !== null)
      .map((cell) => cell.day);
    expect(days).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
  });
});

describe('date arithmetic', () => {
  it('knows month lengths, including leap years', () => {
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2025, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2030, month: 12 })).toBe(31);
  });

  it('adds months across year boundaries', () => {
    expect(addMonths({ year: 2030, month: 12 }, 1)).toEqual({ year: 2031, month: 1 });
    expect(addMonths({ year: 2030, month: 1 }, -1)).toEqual({ year: 2029, month: 12 });
    expect(addMonths({ year: 2030, month: 6 }, 0)).toEqual({ year: 2030, month: 6 });
  });

  it('compares months', () => {
    expect(compareMonths({ year: 2030, month: 1 }, { year: 2029, month: 12 })).toBeGreaterThan(0);
    expect(compareMonths({ year: 2030, month: 6 }, { year: 2030, month: 6 })).toBe(0);
    expect(compareMonths({ year: 2030, month: 5 }, { year: 2030, month: 6 })).toBeLessThan(0);
  });

  it('adds days across months and years, whatever the daylight-saving rules', () => {
    expect(addDays('2030-06-30', 1)).toBe('2030-07-01');
    expect(addDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(addDays('2030-03-09', 7)).toBe('2030-03-16');
  });

  it('clamps the day when moving by months', () => {
    expect(addMonthsToDate('2030-01-31', 1)).toBe('2030-02-28');
    expect(addMonthsToDate('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonthsToDate('2030-12-15', 1)).toBe('2031-01-15');
  });

  it('finds the month and weekday of a date', () => {
    expect(monthOf('2030-06-01')).toEqual({ year: 2030, month: 6 });
    expect(weekdayOf('2030-06-01')).toBe(6);
    expect(weekdayOf('2030-06-02')).toBe(0);
  });

  it('orders ISO dates', () => {
    expect(isBefore('2030-06-01', '2030-06-02')).toBe(true);
    expect(isBefore('2030-06-02', '2030-06-02')).toBe(false);
    expect(isBefore('2031-01-01', '2030-12-31')).toBe(false);
  });

  it('refuses text that is not a calendar date', () => {
    expect(() => addDays('2030-02-30', 1)).toThrow(RangeError);
    expect(() => monthOf('soon')).toThrow(RangeError);
  });
});

describe('labels', () => {
  it('names days and months in full', () => {
    expect(dayLabel('2030-06-01')).toBe('June 1, 2030');
    expect(dayLabel('nope')).toBe('');
    expect(monthTitle({ year: 2030, month: 12 })).toBe('December 2030');
  });
});

describe('dateForKey', () => {
  // Wednesday, June 12, 2030
  const day = '2030-06-12';

  it('moves by a day or a week with the arrow keys', () => {
    expect(dateForKey(day, 'ArrowLeft')).toBe('2030-06-11');
    expect(dateForKey(day, 'ArrowRight')).toBe('2030-06-13');
    expect(dateForKey(day, 'ArrowUp')).toBe('2030-06-05');
    expect(dateForKey(day, 'ArrowDown')).toBe('2030-06-19');
  });

  it('goes to the start or end of the week with Home and End', () => {
    expect(dateForKey(day, 'Home')).toBe('2030-06-09');
    expect(dateForKey(day, 'End')).toBe('2030-06-15');
  });

  it('moves by a month with PageUp and PageDown', () => {
    expect(dateForKey(day, 'PageUp')).toBe('2030-05-12');
    expect(dateForKey(day, 'PageDown')).toBe('2030-07-12');
  });

  it('ignores other keys', () => {
    expect(dateForKey(day, 'Enter')).toBeNull();
    expect(dateForKey(day, 'a')).toBeNull();
  });
});
