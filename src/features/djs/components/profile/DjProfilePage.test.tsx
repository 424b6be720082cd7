import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Registered at runtime by tests/unit/setup.ts; imported here for the matcher types.
import '@testing-library/jest-dom/vitest';
import { SessionContext, type Session } from '../../../../lib/session/session-context';
import { parseDj, type DjProfile } from '../../../../lib/dj-profile';
import {
  firestoreError,
  loadingState,
  readyDoc,
  readyQuery,
} from '../../../../lib/firebase/live-data-fixtures';
import type { DjReview } from '../../api/use-dj-reviews';
import { DjProfilePage } from './DjProfilePage';

const ID = 'M'.repeat(28);

const mocks = vi.hoisted(() => ({
  dj: vi.fn(),
  reviews: vi.fn(),
  booking: vi.fn(),
}));

vi.mock('../../../../lib/firebase/use-dj', () => ({ useDj: mocks.dj }));
vi.mock('../../api/use-dj-reviews', () => ({
  useDjReviews: mocks.reviews,
  reviewsSeedName: (id: string) => `djs/${id}/reviews`,
}));
vi.mock('../../api/use-my-booking-with-dj', () => ({ useMyBookingWithDj: mocks.booking }));
vi.mock('../../api/use-dj-availability', () => ({
  useDjAvailability: () => ({
    status: 'ready',
    data: { bookedDates: [], blockedDates: [], blockedWeekdays: [] },
    error: null,
    fromCache: false,
  }),
}));

function marcus(overrides: Record<string, unknown> = {}): DjProfile {
  return parseDj(ID, {
    ownerUid: ID,
    name: 'Marcus Reid',
    bio: '<p>Open-format DJ <script>alert(1)</script><strong>ten years</strong> behind the decks.</p>',
    location: 'Brooklyn, NY',
    hourlyRateCents: 15000,
    availableNow: true,
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    genres: ['House', 'Hip-Hop'],
    equipment: ['Pioneer CDJ-3000 (x2)', 'QSC K12.2 speakers'],
    status: 'verified',
    averageRating: 4.75,
    totalReviews: 2,
    ...overrides,
  });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderAt(path: string, session: Session = { status: 'signed-out' }) {
  return render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dj/:id" element={<DjProfilePage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

const signedIn = (uid: string, role: 'client' | 'dj' | 'admin' = 'client'): Session => ({
  status: 'signed-in',
  user: { uid, email: `${role}@example.test`, displayName: null, photoURL: null, role },
});

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  mocks.dj.mockReturnValue(readyDoc(marcus()));
  mocks.reviews.mockReturnValue(loadingState);
  mocks.booking.mockReturnValue(loadingState);
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  vi.clearAllMocks();
});

describe('DjProfilePage', () => {
  it('refuses a malformed id without reading anything', () => {
    renderAt('/dj/bad%20id!');
    expect(screen.getByRole('heading', { level: 1, name: 'DJ Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Invalid DJ ID format')).toBeInTheDocument();
    expect(mocks.dj).not.toHaveBeenCalled();
  });

  it('shows a spinner while loading', () => {
    mocks.dj.mockReturnValue(loadingState);
    renderAt(`/dj/${ID}`);
    expect(screen.getByRole('progressbar', { name: 'Loading DJ profile' })).toBeInTheDocument();
  });

  it.each(['not-found', 'error'] as const)('shows "DJ Not Found" for %s', (status) => {
    mocks.dj.mockReturnValue({ status, data: undefined, error: firestoreError('unavailable') });
    renderAt(`/dj/${ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'DJ Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("Sorry, we couldn't find the DJ you're looking for."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid DJ ID format')).not.toBeInTheDocument();
  });

  it('shows the header: name, verified, available, rating, location, rate and actions', () => {
    renderAt(`/dj/${ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Marcus Reid' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified DJ' })).toBeInTheDocument();
    expect(screen.getByText('Available Now')).toBeInTheDocument();
    expect(screen.getByTestId('dj-rating')).toHaveTextContent('4.8 (2 reviews)');
    expect(screen.getByTestId('dj-location')).toHaveTextContent('Brooklyn, NY');
    expect(screen.getByTestId('dj-rate')).toHaveTextContent('$150/hour');
    expect(screen.getAllByRole('link', { name: 'Book Now' })[0]).toHaveAttribute(
      'href',
      `/book/${ID}`,
    );
    expect(document.title).toBe('Marcus Reid · Spinbook');
    expect(screen.queryByText('Pending review')).not.toBeInTheDocument();
  });

  it('falls back to the shipped images when photo and cover are missing or broken', () => {
    mocks.dj.mockReturnValue(readyDoc(marcus({ photoUrl: 'https://example.test/broken.png' })));
    renderAt(`/dj/${ID}`);
    const photo = screen.getByRole('img', { name: 'Photo of Marcus Reid' });
    expect(photo).toHaveAttribute('src', 'https://example.test/broken.png');
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', '/images/dj-fallback.webp');
    expect(document.querySelector('img[src="/images/cover-fallback.webp"]')).not.toBeNull();
  });

  it('renders the bio as text, genres and a YouTube player that loads when played', () => {
    renderAt(`/dj/${ID}`);
    expect(screen.getByRole('heading', { name: 'About Marcus Reid' })).toBeInTheDocument();
    const bio = screen.getByTestId('dj-bio');
    // Stored as HTML before decision 0037: shown as its text, never as markup.
    expect(bio).toHaveTextContent('Open-format DJ ten years behind the decks.');
    expect(bio.querySelector('strong')).toBeNull();
    expect(bio.querySelector('script')).toBeNull();
    expect(screen.getByText('House')).toBeInTheDocument();
    // No frame (and no request to YouTube) until the visitor plays it.
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play Marcus Reid promo video' }));
    const video = screen.getByTitle('Marcus Reid promo video');
    expect(video).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(video).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play Marcus Reid promo video' })).toBeNull();
  });

  it('shows a plain-text bio as its paragraphs, with the characters typed', () => {
    mocks.dj.mockReturnValue(
      readyDoc(marcus({ bio: 'Hip-hop & R&B <3\nline two\n\nSecond paragraph' })),
    );
    renderAt(`/dj/${ID}`);
    const paragraphs = screen.getByTestId('dj-bio').querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'Hip-hop & R&B <3\nline two',
      'Second paragraph',
    ]);
  });

  it('says "No bio available." and shows no video when there is none', () => {
    mocks.dj.mockReturnValue(
      readyDoc(marcus({ bio: '', youtubeUrl: 'https://example.test/not-youtube' })),
    );
    renderAt(`/dj/${ID}`);
    expect(screen.getByText('No bio available.')).toBeInTheDocument();
    expect(screen.queryByTitle('Marcus Reid promo video')).not.toBeInTheDocument();
  });

  it('switches tabs: music placeholders, equipment list, reviews', () => {
    mocks.reviews.mockReturnValue(
      readyQuery<DjReview>([
        {
          id: 'r1',
          rating: 5,
          comment: 'Packed dance floor all night.',
          authorName: 'Jordan Lee',
          authorPhotoUrl: null,
          createdAt: new Date(2024, 0, 5, 20, 0),
        },
        {
          id: 'r2',
          rating: 4,
          comment: 'Great set.',
          authorName: null,
          authorPhotoUrl: null,
          createdAt: new Date(2023, 11, 31, 12, 0),
        },
      ]),
    );
    renderAt(`/dj/${ID}`);

    fireEvent.click(screen.getByRole('tab', { name: 'Music & Videos' }));
    expect(screen.getByRole('heading', { name: 'Coming soon: tracks and mixes' })).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: 'Equipment' }));
    const equipment = screen.getByTestId('dj-equipment');
    expect(within(equipment).getByText('Pioneer CDJ-3000 (x2)')).toBeInTheDocument();
    expect(within(equipment).getByText('QSC K12.2 speakers')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(mocks.reviews).toHaveBeenCalledWith(ID, true);
    const reviews = screen.getAllByTestId('review');
    expect(reviews).toHaveLength(2);
    expect(reviews[0]).toHaveTextContent('Jordan Lee');
    expect(reviews[0]).toHaveTextContent('Jan 5, 2024');
    expect(within(reviews[0]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(reviews[1]).toHaveTextContent('Anonymous');
    expect(within(reviews[1]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it.each([
    [readyQuery([]), 'No reviews yet'],
    [
      { status: 'error', data: undefined, error: firestoreError('unavailable') },
      'Failed to load reviews',
    ],
  ] as const)('reviews state %j shows "%s"', (state, text) => {
    mocks.reviews.mockReturnValue(state);
    renderAt(`/dj/${ID}`);
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('prices the chosen hours and books the chosen date', () => {
    renderAt(`/dj/${ID}`);
    const card = screen.getByRole('region', { name: 'Book Marcus Reid' });
    expect(within(card).getByTestId('pricing-line')).toHaveTextContent(
      '$150 × 3 hours + $75 equipment = $525',
    );
    fireEvent.change(within(card).getByLabelText('Hours'), { target: { value: '4' } });
    expect(within(card).getByTestId('pricing-line')).toHaveTextContent(
      '$150 × 4 hours + $75 equipment = $675',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Next month' }));
    const dayButton = within(card)
      .getAllByRole('button')
      .find((b) => b.getAttribute('data-date')?.endsWith('-15'));
    if (!dayButton) throw new Error('no 15th in the calendar');
    fireEvent.click(dayButton);
    const date = dayButton.getAttribute('data-date');
    expect(within(card).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/book/${ID}?date=${date}&hours=4`,
    );
    expect(within(card).getByText("You won't be charged yet")).toBeInTheDocument();
  });

  it('explains to a visitor that messaging needs a sign-in and a booking', () => {
    renderAt(`/dj/${ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Message' }));
    const dialog = screen.getByRole('dialog', { name: 'Message Marcus Reid' });
    expect(dialog).toHaveTextContent('Sign in and book this DJ to message them.');
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/signin?next=%2Fdj%2F${ID}`,
    );
  });

  it('tells a client without a confirmed booking when messaging opens', () => {
    mocks.booking.mockReturnValue(readyQuery([]));
    renderAt(`/dj/${ID}`, signedIn('C'.repeat(28)));
    expect(mocks.booking).toHaveBeenCalledWith('C'.repeat(28), ID);
    fireEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Messaging opens once a booking is confirmed.',
    );
  });

  it("links a client with a confirmed booking to the booking's conversation", () => {
    mocks.booking.mockReturnValue(readyQuery(['B'.repeat(20)]));
    renderAt(`/dj/${ID}`, signedIn('C'.repeat(28)));
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages?booking=${'B'.repeat(20)}`,
    );
  });

  it('shows the owner of a pending profile a "Pending review" banner and no booking', () => {
    mocks.dj.mockReturnValue(readyDoc(marcus({ status: 'pending', name: 'Theo Bennett' })));
    renderAt(`/dj/${ID}`, signedIn(ID, 'dj'));
    const banner = screen.getByTestId('profile-status-banner');
    expect(banner).toHaveTextContent('Pending review');
    expect(banner).toHaveTextContent('Only you and Spinbook admins can see it');
    expect(screen.queryByRole('img', { name: 'Verified DJ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    // The owner never queries bookings with themselves.
    expect(mocks.booking).toHaveBeenCalledWith(null, ID);
  });
});
