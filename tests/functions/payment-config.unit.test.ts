// Outside demo- projects a missing Stripe secret is an error at start and on use, never a
// silent fall-back to demo payments (which would confirm bookings nobody paid for).
import { describe, expect, it } from 'vitest';
import {
  assertPaymentConfig,
  paymentGateway,
  STRIPE_NOT_CONFIGURED,
} from '../../functions/src/services/payment-config';

const secrets = (key: string, webhookSecret: string) => ({
  key: () => key,
  webhookSecret: () => webhookSecret,
});

describe('payment configuration', () => {
  it.each([
    ['no key', '', 'whsec_x'],
    ['a blank key', '   ', 'whsec_x'],
    ['no webhook secret', 'sk_test_x', ''],
  ])('a real project with %s does not start', (_label, key, webhook) => {
    expect(() => assertPaymentConfig('spinbook-prod', secrets(key, webhook))).toThrow(
      STRIPE_NOT_CONFIGURED,
    );
  });

  it('a real project with both secrets starts', () => {
    expect(() =>
      assertPaymentConfig('spinbook-prod', secrets('sk_test_x', 'whsec_x')),
    ).not.toThrow();
  });

  it('a demo- project runs in demo mode without secrets', () => {
    expect(() => assertPaymentConfig('demo-spinbook', secrets('', ''))).not.toThrow();
    expect(paymentGateway('demo-spinbook', () => '').provider).toBe('demo');
  });

  it('a real project never falls back to demo payments', () => {
    expect(() => paymentGateway('spinbook-prod', () => '')).toThrow(STRIPE_NOT_CONFIGURED);
    expect(paymentGateway('spinbook-prod', () => 'sk_test_x').provider).toBe('stripe');
  });
});
