import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext, type ToastOptions } from '../../../components/toast/toast-context';
import { saveDisplayName } from '../api/update-display-name';
import { ProfileForm } from './ProfileTab';

vi.mock('../api/update-display-name', () => ({ saveDisplayName: vi.fn() }));
vi.mock('../api/use-user-profile', () => ({ useUserProfile: vi.fn() }));
const save = vi.mocked(saveDisplayName);

function show() {
  const toast = vi.fn<(options: ToastOptions) => void>();
  render(
    <ToastContext.Provider value={toast}>
      <ProfileForm displayName="Jordan Lee" email="client@spinbook.test" />
    </ToastContext.Provider>,
  );
  return toast;
}

const nameField = () => screen.getByRole('textbox', { name: /Display Name/ });

describe('ProfileForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    save.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the e-mail read-only with "Email cannot be changed"', () => {
    show();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('client@spinbook.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
  });

  it('saves a new display name and says "Profile Updated"', async () => {
    save.mockResolvedValue('Jordan Lee-Park');
    const toast = show();
    fireEvent.change(nameField(), { target: { value: '  Jordan Lee-Park ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Profile Updated',
        description: 'Your profile has been updated successfully.',
      }),
    );
    expect(save).toHaveBeenCalledWith('Jordan Lee-Park');
  });

  it('refuses an empty name without calling the server', async () => {
    show();
    fireEvent.change(nameField(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('says "Update Failed" when the server refuses', async () => {
    save.mockRejectedValue(new Error('offline'));
    const toast = show();
    fireEvent.change(nameField(), { target: { value: 'Jordan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Update Failed',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      }),
    );
  });
});
