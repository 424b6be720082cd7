// The webhook's checks of a Checkout Session against its booking, without Stripe or Firestore.
import { describe, expect, it } from 'vitest';
import {
  completedSessionProblem,
  isBookingsSession,
  type SessionFacts,
} from '../../functions/src/services/checkout-session-check';

const booking = { checkoutSessionId: 'cs_test_own', totalCostCents: 43_051 };
/** What Stripe sends for a completed manual-capture checkout of that booking. */
const own: SessionFacts = {
  id: 'cs_test_own',
  amount_total: 43_051,
  currency: 'usd',
  status: 'complete',
  payment_status: 'unpaid',
};

describe('completedSessionProblem', () => {
  it('accepts the booking’s own session for its total in USD, complete and authorised', () => {
    expect(completedSessionProblem(own, booking)).toBeNull();
  });

  it.each([
    [{ id: 'cs_test_other' }, 'session_mismatch'],
    [{ amount_total: 43_050 }, 'amount_mismatch'],
    [{ amount_total: null }, 'amount_mismatch'],
    [{ currency: 'eur' }, 'currency_mismatch'],
    [{ currency: 'USD' }, 'currency_mismatch'],
    [{ status: 'open' }, 'not_complete'],
    [{ payment_status: 'paid' }, 'payment_status'],
    [{ payment_status: 'no_payment_required' }, 'payment_status'],
  ] as const)('refuses %j: %s', (change, problem) => {
    expect(completedSessionProblem({ ...own, ...change }, booking)).toBe(problem);
  });

  it('refuses any session for a booking that never recorded one', () => {
    expect(completedSessionProblem(own, { ...booking, checkoutSessionId: null })).toBe(
      'session_mismatch',
    );
  });
});

describe('isBookingsSession', () => {
  it('tells the booking’s own session from another', () => {
    expect(isBookingsSession(own, booking)).toBe(true);
    expect(isBookingsSession({ id: 'cs_test_other' }, booking)).toBe(false);
    expect(isBookingsSession(own, { ...booking, checkoutSessionId: undefined })).toBe(false);
  });
});
