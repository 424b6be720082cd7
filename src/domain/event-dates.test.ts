import { describe, expect, it } from 'vitest';
import {
  EVENT_DATE_TOO_FAR,
  isWithinEventHorizon,
  latestEventDate,
  latestEventDateFrom,
} from './event-dates';

describe('event date bound', () => {
  it('says how far ahead', () => {
    expect(EVENT_DATE_TOO_FAR).toBe('The event date can be at most 2 years ahead.');
  });

  it('is the same day two years on, 28 February for a 29th', () => {
    expect(latestEventDateFrom('2026-12-05')).toBe('2028-12-05');
    expect(latestEventDateFrom('2028-02-29')).toBe('2030-02-28');
    expect(() => latestEventDateFrom('9999-99-99')).toThrow(RangeError);
    expect(latestEventDate(new Date('2026-12-05T23:30:00Z'))).toBe('2028-12-05');
  });

  it('bounds an instant by the end of the last allowed UTC day', () => {
    const now = new Date('2026-12-05T10:00:00Z');
    expect(isWithinEventHorizon(new Date('2028-12-05T23:59:00Z'), now)).toBe(true);
    expect(isWithinEventHorizon(new Date('2028-12-06T00:00:00Z'), now)).toBe(false);
    expect(isWithinEventHorizon(new Date('9999-12-31T00:00:00Z'), now)).toBe(false);
    // Control: 23 months ahead is inside.
    expect(isWithinEventHorizon(new Date('2028-11-05T12:00:00Z'), now)).toBe(true);
  });
});
