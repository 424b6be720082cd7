import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notFoundState, readyDoc } from '../../../lib/firebase/live-data-fixtures';
import { useOwnDjProfile } from '../api/use-own-dj-profile';
import { parseOwnDj } from '../model/own-dj';
import { DjStandingNotice } from './DjStandingNotice';
import { renderWith } from './test-utils';

vi.mock('../api/use-own-dj-profile', () => ({ useOwnDjProfile: vi.fn() }));
const ownProfile = vi.mocked(useOwnDjProfile);

describe('DjStandingNotice', () => {
  it('tells a suspended DJ why, with a way to ask', async () => {
    ownProfile.mockReturnValue(
      readyDoc(parseOwnDj('u1', { name: 'DJ Nova', status: 'suspended' })),
    );
    renderWith(<DjStandingNotice uid="u1" />, { path: '/dj-dashboard' });
    expect(await screen.findByTestId('dj-standing')).toHaveTextContent(
      'Your DJ profile is suspended and not listed. Contact us to find out more.',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('tells a DJ under review when to expect an answer', async () => {
    ownProfile.mockReturnValue(readyDoc(parseOwnDj('u1', { name: 'DJ Nova', status: 'pending' })));
    renderWith(<DjStandingNotice uid="u1" />, { path: '/dj-dashboard' });
    expect(await screen.findByTestId('dj-standing')).toHaveTextContent('24-48 hours');
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
  });

  it('shows nothing for a live profile, no profile, or while loading', () => {
    for (const state of [
      readyDoc(parseOwnDj('u1', { name: 'DJ Nova', status: 'verified' })),
      notFoundState,
      { status: 'loading', data: undefined, error: null } as const,
    ]) {
      ownProfile.mockReturnValue(state);
      const { unmount } = renderWith(<DjStandingNotice uid="u1" />, { path: '/dj-dashboard' });
      expect(screen.queryByTestId('dj-standing')).not.toBeInTheDocument();
      unmount();
    }
  });
});
