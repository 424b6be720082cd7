import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_TEST_ID, LiveAnnouncer } from '../../../components/live-region/LiveAnnouncer';
import { useUnreadMessages } from '../api/use-unread-messages';
import MessagesNavButton from './MessagesNavButton';

vi.mock('../api/use-unread-messages', () => ({ useUnreadMessages: vi.fn() }));
const mockedUnread = vi.mocked(useUnreadMessages);

/** Unread counts per booking; `settled` false stands for loading or cache only. */
function unread(counts: Record<string, number>, settled = true) {
  const byBooking = new Map(Object.entries(counts).filter(([, n]) => n > 0));
  const total = [...byBooking.values()].reduce((a, b) => a + b, 0);
  mockedUnread.mockReturnValue({ total, byBooking, settled });
}

const tree = (path: string, copies = 1) => (
  <LiveAnnouncer>
    <MemoryRouter initialEntries={[path]}>
      {Array.from({ length: copies }, (_, i) => (
        <MessagesNavButton key={i} uid="u1" />
      ))}
    </MemoryRouter>
  </LiveAnnouncer>
);

const region = () => screen.getByTestId(LIVE_REGION_TEST_ID);
const said = () => [...region().children].map((c) => c.textContent);

describe('MessagesNavButton announcements', () => {
  it('says the count when it rises after loading, once even with two buttons; not when it falls', async () => {
    unread({ a: 1 }, false);
    const { rerender } = render(tree('/bookings', 2));
    await waitFor(() => expect(region()).toBeInTheDocument());
    unread({ a: 2 });
    rerender(tree('/bookings', 2));
    expect(region()).toBeEmptyDOMElement();

    unread({ a: 2, b: 1 });
    rerender(tree('/bookings', 2));
    await waitFor(() => expect(said()).toEqual(['3 unread messages']));
    // The link's name still starts with its visible text.
    expect(screen.getAllByRole('link', { name: 'Messages, 3 unread' })).toHaveLength(2);

    unread({ b: 1 });
    rerender(tree('/bookings', 2));
    unread({});
    rerender(tree('/bookings', 2));
    unread({ c: 1 });
    rerender(tree('/bookings', 2));
    await waitFor(() => expect(said()).toEqual(['3 unread messages', '1 unread message']));
    // Read, then one more: the same count as before is news again.
    unread({});
    rerender(tree('/bookings', 2));
    unread({ d: 1 });
    rerender(tree('/bookings', 2));
    await waitFor(() =>
      expect(said()).toEqual(['3 unread messages', '1 unread message', '1 unread message']),
    );
  });

  it('leaves a new message in the conversation open on /messages to the chat', async () => {
    unread({});
    const { rerender } = render(tree('/messages?booking=open1'));
    await waitFor(() => expect(region()).toBeInTheDocument());
    unread({ open1: 1 });
    rerender(tree('/messages?booking=open1'));
    expect(region()).toBeEmptyDOMElement();
    unread({ open1: 1, other: 1 });
    rerender(tree('/messages?booking=open1'));
    await waitFor(() => expect(said()).toEqual(['2 unread messages']));
  });
});
