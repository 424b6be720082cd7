import { describe, expect, it } from 'vitest';
import { parsePaymentSession } from './payment-session';

describe('parsePaymentSession', () => {
  it('reads demo_<bookingId>', () => {
    expect(parsePaymentSession('demo_AbC123xyzAbC123xyz9Q')).toEqual({
      kind: 'demo',
      bookingId: 'AbC123xyzAbC123xyz9Q',
    });
  });

  it('reads a Stripe Checkout Session id', () => {
    expect(parsePaymentSession('cs_test_a1B2')).toEqual({
      kind: 'stripe',
      sessionId: 'cs_test_a1B2',
    });
  });

  it.each([null, '', 'demo_', 'demo_../x', 'cs_', 'pi_123', '{CHECKOUT_SESSION_ID}'])(
    'refuses %j',
    (value) => {
      expect(parsePaymentSession(value)).toEqual({ kind: 'invalid' });
    },
  );
});
