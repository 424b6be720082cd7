import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../../../components/toast/toast-context';
import { setAutoAccept } from '../../../lib/firebase/callables';
import { loadingState, readyDoc } from '../../../lib/firebase/live-data-fixtures';
import { usePlatformConfig } from '../api/use-platform-config';
import { AUTO_ACCEPT_LABEL, AutoAcceptCard } from './AutoAcceptCard';

vi.mock('../../../lib/firebase/callables', () => ({ setAutoAccept: vi.fn() }));
vi.mock('../api/use-platform-config', () => ({ usePlatformConfig: vi.fn() }));
const mockedSetAutoAccept = vi.mocked(setAutoAccept);
const mockedConfig = vi.mocked(usePlatformConfig);

function show() {
  const toast = vi.fn();
  render(
    <ToastContext.Provider value={toast}>
      <AutoAcceptCard />
    </ToastContext.Provider>,
  );
  return toast;
}

describe('AutoAcceptCard', () => {
  beforeEach(() => {
    mockedSetAutoAccept.mockReset();
    mockedConfig.mockReturnValue(readyDoc({ autoAcceptApplications: false }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the stored setting', () => {
    mockedConfig.mockReturnValue(readyDoc({ autoAcceptApplications: true }));
    show();
    expect(screen.getByRole('heading', { name: 'DJ profile settings' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: AUTO_ACCEPT_LABEL })).toBeChecked();
  });

  it('cannot be switched before the setting has loaded', () => {
    mockedConfig.mockReturnValue(loadingState);
    show();
    expect(screen.getByRole('switch', { name: AUTO_ACCEPT_LABEL })).toBeDisabled();
  });

  it('turning it on says how many pending applications were approved', async () => {
    mockedSetAutoAccept.mockResolvedValue({ enabled: true, approved: 2 });
    const toast = show();
    fireEvent.click(screen.getByRole('switch', { name: AUTO_ACCEPT_LABEL }));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(mockedSetAutoAccept).toHaveBeenCalledWith({ enabled: true });
    expect(toast.mock.calls[0]?.[0]).toMatchObject({
      title: 'Auto-accept On',
      description: expect.stringContaining('2 pending applications were approved.'),
    });
  });

  it('reports a failure', async () => {
    mockedSetAutoAccept.mockRejectedValue(new Error('offline'));
    const toast = show();
    fireEvent.click(screen.getByRole('switch', { name: AUTO_ACCEPT_LABEL }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Update Failed',
        description: 'Failed to update the auto-accept setting. Please try again.',
        variant: 'destructive',
      }),
    );
  });
});
