import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
// Registered at runtime by tests/unit/setup.ts; imported here for the matcher types,
// which tsconfig.app.json (src only) does not otherwise see.
import '@testing-library/jest-dom/vitest';
import { DjResourcesPage } from './DjResourcesPage';
import { DJ_GUIDES, RATE_EXAMPLE } from '../content/dj-resources-content';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/dj-resources']}>
      <DjResourcesPage />
    </MemoryRouter>,
  );
}

describe('DjResourcesPage', () => {
  it('has one h1 and an h2 for every guide and the call to action', () => {
    renderPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'DJ Resources' })).toBeInTheDocument();
    for (const guide of DJ_GUIDES) {
      expect(screen.getByRole('heading', { level: 2, name: guide.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to get booked?' })).toBeVisible();
  });

  it('states the money rules from the pricing module', () => {
    renderPage();

    expect(screen.getByText(/anything from \$50 to \$50,000/)).toBeInTheDocument();
    expect(screen.getByText(/You keep 85% of your fee/)).toBeInTheDocument();
    expect(screen.getByText(/a flat \$75 equipment fee/)).toBeInTheDocument();
    // $150 × 4 h = $600; + $75 gear; 5% of $675 = $33.75; DJ earns 85% of $675 (decision 0027).
    expect(RATE_EXAMPLE.rows.map((row) => row.amount)).toEqual([
      '$600.00',
      '$75.00',
      '$33.75',
      '$708.75',
      '$573.75',
    ]);
  });

  it('explains request expiry and the blocked contact channels', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 3, name: 'Answer within 5 days' })).toBeVisible();
    expect(screen.getByText('WhatsApp, Telegram, Signal and Discord')).toBeInTheDocument();
  });

  it('links to /become-dj and /dj-dashboard', () => {
    renderPage();

    expect(screen.getByRole('link', { name: 'Become a DJ' })).toHaveAttribute('href', '/become-dj');
    expect(screen.getByRole('link', { name: 'Go to DJ Dashboard' })).toHaveAttribute(
      'href',
      '/dj-dashboard',
    );
  });
});
