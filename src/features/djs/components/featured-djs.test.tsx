import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDj } from '../../../lib/dj-profile';
import { getFeaturedDjs } from '../api/get-featured-djs';
import { FeaturedDjs } from './FeaturedDjs';

vi.mock('../api/get-featured-djs', () => ({ FEATURED_DJ_COUNT: 6, getFeaturedDjs: vi.fn() }));
const mocked = vi.mocked(getFeaturedDjs);

const show = () =>
  render(
    <MemoryRouter>
      <FeaturedDjs />
    </MemoryRouter>,
  );

describe('FeaturedDjs', () => {
  beforeEach(() => {
    mocked.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the error text from the catalogue when loading fails', async () => {
    mocked.mockRejectedValue(new Error('offline'));
    show();
    expect(await screen.findByText('Failed to load DJs. Please try again.')).toBeInTheDocument();
  });

  it('invites DJs to join when there are none', async () => {
    mocked.mockResolvedValue([]);
    show();
    expect(await screen.findByText('No DJs found. Be the first to join!')).toBeInTheDocument();
  });

  it('shows each DJ as a card with both ways on', async () => {
    mocked.mockResolvedValue([
      parseDj('A'.repeat(28), {
        name: 'DJ Nova',
        status: 'verified',
        location: 'Austin, TX',
        hourlyRateCents: 15000,
        averageRating: 4.75,
        totalReviews: 12,
        availableNow: true,
        genres: ['House'],
      }),
    ]);
    show();
    expect(await screen.findByRole('heading', { name: 'DJ Nova' })).toBeInTheDocument();
    expect(screen.getByText('$150/hour')).toBeInTheDocument();
    expect(screen.getByText('Available Now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      `/dj/${'A'.repeat(28)}`,
    );
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/book/${'A'.repeat(28)}`,
    );
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/discover');
  });
});
