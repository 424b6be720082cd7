import { describe, expect, it } from 'vitest';
import {
  DEFAULT_START_TIME,
  formatStartTime,
  isStartTime,
  START_TIME_NOT_GIVEN,
} from './event-start-time';

describe('event start time', () => {
  it('accepts 24-hour HH:MM only', () => {
    for (const ok of ['00:00', '07:05', '19:00', '23:59', DEFAULT_START_TIME])
      expect(isStartTime(ok), ok).toBe(true);
    for (const bad of ['24:00', '7:00', '19:60', '19:00:00', ' 19:00', '', 1900, null, undefined])
      expect(isStartTime(bad), String(bad)).toBe(false);
  });

  it('reads as a 12-hour clock time', () => {
    expect(formatStartTime('19:00')).toBe('7:00 PM');
    expect(formatStartTime('00:30')).toBe('12:30 AM');
    expect(formatStartTime('12:05')).toBe('12:05 PM');
    expect(formatStartTime('09:45')).toBe('9:45 AM');
  });

  it('says so when a booking has none', () => {
    expect(formatStartTime(undefined)).toBe(START_TIME_NOT_GIVEN);
    expect(formatStartTime('25:00')).toBe(START_TIME_NOT_GIVEN);
  });
});
