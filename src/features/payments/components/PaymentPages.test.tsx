import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancellationFixture } from '../../../lib/booking-document-fixtures';
import { loadingState, notFoundState, readyDoc } from '../../../lib/firebase/live-data-fixtures';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import type { usePaymentBooking } from '../api/use-payment-booking';
import type { PaymentBooking } from '../model/payment-session';
import {
  AWAITING_TEXT,
  CANCEL_REQUEST,
  CANCELLED_TEXT,
  PAID_TEXT,
  PaymentCanceledPage,
} from './PaymentCanceledPage';
import { DEMO_NOTICE, PaymentSuccessPage } from './PaymentSuccessPage';
import { PENDING_MAX_AGE_DAYS } from '../../../domain/booking-record';
import { declinedText } from '../../../domain/payment-texts';

const mocks = vi.hoisted(() => ({
  booking: vi.fn<typeof usePaymentBooking>(),
  cancel: vi.fn<(bookingId: string) => Promise<unknown>>(),
}));
vi.mock('../api/use-payment-booking', () => ({ usePaymentBooking: mocks.booking }));
vi.mock('../api/abandon-checkout', () => ({ cancelUnpaidBooking: mocks.cancel }));

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

const pendingBooking: PaymentBooking = {
  id: 'b1',
  status: 'pending',
  paymentProvider: 'demo',
  paymentStatus: 'authorized',
  djName: 'Marcus Reid',
  eventDate: '2030-01-02',
  totalCostCents: 55125,
  cancellation: null,
};
const pending = readyDoc(pendingBooking);

beforeEach(() => {
  mocks.booking.mockReset().mockReturnValue(loadingState);
  mocks.cancel.mockReset().mockResolvedValue({ bookingId: 'b1', status: 'cancelled' });
});

describe('PaymentSuccessPage', () => {
  it('offers what the app adds while the request waits for its DJ, and not once accepted', () => {
    const whileWaiting = vi.fn(({ djName }: { uid: string; djName: string }) => (
      <p>Get told when {djName} answers</p>
    ));
    mocks.booking.mockReturnValue(pending);
    const { unmount } = renderAt(
      <PaymentSuccessPage whileWaiting={whileWaiting} />,
      '/payment-success?session_id=demo_BookingAbcdefghij12345',
    );
    expect(screen.getByText('Get told when Marcus Reid answers')).toBeInTheDocument();
    expect(whileWaiting).toHaveBeenCalledWith({ uid: 'c1', djName: 'Marcus Reid' });
    unmount();
    mocks.booking.mockReturnValue(readyDoc({ ...pendingBooking, status: 'confirmed' }));
    renderAt(
      <PaymentSuccessPage whileWaiting={whileWaiting} />,
      '/payment-success?session_id=demo_BookingAbcdefghij12345',
    );
    expect(screen.getByRole('heading', { name: 'Booking Confirmed' })).toBeInTheDocument();
    expect(screen.queryByText(/Get told when/)).not.toBeInTheDocument();
  });

  it('shows Verifying payment... while the booking is read', () => {
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=demo_BookingAbcdefghij12345');
    expect(screen.getByText('Verifying payment...')).toBeInTheDocument();
    expect(mocks.booking).toHaveBeenCalledWith(
      { kind: 'demo', bookingId: 'BookingAbcdefghij12345' },
      'c1',
    );
  });

  it('a demo booking: no payment claimed, the request wording, the demo notice and the links', () => {
    mocks.booking.mockReturnValue(pending);
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=demo_BookingAbcdefghij12345');
    expect(screen.getByRole('heading', { name: 'Booking Request Sent' })).toBeInTheDocument();
    expect(screen.queryByText(/Payment Successful/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        `Your request was sent to Marcus Reid, who has up to ${PENDING_MAX_AGE_DAYS} days to accept. Nothing is charged in demo mode.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(DEMO_NOTICE)).toBeInTheDocument();
    // The technical session id is not shown once the booking is found.
    expect(screen.queryByText(/demo_BookingAbcdefghij12345/)).not.toBeInTheDocument();
    expect(screen.getByText(/confirmation e-mail/)).toBeInTheDocument();
    expect(screen.getByText('$551.25', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Another DJ' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('a card payment: authorised (not charged) until the DJ accepts', () => {
    mocks.booking.mockReturnValue(readyDoc({ ...pendingBooking, paymentProvider: 'stripe' }));
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=cs_test_1');
    expect(screen.getByRole('heading', { name: 'Card Authorised' })).toBeInTheDocument();
    expect(screen.getByText('Booking Request Sent')).toBeInTheDocument();
    expect(screen.getByText(/Your card is authorised, not charged/)).toBeInTheDocument();
    expect(screen.queryByText(/cs_test_1/)).not.toBeInTheDocument();
  });

  it('says Payment Successful! and Booking Confirmed once the DJ accepted and the card was charged', () => {
    mocks.booking.mockReturnValue(
      readyDoc({ ...pendingBooking, status: 'confirmed', paymentProvider: 'stripe' }),
    );
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=cs_test_1');
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Booking Confirmed')).toBeInTheDocument();
    expect(
      screen.getByText('Marcus Reid accepted your booking, and your card was charged.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(DEMO_NOTICE)).not.toBeInTheDocument();
  });

  it('an unknown session says so', () => {
    mocks.booking.mockReturnValue(notFoundState);
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=cs_test_1');
    expect(screen.getByRole('heading', { name: 'Payment Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    // Here the session id is the one thing support can find the payment by.
    expect(screen.getByText('Reference for support: cs_test_1')).toBeInTheDocument();
  });

  it('a missing session id is unknown', () => {
    renderAt(<PaymentSuccessPage />, '/payment-success');
    expect(screen.getByRole('heading', { name: 'Payment Not Found' })).toBeInTheDocument();
  });

  it('a cancelled booking says so', () => {
    mocks.booking.mockReturnValue(readyDoc({ ...pendingBooking, status: 'cancelled' }));
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=demo_BookingAbcdefghij12345');
    expect(screen.getByRole('heading', { name: 'Booking Cancelled' })).toBeInTheDocument();
  });

  it('a declined request says Declined, not Cancelled, and offers DJs free that day', () => {
    mocks.booking.mockReturnValue(
      readyDoc<PaymentBooking>({
        ...pendingBooking,
        status: 'cancelled',
        eventDate: '2099-12-12',
        cancellation: cancellationFixture('declined', { label: 'Austin, TX', near: null }),
      }),
    );
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=demo_BookingAbcdefghij12345');
    expect(screen.getByRole('heading', { name: 'Booking Declined' })).toBeInTheDocument();
    expect(screen.queryByText(/Cancelled/)).not.toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Declined');
    expect(screen.getByText(declinedText('Marcus Reid'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find DJs free on Dec 12, 2099' })).toHaveAttribute(
      'href',
      '/discover?location=Austin&date=2099-12-12',
    );
  });

  it('a declined request whose date has passed offers no date to search', () => {
    mocks.booking.mockReturnValue(
      readyDoc<PaymentBooking>({
        ...pendingBooking,
        status: 'cancelled',
        eventDate: '2020-01-02',
        cancellation: cancellationFixture('auto_declined'),
      }),
    );
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=demo_BookingAbcdefghij12345');
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Declined');
    expect(screen.queryByRole('link', { name: /^Find DJs free on/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book Another DJ' })).toHaveAttribute(
      'href',
      '/discover',
    );
  });

  it('asks a signed-out visitor to sign in and come back', () => {
    mocks.booking.mockReturnValue(loadingState);
    renderAt(<PaymentSuccessPage />, '/payment-success?session_id=demo_BookingAbcdefghij12345', {
      status: 'signed-out',
    });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/signin?next=${encodeURIComponent('/payment-success?session_id=demo_BookingAbcdefghij12345')}`,
    );
  });
});

const unpaid = (status: 'awaiting_payment' | 'cancelled' | 'pending') =>
  readyDoc<PaymentBooking>({
    id: 'BookingAbcdefghij12345',
    status,
    paymentProvider: 'stripe',
    paymentStatus: 'awaiting',
    djName: 'Marcus Reid',
    eventDate: '2030-01-02',
    totalCostCents: 55125,
    cancellation: null,
  });
const CANCELED_URL = '/payment-canceled?booking=BookingAbcdefghij12345';

describe('PaymentCanceledPage', () => {
  it('shows the spec texts and links, and changes nothing by being loaded', () => {
    mocks.booking.mockReturnValue(unpaid('awaiting_payment'));
    renderAt(<PaymentCanceledPage />, CANCELED_URL);
    expect(screen.getByRole('heading', { name: 'Payment Canceled' })).toBeInTheDocument();
    expect(
      screen.getByText('Your booking was not completed. No charges were made.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happened?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Booking Again' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // The booking, read by its id for the signed-in client…
    expect(mocks.booking).toHaveBeenCalledWith(
      { kind: 'booking', bookingId: 'BookingAbcdefghij12345' },
      'c1',
    );
    expect(screen.getByText(/Marcus Reid/)).toBeInTheDocument();
    expect(screen.getByText(AWAITING_TEXT)).toBeInTheDocument();
    // …and nothing sent to the server without the client's say.
    expect(mocks.cancel).not.toHaveBeenCalled();
  });

  it('cancels the request only when the client presses the button', async () => {
    mocks.booking.mockReturnValue(unpaid('awaiting_payment'));
    renderAt(<PaymentCanceledPage />, CANCELED_URL);
    fireEvent.click(screen.getByRole('button', { name: CANCEL_REQUEST }));
    await waitFor(() => expect(mocks.cancel).toHaveBeenCalledWith('BookingAbcdefghij12345'));
    expect(mocks.cancel).toHaveBeenCalledTimes(1);
  });

  it('says so when cancelling fails', async () => {
    mocks.booking.mockReturnValue(unpaid('awaiting_payment'));
    mocks.cancel.mockRejectedValue(new Error('unavailable'));
    renderAt(<PaymentCanceledPage />, CANCELED_URL);
    fireEvent.click(screen.getByRole('button', { name: CANCEL_REQUEST }));
    expect(await screen.findByText(/could not be cancelled/)).toBeInTheDocument();
  });

  it('offers no button once the request is cancelled, or paid after all', () => {
    mocks.booking.mockReturnValue(unpaid('cancelled'));
    const { unmount } = renderAt(<PaymentCanceledPage />, CANCELED_URL);
    expect(screen.getByText(CANCELLED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CANCEL_REQUEST })).not.toBeInTheDocument();
    unmount();
    mocks.booking.mockReturnValue(unpaid('pending'));
    renderAt(<PaymentCanceledPage />, CANCELED_URL);
    expect(screen.getByText(new RegExp(PAID_TEXT.slice(0, 30)))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CANCEL_REQUEST })).not.toBeInTheDocument();
  });

  it('signed out or without a booking id: the spec texts, nothing read or sent', () => {
    renderAt(<PaymentCanceledPage />, '/payment-canceled', { status: 'signed-out' });
    expect(screen.getByRole('heading', { name: 'Payment Canceled' })).toBeInTheDocument();
    expect(mocks.booking).toHaveBeenCalledWith({ kind: 'invalid' }, null);
    expect(mocks.cancel).not.toHaveBeenCalled();
  });
});
