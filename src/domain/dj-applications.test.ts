import { describe, expect, it } from 'vitest';
import {
  applicationStatus,
  DJ_REVIEW_TRANSITIONS,
  moderationAfter,
  priorModerationNote,
  priorModerationOf,
  profileDeleteBlocked,
  suspensionSummary,
} from './dj-applications';

describe('moderation that sticks', () => {
  it('a rejection or suspension always sends a new application to an admin', () => {
    expect(applicationStatus(true, null)).toBe('verified');
    expect(applicationStatus(false, null)).toBe('pending');
    expect(applicationStatus(true, 'rejected')).toBe('pending');
    expect(applicationStatus(true, 'suspended')).toBe('pending');
  });

  it('decisions set the standing; approval and reactivation lift it', () => {
    const after = Object.fromEntries(
      DJ_REVIEW_TRANSITIONS.map((t) => [t.action, moderationAfter(t)]),
    );
    expect(after).toEqual({
      approve: null,
      reject: 'rejected',
      suspend: 'suspended',
      reactivate: null,
    });
  });

  it.each([
    ['rejected', 'rejected'],
    ['suspended', 'suspended'],
    [null, null],
    ['banned', null],
    [undefined, null],
  ])('reads %j as %j', (value, expected) => {
    expect(priorModerationOf(value)).toBe(expected);
  });

  it('tells the admin why a re-application is waiting', () => {
    expect(priorModerationNote('rejected')).toMatch(/rejected before/);
    expect(priorModerationNote('suspended')).toMatch(/suspended before/);
  });

  it('says what to do when deletion is refused', () => {
    expect(profileDeleteBlocked(1)).toBe(
      'You have 1 confirmed upcoming booking. Complete or cancel it before deleting your profile.',
    );
    expect(profileDeleteBlocked(3)).toMatch(/^You have 3 confirmed upcoming bookings\./);
  });
});

describe('suspensionSummary (decision 0052)', () => {
  it('names what the suspension closed, cancelled and held', () => {
    expect(suspensionSummary({ closedRequests: 1, cancelledBookings: 2, heldPayouts: 1 })).toBe(
      ' 1 open request closed; 2 upcoming bookings cancelled with a full refund; 1 payout held for your decision in Payouts.',
    );
  });

  it('adds nothing when there was nothing to end', () => {
    expect(suspensionSummary({ closedRequests: 0, cancelledBookings: 0, heldPayouts: 0 })).toBe('');
    expect(suspensionSummary({})).toBe('');
  });
});
