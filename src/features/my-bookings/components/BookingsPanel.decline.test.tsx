import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFF_PLATFORM_REFUSED } from '../../../domain/off-platform-text';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import type { BookingCountsState } from '../api/use-booking-counts';
import type { BookingActionOptions } from '../hooks/use-booking-actions';
import { parseBooking, type Booking } from '../model/booking';
import { BookingsPanel } from './BookingsPanel';

// The DJ's Decline through the panel, with the server call replaced: what is sent, and when.
const state = vi.hoisted(() => ({
  list: { status: 'loading' } as unknown,
  run: vi.fn((_id: string, _action: string, _options?: unknown) => Promise.resolve(true)),
}));

vi.mock('../api/use-live-bookings', () => ({
  useLiveBookings: (_viewer: unknown, _uid: unknown, plan: unknown) =>
    plan ? (state.list as LiveQuery<Booking>) : null,
}));
vi.mock('../api/use-booking-counts', () => ({
  useBookingCounts: () => ({
    state: {
      status: 'ready',
      counts: { all: 1, pending: 1, confirmed: 0, completed: 0 },
    } as BookingCountsState,
    refresh: vi.fn(),
  }),
}));
// The live Firestore SDK (the payout hook's, the review dialog's) is not started: a second test
// file in the same worker (tests/unit/fresh-modules.ts shares packages, not sources) could not
// initialise it again.
vi.mock('../../../lib/firebase/use-payouts-ready', () => ({ usePayoutsReady: () => true }));
vi.mock('../../../lib/firebase/firestore', () => ({ firestore: {} }));
vi.mock('../hooks/use-booking-actions', () => ({
  useBookingActions: () => ({ busy: new Set<string>(), run: state.run }),
}));

const DATE = '2099-12-12';
const DECLINE = 'Decline booking from Priya Shah on Dec 12, 2099';

function booking(
  status: string,
  cancellation?: Record<string, unknown>,
  id = 'b1',
  eventDate = DATE,
): Booking {
  return parseBooking(id, {
    clientUid: 'c',
    clientName: 'Priya Shah',
    djOwnerUid: 'd',
    djName: 'Marcus Reid',
    eventDate,
    durationHours: 4,
    eventType: 'club',
    venue: 'Austin Event Hall',
    guestCount: 120,
    totalCostCents: 49988,
    status,
    ...(cancellation ? { cancellation } : {}),
  });
}

function show(viewer: 'client' | 'dj', item: Booking = booking('pending')) {
  state.list = readyQuery([item]);
  render(
    <MemoryRouter>
      <BookingsPanel viewer={viewer} uid={viewer === 'dj' ? 'd' : 'c'} />
    </MemoryRouter>,
  );
}

function openDecline(): HTMLElement {
  const button = screen.getByRole('button', { name: DECLINE });
  button.focus();
  fireEvent.click(button);
  return screen.getByRole('dialog', { name: 'Decline this request?' });
}

const reasonField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Reason (optional)' });

/** The options the panel passed with the decline. */
const sentOptions = (): BookingActionOptions =>
  (state.run.mock.calls[0]?.[2] ?? {}) as BookingActionOptions;

describe('Decline asks first', () => {
  beforeEach(() => {
    state.run.mockReset();
    state.run.mockResolvedValue(true);
  });

  it('opens the prompt and sends nothing until Decline request', () => {
    show('dj');
    const dialog = openDecline();
    expect(dialog).toHaveAccessibleDescription(
      /^Are you sure you want to decline this request\? Priya Shah is told at once/,
    );
    expect(reasonField(dialog)).toHaveValue('');
    expect(reasonField(dialog)).toHaveAccessibleDescription(
      'Priya Shah will see this. Keep contact details out: they are not allowed. 0/500',
    );
    expect(reasonField(dialog)).toHaveAttribute('maxlength', '500');
    // Focus is held inside the dialog (on the dialog itself, not the field).
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.change(reasonField(dialog), { target: { value: 'Away that weekend' } });
    expect(state.run).not.toHaveBeenCalled();
  });

  it('Keep request closes it, sends nothing and gives focus back to Decline', async () => {
    show('dj');
    const dialog = openDecline();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.run).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: DECLINE })).toHaveFocus();
  });

  it('Escape closes it and sends nothing; the next one starts with an empty reason', async () => {
    show('dj');
    let dialog = openDecline();
    fireEvent.change(reasonField(dialog), { target: { value: 'Typed, then thought better' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.run).not.toHaveBeenCalled();
    dialog = openDecline();
    expect(reasonField(dialog)).toHaveValue('');
  });

  it('sends the reason, trimmed, with the decline', async () => {
    show('dj');
    const dialog = openDecline();
    fireEvent.change(reasonField(dialog), {
      target: { value: '  Fully booked that weekend.\nSorry!  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(state.run).toHaveBeenCalledTimes(1));
    expect(state.run.mock.calls[0]?.slice(0, 2)).toEqual(['b1', 'decline']);
    expect(sentOptions().reason).toBe('Fully booked that weekend.\nSorry!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends no reason at all when the field is left empty', async () => {
    show('dj');
    fireEvent.click(within(openDecline()).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(state.run).toHaveBeenCalledTimes(1));
    expect(sentOptions()).not.toHaveProperty('reason');
  });

  it('refuses contact details in the dialog without calling the server', async () => {
    show('dj');
    const dialog = openDecline();
    fireEvent.change(reasonField(dialog), { target: { value: 'Call me on 512 555 0147' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OFF_PLATFORM_REFUSED);
    expect(reasonField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(state.run).not.toHaveBeenCalled();
    // The error follows the text: gone once it is fine.
    fireEvent.change(reasonField(dialog), { target: { value: 'Away that weekend' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    state.run.mockImplementation((_id, _action, options) => {
      (options as BookingActionOptions).onRefused?.('The server said no.');
      return Promise.resolve(false);
    });
    show('dj');
    const dialog = openDecline();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server said no.');
    expect(screen.getByRole('dialog', { name: 'Decline this request?' })).toBeInTheDocument();
  });
});

describe('focus after a decline', () => {
  beforeEach(() => {
    state.run.mockReset();
    state.run.mockResolvedValue(true);
  });

  const request = (id: string, eventDate: string, status = 'pending') =>
    booking(status, undefined, id, eventDate);

  it('goes to the request that took its place once the declined one moves below, not to the body', async () => {
    const first = request('b1', DATE);
    const next = request('b2', '2099-12-20');
    state.list = readyQuery([first, next]);
    const panel = () => (
      <MemoryRouter>
        <BookingsPanel viewer="dj" uid="d" />
      </MemoryRouter>
    );
    const { rerender } = render(panel());
    const dialog = openDecline();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The live list delivers the decline: the request leaves Upcoming for the part below.
    state.list = readyQuery([request('b1', DATE, 'cancelled'), next]);
    rerender(panel());
    const upcoming = screen.getByTestId('booking-group-upcoming');
    const took = within(upcoming).getByRole('listitem', {
      name: 'Booking from Priya Shah on Dec 20, 2099',
    });
    await waitFor(() => expect(took).toHaveFocus());
    // The card, not its Accept: a second Enter must not accept the next request.
    expect(document.activeElement?.tagName).toBe('LI');
    expect(
      within(screen.getByTestId('booking-group-past')).getByRole('listitem', {
        name: 'Booking from Priya Shah on Dec 12, 2099',
      }),
    ).toBeInTheDocument();
  });
});

describe('a declined request on the card', () => {
  const declined = booking('cancelled', {
    by: 'dj',
    reason: 'declined',
    declineReason: '<b>Fully booked</b>\nSorry!',
    searchPlace: { label: 'Austin, TX', near: null },
  });

  it('shows the client Declined, the reason as typed and the way to other DJs', () => {
    show('client', declined);
    const card = screen.getByRole('listitem', { name: 'Booking with Marcus Reid on Dec 12, 2099' });
    expect(within(card).getByTestId('booking-status')).toHaveTextContent('Declined');
    expect(within(card).getByText('Marcus Reid’s reason')).toBeInTheDocument();
    const reason = within(card).getByTestId('decline-reason');
    expect(reason.textContent).toBe('<b>Fully booked</b>\nSorry!');
    expect(card.querySelector('b')).toBeNull();
    expect(getComputedStyle(reason).whiteSpace).toBe('pre-line');
    expect(
      within(card).getByRole('link', { name: 'Find DJs free on Dec 12, 2099' }),
    ).toHaveAttribute('href', '/discover?location=Austin&date=2099-12-12');
  });

  it('shows the DJ Declined and their own reason, without the link', () => {
    show('dj', declined);
    const card = screen.getByRole('listitem', { name: 'Booking from Priya Shah on Dec 12, 2099' });
    expect(within(card).getByTestId('booking-status')).toHaveTextContent('Declined');
    expect(within(card).getByText('Your reason')).toBeInTheDocument();
    // Only the way to the booking's page: no search for other DJs.
    expect(
      within(card)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['View details']);
  });
});
