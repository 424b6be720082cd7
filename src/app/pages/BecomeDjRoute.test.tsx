import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../features/onboarding/components/test-utils';
import { BecomeDjRoute } from './BecomeDjRoute';

// As BecomeDjPage.test.tsx: nothing here may reach Firebase.
vi.mock('../../features/onboarding/api/use-own-dj-profile', () => ({ useOwnDjProfile: vi.fn() }));
vi.mock('../../features/onboarding/api/dj-profile-calls', () => ({
  submitDjApplication: vi.fn(),
}));
vi.mock('../../features/onboarding/hooks/use-storage-available', () => ({
  useStorageAvailable: () => 'unavailable',
}));

describe('/become-dj', { timeout: 20_000 }, () => {
  it("shows a visitor the spec's sign-up form inline, with 'Become a DJ' chosen", () => {
    renderWith(<BecomeDjRoute />, { session: { status: 'signed-out' }, path: '/become-dj' });
    const section = screen.getByRole('region', { name: 'Create your DJ account' });
    const form = within(section).getByRole('form', { name: 'Sign up' });
    const role = within(form).getByRole('group', { name: 'I want to' });
    expect(within(role).getByRole('button', { name: 'Become a DJ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(role).getByRole('button', { name: 'Book DJs' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Required fields' labels end in MUI's hidden " *", outside the accessible name.
    expect(within(form).getByRole('textbox', { name: 'Full Name' })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    for (const label of [/^Password\W*$/, /^Confirm Password\W*$/]) {
      expect(within(form).getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    expect(
      within(form).getByRole('checkbox', {
        name: 'I agree to the Terms of Service and Privacy Policy',
      }),
    ).not.toBeChecked();
    expect(within(form).getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
    // Signing in afterwards comes back to the application.
    expect(within(section).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fbecome-dj',
    );
  });
});
