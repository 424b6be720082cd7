// Outside demo- projects a missing Stripe secret is an error at start and on use, never a
// silent fall-back to demo payments (which would confirm bookings nobody paid for).
import { describe, expect, it } from 'vitest';
import {
  assertConnectConfig,
  assertPaymentConfig,
  paymentGateway,
  STRIPE_CONNECT_NOT_CONFIGURED,
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

describe('Connect configuration', () => {
  it.each([
    ['no', ''],
    ['a blank', '  '],
  ])('a real project with %s Connect webhook secret does not start', (_label, secret) => {
    expect(() => assertConnectConfig('spinbook-prod', () => secret)).toThrow(
      STRIPE_CONNECT_NOT_CONFIGURED,
    );
  });

  it('says which secret to set', () => {
    expect(STRIPE_CONNECT_NOT_CONFIGURED).toBe(
      'Stripe Connect is not configured: set the STRIPE_CONNECT_WEBHOOK_SECRET secret. ' +
        'Only demo- projects run payouts in demo mode.',
    );
  });

  it('a real project with the secret starts; a demo- project needs none', () => {
    expect(() => assertConnectConfig('spinbook-prod', () => 'whsec_connect')).not.toThrow();
    expect(() => assertConnectConfig('demo-spinbook', () => '')).not.toThrow();
  });
});
