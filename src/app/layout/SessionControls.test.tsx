import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionControls } from './SessionControls';

describe('SessionControls while the session loads', () => {
  it('shows a placeholder named by a role that may carry a name (axe: aria-prohibited-attr)', () => {
    // No SessionProvider: the session is still loading, as on a first paint in the browser.
    render(
      <MemoryRouter>
        <SessionControls />
      </MemoryRouter>,
    );
    const placeholder = screen.getByTestId('session-placeholder');
    // A name on an element with no role is not exposed, and axe reports it on every page
    // that paints before the session is known.
    expect(placeholder).toHaveAttribute('role');
    expect(screen.getByRole('progressbar', { name: 'Loading your session' })).toBe(placeholder);
  });
});
