import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_TEST_ID, LiveAnnouncer } from '../../../components/live-region/LiveAnnouncer';
import type { LiveQuery } from '../../../lib/firebase/live-data';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import { parseNotification, type AppNotification } from '../model/notification';
import { NotificationBell } from './NotificationBell';

const state = vi.hoisted(() => ({ list: null as unknown }));
vi.mock('../api/use-notifications', () => ({
  useNotifications: () => state.list as LiveQuery<AppNotification>,
  markNotificationRead: vi.fn(() => Promise.resolve()),
}));

const note = (id: string, type: string | null, read = false) =>
  parseNotification(id, { title: id, type, readAt: read ? { toDate: () => new Date() } : null });

const tree = () => (
  <LiveAnnouncer>
    <MemoryRouter>
      <NotificationBell uid="u1" />
    </MemoryRouter>
  </LiveAnnouncer>
);
const region = () => screen.getByTestId(LIVE_REGION_TEST_ID);
const said = () => [...region().children].map((c) => c.textContent);

describe('NotificationBell announcements', () => {
  it('says the count for news after loading; not chat notices, own actions or reading', async () => {
    const first = note('b1_pending_dj', 'booking_requested');
    state.list = readyQuery([first]);
    const { rerender } = render(tree());
    await waitFor(() => expect(region()).toBeInTheDocument());
    // The DJ's own accept, and a chat notice: the toast and the Messages badge say those.
    const own = note('b1_confirmed_dj', 'booking_accepted');
    const chat = note('message_b1', null);
    state.list = readyQuery([chat, own, first]);
    rerender(tree());
    expect(region()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();

    // The client cancels: news.
    state.list = readyQuery([note('b2_cancelled_dj', 'booking_cancelled'), chat, own, first]);
    rerender(tree());
    await waitFor(() => expect(said()).toEqual(['4 unread notifications']));
    // Reading says nothing.
    state.list = readyQuery([note('b2_cancelled_dj', 'booking_cancelled', true), chat, own, first]);
    rerender(tree());
    expect(said()).toEqual(['4 unread notifications']);
  });
});
