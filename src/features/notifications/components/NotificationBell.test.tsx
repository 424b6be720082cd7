import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_TEST_ID, LiveAnnouncer } from '../../../components/live-region/LiveAnnouncer';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import { parseNotification, type AppNotification } from '../model/notification';
import { NotificationBell } from './NotificationBell';

const state = vi.hoisted(() => ({ list: null as unknown }));
const writes = vi.hoisted(() => ({
  markNotificationRead: vi.fn((_uid: string, _id: string) => Promise.resolve()),
  markNotificationsRead: vi.fn((_uid: string, _ids: readonly string[]) => Promise.resolve()),
}));
vi.mock('../api/use-notifications', () => ({
  useNotifications: () => state.list as LiveQuery<AppNotification>,
  markNotificationRead: writes.markNotificationRead,
  markNotificationsRead: writes.markNotificationsRead,
}));

const note = (id: string, type: string | null, read = false, createdAt?: Date) =>
  parseNotification(id, {
    title: id,
    type,
    readAt: read ? { toDate: () => new Date() } : null,
    ...(createdAt ? { createdAt } : {}),
  });

const tree = () => (
  <LiveAnnouncer>
    <MemoryRouter>
      <NotificationBell uid="u1" />
    </MemoryRouter>
  </LiveAnnouncer>
);
const region = () => screen.getByTestId(LIVE_REGION_TEST_ID);
const said = () => [...region().children].map((c) => c.textContent);

beforeEach(() => {
  writes.markNotificationRead.mockClear();
  writes.markNotificationsRead.mockClear();
});

describe('NotificationBell announcements', () => {
  it('says the count for news after loading; not chat notices or reading', async () => {
    const first = note('b1_pending_dj', 'booking_requested');
    state.list = readyQuery([first]);
    const { rerender } = render(tree());
    await waitFor(() => expect(region()).toBeInTheDocument());
    // A chat notice: the Messages badge says it.
    const chat = note('message_b1', null);
    state.list = readyQuery([chat, first]);
    rerender(tree());
    expect(region()).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

    // The client cancels: news.
    state.list = readyQuery([note('b2_cancelled_dj', 'booking_cancelled'), chat, first]);
    rerender(tree());
    await waitFor(() => expect(said()).toEqual(['3 unread notifications']));
    // Reading says nothing.
    state.list = readyQuery([note('b2_cancelled_dj', 'booking_cancelled', true), chat, first]);
    rerender(tree());
    expect(said()).toEqual(['3 unread notifications']);
  });
});

describe('NotificationBell list', () => {
  // Only Date is faked: Testing Library's waitFor still runs on real timers.
  const NOW = new Date('2026-12-05T12:00:30Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opening it marks what it shows read in one write and clears the count; those stay New while open', async () => {
    const arrived = new Date('2026-12-05T12:00:00Z');
    const unreadA = note('b1_confirmed_client', 'booking_accepted', false, arrived);
    const unreadB = note('message_b1', 'new_message', false, arrived);
    const old = note('b0_completed_client', 'booking_completed', true, arrived);
    state.list = readyQuery([unreadA, unreadB, old]);
    const { rerender } = render(tree());

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    expect(writes.markNotificationsRead).toHaveBeenCalledTimes(1);
    expect(writes.markNotificationsRead).toHaveBeenCalledWith('u1', [unreadA.id, unreadB.id]);

    // The listener answers with the write ('estimate' reads our pending readAt as set).
    state.list = readyQuery([
      note(unreadA.id, 'booking_accepted', true, arrived),
      note(unreadB.id, 'new_message', true, arrived),
      old,
    ]);
    rerender(tree());
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();

    const menu = screen.getByRole('menu', { name: 'Notifications' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('data-new'))).toEqual(['true', 'true', null]);
    expect(items[0]).toHaveTextContent(/^New/);
    expect(items[2]).not.toHaveTextContent(/New/);
    // Clicking one already marked read by opening writes nothing more.
    fireEvent.click(items[0]!);
    expect(writes.markNotificationRead).not.toHaveBeenCalled();
  });

  it('shows when each arrived as a date and time people read, never ISO', () => {
    const arrived = new Date('2026-12-05T12:00:00Z');
    state.list = readyQuery([note('b1_confirmed_client', 'booking_accepted', true, arrived)]);
    render(tree());
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const time = screen.getByTestId('notification-time');
    // The machine's own zone decides the clock time; within the same minute it is today.
    expect(time).toHaveTextContent(/^Today, \d{1,2}:\d{2}/);
    expect(time.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(time).toHaveAttribute('datetime', arrived.toISOString());
  });

  it('opening it with nothing unread writes nothing', () => {
    state.list = readyQuery([note('b1_confirmed_client', 'booking_accepted', true)]);
    render(tree());
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(writes.markNotificationsRead).not.toHaveBeenCalled();
    expect(within(screen.getByRole('menu')).getByRole('menuitem')).not.toHaveAttribute('data-new');
  });
});
