import { MONTH_NAMES, parseIsoDate } from '../../../../domain';
import { addDays, isoDate, weekdayOf } from '../../../../domain/calendar-days';

/**
 * Pure date arithmetic for the profile's month calendar. Days are
 * 'YYYY-MM-DD' strings (like a booking's eventDate and djAvailability's
 * bookedDates), so nothing here depends on the viewer's time zone: only
 * "today" comes from the local clock, and the caller passes it in. Day
 * arithmetic itself is the domain's (calendar-days.ts).
 */
export interface CalendarMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export interface DayCell {
  iso: string;
  day: number;
}

export { MONTH_NAMES, addDays, isoDate, weekdayOf };

/** Weeks start on Sunday. */
export const WEEKDAYS = [
  { short: 'Su', long: 'Sunday' },
  { short: 'Mo', long: 'Monday' },
  { short: 'Tu', long: 'Tuesday' },
  { short: 'We', long: 'Wednesday' },
  { short: 'Th', long: 'Thursday' },
  { short: 'Fr', long: 'Friday' },
  { short: 'Sa', long: 'Saturday' },
] as const;

export function daysInMonth({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthOf(iso: string): CalendarMonth {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Not a calendar date: ${iso}`);
  return { year: parts.year, month: parts.month };
}

export function addMonths({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Negative when a is before b, 0 when equal, positive when after. */
export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The same day of another month, clamped to that month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonthsToDate(iso: string, delta: number): string {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Not a calendar date: ${iso}`);
  const target = addMonths({ year: parts.year, month: parts.month }, delta);
  return isoDate(target.year, target.month, Math.min(parts.day, daysInMonth(target)));
}

/** The month as weeks of seven cells, Sunday first; null pads the first and last week. */
export function monthGrid(month: CalendarMonth): (DayCell | null)[][] {
  const first = isoDate(month.year, month.month, 1);
  const cells: (DayCell | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  const total = daysInMonth(month);
  for (let day = 1; day <= total; day += 1) {
    cells.push({ iso: isoDate(month.year, month.month, day), day });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DayCell | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** 'June 1, 2030': the accessible name of a day button. */
export function dayLabel(iso: string): string {
  const parts = parseIsoDate(iso);
  if (!parts) return '';
  return `${MONTH_NAMES[parts.month - 1]} ${parts.day}, ${parts.year}`;
}

/** 'June 2030' */
export function monthTitle({ year, month }: CalendarMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * Where keyboard focus goes from `iso` for a key, following the WAI-ARIA
 * date-picker pattern: arrows move a day or a week, Home/End go to the start
 * or end of the week, PageUp/PageDown a month. null for any other key.
 */
export function dateForKey(iso: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekdayOf(iso));
    case 'End':
      return addDays(iso, 6 - weekdayOf(iso));
    case 'PageUp':
      return addMonthsToDate(iso, -1);
    case 'PageDown':
      return addMonthsToDate(iso, 1);
    default:
      return null;
  }
}

/** ISO dates compare correctly as strings. */
export function isBefore(a: string, b: string): boolean {
  return a < b;
}
