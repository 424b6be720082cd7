import { describe, expect, it } from 'vitest';
import {
  CALLABLE_BOOKING_ACTIONS,
  canCompleteOn,
  canStillAccept,
  CANCELLATION_REASONS,
  earliestBookableDate,
  earliestToday,
  eventStartOf,
  isCallableBookingAction,
  isCancellationReason,
  lastPassedDate,
  PENDING_MAX_AGE_DAYS,
  PENDING_MAX_AGE_MS,
  utcDate,
} from './booking-record';
import { BOOKING_ACTIONS } from './booking-states';
import { TRANSITIONS } from './booking-transitions';
import { refundPercentForCancellation } from './cancellation-policy';

describe('the booking record', () => {
  it('names every cancellation reason the server writes, including payment_abandoned', () => {
    expect(CANCELLATION_REASONS).toEqual([
      'declined',
      'cancelled',
      'auto_declined',
      'expired',
      'payment_expired',
      'payment_abandoned',
      'checkout_failed',
      'dj_suspended',
      'dj_deleted',
      'dj_cancelled',
    ]);
    expect(isCancellationReason('payment_abandoned')).toBe(true);
    expect(isCancellationReason('checkout_abandoned')).toBe(false);
    expect(isCancellationReason(null)).toBe(false);
  });

  it('lets people take exactly the table actions that are not the system’s alone', () => {
    const byPeople = BOOKING_ACTIONS.filter((action) =>
      TRANSITIONS.some((t) => t.action === action && t.actors.some((a) => a !== 'system')),
    );
    expect([...CALLABLE_BOOKING_ACTIONS]).toEqual(byPeople);
    expect(isCallableBookingAction('accept')).toBe(true);
    expect(isCallableBookingAction('expire')).toBe(false);
    expect(isCallableBookingAction('paymentAuthorized')).toBe(false);
  });

  it('expires requests after 5 days', () => {
    expect(PENDING_MAX_AGE_DAYS).toBe(5);
    expect(PENDING_MAX_AGE_MS).toBe(5 * 24 * 60 * 60 * 1000);
  });
});

describe('the UTC calendar rules', () => {
  const date = '2031-06-20';

  it('starts an event at 00:00 UTC of its date, and refuses what is not a date', () => {
    expect(eventStartOf(date)?.toISOString()).toBe('2031-06-20T00:00:00.000Z');
    for (const bad of ['2031-02-30', '2031-6-20', '', 'tomorrow', '2031-06-20T00:00Z']) {
      expect(eventStartOf(bad)).toBeNull();
    }
    expect(utcDate(new Date('2031-06-19T23:59:59.999Z'))).toBe('2031-06-19');
  });

  it('accepts only before the event start: exactly when a cancellation would start refunding 0% for that reason', () => {
    const start = new Date('2031-06-20T00:00:00Z');
    const before = new Date(start.getTime() - 1);
    expect(canStillAccept(date, before)).toBe(true);
    expect(canStillAccept(date, start)).toBe(false);
    expect(canStillAccept(date, new Date('2031-06-20T18:00:00Z'))).toBe(false);
    expect(canStillAccept('not-a-date', before)).toBe(false);
    // From the start on, the policy refunds nothing: no accept can lead to a 0% capture
    // made after the event began.
    expect(refundPercentForCancellation(start, start)).toBe(0);
  });

  it('lets a request be made for the first date a DJ could still accept, and none earlier', () => {
    const now = new Date('2031-06-19T22:00:00Z');
    expect(earliestBookableDate(now)).toBe('2031-06-20');
    expect(canStillAccept(earliestBookableDate(now), now)).toBe(true);
    expect(canStillAccept(utcDate(now), now)).toBe(false);
    // Just after midnight UTC the same day is already closed.
    expect(earliestBookableDate(new Date('2031-06-20T00:00:01Z'))).toBe('2031-06-21');
  });

  it('expires pending requests from the day accepting closes', () => {
    const now = new Date('2031-06-20T00:00:01Z');
    expect(lastPassedDate(now)).toBe('2031-06-20');
    expect(canStillAccept(lastPassedDate(now), now)).toBe(false);
    // The day after it can still be accepted, so it is not expired by date.
    expect(canStillAccept('2031-06-21', now)).toBe(true);
  });

  it('completes on or after the event date (UTC)', () => {
    expect(canCompleteOn(date, new Date('2031-06-19T23:59:59Z'))).toBe(false);
    expect(canCompleteOn(date, new Date('2031-06-20T00:00:00Z'))).toBe(true);
  });

  it("knows the earliest 'today' anywhere on Earth (UTC minus a day)", () => {
    expect(earliestToday(new Date('2031-06-20T05:00:00Z'))).toBe('2031-06-19');
  });
});
