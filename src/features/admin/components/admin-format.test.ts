import { describe, expect, it } from 'vitest';
import {
  autoAcceptNotice,
  securityEventTypeLabel,
  eventUser,
  formatDateTime,
  formatDay,
  formatEventDetails,
  formatRate,
  roleName,
  withCount,
} from './admin-format';

describe('admin formatting', () => {
  it('shows the hourly rate as dollars with two decimals (cents / 100)', () => {
    expect(formatRate(15000)).toBe('$150.00/hour');
    expect(formatRate(5050)).toBe('$50.50/hour');
    expect(formatRate(5_000_000)).toBe('$50,000.00/hour');
    expect(formatRate(0)).toBe('$0.00/hour');
  });

  it('prints times in local time and a dash when unknown', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 9, 3))).toBe('Jan 5, 2024, 09:03');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime(new Date(Number.NaN))).toBe('—');
    expect(formatDay(new Date(2026, 11, 31, 23, 59))).toBe('Dec 31, 2026');
    expect(formatDay(null)).toBe('—');
  });

  it('turns event details into one readable line', () => {
    expect(formatEventDetails({ from: 'client', to: 'dj', by: null })).toBe(
      'from: client, to: dj, by: —',
    );
    expect(formatEventDetails({ attempts: 6, blocked: true, path: ['a', 'b'] })).toBe(
      'attempts: 6, blocked: true, path: ["a","b"]',
    );
    expect(formatEventDetails({})).toBe('—');
    const long = formatEventDetails({ text: 'x'.repeat(1000) });
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });

  it('names the user of an event by e-mail, else uid', () => {
    expect(eventUser({ email: 'a@b.test', uid: 'u1' })).toBe('a@b.test');
    expect(eventUser({ email: null, uid: 'u1' })).toBe('u1');
    expect(eventUser({ email: null, uid: null })).toBe('—');
  });

  it('labels event types and roles for people', () => {
    expect(securityEventTypeLabel('rate_limit_exceeded')).toBe('Rate limit exceeded');
    expect(securityEventTypeLabel('auth_failure')).toBe('Auth failure');
    expect(roleName('dj')).toBe('DJ');
    expect(roleName(null)).toBe('No role');
  });

  it('says how many pending applications turning auto-accept on approved', () => {
    expect(autoAcceptNotice({ enabled: true, approved: 3 }).description).toContain(
      '3 pending applications were approved.',
    );
    expect(autoAcceptNotice({ enabled: true, approved: 1 }).description).toContain(
      '1 pending application was approved.',
    );
    expect(autoAcceptNotice({ enabled: true, approved: 0 }).description).toContain(
      'No pending applications were waiting.',
    );
    expect(autoAcceptNotice({ enabled: false, approved: 0 }).title).toBe('Auto-accept Off');
  });

  it('adds a count to a tab label once it is known', () => {
    expect(withCount('Pending', 4)).toBe('Pending (4)');
    expect(withCount('Pending', 0)).toBe('Pending (0)');
    expect(withCount('Pending', null)).toBe('Pending');
  });
});
