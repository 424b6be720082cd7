import { describe, expect, it } from 'vitest';
import { PENDING_MAX_AGE_MS } from './booking-record';
import {
  countdownText,
  deadlineText,
  djRespondsByText,
  dueResponseReminder,
  isPastResponseDeadline,
  respondByText,
  responseDeadlineOf,
  responseReminderId,
  responseReminderNotice,
  RESPONSE_REMINDERS,
} from './response-deadline';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('responseDeadlineOf', () => {
  it('is 5 days after the request, or the event start if that comes first', () => {
    const made = at('2026-11-28T18:00:00Z');
    expect(responseDeadlineOf(made, '2026-12-20')?.toISOString()).toBe('2026-12-03T18:00:00.000Z');
    expect(responseDeadlineOf(made, '2026-12-01')?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('is the event start when the request time is unknown, and none for a bad date', () => {
    expect(responseDeadlineOf(null, '2026-12-01')?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(responseDeadlineOf(at('2026-11-28T18:00:00Z'), '2026-13-40')).toBeNull();
    expect(responseDeadlineOf(new Date(Number.NaN), '2026-12-01')?.toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
  });
});

describe('isPastResponseDeadline, the rule the expiry applies', () => {
  const made = at('2026-11-28T18:00:00Z');
  it('comes due exactly at the deadline, not a millisecond before', () => {
    const deadline = made.getTime() + PENDING_MAX_AGE_MS;
    expect(isPastResponseDeadline(made, '2026-12-20', new Date(deadline - 1))).toBe(false);
    expect(isPastResponseDeadline(made, '2026-12-20', new Date(deadline))).toBe(true);
  });

  it('is due at the event start, and at once for a date no DJ can accept', () => {
    expect(isPastResponseDeadline(made, '2026-11-30', at('2026-11-29T23:59:59Z'))).toBe(false);
    expect(isPastResponseDeadline(made, '2026-11-30', at('2026-11-30T00:00:00Z'))).toBe(true);
    expect(isPastResponseDeadline(made, 'someday', made)).toBe(true);
  });
});

describe('dueResponseReminder', () => {
  const made = at('2026-11-28T18:00:00Z');
  const deadline = at('2026-12-03T18:00:00Z');
  const hoursLeft = (h: number) => new Date(deadline.getTime() - h * HOUR);

  it('is the 24 h reminder from 24 h before, then the 4 h one, and none once passed', () => {
    expect(dueResponseReminder(deadline, made, hoursLeft(25))).toBeNull();
    expect(dueResponseReminder(deadline, made, hoursLeft(24))?.key).toBe('24h');
    expect(dueResponseReminder(deadline, made, hoursLeft(5))?.key).toBe('24h');
    expect(dueResponseReminder(deadline, made, hoursLeft(4))?.key).toBe('4h');
    expect(dueResponseReminder(deadline, made, hoursLeft(0.1))?.key).toBe('4h');
    expect(dueResponseReminder(deadline, made, deadline)).toBeNull();
  });

  it('never reminds of a time that came before the request was made', () => {
    const late = at('2026-12-03T08:00:00Z'); // 10 hours before the deadline
    expect(dueResponseReminder(deadline, late, hoursLeft(9))).toBeNull();
    expect(dueResponseReminder(deadline, late, hoursLeft(3))?.key).toBe('4h');
    const lastMinute = at('2026-12-03T16:00:00Z');
    expect(dueResponseReminder(deadline, lastMinute, hoursLeft(1))).toBeNull();
  });

  it('are 24 and 4 hours, latest last', () => {
    expect(RESPONSE_REMINDERS.map((r) => r.beforeMs / HOUR)).toEqual([24, 4]);
  });
});

describe('the deadline as people read it', () => {
  const deadline = at('2026-12-03T18:00:00Z');
  it("says 'Respond by Tue 3 Dec, 18:00' in the reader's zone", () => {
    expect(respondByText(deadline, { timeZone: 'UTC' })).toBe('Respond by Thu 3 Dec, 18:00');
    expect(deadlineText(at('2024-12-03T18:00:00Z'), { timeZone: 'UTC' })).toBe('Tue 3 Dec, 18:00');
    expect(deadlineText(deadline, { timeZone: 'America/New_York' })).toBe('Thu 3 Dec, 13:00');
    expect(deadlineText(deadline, { timeZone: 'Asia/Tokyo' })).toBe('Fri 4 Dec, 03:00');
    expect(djRespondsByText(deadline, { timeZone: 'UTC' })).toBe('DJ responds by Thu 3 Dec, 18:00');
    expect(deadlineText(new Date(Number.NaN))).toBe('');
  });

  it('counts down only in the last day', () => {
    const left = (ms: number) => new Date(deadline.getTime() - ms);
    expect(countdownText(deadline, left(25 * HOUR))).toBeNull();
    expect(countdownText(deadline, left(24 * HOUR))).toBe('24 h left');
    expect(countdownText(deadline, left(5 * HOUR + 20 * 60_000))).toBe('5 h 20 min left');
    expect(countdownText(deadline, left(42 * 60_000 + 30_000))).toBe('42 min left');
    expect(countdownText(deadline, left(30_000))).toBe('Less than a minute left');
    expect(countdownText(deadline, deadline)).toBeNull();
  });
});

describe('the reminder notice', () => {
  it('has one id per request and reminder, and says how long is left without a clock time', () => {
    expect(responseReminderId('b1', '24h')).toBe('b1_reminder_24h');
    const notice = responseReminderNotice('Jordan Lee', 'Dec 13, 2026', RESPONSE_REMINDERS[1]);
    expect(notice).toEqual({
      type: 'response_reminder',
      title: 'Request expires in 4 hours',
      body: "Jordan Lee's request for Dec 13, 2026 expires in 4 hours. Accept or decline it before then; after that the client is told, and the hold on their card is released.",
    });
    expect(responseReminderNotice('  ', 'Dec 13, 2026', RESPONSE_REMINDERS[0]).body).toMatch(
      /^A client's request/,
    );
  });
});
