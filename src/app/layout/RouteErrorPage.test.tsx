import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';

vi.mock('react-router-dom', () => ({ useRouteError: () => new Error('chunk failed') }));

import { RouteErrorPage } from './RouteErrorPage';

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorPage', () => {
  it('offers a reload when a page fails online', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<RouteErrorPage />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('is the offline fallback for a page not saved on the device', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<RouteErrorPage />);
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.getByText(/hasn't been saved for offline use yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
