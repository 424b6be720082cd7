import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../../../components/toast/toast-context';
import { readyQuery } from '../../../lib/firebase/live-data-fixtures';
import type { LiveQuery } from '../../../lib/firebase/live-states';
import type { PushDevice } from '../model/device';
import { DEVICES_TEXTS, DevicesSection } from './DevicesSection';

const live = vi.hoisted(() => ({ devices: null as unknown, max: 0 }));
vi.mock('../api/use-devices', () => ({
  DEVICES_PAGE_SIZE: 20,
  useDevices: (_uid: string, max: number) => {
    live.max = max;
    return live.devices as LiveQuery<PushDevice>;
  },
}));
vi.mock('../api/use-this-device', () => ({
  useThisDevice: () => ({
    deviceId: 'thisdevice1',
    state: { status: 'loading', data: undefined, error: null },
  }),
}));
const api = vi.hoisted(() => ({
  turnOffDevice: vi.fn((_uid: string, _id: string) => Promise.resolve()),
}));
vi.mock('../api/turn-off-device', () => api);

const NOW = new Date();
const device = (id: string, label: string): PushDevice => ({
  id,
  token: `t-${id}`,
  label,
  createdAt: NOW,
  lastSeenAt: NOW,
  openChatId: null,
});

const toast = vi.fn();
const section = () =>
  render(
    <ToastContext.Provider value={toast}>
      <DevicesSection uid="u1" />
    </ToastContext.Provider>,
  );

beforeEach(() => {
  api.turnOffDevice.mockClear();
  toast.mockClear();
});

describe('DevicesSection', () => {
  it('says when no device gets notifications', () => {
    live.devices = readyQuery([]);
    section();
    expect(screen.getByRole('heading', { name: 'Devices' })).toBeVisible();
    expect(screen.getByTestId('devices-empty')).toHaveTextContent(DEVICES_TEXTS.empty);
  });

  it('lists the devices, marks this one, and says when each was last used', () => {
    live.devices = readyQuery([
      device('thisdevice1', 'Chrome on Android'),
      device('other12345', 'Safari on Mac'),
    ]);
    section();
    const rows = screen.getAllByTestId('device-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('This device')).toBeVisible();
    expect(within(rows[1]!).queryByText('This device')).not.toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/Last used Today, /);
    expect(
      screen.getByRole('button', {
        name: 'Turn off notifications on Chrome on Android, this device',
      }),
    ).toBeVisible();
  });

  it('Turn off removes that device, keeps focus in the section and says so', async () => {
    live.devices = readyQuery([device('other12345', 'Safari on Mac')]);
    section();
    const button = screen.getByRole('button', { name: 'Turn off notifications on Safari on Mac' });
    fireEvent.click(button);
    expect(api.turnOffDevice).toHaveBeenCalledWith('u1', 'other12345');
    expect(button).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Devices' })).toHaveFocus();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: DEVICES_TEXTS.turnedOff,
        description: 'Safari on Mac',
      }),
    );
  });

  it('a refused Turn off says so and lets the person try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.turnOffDevice.mockRejectedValueOnce(new Error('offline'));
    live.devices = readyQuery([device('other12345', 'Safari on Mac')]);
    section();
    const button = screen.getByRole('button', { name: /Turn off/ });
    fireEvent.click(button);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: DEVICES_TEXTS.turnOffFailed,
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(button).toBeEnabled());
    warn.mockRestore();
  });

  it('asks for the next page when the first is full', () => {
    live.devices = { ...readyQuery([device('a1234567', 'Chrome on Linux')]), hasMore: true };
    section();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(live.max).toBe(40);
  });
});
