// Calendar days as 'YYYY-MM-DD' strings, with arithmetic that never meets a time zone: UTC is
// used only as a calendar (it has no daylight-saving gaps). Shared by the profile calendar, the
// DJ's blocked days and the functions that expand them.
import { parseIsoDate } from './format';

const pad2 = (n: number): string => String(n).padStart(2, '0');

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

function toUtc(iso: string): Date {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Not a calendar date: ${iso}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

function fromUtc(date: Date): string {
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return toUtc(iso).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** Every day from `from` to `to`, both included ([] when `to` is before `from`). */
export function daysFromTo(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
