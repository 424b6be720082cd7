import { NO_UNAVAILABLE_DAYS, type PublicAvailability } from '../../../domain/availability';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext, type ToastOptions } from '../../../components/toast/toast-context';
import { BOOKING_DATE_CLOSED, DATE_ALREADY_BOOKED } from '../../../domain';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import type { useDj } from '../../../lib/firebase/use-dj';
import { parseDj } from '../../../lib/dj-profile';
import type { useCreatedBooking } from '../api/use-created-booking';
import { BookingPage } from './BookingPage';

/**
 * Issue 38, item 3: the date a person picked is the date that is booked. The form keeps a
 * date it cannot book and says why, instead of quietly moving to its first bookable day.
 */
const ID = 'djMarcus0000000000000001';
/** 20:00 on Nov 27 in New York: 01:00 on Nov 28 UTC, so the 27th and the 28th have closed. */
const NOW = new Date('2030-11-27T20:00:00-05:00');
const FIRST_BOOKABLE = '2030-11-29';

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
        </MemoryRouter>
      </ToastContext.Provider>
    </SessionContext.Provider>,
  );
  return { toast };
}

const dateField = () => screen.getByLabelText(/Event Date/);
const confirm = () => screen.getByRole('button', { name: 'Confirm Booking' });
function fillTheRest() {
  fireEvent.change(screen.getByLabelText(/Venue/), { target: { value: 'The Loft' } });
  fireEvent.change(screen.getByLabelText(/Guest Count/), { target: { value: '80' } });
}

beforeEach(() => {
  // Only the clock: timers stay real for formik and the testing library.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  mocks.dj.mockReset().mockReturnValue({
    status: 'ready',
    data: parseDj(ID, {
      name: 'Marcus Reid',
      location: 'Austin, TX',
      hourlyRateCents: 15000,
      genres: ['House'],
      status: 'verified',
    }),
    error: null,
    fromCache: false,
  });
  mocks.booked.mockReset().mockReturnValue(NO_UNAVAILABLE_DAYS);
  mocks.created.mockReset().mockReturnValue({ status: 'loading', data: undefined, error: null });
  mocks.createBooking.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingPage: the date a person picked', () => {
  it.each(['2030-11-27', '2030-11-28'])(
    'keeps %s from the link and says at once that it has closed; nothing is sent',
    async (date) => {
      renderAt(`/book/${ID}?date=${date}&hours=4`);
      expect(dateField()).toHaveValue(date);
      expect(dateField()).toHaveAccessibleDescription(BOOKING_DATE_CLOSED);
      expect(dateField()).toHaveAttribute('aria-invalid', 'true');
      fillTheRest();
      fireEvent.click(confirm());
      await waitFor(() => expect(dateField()).toHaveAccessibleDescription(BOOKING_DATE_CLOSED));
      expect(mocks.createBooking).not.toHaveBeenCalled();
      expect(dateField()).toHaveValue(date);
    },
  );

  it('keeps a booked date from the link and says it is booked', () => {
    mocks.booked.mockReturnValue({ ...NO_UNAVAILABLE_DAYS, bookedDates: ['2030-12-05'] });
    renderAt(`/book/${ID}?date=2030-12-05`);
    expect(dateField()).toHaveValue('2030-12-05');
    expect(dateField()).toHaveAccessibleDescription(DATE_ALREADY_BOOKED);
  });

  it('without a date starts on the first bookable day, with nothing to say', () => {
    renderAt(`/book/${ID}`);
    expect(dateField()).toHaveValue(FIRST_BOOKABLE);
    expect(dateField()).not.toHaveAttribute('aria-invalid', 'true');
    expect(dateField()).toHaveAttribute('min', FIRST_BOOKABLE);
  });

  it('sends the picked day itself, and shows the server refusing it under the date', async () => {
    const refusal = Object.assign(new Error(BOOKING_DATE_CLOSED), {
      code: 'functions/invalid-argument',
      details: {
        title: 'Booking Failed',
        problems: [{ path: 'eventDate', message: BOOKING_DATE_CLOSED }],
      },
    });
    mocks.createBooking.mockRejectedValue(refusal);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { toast } = renderAt(`/book/${ID}?date=${FIRST_BOOKABLE}`);
    expect(dateField()).not.toHaveAttribute('aria-invalid', 'true');
    fillTheRest();
    fireEvent.click(confirm());
    await waitFor(() => expect(dateField()).toHaveAccessibleDescription(BOOKING_DATE_CLOSED));
    expect(mocks.createBooking).toHaveBeenCalledWith(
      expect.objectContaining({ eventDate: FIRST_BOOKABLE }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: BOOKING_DATE_CLOSED, variant: 'destructive' }),
    );
    // Choosing another day is a new choice: the refusal was about the old one.
    fireEvent.change(dateField(), { target: { value: '2030-12-01' } });
    await waitFor(() => expect(dateField()).not.toHaveAttribute('aria-invalid', 'true'));
  });
});
