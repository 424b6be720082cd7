import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '../../../domain';
import {
  firestoreError,
  loadingState,
  notFoundState,
  readyDoc,
} from '../../../lib/firebase/live-data-fixtures';
import { cancellationFixture } from '../../../lib/booking-document-fixtures';
import type { PaymentBooking, PaymentSession } from '../model/payment-session';
import { isDemoPayment, paymentResultView } from './payment-result';

const demo: PaymentSession = { kind: 'demo', bookingId: 'b1' };
const stripe: PaymentSession = { kind: 'stripe', sessionId: 'cs_test_1' };
const booking = (status: BookingStatus, provider = 'demo'): PaymentBooking => ({
  id: 'b1',
  status,
  paymentProvider: provider,
  paymentStatus: 'authorized',
  djName: 'Marcus Reid',
  eventDate: '2030-01-02',
  totalCostCents: 100,
  cancellation: null,
});
const ready = (status: BookingStatus) => readyDoc(booking(status));
const failed = firestoreError('unavailable');

describe('paymentResultView', () => {
  it('an unusable session id is unknown at once', () => {
    expect(paymentResultView({ kind: 'invalid' }, 'signed-in', loadingState).kind).toBe('unknown');
  });

  it('verifies while the session or the booking loads', () => {
    expect(paymentResultView(demo, 'loading', loadingState).kind).toBe('verifying');
    expect(paymentResultView(demo, 'signed-in', loadingState).kind).toBe('verifying');
  });

  it('asks a signed-out visitor to sign in', () => {
    expect(paymentResultView(stripe, 'signed-out', loadingState).kind).toBe('sign-in');
  });

  it('maps each booking status', () => {
    expect(paymentResultView(stripe, 'signed-in', ready('awaiting_payment')).kind).toBe('awaiting');
    expect(paymentResultView(demo, 'signed-in', ready('pending'))).toMatchObject({
      kind: 'success',
      confirmed: false,
    });
    expect(paymentResultView(demo, 'signed-in', ready('confirmed'))).toMatchObject({
      kind: 'success',
      confirmed: true,
    });
    expect(paymentResultView(demo, 'signed-in', ready('completed'))).toMatchObject({
      kind: 'success',
      confirmed: true,
    });
    expect(paymentResultView(demo, 'signed-in', ready('cancelled')).kind).toBe('cancelled');
  });

  it('reads a request the DJ declined (or auto-declined) as declined, any other end as cancelled', () => {
    const ended = (reason: 'declined' | 'auto_declined' | 'expired' | 'cancelled') =>
      paymentResultView(
        demo,
        'signed-in',
        readyDoc({
          ...booking('cancelled'),
          cancellation: cancellationFixture(reason),
        }),
      ).kind;
    expect(ended('declined')).toBe('declined');
    expect(ended('auto_declined')).toBe('declined');
    expect(ended('expired')).toBe('cancelled');
    expect(ended('cancelled')).toBe('cancelled');
  });

  it('a booking that is not found or fails to load says so', () => {
    expect(paymentResultView(demo, 'signed-in', notFoundState).kind).toBe('unknown');
    expect(
      paymentResultView(demo, 'signed-in', { status: 'error', data: undefined, error: failed })
        .kind,
    ).toBe('error');
  });
});

describe('isDemoPayment', () => {
  it('is true for a demo session id or a demo booking', () => {
    expect(isDemoPayment(demo, null)).toBe(true);
    expect(isDemoPayment(stripe, booking('pending', 'demo'))).toBe(true);
    expect(isDemoPayment(stripe, booking('pending', 'stripe'))).toBe(false);
  });
});
