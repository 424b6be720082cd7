import { describe, expect, it, vi } from 'vitest';
import { redirectToPayment, sameOriginPath } from './payment-redirect';

const ORIGIN = 'https://spinbook.test';

function fakeWindow(opened: { opener: unknown } | null) {
  const open = vi.fn(() => opened as Window | null);
  return { open, location: { origin: ORIGIN } };
}

describe('redirectToPayment', () => {
  it('demo mode: goes to our success page in the same tab', () => {
    const win = fakeWindow(null);
    const result = redirectToPayment(
      { url: `${ORIGIN}/payment-success?session_id=demo_abc`, demo: true },
      win,
    );
    expect(result).toEqual({ kind: 'navigate', to: '/payment-success?session_id=demo_abc' });
    expect(win.open).not.toHaveBeenCalled();
  });

  it('demo mode on another origin: a full page load', () => {
    const url = 'https://elsewhere.test/payment-success?session_id=demo_abc';
    expect(redirectToPayment({ url, demo: true }, fakeWindow(null))).toEqual({
      kind: 'assign',
      url,
    });
  });

  it('Stripe: opens a new tab and cuts its opener', () => {
    const tab = { opener: 'me' as unknown };
    const win = fakeWindow(tab);
    const url = 'https://checkout.stripe.com/c/pay/cs_test_1';
    expect(redirectToPayment({ url, demo: false }, win)).toEqual({ kind: 'opened' });
    expect(win.open).toHaveBeenCalledWith(url, '_blank');
    expect(tab.opener).toBeNull();
  });

  it('Stripe with a blocked pop-up: says so', () => {
    expect(
      redirectToPayment({ url: 'https://checkout.stripe.com/x', demo: false }, fakeWindow(null)),
    ).toEqual({ kind: 'blocked' });
  });
});

describe('sameOriginPath', () => {
  it('keeps path, query and hash of a same-origin URL only', () => {
    expect(sameOriginPath(`${ORIGIN}/a?b=1#c`, ORIGIN)).toBe('/a?b=1#c');
    expect(sameOriginPath('https://evil.test/a', ORIGIN)).toBeNull();
  });
});
