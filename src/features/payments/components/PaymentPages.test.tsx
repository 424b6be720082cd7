import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import type { PaymentSession } from '../api/payment-session';
import type { PaymentBookingState } from '../api/use-payment-booking';
import { PaymentCanceledPage } from './PaymentCanceledPage';
import { DEMO_NOTICE, PaymentSuccessPage } from './PaymentSuccessPage';

const mocks = vi.hoisted(() => ({
  booking: vi.fn<(session: PaymentSession, uid: string | null) => PaymentBookingState>(),
}));
vi.mock('../api/use-payment-booking', () => ({ usePaymentBooking: mocks.booking }));

const signedIn: Session = {
  status: 'signed-in',
  user: { uid: 'c1', email: 'c@example.test', displayName: 'C', photoURL: null, role: 'client' },
};

function renderAt(ui: React.ReactElement, path: string, session: Session = signedIn) {
  return render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </SessionContext.Provider>,
  );
}

const pending: PaymentBookingState = {
  status: 'ready',
  booking: {
    id: 'b1',
    status: 'pending',
    paymentProvider: 'demo',
    paymentStatus: 'authorized',
    djName: 'Marcus Reid',
    eventDate: '2030-01-02',
    totalCostCents: 55125,
  },
};

beforeEach(() => {
  mocks.booking.mockReset().mockReturnValue({ status: 'loading' });
});

describe('PaymentSuccessPage', () => {
  it('shows Verifying payment... while the booking is read', () => {
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=demo_BookingAbcdefghij12345');
    expect(screen.getByText('Verifying payment...')).toBeInTheDocument();
    expect(mocks.booking).toHaveBeenCalledWith(
      { kind: 'demo', bookingId: 'BookingAbcdefghij12345' },
      'c1',
    );
  });

  it('a demo booking: success, the request wording, the demo notice and the links', () => {
    mocks.booking.mockReturnValue(pending);
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=demo_BookingAbcdefghij12345');
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Booking Request Sent')).toBeInTheDocument();
    expect(screen.getByText(/request has been sent to Marcus Reid/)).toBeInTheDocument();
    expect(screen.getByText(DEMO_NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Session ID: demo_BookingAbcdefghij12345')).toBeInTheDocument();
    expect(screen.getByText(/confirmation e-mail/)).toBeInTheDocument();
    expect(screen.getByText('$551.25', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Another DJ' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('says Booking Confirmed once the DJ accepted', () => {
    mocks.booking.mockReturnValue({
      status: 'ready',
      booking: { ...pending.booking, status: 'confirmed', paymentProvider: 'stripe' },
    } as PaymentBookingState);
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=cs_test_1');
    expect(screen.getByText('Booking Confirmed')).toBeInTheDocument();
    expect(screen.queryByText(DEMO_NOTICE)).not.toBeInTheDocument();
  });

  it('an unknown session says so', () => {
    mocks.booking.mockReturnValue({ status: 'not-found' });
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=cs_test_1');
    expect(screen.getByRole('heading', { name: 'Payment Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });

  it('a missing session id is unknown', () => {
    renderAt(<PaymentSuccessPage />, '/payment-success');
    expect(screen.getByRole('heading', { name: 'Payment Not Found' })).toBeInTheDocument();
  });

  it('a cancelled booking says so', () => {
    mocks.booking.mockReturnValue({
      status: 'ready',
      booking: { ...pending.booking, status: 'cancelled' },
    } as PaymentBookingState);
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=demo_BookingAbcdefghij12345');
    expect(screen.getByRole('heading', { name: 'Booking Cancelled' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in and come back', () => {
    mocks.booking.mockReturnValue({ status: 'idle' });
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=demo_BookingAbcdefghij12345', {
      status: 'signed-out',
    });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/signin?next=${encodeURIComponent('/payment-success?session_id=demo_BookingAbcdefghij12345')}`,
    );
  });
});

describe('PaymentCanceledPage', () => {
  it('shows the spec texts, links and the booking that was not completed', () => {
    renderAt(<PaymentCanceledPage />, '/payment-canceled?booking=BookingAbcdefghij12345');
    expect(screen.getByRole('heading', { name: 'Payment Canceled' })).toBeInTheDocument();
    expect(
      screen.getByText('Your booking was not completed. No charges were made.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Booking BookingAbcdefghij12345 was not completed/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happened?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Booking Again' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
