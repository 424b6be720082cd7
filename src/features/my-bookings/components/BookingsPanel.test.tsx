import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_TEST_ID, LiveAnnouncer } from '../../../components/live-region/LiveAnnouncer';
import type { BookingCountsState } from '../api/use-booking-counts';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import { parseBooking, type Booking } from '../model/booking';
import { BookingsPanel } from './BookingsPanel';

const state = vi.hoisted(() => ({
  list: { status: 'loading' } as unknown,
  counts: { status: 'loading' } as unknown,
  run: vi.fn(() => Promise.resolve(true)),
}));

vi.mock('../api/use-live-bookings', () => ({
  useLiveBookings: (_viewer: unknown, _uid: unknown, plan: unknown) =>
    plan ? (state.list as LiveQuery<Booking>) : null,
}));
vi.mock('../api/use-booking-counts', () => ({
  useBookingCounts: () => ({ state: state.counts as BookingCountsState, refresh: vi.fn() }),
}));
// The live Firestore SDK (the payout hook's, the review dialog's) is not started: a second test
// file in the same worker (tests/unit/fresh-modules.ts shares packages, not sources) could not
// initialise it again.
vi.mock('../../../lib/firebase/use-payouts-ready', () => ({ usePayoutsReady: () => true }));
vi.mock('../../../lib/firebase/firestore', () => ({ firestore: {} }));
vi.mock('../hooks/use-booking-actions', () => ({
  useBookingActions: () => ({ busy: new Set<string>(), run: state.run }),
}));

function booking(id: string, status: string, eventDate: string): Booking {
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
  });
}

const ready = (items: Booking[]): LiveQuery<Booking> => readyQuery(items);

/** Renders the panel again, as a new answer of the live list would. */
let refreshList: () => void = () => undefined;

function show(viewer: 'client' | 'dj') {
  const panel = () => (
    <MemoryRouter>
      <BookingsPanel viewer={viewer} uid={viewer === 'dj' ? 'd' : 'c'} />
    </MemoryRouter>
  );
  const { rerender } = render(panel());
  refreshList = () => rerender(panel());
  return refreshList;
}

/**
 * A pending booking cancelled as a keyboard user does: Cancel has focus, then the prompt.
 * `listFirst`: the live list shows the cancellation before the call answers (so the Cancel
 * button is gone while the prompt is still open), as happens under load.
 */
async function cancelFromKeyboard(listFirst = false): Promise<HTMLElement> {
  state.list = ready([booking('b1', 'pending', '2099-12-12')]);
  const refresh = show('client');
  let answer: (done: boolean) => void = () => undefined;
  if (listFirst) state.run.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  const cancel = screen.getByRole('button', {
    name: 'Cancel booking with Marcus Reid on Dec 12, 2099',
  });
  cancel.focus();
  fireEvent.click(cancel);
  fireEvent.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Booking' }),
  );
  if (listFirst) {
    state.list = ready([booking('b1', 'cancelled', '2099-12-12')]);
    refresh();
    expect(cancel).not.toBeInTheDocument();
    await act(async () => answer(true));
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return cancel;
}

describe('BookingsPanel', () => {
  beforeEach(() => {
    state.run.mockClear();
    state.counts = { status: 'ready', counts: { all: 2, pending: 1, confirmed: 1, completed: 0 } };
  });

  it('says Failed to load bookings. when the list fails', () => {
    state.list = { status: 'error' };
    show('client');
    expect(screen.getByText('Failed to load bookings.')).toBeInTheDocument();
  });

  it('shows No bookings yet with Find a DJ for a client with none', () => {
    state.list = ready([]);
    show('client');
    expect(screen.getByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a DJ' })).toHaveAttribute('href', '/discover');
  });

  it('shows the tabs with counts and each booking with its details', () => {
    state.list = ready([booking('b1', 'pending', '2099-12-12')]);
    show('client');
    expect(screen.getByRole('tab', { name: 'All (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (0)' })).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Booking with Marcus Reid on Dec 12, 2099' });
    for (const text of ['Dec 12, 2099', '4 hours', 'Club/Bar', 'Austin Event Hall', '120 guests']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByTestId('booking-status')).toHaveTextContent('Pending');
    expect(within(card).getByText('$499.88')).toBeInTheDocument();
  });

  it('asks before cancelling and calls the server only after Cancel Booking', async () => {
    state.list = ready([booking('b1', 'pending', '2099-12-12')]);
    show('client');
    fireEvent.click(
      screen.getByRole('button', { name: 'Cancel booking with Marcus Reid on Dec 12, 2099' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel Booking?' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    expect(state.run).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(
      screen.getByRole('button', { name: 'Cancel booking with Marcus Reid on Dec 12, 2099' }),
    );
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Booking' }),
    );
    expect(state.run).toHaveBeenCalledWith('b1', 'cancel', { sawStatus: 'pending' });
  });

  it('gives focus to the card after a confirmed cancel, then to what took its place once it moves below', async () => {
    // The live list still shows the booking pending when the prompt closes (its change arrives
    // later), so the prompt gives focus back to a Cancel button that is about to go.
    await cancelFromKeyboard();
    const card = screen.getByRole('listitem', { name: 'Booking with Marcus Reid on Dec 12, 2099' });
    await waitFor(() => expect(card).toHaveFocus());
    // Cancelled, it leaves Upcoming for the part below: focus stays where it was, on Upcoming's
    // empty text, not on the page's body.
    state.list = ready([booking('b1', 'cancelled', '2099-12-12')]);
    act(() => refreshList());
    await waitFor(() => expect(screen.getByText('No upcoming bookings.')).toHaveFocus());
    expect(
      within(screen.getByTestId('booking-group-past')).getByRole('listitem', {
        name: 'Booking with Marcus Reid on Dec 12, 2099',
      }),
    ).toBeInTheDocument();
  });

  it('gives focus to what took its place when the list moved the card before the call answered', async () => {
    await cancelFromKeyboard(true);
    await waitFor(() => expect(screen.getByText('No upcoming bookings.')).toHaveFocus());
  });

  it('leaves focus on Cancel when the server refuses the cancel', async () => {
    state.run.mockResolvedValueOnce(false);
    const cancel = await cancelFromKeyboard();
    await waitFor(() => expect(cancel).toHaveFocus());
  });

  it('states the refund before a confirmed booking is cancelled', () => {
    state.list = ready([booking('b2', 'confirmed', '2099-12-12')]);
    show('client');
    fireEvent.click(
      screen.getByRole('button', { name: 'Cancel booking with Marcus Reid on Dec 12, 2099' }),
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'you will be refunded $499.88 in full (100% of $499.88)',
    );
  });

  it('gives the DJ Accept, which acts at once, and Decline, with the client name', () => {
    state.list = ready([booking('b1', 'pending', '2099-12-12')]);
    show('dj');
    const card = screen.getByRole('listitem', { name: 'Booking from Priya Shah on Dec 12, 2099' });
    expect(within(card).getByText('Priya Shah')).toBeInTheDocument();
    fireEvent.click(
      within(card).getByRole('button', { name: 'Accept booking from Priya Shah on Dec 12, 2099' }),
    );
    expect(state.run).toHaveBeenCalledWith('b1', 'accept', { sawStatus: 'pending' });
    expect(
      within(card).getByRole('button', { name: 'Decline booking from Priya Shah on Dec 12, 2099' }),
    ).toBeEnabled();
    expect(within(card).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('disables Mark as Completed before the event date and says why', () => {
    state.list = ready([booking('b2', 'confirmed', '2099-12-12')]);
    show('dj');
    const complete = screen.getByRole('button', {
      name: 'Mark as Completed: booking from Priya Shah on Dec 12, 2099',
    });
    expect(complete).toBeDisabled();
    expect(screen.getByText('Can be marked as completed from Dec 12, 2099.')).toBeInTheDocument();
    // A screen reader reads the reason with the button, not only somewhere below it.
    expect(complete).toHaveAccessibleDescription('Can be marked as completed from Dec 12, 2099.');
  });

  it('heads each part one level below the list, and each booking one below its part', () => {
    state.list = ready([booking('b1', 'pending', '2099-12-12')]);
    const { unmount } = render(
      <MemoryRouter>
        <BookingsPanel viewer="client" uid="c" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Past and cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Marcus Reid' })).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <BookingsPanel viewer="client" uid="c" title="Bookings you made" />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bookings you made' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Upcoming' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Marcus Reid' })).toBeInTheDocument();
  });

  it('lists upcoming bookings first, soonest first, and past, cancelled and declined ones below, latest first', () => {
    const soon = '2099-01-05';
    state.list = ready([
      booking('far', 'confirmed', '2099-06-01'),
      booking('declined', 'cancelled', '2099-03-03'),
      booking('soon', 'pending', soon),
      booking('done', 'completed', '2020-02-02'),
      booking('overdue', 'confirmed', '2021-01-01'),
    ]);
    show('dj');
    const names = (group: string) =>
      within(screen.getByTestId(`booking-group-${group}`))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label'));
    expect(names('upcoming')).toEqual([
      'Booking from Priya Shah on Jan 5, 2099',
      'Booking from Priya Shah on Jun 1, 2099',
    ]);
    expect(names('past')).toEqual([
      'Booking from Priya Shah on Mar 3, 2099',
      'Booking from Priya Shah on Jan 1, 2021',
      'Booking from Priya Shah on Feb 2, 2020',
    ]);
    // Upcoming comes first in the page.
    const [first] = screen.getAllByRole('listitem');
    expect(first).toHaveAttribute('aria-label', 'Booking from Priya Shah on Jan 5, 2099');
  });

  it('keeps a status tab to its status, with no upcoming part under Completed', () => {
    state.list = ready([booking('done', 'completed', '2020-02-02')]);
    show('client');
    fireEvent.click(screen.getByRole('tab', { name: /^Completed/ }));
    expect(screen.queryByRole('heading', { name: 'Upcoming' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Past' })).toBeInTheDocument();
  });
});

/* A booking's status changing on screen is announced once, unless the viewer changed it. */
describe('BookingsPanel announcements', () => {
  const at = (status: string) => booking('b1', status, '2099-12-12');
  const tree = (viewer: 'client' | 'dj'): ReactNode => (
    <LiveAnnouncer>
      <MemoryRouter>
        <BookingsPanel viewer={viewer} uid={viewer === 'dj' ? 'd' : 'c'} />
      </MemoryRouter>
    </LiveAnnouncer>
  );
  const region = () => screen.getByTestId(LIVE_REGION_TEST_ID);
  const settle = () => waitFor(() => expect(region()).toBeInTheDocument());

  beforeEach(() => {
    state.run.mockClear();
    state.counts = { status: 'ready', counts: { all: 1, pending: 1, confirmed: 0, completed: 0 } };
  });

  it("says a client's booking the DJ accepted is now Confirmed, once, and nothing on load", async () => {
    state.list = ready([at('pending')]);
    const { rerender } = render(tree('client'));
    await settle();
    state.list = ready([at('pending')]);
    rerender(tree('client'));
    expect(region()).toBeEmptyDOMElement();

    state.list = ready([at('confirmed')]);
    rerender(tree('client'));
    await waitFor(() =>
      expect(region()).toHaveTextContent(
        'Booking with Marcus Reid on Dec 12, 2099 is now Confirmed',
      ),
    );
    state.list = ready([at('confirmed')]);
    rerender(tree('client'));
    expect(region().children).toHaveLength(1);
  });

  it('says nothing for the first answer from the offline cache, nor for the server after it', async () => {
    state.list = { ...ready([at('pending')]), fromCache: true };
    const { rerender } = render(tree('dj'));
    await settle();
    state.list = ready([at('cancelled')]);
    rerender(tree('dj'));
    state.list = ready([at('cancelled')]);
    rerender(tree('dj'));
    expect(region()).toBeEmptyDOMElement();
  });

  it("tells the DJ the client's cancellation, but not the DJ's own accept", async () => {
    state.list = ready([at('pending')]);
    const { rerender } = render(tree('dj'));
    await settle();
    fireEvent.click(
      screen.getByRole('button', { name: 'Accept booking from Priya Shah on Dec 12, 2099' }),
    );
    await waitFor(() =>
      expect(state.run).toHaveBeenCalledWith('b1', 'accept', { sawStatus: 'pending' }),
    );
    state.list = ready([at('confirmed')]);
    rerender(tree('dj'));
    state.list = ready([at('cancelled')]);
    rerender(tree('dj'));
    await waitFor(() =>
      expect(region()).toHaveTextContent(
        'Booking from Priya Shah on Dec 12, 2099 is now Cancelled',
      ),
    );
    expect(region().children).toHaveLength(1);
  });
});
