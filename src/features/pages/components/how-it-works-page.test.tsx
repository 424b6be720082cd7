import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { HowItWorksPage } from './HowItWorksPage';

describe('HowItWorksPage', () => {
  it('numbers the five steps and offers both calls to action', () => {
    render(
      <MemoryRouter>
        <HowItWorksPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps to book a DJ' }));
    expect(steps.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Step 1: Discover DJs',
      'Step 2: Book Your DJ',
      'Step 3: Connect & Plan',
      'Step 4: Secure Payment',
      'Step 5: Enjoy the Party',
    ]);
    expect(screen.getByRole('link', { name: 'Find a DJ Now' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.getByRole('link', { name: 'Become a DJ' })).toHaveAttribute('href', '/become-dj');
  });

  it('says when the card is charged and the refund window, from the domain module', () => {
    render(
      <MemoryRouter>
        <HowItWorksPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/charged when the DJ accepts/)).toHaveTextContent(
      'more than 48 hours before the event you get a full refund',
    );
    expect(screen.getByText(/our 5% platform fee/)).toBeInTheDocument();
  });
});
