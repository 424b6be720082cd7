import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../../../components/toast/toast-context';
import { setUserRole, type FoundUser } from '../../../lib/firebase/callables';
import { UserRoleEditor } from './UserRoleEditor';

vi.mock('../../../lib/firebase/callables', () => ({ setUserRole: vi.fn() }));
const mockedSetUserRole = vi.mocked(setUserRole);

const priya: FoundUser = {
  found: true,
  uid: 'priya',
  email: 'client2@spinbook.test',
  displayName: 'Priya Shah',
  role: 'client',
  disabled: false,
};

function show(isSelf = false) {
  const toast = vi.fn();
  const onSaved = vi.fn();
  render(
    <ToastContext.Provider value={toast}>
      <UserRoleEditor user={priya} isSelf={isSelf} onSaved={onSaved} />
    </ToastContext.Provider>,
  );
  return { toast, onSaved };
}

describe('UserRoleEditor', () => {
  beforeEach(() => {
    mockedSetUserRole.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the e-mail, name and current role', () => {
    show();
    expect(screen.getByTestId('user-email')).toHaveTextContent('client2@spinbook.test');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Priya Shah');
    expect(screen.getByTestId('user-role')).toHaveTextContent('Client');
    expect(screen.getByRole('button', { name: 'Save Role' })).toBeDisabled();
  });

  it('changes a role without asking when it is not admin', async () => {
    mockedSetUserRole.mockResolvedValue({ uid: 'priya', role: 'dj' });
    const { toast, onSaved } = show();
    fireEvent.change(screen.getByLabelText('New role'), { target: { value: 'dj' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Role' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('dj'));
    expect(mockedSetUserRole).toHaveBeenCalledWith({ uid: 'priya', role: 'dj' });
    expect(toast).toHaveBeenCalledWith({
      title: 'Role Updated',
      description: 'client2@spinbook.test is now DJ.',
    });
  });

  it('asks before granting admin, and does nothing when cancelled', async () => {
    show();
    fireEvent.change(screen.getByLabelText('New role'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Role' }));
    expect(await screen.findByRole('dialog', { name: 'Grant admin access?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockedSetUserRole).not.toHaveBeenCalled();

    mockedSetUserRole.mockResolvedValue({ uid: 'priya', role: 'admin' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Role' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Grant Admin' }));
    await waitFor(() =>
      expect(mockedSetUserRole).toHaveBeenCalledWith({ uid: 'priya', role: 'admin' }),
    );
  });

  it("shows the server's message when the change is refused", async () => {
    mockedSetUserRole.mockRejectedValue({
      code: 'functions/permission-denied',
      message: 'Only admins can change roles.',
    });
    show();
    fireEvent.change(screen.getByLabelText('New role'), { target: { value: 'dj' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Role' }));
    expect(await screen.findByText('Only admins can change roles.')).toBeInTheDocument();
  });

  it('offers no role change on your own account', () => {
    show(true);
    expect(screen.queryByLabelText('New role')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Role' })).toBeNull();
    expect(screen.getByText(/This is your own account/)).toBeInTheDocument();
  });
});
