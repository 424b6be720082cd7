import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { START_TIME_LABEL, START_TIME_NOT_GIVEN } from '../../../domain/event-start-time';
import { quoteBooking } from '../../../domain/pricing';
import { parseBooking } from '../model/booking';
import { SPECIAL_REQUESTS_PREVIEW_LINES } from '../model/booking-request-details';
import { bookingCardView, type BookingViewer } from '../model/booking-view';
import { BookingCard } from './BookingCard';

const NOW = new Date('2026-12-01T12:00:00Z');
// $150/hour × 3 hours + $75 equipment: $525.00 for the DJ's side, $551.25 with the 5% fee.
const QUOTE = quoteBooking({ hourlyRateCents: 15_000, durationHours: 3, equipmentNeeded: true });

function showCard(
  viewer: BookingViewer,
  specialRequests: string,
  status = 'pending',
  extra: Record<string, unknown> = {},
) {
  const booking = parseBooking('b1', {
    clientUid: 'c',
    clientName: 'Priya Shah',
    djOwnerUid: 'd',
    djName: 'Marcus Reid',
    eventDate: '2026-12-12',
    durationHours: 3,
    eventType: 'wedding',
    venue: 'Austin Event Hall',
    guestCount: 120,
    specialRequests,
    ...QUOTE,
    status,
    ...extra,
  });
  render(
    <MemoryRouter>
      <ul>
        <BookingCard
          view={bookingCardView(booking, viewer, NOW)}
          busy={false}
          onAction={() => undefined}
        />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByTestId('booking-card');
}

/** The description of a <dl> group, found by its term. */
function described(card: HTMLElement, term: string): HTMLElement {
  const dt = within(card).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`no <dd> for ${term}`);
  return dd;
}

describe('BookingCard: special requests', () => {
  it('shows them to the DJ as plain text: markup as typed, line breaks kept', () => {
    const card = showCard('dj', '<b>Loud</b> & <img src=x onerror=alert(1)>\nFirst dance at 8pm');
    const text = within(described(card, 'Special requests')).getByTestId('special-requests');
    expect(text.textContent).toBe('<b>Loud</b> & <img src=x onerror=alert(1)>\nFirst dance at 8pm');
    expect(card.querySelector('b, img')).toBeNull();
    expect(getComputedStyle(text).whiteSpace).toBe('pre-line');
    expect(getComputedStyle(text).overflowWrap).toBe('anywhere');
  });

  it('shows them to the client on their booking too', () => {
    const card = showCard('client', 'Please play "La Vie en Rose".', 'confirmed');
    expect(described(card, 'Special requests')).toHaveTextContent('Please play "La Vie en Rose".');
  });

  it('shows nothing when there are none', () => {
    const card = showCard('dj', '');
    expect(within(card).queryByText('Special requests')).toBeNull();
    expect(within(card).queryByTestId('special-requests')).toBeNull();
  });

  it('collapses a long text behind a Show more button and expands it', () => {
    const lines = Array.from({ length: SPECIAL_REQUESTS_PREVIEW_LINES + 2 }, (_, i) => `Song ${i}`);
    const card = showCard('dj', lines.join('\n'));
    const text = within(card).getByTestId('special-requests');
    expect(text.textContent).toBe(`${lines.slice(0, SPECIAL_REQUESTS_PREVIEW_LINES).join('\n')}…`);

    const more = within(card).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);
    // A native button: the keyboard reaches it with Tab and presses it with Enter or Space.
    expect(more.tagName).toBe('BUTTON');
    more.focus();
    expect(more).toHaveFocus();
    fireEvent.click(more);

    expect(text.textContent).toBe(lines.join('\n'));
    const less = within(card).getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(less);
    expect(text.textContent).toContain('…');
  });

  it('has no toggle for a short text', () => {
    const card = showCard('dj', 'Short and sweet');
    expect(within(card).queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe("BookingCard: the DJ's take-home", () => {
  it("shows the DJ what they receive next to the client's total", () => {
    const card = showCard('dj', '');
    expect(within(card).getByTestId('booking-take-home')).toHaveTextContent(
      'Client pays $551.25 · You receive $446.25 (85% of your $525.00 fee)',
    );
    expect(card).toHaveTextContent('$551.25');
  });

  it('shows the client only their total', () => {
    const card = showCard('client', '');
    expect(within(card).queryByTestId('booking-take-home')).toBeNull();
    expect(card).not.toHaveTextContent('You receive');
    expect(card).not.toHaveTextContent('85%');
    expect(card).toHaveTextContent('$551.25');
  });
});

describe('BookingCard: the start time', () => {
  it.each(['dj', 'client'] as const)(
    'shows the %s when the event starts, beside the date',
    (viewer) => {
      const card = showCard(viewer, '', 'confirmed', { startTime: '19:00' });
      expect(described(card, 'Date')).toHaveTextContent('Dec 12, 2026');
      expect(described(card, START_TIME_LABEL)).toHaveTextContent('7:00 PM');
    },
  );

  it('says a booking made before start times were asked for has none', () => {
    const card = showCard('dj', '');
    expect(described(card, START_TIME_LABEL)).toHaveTextContent(START_TIME_NOT_GIVEN);
  });
});

describe('BookingCard: the way to its page', () => {
  it("links to the booking's page, named after the booking so cards tell apart", () => {
    const card = showCard('client', '', 'confirmed');
    const link = within(card).getByRole('link', {
      name: 'View details of the booking with Marcus Reid on Dec 12, 2026',
    });
    expect(link).toHaveAttribute('href', '/bookings/b1');
    expect(link).toHaveTextContent('View details');
  });

  it('names the client on the DJ’s card', () => {
    const card = showCard('dj', '');
    expect(
      within(card).getByRole('link', {
        name: 'View details of the booking from Priya Shah on Dec 12, 2026',
      }),
    ).toHaveAttribute('href', '/bookings/b1');
  });
});
