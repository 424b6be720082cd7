import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingNoticeId } from '../../../domain/booking-notifications';
import type * as LiveData from '../../../lib/firebase/live-data';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import { parseNotification, type AppNotification } from '../model/notification';
import { useNotifications } from './use-notifications';

const state = vi.hoisted(() => ({ live: null as unknown }));
// The live Firestore SDK is not started (a second file in the same worker could not).
vi.mock('../../../lib/firebase/firestore', () => ({ firestore: {} }));
vi.mock('../../../lib/firebase/live-data', async (actual) => ({
  ...(await actual<typeof LiveData>()),
  useLiveQuery: () => state.live,
}));

const notice = (id: string, title: string): AppNotification =>
  parseNotification(id, { title, body: title, link: '/bookings', readAt: null });

describe('useNotifications', () => {
  it("leaves out a DJ's stored copy of their own accept, and keeps the rest", () => {
    state.live = readyQuery([
      notice(bookingNoticeId('b1', 'confirmed', 'dj'), 'Booking accepted'),
      notice(bookingNoticeId('b2', 'pending', 'dj'), 'New booking request'),
      notice(bookingNoticeId('b3', 'cancelled', 'dj'), 'Booking cancelled'),
    ]);
    const { result, rerender } = renderHook(() => useNotifications('dj1'));
    const first = result.current;
    expect(first.status === 'ready' && first.data.map((n) => n.title)).toEqual([
      'New booking request',
      'Booking cancelled',
    ]);
    // The same answer gives the same list: what depends on it does not run again.
    rerender();
    expect(result.current).toBe(first);
  });
});
