import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext, type ToastOptions } from '../../../components/toast/toast-context';
import type * as EventWrites from '../api/event-writes';
import { addEventLink, createEvent, deleteEventLink, updateEvent } from '../api/event-writes';
import type { LinkableDjProfile } from '../api/use-linkable-dj-profile';
import type { LiveDoc, LiveQuery } from '../../../lib/firebase/live-states';
import {
  loadingState,
  notFoundState,
  readyDoc,
  readyQuery,
} from '../../../lib/firebase/live-data-fixtures';
import type { EventLinkItem } from '../model/event';
import { parseEvent, parseEventLink } from '../model/event';
import { EventFormDialog } from './EventFormDialog';

const UID = 'u1OwnerUidAbcdefghijklmnopqr';

const state = vi.hoisted(() => ({
  profile: null as unknown,
  links: null as unknown,
}));

const profileNamed = (name: string, djStatus: LinkableDjProfile['djStatus']) =>
  readyDoc<LinkableDjProfile>({ name, djStatus });

vi.mock('../../../lib/firebase/firestore', () => ({ firestore: {} }));
vi.mock('../api/event-writes', async (importOriginal) => ({
  ...(await importOriginal<typeof EventWrites>()),
  createEvent: vi.fn(),
  updateEvent: vi.fn(),
  addEventLink: vi.fn(),
  deleteEventLink: vi.fn(),
}));
vi.mock('../api/use-linkable-dj-profile', () => ({
  useLinkableDjProfile: () => state.profile as LiveDoc<LinkableDjProfile>,
}));
vi.mock('../api/use-event-links', () => ({
  useEventLinks: (eventId: string | null) =>
    (eventId ? state.links : loadingState) as LiveQuery<EventLinkItem>,
}));

const create = vi.mocked(createEvent);
const update = vi.mocked(updateEvent);
const addLink = vi.mocked(addEventLink);
const deleteLink = vi.mocked(deleteEventLink);

function renderWithToast(ui: ReactElement) {
  const toast = vi.fn<(options: ToastOptions) => void>();
  const view = render(<ToastContext.Provider value={toast}>{ui}</ToastContext.Provider>);
  return { ...view, toast };
}

/** Next year's 1 June, local time: inside the 2-year bound (decision 0031) whenever this runs. */
const YEAR = new Date().getFullYear() + 1;
const at = (day: number, hour: number, minute: number) => new Date(YEAR, 5, day, hour, minute);

const handlers = () => ({ onClose: vi.fn(), onSaved: vi.fn() });

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const fill = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

const existing = parseEvent('e1', {
  ownerUid: UID,
  title: 'Rooftop Sessions',
  description: 'Sunset set',
  eventDate: at(1, 20, 30),
  venue: 'Skyline Bar',
  location: 'Austin, TX',
  eventType: 'upcoming',
  status: 'draft',
  djId: UID,
});

describe('EventFormDialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    create.mockReset();
    update.mockReset();
    addLink.mockReset();
    deleteLink.mockReset();
    state.profile = notFoundState;
    state.links = readyQuery([]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('says Title is required on an empty submit and does not create', async () => {
    renderWithToast(<EventFormDialog open event={null} uid={UID} {...handlers()} />);
    expect(screen.getByRole('dialog', { name: 'Create New Event' })).toBeInTheDocument();
    click('Create Event');
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('labels every input and defaults to upcoming and draft', () => {
    renderWithToast(<EventFormDialog open event={null} uid={UID} {...handlers()} />);
    for (const name of [/Event Title/, 'Description', 'Venue', 'Location']) {
      expect(textbox(name)).toBeInTheDocument();
    }
    const date = screen.getByLabelText('Date & Time');
    expect(date).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('combobox', { name: 'Event Type' })).toHaveValue('upcoming');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('creates the event, toasts, and stays open as Edit Event with the media card', async () => {
    create.mockResolvedValue('new-id');
    const props = handlers();
    const { toast } = renderWithToast(<EventFormDialog open event={null} uid={UID} {...props} />);
    fill(textbox(/Event Title/), '  Warehouse Night  ');
    fill(screen.getByLabelText('Date & Time'), `${YEAR}-06-01T20:00`);
    fill(textbox('Venue'), 'The Warehouse');
    click('Create Event');

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      UID,
      // toEventWrite's output as is (it may carry more, e.g. search tokens).
      expect.objectContaining({
        title: 'Warehouse Night',
        description: '',
        venue: 'The Warehouse',
        location: '',
        eventType: 'upcoming',
        status: 'draft',
        eventDate: at(1, 20, 0),
      }),
    );
    // No DJ profile: the event is not linked.
    expect(create.mock.calls[0]?.[1]).not.toHaveProperty('djId');
    expect(toast).toHaveBeenCalledWith({ title: 'Event created successfully!' });
    expect(props.onSaved).toHaveBeenCalledWith('new-id');
    expect(props.onClose).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Event Media & Links' })).toBeInTheDocument();
    expect(
      screen.getByText('Make your event stand out with videos and images'),
    ).toBeInTheDocument();
    expect(textbox(/Event Title/)).toHaveValue('  Warehouse Night  ');
  });

  it('keeps the dialog and the input when creating fails', async () => {
    create.mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    const props = handlers();
    const { toast } = renderWithToast(<EventFormDialog open event={null} uid={UID} {...props} />);
    fill(textbox(/Event Title/), 'Warehouse Night');
    click('Create Event');

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Failed to create event: You do not have permission to do that.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Create New Event' })).toBeInTheDocument();
    expect(textbox(/Event Title/)).toHaveValue('Warehouse Night');
    expect(await screen.findByRole('button', { name: 'Create Event' })).toBeEnabled();
    expect(props.onClose).not.toHaveBeenCalled();
    expect(props.onSaved).not.toHaveBeenCalled();
  });

  it('hides the DJ profile select when the user has no DJ profile', () => {
    state.profile = notFoundState;
    renderWithToast(<EventFormDialog open event={null} uid={UID} {...handlers()} />);
    expect(screen.queryByRole('combobox', { name: /DJ Profile/ })).toBeNull();
  });

  it('links a new event to the own DJ profile by default, and None unlinks it', async () => {
    state.profile = profileNamed('DJ Nova', 'pending');
    create.mockResolvedValue('new-id');
    renderWithToast(<EventFormDialog open event={null} uid={UID} {...handlers()} />);
    const dj = screen.getByRole('combobox', { name: /DJ Profile/ });
    expect(dj).toHaveValue(UID);
    expect(within(dj).getByRole('option', { name: 'DJ Nova' })).toBeInTheDocument();
    fill(textbox(/Event Title/), 'Linked');
    click('Create Event');
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(UID, expect.objectContaining({ djId: UID })),
    );

    update.mockResolvedValue(undefined);
    await screen.findByRole('dialog', { name: 'Edit Event' });
    fill(screen.getByRole('combobox', { name: /DJ Profile/ }), '');
    click('Update Event');
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[0]).toBe('new-id');
    expect(update.mock.calls[0]?.[1]).not.toHaveProperty('djId');
  });

  it('edits an event: fills the form, updates, toasts and closes', async () => {
    state.profile = profileNamed('DJ Nova', 'verified');
    update.mockResolvedValue(undefined);
    const props = handlers();
    const { toast } = renderWithToast(
      <EventFormDialog open event={existing} uid={UID} {...props} />,
    );
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument();
    expect(textbox(/Event Title/)).toHaveValue('Rooftop Sessions');
    expect(screen.getByLabelText('Date & Time')).toHaveValue(`${YEAR}-06-01T20:30`);
    fill(screen.getByRole('combobox', { name: 'Status' }), 'published');
    click('Update Event');

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'e1',
        expect.objectContaining({ title: 'Rooftop Sessions', status: 'published', djId: UID }),
      ),
    );
    expect(toast).toHaveBeenCalledWith({ title: 'Event updated successfully!' });
    expect(props.onSaved).toHaveBeenCalledWith('e1');
    expect(props.onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open when updating fails', async () => {
    update.mockRejectedValue(new Error('Quota exceeded.'));
    const props = handlers();
    const { toast } = renderWithToast(
      <EventFormDialog open event={existing} uid={UID} {...props} />,
    );
    fill(textbox(/Event Title/), 'Renamed');
    click('Update Event');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Failed to update event: Quota exceeded.',
        variant: 'destructive',
      }),
    );
    expect(props.onClose).not.toHaveBeenCalled();
    expect(textbox(/Event Title/)).toHaveValue('Renamed');
  });

  it('unlinks an event whose DJ profile no longer exists', async () => {
    state.profile = notFoundState;
    update.mockResolvedValue(undefined);
    renderWithToast(<EventFormDialog open event={existing} uid={UID} {...handlers()} />);
    click('Update Event');
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[1]).not.toHaveProperty('djId');
  });

  it('keeps the saved DJ link while the profile is still loading', async () => {
    state.profile = loadingState;
    update.mockResolvedValue(undefined);
    renderWithToast(<EventFormDialog open event={existing} uid={UID} {...handlers()} />);
    click('Update Event');
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('e1', expect.objectContaining({ djId: UID })),
    );
  });
});

describe('Event Media & Links', { timeout: 20_000 }, () => {
  beforeEach(() => {
    addLink.mockReset();
    deleteLink.mockReset();
    state.profile = notFoundState;
    state.links = readyQuery([]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  const openPanel = () => {
    const view = renderWithToast(
      <EventFormDialog open event={existing} uid={UID} {...handlers()} />,
    );
    click('Add Media');
    return view;
  };
  const panel = () => screen.getByRole('form', { name: 'Add Media' });

  it('lists links with name, type badge, URL, open and delete actions', async () => {
    state.links = readyQuery([
      parseEventLink('l1', {
        linkType: 'youtube',
        url: 'https://www.youtube.com/watch?v=abc',
        title: 'Event Video',
      }),
      parseEventLink('l2', { linkType: 'eventbrite', url: 'https://www.eventbrite.com/e/1' }),
    ]);
    deleteLink.mockResolvedValue(undefined);
    const { toast } = renderWithToast(
      <EventFormDialog open event={existing} uid={UID} {...handlers()} />,
    );
    const video = screen.getByRole('listitem', { name: 'Event Video' });
    expect(within(video).getByText('YouTube Video')).toBeInTheDocument();
    expect(within(video).getByText('https://www.youtube.com/watch?v=abc')).toBeInTheDocument();
    const open = within(video).getByRole('link', { name: 'Open Event Video in a new tab' });
    expect(open).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(open).toHaveAttribute('target', '_blank');
    // No title: the type's name.
    const tickets = screen.getByRole('listitem', { name: 'Tickets' });
    fireEvent.click(within(tickets).getByRole('button', { name: 'Delete link Tickets' }));
    await waitFor(() => expect(deleteLink).toHaveBeenCalledWith('e1', 'l2'));
    expect(toast).toHaveBeenCalledWith({ title: 'Link deleted successfully!' });
  });

  it('toasts a failed delete', async () => {
    state.links = readyQuery([
      parseEventLink('l1', { linkType: 'website', url: 'https://example.com' }),
    ]);
    deleteLink.mockRejectedValue(Object.assign(new Error('x'), { code: 'permission-denied' }));
    const { toast } = renderWithToast(
      <EventFormDialog open event={existing} uid={UID} {...handlers()} />,
    );
    click('Delete link Website');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Failed to delete link: You do not have permission to do that.',
        variant: 'destructive',
      }),
    );
  });

  it('changes the URL label and placeholder with the content type', () => {
    openPanel();
    const url = textbox(/Website URL/);
    expect(url).toHaveAttribute('placeholder', 'https://example.com');
    fill(within(panel()).getByRole('combobox', { name: 'Content Type' }), 'eventbrite');
    expect(textbox(/Ticket URL/)).toHaveAttribute(
      'placeholder',
      'https://www.eventbrite.com/e/...',
    );
    fill(within(panel()).getByRole('combobox', { name: 'Content Type' }), 'youtube');
    expect(textbox(/YouTube URL/)).toHaveAttribute(
      'placeholder',
      'https://www.youtube.com/watch?v=...',
    );
  });

  it('pre-fills the YouTube quick pick and the Tickets quick pick', () => {
    openPanel();
    click('YouTube Video');
    expect(textbox('Display Title (Optional)')).toHaveValue('Event Video');
    expect(within(panel()).getByRole('combobox', { name: 'Content Type' })).toHaveValue('youtube');
    expect(textbox(/YouTube URL/)).toBeInTheDocument();
    click('Tickets');
    expect(textbox('Display Title (Optional)')).toHaveValue('Event Tickets');
    expect(within(panel()).getByRole('combobox', { name: 'Content Type' })).toHaveValue(
      'eventbrite',
    );
  });

  it('refuses an invalid URL', async () => {
    openPanel();
    fill(textbox(/Website URL/), 'not a url');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add Media' }));
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    fill(textbox(/Website URL/), 'ftp://example.com/file');
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(addLink).not.toHaveBeenCalled();
  });

  it('adds a link, toasts and closes the panel', async () => {
    addLink.mockResolvedValue('l9');
    const { toast } = openPanel();
    click('YouTube Video');
    fill(textbox(/YouTube URL/), ' https://www.youtube.com/watch?v=xyz ');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add Media' }));
    await waitFor(() =>
      expect(addLink).toHaveBeenCalledWith('e1', {
        linkType: 'youtube',
        url: 'https://www.youtube.com/watch?v=xyz',
        title: 'Event Video',
      }),
    );
    expect(toast).toHaveBeenCalledWith({ title: 'Link added successfully!' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Media' })).toBeNull());
  });

  it('keeps the panel and its input when adding fails', async () => {
    addLink.mockRejectedValue(new Error('Network down'));
    const { toast } = openPanel();
    fill(textbox(/Website URL/), 'https://example.com/info');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add Media' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Failed to add link: Network down',
        variant: 'destructive',
      }),
    );
    expect(panel()).toBeInTheDocument();
    expect(textbox(/Website URL/)).toHaveValue('https://example.com/info');
  });
});
