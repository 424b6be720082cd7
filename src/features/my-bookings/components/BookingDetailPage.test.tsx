import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteBooking } from '../../../domain/pricing';
import type { LiveDoc } from '../../../lib/firebase/live-states';
import {
  firestoreError,
  loadingState,
  notFoundState,
  readyDoc,
} from '../../../lib/firebase/live-data-fixtures';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import { parseBooking, type Booking } from '../model/booking';
import { BOOKING_NOT_FOUND } from '../model/booking-detail';
import { BookingDetailPage } from './BookingDetailPage';

const world = vi.hoisted(() => ({
  booking: { status: 'loading' } as unknown,
  asked: [] as { uid: string; bookingId: string }[],
  run: vi.fn((_id: string, _action: string, _options?: unknown) => Promise.resolve(true)),
}));

vi.mock('../api/use-live-booking', () => ({
  useLiveBooking: (uid: string, bookingId: string) => {
    world.asked.push({ uid, bookingId });
    return world.booking as LiveDoc<Booking>;
  },
}));
// The live Firestore SDK (the payout hook's, the review dialog's) is not started: a second test
// file in the same worker (tests/unit/fresh-modules.ts shares packages, not sources) could not
// initialise it again.
vi.mock('../../../lib/firebase/use-payouts-ready', () => ({ usePayoutsReady: () => true }));
vi.mock('../../../lib/firebase/firestore', () => ({ firestore: {} }));
vi.mock('../api/leave-review', () => ({
  hasReview: () => Promise.resolve(false),
  leaveReview: vi.fn(),
}));
vi.mock('../hooks/use-booking-actions', () => ({
  useBookingActions: () => ({ busy: new Set<string>(), run: world.run }),
}));

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const CLIENT = 'C'.repeat(28);
const DJ = 'D'.repeat(28);
const QUOTE = quoteBooking({ hourlyRateCents: 15_000, durationHours: 3, equipmentNeeded: true });

function booking(status: string, extra: Record<string, unknown> = {}): Booking {
  return parseBooking(ID, {
    clientUid: CLIENT,
    clientName: 'Jordan Lee',
    djOwnerUid: DJ,
    djName: 'Marcus Reid',
    eventDate: '2099-12-19',
    startTime: '19:00',
    durationHours: 3,
    eventType: 'wedding',
    venue: 'The Loft',
    guestCount: 120,
    specialRequests: 'First dance at 8pm\nNo polkas',
    ...QUOTE,
    status,
    payment: { provider: 'demo', status: 'authorized' },
    createdAt: { toDate: () => new Date('2099-12-01T09:30:00Z') },
    ...extra,
  });
}

const signedIn = (uid: string): Session => ({
  status: 'signed-in',
  user: { uid, email: 'x@example.test', displayName: 'X', photoURL: null, role: 'client' },
});

function show(uid: string, path = `/bookings/${ID}`) {
  return render(
    <SessionContext.Provider value={signedIn(uid)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/bookings/:bookingId" element={<BookingDetailPage />} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

/** The description of a <dl> group, found by its term. */
function described(term: string): HTMLElement {
  const dd = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`no <dd> for ${term}`);
  return dd;
}

beforeEach(() => {
  world.run.mockClear();
  world.asked = [];
});

describe('BookingDetailPage', () => {
  it('shows the client the event, their money, what happens next and the chat', () => {
    world.booking = readyDoc(booking('confirmed'));
    show(CLIENT);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Booking with Marcus Reid on Dec 19, 2099' }),
    ).toBeVisible();
    expect(document.title).toBe('Booking with Marcus Reid on Dec 19, 2099 · Spinbook');
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
    expect(described('Date')).toHaveTextContent('Dec 19, 2099');
    expect(described('Start time')).toHaveTextContent('7:00 PM');
    expect(described('Duration')).toHaveTextContent('3 hours');
    expect(described('Event type')).toHaveTextContent('Wedding');
    expect(described('Venue')).toHaveTextContent('The Loft');
    expect(described('Guests')).toHaveTextContent('120 guests');
    expect(described('Equipment')).toHaveTextContent('Yes, the DJ brings it');
    expect(screen.getByTestId('special-requests').textContent).toBe(
      'First dance at 8pm\nNo polkas',
    );
    expect(described('You pay')).toHaveTextContent('$551.25');
    expect(screen.getByTestId('booking-money')).toHaveTextContent(
      'Demo mode — no card was charged',
    );
    expect(screen.getByTestId('booking-next-steps')).toHaveTextContent(
      'Marcus Reid accepted your booking. Nothing was charged (demo mode).',
    );
    expect(screen.getByRole('link', { name: 'Message Marcus Reid' })).toHaveAttribute(
      'href',
      `/messages?booking=${ID}`,
    );
    expect(screen.getByRole('link', { name: '← My Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    expect(
      screen.getByRole('button', { name: 'Cancel booking with Marcus Reid on Dec 19, 2099' }),
    ).toBeEnabled();
    // The DJ's share is the DJ's business.
    expect(document.body).not.toHaveTextContent('You receive');
    expect(world.asked.at(-1)).toEqual({ uid: CLIENT, bookingId: ID });
  });

  it("shows the DJ the client's name and their take-home, with Accept and Decline", () => {
    world.booking = readyDoc(booking('pending'));
    show(DJ);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Booking from Jordan Lee on Dec 19, 2099' }),
    ).toBeVisible();
    expect(described('Client pays')).toHaveTextContent('$551.25');
    expect(screen.getByTestId('booking-money')).toHaveTextContent(
      'Client pays $551.25 · You receive $446.25 (85% of your $525.00 fee)',
    );
    expect(screen.getByTestId('booking-next-steps')).toHaveTextContent(/^Accept or decline by /);
    expect(screen.getByText('Messaging opens once the booking is confirmed.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Message / })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Accept booking from Jordan Lee on Dec 19, 2099' }),
    ).toBeEnabled();
  });

  it('asks before declining and sends the reason the DJ gave', async () => {
    world.booking = readyDoc(booking('pending'));
    show(DJ);
    fireEvent.click(
      screen.getByRole('button', { name: 'Decline booking from Jordan Lee on Dec 19, 2099' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(world.run).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Fully booked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() =>
      expect(world.run).toHaveBeenCalledWith(
        ID,
        'decline',
        expect.objectContaining({ reason: 'Fully booked', demo: true }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels only after the prompt', async () => {
    world.booking = readyDoc(booking('confirmed'));
    show(CLIENT);
    fireEvent.click(
      screen.getByRole('button', { name: 'Cancel booking with Marcus Reid on Dec 19, 2099' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel Booking?' });
    expect(world.run).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() =>
      expect(world.run).toHaveBeenCalledWith(ID, 'cancel', {
        demo: true,
        sawStatus: 'confirmed',
      }),
    );
  });

  it('shows a loading indicator with a name while the booking loads', () => {
    world.booking = loadingState;
    show(CLIENT);
    expect(screen.getByRole('progressbar', { name: 'Loading booking' })).toBeVisible();
  });

  it.each([
    [
      'the rules refuse it (not theirs)',
      { ...notFoundState, error: firestoreError('permission-denied') },
    ],
    ['there is no such booking', notFoundState],
  ])('says Booking not found when %s', (_why, state) => {
    world.booking = state;
    show(CLIENT);
    expect(screen.getByRole('heading', { level: 1, name: BOOKING_NOT_FOUND.title })).toBeVisible();
    expect(screen.getByText(BOOKING_NOT_FOUND.text)).toBeVisible();
    expect(screen.getByRole('link', { name: '← My Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    expect(document.title).toBe('Booking not found · Spinbook');
  });

  it('says Booking not found to someone who may read it but is not a party (an admin)', () => {
    world.booking = readyDoc(booking('confirmed'));
    show('A'.repeat(28));
    expect(screen.getByRole('heading', { level: 1, name: BOOKING_NOT_FOUND.title })).toBeVisible();
    expect(screen.queryByText('The Loft')).toBeNull();
  });

  it('says Booking not found for an address that is not a booking id', () => {
    world.booking = loadingState;
    show(CLIENT, '/bookings/not-an-id');
    expect(screen.getByRole('heading', { level: 1, name: BOOKING_NOT_FOUND.title })).toBeVisible();
  });

  it('says the booking failed to load on another error', () => {
    world.booking = { status: 'error', data: undefined, error: firestoreError('unavailable') };
    show(CLIENT);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load the booking. Please try again.',
    );
  });

  it('offers the client a review once the booking is completed', async () => {
    world.booking = readyDoc(booking('completed'));
    show(CLIENT);
    expect(
      await screen.findByRole('button', { name: 'Leave Review for Marcus Reid' }),
    ).toBeVisible();
  });
});
