import type * as PushTokenApi from './push-token';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushDevice } from '../model/device';

const sdk = vi.hoisted(() => ({
  deleteDoc: vi.fn((_ref: unknown) => Promise.resolve()),
  updateDoc: vi.fn((_ref: unknown, _data: unknown) => Promise.resolve()),
}));
vi.mock('firebase/firestore', () => ({ ...sdk, serverTimestamp: () => 'SERVER_TIME' }));
vi.mock('./device-ref', () => ({
  deviceRef: (uid: string, id: string) => `users/${uid}/devices/${id}`,
}));
type PushTokenModule = typeof PushTokenApi;
const token = vi.hoisted(() => ({ getPushToken: vi.fn((_id: string) => Promise.resolve('t1')) }));
vi.mock('./push-token', async (importOriginal) => ({
  ...(await importOriginal<PushTokenModule>()),
  getPushToken: token.getPushToken,
}));

const { refreshDevice } = await import('./refresh-device');
const { PushUnsupportedError } = await import('./push-token');

const NOW = new Date('2026-12-05T12:00:00Z');
const device = (extra: Partial<PushDevice> = {}): PushDevice => ({
  id: 'device1234',
  token: 't1',
  label: 'Chrome on Android',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  lastSeenAt: new Date('2026-12-05T08:00:00Z'),
  openChatId: null,
  ...extra,
});
const REF = 'users/u1/devices/device1234';

beforeEach(() => {
  vi.clearAllMocks();
  token.getPushToken.mockImplementation(() => Promise.resolve('t1'));
});

describe('refreshDevice, on the app’s start', () => {
  it('writes nothing for a device seen today with the same token', async () => {
    await expect(refreshDevice('u1', device(), 'granted', NOW)).resolves.toBe('kept');
    expect(sdk.updateDoc).not.toHaveBeenCalled();
  });

  it('stores a rotated token at once, dated now', async () => {
    token.getPushToken.mockResolvedValueOnce('t2');
    await expect(refreshDevice('u1', device(), 'granted', NOW)).resolves.toBe('updated');
    expect(sdk.updateDoc).toHaveBeenCalledWith(REF, { token: 't2', lastSeenAt: 'SERVER_TIME' });
  });

  it('dates a device not seen for a day', async () => {
    const old = device({ lastSeenAt: new Date('2026-12-04T11:00:00Z') });
    await expect(refreshDevice('u1', old, 'granted', NOW)).resolves.toBe('updated');
    expect(sdk.updateDoc).toHaveBeenCalledWith(REF, { token: 't1', lastSeenAt: 'SERVER_TIME' });
  });

  it('removes a device whose notifications were blocked or reset, without asking FCM', async () => {
    for (const permission of ['denied', 'default'] as const) {
      await expect(refreshDevice('u1', device(), permission, NOW)).resolves.toBe('removed');
    }
    expect(sdk.deleteDoc).toHaveBeenCalledTimes(2);
    expect(token.getPushToken).not.toHaveBeenCalled();
  });

  it('removes a device where push stopped working, and leaves it on a passing failure', async () => {
    token.getPushToken.mockRejectedValueOnce(new PushUnsupportedError());
    await expect(refreshDevice('u1', device(), 'granted', NOW)).resolves.toBe('removed');
    token.getPushToken.mockRejectedValueOnce(new Error('offline'));
    await expect(refreshDevice('u1', device(), 'granted', NOW)).rejects.toThrow('offline');
    expect(sdk.deleteDoc).toHaveBeenCalledTimes(1);
  });
});
