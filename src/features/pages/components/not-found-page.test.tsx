import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
// Registered at runtime by tests/unit/setup.ts; imported here for the matcher types,
// which tsconfig.app.json (src only) does not otherwise see.
import '@testing-library/jest-dom/vitest';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows "Page Not Found" and a "Back to Home" link to /', () => {
    render(
      <MemoryRouter initialEntries={['/nope']}>
        <NotFoundPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Home' });
    expect(back).toHaveAttribute('href', '/');
  });

  it('names the path that was not found', () => {
    render(
      <MemoryRouter initialEntries={['/nope']}>
        <NotFoundPage />
      </MemoryRouter>,
    );

    expect(screen.getByText(/There is nothing at \/nope\./)).toBeInTheDocument();
  });
});
