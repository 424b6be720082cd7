import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import { useEventDj } from '../api/use-event-dj';
import { useMyEvents } from '../api/use-my-events';
import { usePublicEvents } from '../api/use-public-events';
import { parseEvent } from '../model/event';
import type { EventSectionView } from '../model/event-sections';
import { EventsPage } from './EventsPage';

vi.mock('../api/use-public-events', () => ({ usePublicEvents: vi.fn() }));
vi.mock('../api/use-my-events', () => ({ useMyEvents: vi.fn() }));
vi.mock('../api/use-event-dj', () => ({ useEventDj: vi.fn() }));
vi.mock('../api/use-event-link-types', () => ({
  useEventLinkTypes: () => ['eventbrite', 'youtube'],
}));
vi.mock('./EventFormDialog', () => ({
  EventFormDialog: ({ open, event }: { open: boolean; event: unknown }) =>
    open ? <div role="dialog">{event ? 'Edit Event' : 'Create New Event'}</div> : null,
}));
vi.mock('./EventDetailDialog', () => ({
  EventDetailDialog: ({ eventId }: { eventId: string }) => (
    <div role="dialog">Detail {eventId}</div>
  ),
}));

const publicEvents = vi.mocked(usePublicEvents);
const myEvents = vi.mocked(useMyEvents);

const section = (change: Partial<EventSectionView> = {}): EventSectionView => ({
  status: 'success',
  events: [],
  hasMore: false,
  loadingMore: false,
  loadMore: vi.fn(),
  count: { value: 0, more: false },
  ...change,
});

const EVENT = parseEvent('AAAAAAAAAAAAAAAAAAAA', {
  title: 'Rooftop Sunset Session',
  eventDate: new Date(2030, 5, 7, 20, 30),
  venue: 'Skyline Bar',
  location: 'Austin, TX',
  eventType: 'recurring',
  status: 'published',
  djId: 'D'.repeat(28),
});

const SIGNED_IN: Session = {
  status: 'signed-in',
  user: { uid: 'U'.repeat(28), email: 'a@b.test', displayName: 'A', photoURL: null, role: null },
};

function show(session: Session = { status: 'signed-out' }, url = '/events') {
  return render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[url]}>
        <EventsPage />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe('EventsPage', () => {
  beforeEach(() => {
    publicEvents.mockReset();
    myEvents.mockReset();
    myEvents.mockReturnValue(section());
    vi.mocked(useEventDj).mockReturnValue(null);
  });

  it('has the heading, the search box and the type filter, with no sign-in', () => {
    publicEvents.mockReturnValue({ upcoming: section(), past: section() });
    show();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover Amazing Events' }),
    ).toBeVisible();
    expect(screen.getByPlaceholderText('Search events, venues, locations...')).toBeVisible();
    const type = screen.getByRole('combobox', { name: 'Filter by type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Types', 'Upcoming', 'Past', 'Recurring']);
    expect(screen.queryByRole('button', { name: 'Create Event' })).not.toBeInTheDocument();
  });

  it('says it is loading', () => {
    publicEvents.mockReturnValue({
      upcoming: section({ status: 'loading', count: null }),
      past: section({ status: 'loading', count: null }),
    });
    show();
    expect(screen.getByText('Loading events...')).toBeVisible();
  });

  it('invites a visitor to be the first, and a signed-in user to create one', async () => {
    publicEvents.mockReturnValue({ upcoming: section(), past: section() });
    const { unmount } = show();
    expect(screen.getByText('No events found')).toBeVisible();
    expect(screen.getByText('Be the first to create an event!')).toBeVisible();
    // The empty state stands alone: no "(0)" sections around it.
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create First Event' })).not.toBeInTheDocument();
    unmount();

    show(SIGNED_IN);
    fireEvent.click(screen.getByRole('button', { name: 'Create First Event' }));
    // The dialogs load when first shown.
    expect(await screen.findByRole('dialog')).toHaveTextContent('Create New Event');
  });

  it('suggests changing the search when one is active', () => {
    publicEvents.mockReturnValue({ upcoming: section(), past: section() });
    show(undefined, '/events?q=zzz');
    expect(screen.getByText('No events found')).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filters')).toBeVisible();
    expect(screen.queryByText('Be the first to create an event!')).not.toBeInTheDocument();
    expect(publicEvents).toHaveBeenCalledWith({ search: 'zzz', eventType: 'all' }, 0, true);
  });

  it('shows both sections with their counts and the cards', async () => {
    vi.mocked(useEventDj).mockReturnValue({ id: 'D'.repeat(28), name: 'DJ Nova' });
    publicEvents.mockReturnValue({
      upcoming: section({ events: [EVENT], count: { value: 13, more: false }, hasMore: true }),
      past: section({
        events: [{ ...EVENT, id: 'B'.repeat(20) }],
        count: { value: 1, more: true },
      }),
    });
    show();
    expect(screen.getByRole('heading', { name: 'Upcoming Events (13)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Past Events (1+)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
    const card = screen.getAllByTestId('event-card')[0];
    if (!card) throw new Error('no card');
    const inCard = within(card);
    expect(inCard.getByRole('heading', { name: 'Rooftop Sunset Session' })).toBeVisible();
    expect(inCard.getByText('Jun 7, 2030 · 20:30')).toBeVisible();
    expect(inCard.getByText('Skyline Bar, Austin, TX')).toBeVisible();
    expect(inCard.getByText('Recurring')).toBeVisible();
    expect(inCard.getByRole('link', { name: 'DJ Nova' })).toHaveAttribute(
      'href',
      `/dj/${'D'.repeat(28)}`,
    );
    expect(inCard.getByText('Tickets')).toBeVisible();
    expect(inCard.getByText('YouTube Video')).toBeVisible();
    fireEvent.click(inCard.getByRole('button', { name: /View details/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(`Detail ${EVENT.id}`);
  });

  it.each([
    ['Upcoming', 'Past'],
    ['Past', 'Upcoming'],
  ] as const)(
    'shows an empty %s Events section with its (0) count beside a filled one',
    (empty, filled) => {
      const filledSection = section({ events: [EVENT], count: { value: 1, more: false } });
      publicEvents.mockReturnValue(
        empty === 'Upcoming'
          ? { upcoming: section(), past: filledSection }
          : { upcoming: filledSection, past: section() },
      );
      show();
      const emptySection = screen.getByTestId(`events-${empty.toLowerCase()}`);
      expect(
        within(emptySection).getByRole('heading', { level: 2, name: `${empty} Events (0)` }),
      ).toBeVisible();
      expect(within(emptySection).queryByTestId('event-card')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: `${filled} Events (1)` })).toBeVisible();
      expect(screen.getAllByTestId('event-card')).toHaveLength(1);
      expect(screen.queryByText('No events found')).not.toBeInTheDocument();
    },
  );

  it('server-renders an empty section with its (0) count, and hydrates to the same page', async () => {
    publicEvents.mockReturnValue({
      upcoming: section(),
      past: section({ events: [EVENT], count: { value: 1, more: false } }),
    });
    const page = (
      <SessionContext.Provider value={{ status: 'signed-out' }}>
        <MemoryRouter initialEntries={['/events']}>
          <EventsPage />
        </MemoryRouter>
      </SessionContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const emptyHeading = () =>
      within(container).getByRole('heading', { level: 2, name: 'Upcoming Events (0)' });
    const serverHeading = emptyHeading();
    const hydrationErrors = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: hydrationErrors }),
    );
    expect(hydrationErrors).not.toHaveBeenCalled();
    // Hydration took the server's heading over instead of rendering a new one.
    expect(emptyHeading()).toBe(serverHeading);
    expect(
      within(container).getByRole('heading', { level: 2, name: 'Past Events (1)' }),
    ).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });

  it('gives a signed-in user Create Event and "My events" with status chips', () => {
    publicEvents.mockReturnValue({ upcoming: section(), past: section() });
    myEvents.mockReturnValue(
      section({ events: [{ ...EVENT, status: 'draft' }], count: { value: 1, more: false } }),
    );
    show(SIGNED_IN);
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'My events' }));
    expect(screen.getByRole('heading', { name: 'My Events (1)' })).toBeVisible();
    expect(screen.getByTestId('event-status')).toHaveTextContent('Draft');
    expect(myEvents).toHaveBeenLastCalledWith(SIGNED_IN.user.uid, expect.anything(), 0);
    expect(publicEvents).toHaveBeenLastCalledWith(expect.anything(), 0, false);
  });
});
