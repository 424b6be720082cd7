import {
  DJ_UNAVAILABLE_ON_DATE,
  NO_UNAVAILABLE_DAYS,
  type PublicAvailability,
} from '../../../domain/availability';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext, type ToastOptions } from '../../../components/toast/toast-context';
import {
  BOOKING_DJ_NOT_FOUND,
  BOOKING_NEEDS_CONNECTION,
  BOOKING_OFFLINE,
  DEFAULT_START_TIME,
  earliestBookableDate,
  INVALID_START_TIME,
} from '../../../domain';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import type { useDj } from '../../../lib/firebase/use-dj';
import { parseDj } from '../../../lib/dj-profile';
import type { useCreatedBooking } from '../api/use-created-booking';
import { BookingPage } from './BookingPage';

/** A date next year: bookable, and inside the 2-year bound (decision 0031) whenever this runs. */
const DATE = `${new Date().getUTCFullYear() + 1}-01-05`;
const ID = 'djMarcus0000000000000001';
const mocks = vi.hoisted(() => ({
  dj: vi.fn<typeof useDj>(),
  booked: vi.fn<(id: string) => PublicAvailability>(),
  created: vi.fn<typeof useCreatedBooking>(),
  createBooking: vi.fn(),
}));
vi.mock('../../../lib/firebase/use-dj', () => ({ useDj: mocks.dj }));
vi.mock('../api/use-booked-dates', () => ({ useUnavailableDays: mocks.booked }));
vi.mock('../api/use-created-booking', () => ({ useCreatedBooking: mocks.created }));
vi.mock('../api/create-booking', () => ({ createBooking: mocks.createBooking }));

const signedIn: Session = {
  status: 'signed-in',
  user: { uid: 'c1', email: 'c@example.test', displayName: 'C', photoURL: null, role: 'client' },
};

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const toast = vi.fn<(options: ToastOptions) => void>();
  render(
    <SessionContext.Provider value={signedIn}>
      <ToastContext.Provider value={toast}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/book/:id" element={<BookingPage />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </ToastContext.Provider>
    </SessionContext.Provider>,
  );
  return { toast };
}

const marcus = parseDj(ID, {
  name: 'Marcus Reid',
  location: 'Austin, TX',
  hourlyRateCents: 15000,
  genres: ['House'],
  status: 'verified',
});

const summary = () => screen.getByTestId('booking-summary');
const confirm = () => screen.getByRole('button', { name: 'Confirm Booking' });

beforeEach(() => {
  mocks.dj
    .mockReset()
    .mockReturnValue({ status: 'ready', data: marcus, error: null, fromCache: false });
  mocks.booked.mockReset().mockReturnValue(NO_UNAVAILABLE_DAYS);
  mocks.created.mockReset().mockReturnValue({ status: 'loading', data: undefined, error: null });
  mocks.createBooking.mockReset();
});

describe('BookingPage', () => {
  it('says the DJ was not found for an impossible id or a missing DJ', () => {
    renderAt('/book/not-an-id!');
    expect(screen.getByText(BOOKING_DJ_NOT_FOUND)).toBeInTheDocument();
  });

  it('says the DJ was not found when the read finds none', () => {
    mocks.dj.mockReturnValue({ status: 'not-found', data: undefined, error: null });
    renderAt(`/book/${ID}`);
    expect(screen.getByText(BOOKING_DJ_NOT_FOUND)).toBeInTheDocument();
  });

  it('starts from the profile choice and updates the summary as the form changes', async () => {
    renderAt(`/book/${ID}?date=${DATE}&hours=4`);
    expect(screen.getByLabelText(/Event Date/)).toHaveValue(DATE);
    expect(summary()).toHaveTextContent('$600.00');
    expect(summary()).toHaveTextContent('$75.00');
    expect(summary()).toHaveTextContent('$33.75');
    expect(summary()).toHaveTextContent('$708.75');
    fireEvent.change(screen.getByLabelText(/Duration/), { target: { value: '2' } });
    expect(summary()).toHaveTextContent('$300.00');
    fireEvent.click(screen.getByRole('radio', { name: /^No/ }));
    expect(summary()).toHaveTextContent('$0.00');
    expect(summary()).toHaveTextContent('$315.00');
  });

  it('defaults to the first bookable date, private party, 3 hours, equipment yes', () => {
    renderAt(`/book/${ID}`);
    // The spec says "today"; the first date whose start (00:00 UTC) is still ahead is the
    // earliest a DJ could accept (docs/decisions/0006-booking-calendar-rules.md).
    expect(screen.getByLabelText(/Event Date/)).toHaveValue(earliestBookableDate(new Date()));
    expect(screen.getByLabelText(/Event Type/)).toHaveDisplayValue('Private Party');
    expect(screen.getByLabelText(/Duration/)).toHaveDisplayValue('3 hours');
    expect(screen.getByRole('radio', { name: /^Yes/ })).toBeChecked();
  });

  it('asks for a start time beside the date, from 19:00, and the summary says it', () => {
    renderAt(`/book/${ID}?date=${DATE}`);
    const field = screen.getByLabelText(/Start time/);
    expect(field).toHaveAttribute('type', 'time');
    expect(field).toBeRequired();
    expect(field).toHaveValue(DEFAULT_START_TIME);
    const when = screen.getByTestId('booking-summary-when');
    expect(when).toHaveTextContent('Start time7:00 PM');
    fireEvent.change(field, { target: { value: '21:30' } });
    expect(when).toHaveTextContent('Start time9:30 PM');
    // The date is there too, as people write it.
    expect(when).toHaveTextContent(`DateJan 5, ${DATE.slice(0, 4)}`);
  });

  it('says why under the field, and waits with Confirm, when the start time is cleared', async () => {
    renderAt(`/book/${ID}?date=${DATE}`);
    fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'The Loft' } });
    fireEvent.change(screen.getByLabelText(/Guest Count/), { target: { value: '80' } });
    expect(confirm()).toBeEnabled();
    const field = screen.getByLabelText(/Start time/);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(await screen.findByText(INVALID_START_TIME)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(INVALID_START_TIME);
    expect(confirm()).toBeDisabled();
    expect(screen.getByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByTestId('booking-summary-when')).toHaveTextContent('Start timeNot chosen');
  });

  it('keeps Confirm disabled with Missing Information until venue and guests are filled', async () => {
    renderAt(`/book/${ID}?date=${DATE}`);
    expect(confirm()).toBeDisabled();
    expect(screen.getByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'The Loft' } });
    expect(confirm()).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Guest Count/), { target: { value: '80' } });
    expect(confirm()).toBeEnabled();
    expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
  });

  it('refuses a booked date', async () => {
    mocks.booked.mockReturnValue({ ...NO_UNAVAILABLE_DAYS, bookedDates: [DATE] });
    renderAt(`/book/${ID}?date=${DATE}`);
    fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'The Loft' } });
    fireEvent.change(screen.getByLabelText(/Guest Count/), { target: { value: '80' } });
    expect(confirm()).toBeDisabled();
    expect(screen.getAllByText(/This date is already booked/).length).toBeGreaterThan(0);
  });

  it('refuses a day the DJ blocked, without saying why (issue 41)', () => {
    mocks.booked.mockReturnValue({ ...NO_UNAVAILABLE_DAYS, blockedDates: [DATE] });
    renderAt(`/book/${ID}?date=${DATE}`);
    fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'The Loft' } });
    fireEvent.change(screen.getByLabelText(/Guest Count/), { target: { value: '80' } });
    expect(confirm()).toBeDisabled();
    expect(screen.getAllByText(DJ_UNAVAILABLE_ON_DATE).length).toBeGreaterThan(0);
  });

  it('confirms through createPayment and follows a demo booking to the success page', async () => {
    mocks.createBooking.mockResolvedValue({
      url: `${window.location.origin}/payment-success?session_id=demo_b1`,
      bookingId: 'b1',
      demo: true,
    });
    renderAt(`/book/${ID}?date=${DATE}`);
    fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'The Loft' } });
    fireEvent.change(screen.getByLabelText(/Guest Count/), { target: { value: '80' } });
    fireEvent.click(confirm());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/payment-success?session_id=demo_b1',
      ),
    );
    expect(mocks.createBooking).toHaveBeenCalledWith({
      djId: ID,
      eventDate: DATE,
      startTime: DEFAULT_START_TIME,
      durationHours: 3,
      eventType: 'private',
      venue: 'The Loft',
      guestCount: 80,
      equipmentNeeded: true,
    });
  });

  it('opens Stripe in a new tab and offers a link when the pop-up is blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mocks.createBooking.mockResolvedValue({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      bookingId: 'bookingTwo0000000000002',
      demo: false,
    });
    mocks.created.mockReturnValue({
      status: 'ready',
      error: null,
      fromCache: false,
      data: {
        id: 'bookingTwo0000000000002',
        status: 'awaiting_payment',
        paymentProvider: 'stripe',
        djName: 'Marcus Reid',
        eventDate: DATE,
        totalCostCents: 55125,
        cancellation: null,
      },
    });
    renderAt(`/book/${ID}?date=${DATE}`);
    fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'The Loft' } });
    fireEvent.change(screen.getByLabelText(/Guest Count/), { target: { value: '80' } });
    fireEvent.click(confirm());
    const link = await screen.findByRole('link', { name: 'Continue to payment' });
    expect(link).toHaveAttribute('href', 'https://checkout.stripe.com/c/pay/cs_test_1');
    expect(open).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1', '_blank');
    expect(screen.getByText(/blocked the payment tab/)).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Awaiting Payment');
    expect(confirm()).toBeDisabled();
    open.mockRestore();
  });

  it('toasts the server refusal', async () => {
    mocks.createBooking.mockRejectedValue(
      Object.assign(new Error('Too many attempts. Please slow down.'), {
        code: 'functions/resource-exhausted',
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { toast } = renderAt(`/book/${ID}?date=${DATE}`);
    fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'The Loft' } });
    fireEvent.change(screen.getByLabelText(/Guest Count/), { target: { value: '80' } });
    fireEvent.click(confirm());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Booking Failed',
        description: 'Too many attempts. Please slow down.',
        variant: 'destructive',
      }),
    );
  });

  it('offline: says so beside Confirm, sends nothing on Confirm, and keeps the form', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { toast } = renderAt(`/book/${ID}?date=${DATE}`);
    expect(screen.getByTestId('booking-offline')).toHaveTextContent(BOOKING_NEEDS_CONNECTION);
    fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'The Loft' } });
    fireEvent.change(screen.getByLabelText(/Guest Count/), { target: { value: '80' } });
    fireEvent.click(confirm());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...BOOKING_OFFLINE, variant: 'destructive' }),
    );
    expect(mocks.createBooking).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Venue/)).toHaveValue('The Loft');
    expect(screen.getByLabelText(/Event Date/)).toHaveValue(DATE);

    // Back online: the note goes, and the same Confirm sends the kept details.
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('booking-offline')).not.toBeInTheDocument();
    mocks.createBooking.mockResolvedValue({
      url: `${window.location.origin}/payment-success?session_id=demo_b1`,
      bookingId: 'b1',
      demo: true,
    });
    fireEvent.click(confirm());
    await waitFor(() => expect(mocks.createBooking).toHaveBeenCalledTimes(1));
    onLine.mockRestore();
  });

  it('a request lost because the connection dropped says offline, not Payment Failed', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    mocks.createBooking.mockImplementation(() => {
      onLine.mockReturnValue(false);
      return Promise.reject(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { toast } = renderAt(`/book/${ID}?date=${DATE}`);
    fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'The Loft' } });
    fireEvent.change(screen.getByLabelText(/Guest Count/), { target: { value: '80' } });
    fireEvent.click(confirm());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...BOOKING_OFFLINE, variant: 'destructive' }),
    );
    expect(screen.getByLabelText(/Venue/)).toHaveValue('The Loft');
    onLine.mockRestore();
  });
});
