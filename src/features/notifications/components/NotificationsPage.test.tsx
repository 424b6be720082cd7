import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import { SessionContext, type Session } from '../../../lib/session/session-context';
import { parseNotification, type AppNotification } from '../model/notification';
import { NotificationsPage } from './NotificationsPage';

const state = vi.hoisted(() => ({ list: null as unknown }));
const writes = vi.hoisted(() => ({
  markNotificationsRead: vi.fn((_uid: string, _ids: readonly string[]) => Promise.resolve()),
}));
vi.mock('../api/use-notifications', () => ({
  useNotifications: () => state.list as LiveQuery<AppNotification>,
  markNotificationsRead: writes.markNotificationsRead,
}));

const signedIn: Session = {
  status: 'signed-in',
  user: { uid: 'u1', email: 'u@example.test', displayName: 'U', photoURL: null, role: 'dj' },
};

const note = (id: string, read: boolean, link = `/bookings/${id}`) =>
  parseNotification(id, {
    title: `Title ${id}`,
    body: `Body ${id}`,
    link,
    type: 'booking_requested',
    readAt: read ? { toDate: () => new Date() } : null,
    createdAt: new Date('2026-12-05T12:00:00Z'),
  });

const page = () => (
  <SessionContext.Provider value={signedIn}>
    <MemoryRouter>
      <NotificationsPage />
    </MemoryRouter>
  </SessionContext.Provider>
);

beforeEach(() => writes.markNotificationsRead.mockClear());

describe('NotificationsPage', () => {
  it('lists every notification as a link to its booking and reads the unread ones once', () => {
    state.list = readyQuery([note('b2', false), note('b1', true)]);
    const { rerender } = render(page());
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = screen.getByTestId('notifications-list');
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/bookings/b2', '/bookings/b1']);
    expect(links[0]).toHaveTextContent('New');
    expect(links[1]).not.toHaveTextContent('New');
    expect(writes.markNotificationsRead).toHaveBeenCalledExactlyOnceWith('u1', ['b2']);

    // The write lands: the item stays New while the page is open, and nothing is written again.
    state.list = readyQuery([note('b2', true), note('b1', true)]);
    rerender(page());
    expect(
      within(screen.getByTestId('notifications-list')).getAllByRole('link')[0],
    ).toHaveTextContent('New');
    expect(writes.markNotificationsRead).toHaveBeenCalledTimes(1);
  });

  it('reads nothing from the offline cache alone, and says when there is nothing', () => {
    state.list = { ...readyQuery([note('b1', false)]), fromCache: true };
    const { rerender } = render(page());
    expect(writes.markNotificationsRead).not.toHaveBeenCalled();
    state.list = readyQuery([]);
    rerender(page());
    expect(screen.getByText('No notifications yet.')).toBeVisible();
    expect(writes.markNotificationsRead).not.toHaveBeenCalled();
  });
});
