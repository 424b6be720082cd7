import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notFoundState, readyDoc } from '../../../lib/firebase/live-data-fixtures';
import { useOwnDjProfile } from '../api/use-own-dj-profile';
import { parseOwnDj } from '../model/own-dj';
import { BecomeDjPage } from './BecomeDjPage';
import { renderWith } from './test-utils';

vi.mock('../api/use-own-dj-profile', () => ({ useOwnDjProfile: vi.fn() }));
vi.mock('../api/dj-profile-calls', () => ({ submitDjApplication: vi.fn() }));
vi.mock('../hooks/use-storage-available', () => ({ useStorageAvailable: () => 'unavailable' }));
const ownProfile = vi.mocked(useOwnDjProfile);
// The real form is the auth feature's (src/app/pages/BecomeDjRoute.test.tsx renders it).
const page = <BecomeDjPage signUpForm={<form aria-label="Sign up" />} />;

describe('BecomeDjPage', { timeout: 20_000 }, () => {
  it('welcomes visitors with the marketing claims and the sign-up form', () => {
    renderWith(page, { session: { status: 'signed-out' }, path: '/become-dj' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Become a DJ');
    expect(screen.getByText('At least 1 year of DJ experience')).toBeInTheDocument();
    expect(screen.getByText('Keep 85% of earnings')).toBeInTheDocument();
    for (const step of ['Profile Setup', 'Portfolio', 'Verification', 'Start Earning']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Spinbook promo video')).toHaveAttribute(
      'src',
      '/video/hero.webm',
    );
    expect(
      within(screen.getByRole('region', { name: 'Create your DJ account' })).getByRole('form', {
        name: 'Sign up',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'DJ application' })).not.toBeInTheDocument();
    expect(ownProfile).not.toHaveBeenCalled();
  });

  it('sends a visitor who presses Get Started to sign in and back', () => {
    renderWith(page, { session: { status: 'signed-out' }, path: '/become-dj' });
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin?next=%2Fbecome-dj');
  });

  it('shows a signed-in user without a profile the application form', () => {
    ownProfile.mockReturnValue(notFoundState);
    renderWith(page, { path: '/become-dj' });
    expect(screen.getByRole('form', { name: 'DJ application' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows an existing application its status instead of a second form', () => {
    ownProfile.mockReturnValue(readyDoc(parseOwnDj('u1', { name: 'DJ Nova', status: 'pending' })));
    renderWith(page, { path: '/become-dj' });
    expect(screen.getByTestId('application-status')).toHaveTextContent('Pending');
    expect(screen.getByTestId('application-status')).toHaveTextContent('24-48 hours');
    expect(screen.getByRole('link', { name: 'Go to DJ Dashboard' })).toHaveAttribute(
      'href',
      '/dj-dashboard?tab=dj-profile',
    );
    expect(screen.queryByRole('form', { name: 'DJ application' })).not.toBeInTheDocument();
  });
});
