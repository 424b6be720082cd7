import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { respondByText } from '../../../domain/response-deadline';
import { parseBooking } from '../model/booking';
import { bookingCardView, type BookingViewer } from '../model/booking-view';
import { BookingCard } from './BookingCard';

// Requested on Dec 1 at 09:30 UTC: 5 days to answer, before the Dec 12 event starts.
const REQUESTED = new Date('2026-12-01T09:30:00Z');
const DEADLINE = new Date('2026-12-06T09:30:00Z');
const HOUR = 3_600_000;

function showCard(viewer: BookingViewer, status = 'pending') {
  const booking = parseBooking('AbCdEfGhIjKlMnOpQrSt', {
    clientUid: 'c',
    clientName: 'Priya Shah',
    djOwnerUid: 'd',
    djName: 'Marcus Reid',
    eventDate: '2026-12-12',
    durationHours: 3,
    eventType: 'wedding',
    venue: 'Austin Event Hall',
    guestCount: 120,
    totalCostCents: 55_125,
    status,
    createdAt: { toDate: () => REQUESTED },
  });
  return render(
    <MemoryRouter>
      <ul>
        <BookingCard
          view={bookingCardView(booking, viewer, new Date())}
          busy={false}
          onAction={() => undefined}
        />
      </ul>
    </MemoryRouter>,
  );
}

const deadlineLine = () => screen.queryByTestId('response-deadline');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the response deadline on a pending request', () => {
  it('the DJ reads when to answer by, in their own time', () => {
    vi.setSystemTime(new Date(DEADLINE.getTime() - 3 * 24 * HOUR));
    showCard('dj');
    expect(deadlineLine()).toHaveTextContent(respondByText(DEADLINE));
    expect(deadlineLine()?.textContent).toMatch(/^Respond by \w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/);
    // Days ahead: the date says enough.
    expect(screen.queryByTestId('response-countdown')).not.toBeInTheDocument();
  });

  it('the client reads the same instant as the DJ’s answer', () => {
    vi.setSystemTime(new Date(DEADLINE.getTime() - 3 * 24 * HOUR));
    showCard('client');
    expect(deadlineLine()?.textContent).toMatch(
      /^DJ responds by \w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/,
    );
  });

  it('in the last day, counts down each minute, and goes when the time is up', () => {
    vi.setSystemTime(new Date(DEADLINE.getTime() - 2 * HOUR - 90_000));
    const { unmount } = showCard('dj');
    expect(screen.getByTestId('response-countdown')).toHaveTextContent('2 h 1 min left');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('response-countdown')).toHaveTextContent('2 h left');
    act(() => void vi.advanceTimersByTime(2 * HOUR - 60_000));
    expect(screen.getByTestId('response-countdown')).toHaveTextContent('1 min left');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('response-countdown')).toHaveTextContent('Less than a minute left');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(deadlineLine()).not.toBeInTheDocument();
    unmount();
    // The clock stops with the card.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is not shown once the request was answered', () => {
    vi.setSystemTime(new Date(DEADLINE.getTime() - 3 * 24 * HOUR));
    for (const status of ['confirmed', 'cancelled', 'completed']) {
      const { unmount } = showCard('dj', status);
      expect(deadlineLine()).not.toBeInTheDocument();
      unmount();
    }
  });
});
