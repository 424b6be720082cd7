import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { readyQuery } from '../../lib/firebase/live-data-fixtures';
import { parseNotification } from '../../features/notifications/model/notification';
import { BottomNav } from './BottomNav';

vi.mock('../../features/messages/api/use-unread-messages', () => ({
  useUnreadMessages: () => ({ total: 3, byBooking: new Map(), settled: true }),
}));
vi.mock('../../features/notifications/api/use-notifications', () => ({
  useNotifications: () =>
    readyQuery([
      parseNotification('a', { title: 'a', readAt: null }),
      parseNotification('b', { title: 'b', readAt: null }),
      parseNotification('c', { title: 'c', readAt: { toDate: () => new Date() } }),
    ]),
}));

const at = (path: string, role: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav uid="u1" role={role} />
    </MemoryRouter>,
  );

describe('BottomNav', () => {
  it('shows a DJ their places with the unread counts in view, and marks where they are', () => {
    at('/messages', 'dj');
    const nav = screen.getByRole('navigation', { name: 'App' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/bookings',
      '/messages',
      '/notifications',
      '/dj-dashboard',
    ]);
    expect(within(nav).getByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Bookings' })).not.toHaveAttribute('aria-current');
    // Drawn from the attribute, so the visible count is not text the name must contain.
    expect(
      screen.getByTestId('bottom-nav-notifications').querySelector('[data-count]'),
    ).toHaveAttribute('data-count', '2');
    expect(screen.getByTestId('bottom-nav-notifications')).not.toHaveTextContent('2');
  });

  it('gives a client their dashboard as Account', () => {
    at('/dashboard', 'client');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/dashboard');
  });
});
