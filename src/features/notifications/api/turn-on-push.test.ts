// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PushTokenApi from './push-token';

const sdk = vi.hoisted(() => ({
  exists: false,
  getDocFromServer: vi.fn(),
  setDoc: vi.fn((_ref: unknown, _data: unknown) => Promise.resolve()),
  updateDoc: vi.fn((_ref: unknown, _data: unknown) => Promise.resolve()),
}));
vi.mock('firebase/firestore', () => ({
  getDocFromServer: sdk.getDocFromServer,
  setDoc: sdk.setDoc,
  updateDoc: sdk.updateDoc,
  serverTimestamp: () => 'SERVER_TIME',
}));
vi.mock('./device-ref', () => ({
  deviceRef: (uid: string, id: string) => `users/${uid}/devices/${id}`,
}));
type PushTokenModule = typeof PushTokenApi;
const token = vi.hoisted(() => ({
  getPushToken: vi.fn((id: string) => Promise.resolve(`demo-${id}`)),
}));
vi.mock('./push-token', async (importOriginal) => ({
  ...(await importOriginal<PushTokenModule>()),
  getPushToken: token.getPushToken,
}));
vi.mock('./this-device', () => ({ thisDeviceIdOrNew: () => 'device1234' }));

const { turnOnPush } = await import('./turn-on-push');
const { PushUnsupportedError } = await import('./push-token');

function stubPermission(current: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission: current, requestPermission });
  return requestPermission;
}

beforeEach(() => {
  sdk.exists = false;
  sdk.getDocFromServer.mockImplementation(() => Promise.resolve({ exists: () => sdk.exists }));
  sdk.setDoc.mockClear();
  sdk.updateDoc.mockClear();
  token.getPushToken.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('turnOnPush', () => {
  it('asks the browser first, in the same call, before anything is awaited', () => {
    const ask = stubPermission('default', 'granted');
    void turnOnPush('u1');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('creates the device with its times and no open chat', async () => {
    stubPermission('default', 'granted');
    await expect(turnOnPush('u1')).resolves.toBe('on');
    expect(token.getPushToken).toHaveBeenCalledWith('device1234');
    expect(sdk.setDoc).toHaveBeenCalledWith('users/u1/devices/device1234', {
      token: 'demo-device1234',
      label: expect.any(String) as string,
      createdAt: 'SERVER_TIME',
      lastSeenAt: 'SERVER_TIME',
      openChatId: null,
    });
    expect(sdk.updateDoc).not.toHaveBeenCalled();
  });

  it('updates an existing device without touching createdAt, and asks nothing when granted', async () => {
    const ask = stubPermission('granted', 'granted');
    sdk.exists = true;
    await expect(turnOnPush('u1')).resolves.toBe('on');
    expect(ask).not.toHaveBeenCalled();
    const [, data] = sdk.updateDoc.mock.calls[0] ?? [];
    expect(data).toEqual({
      token: 'demo-device1234',
      label: expect.any(String) as string,
      lastSeenAt: 'SERVER_TIME',
      openChatId: null,
    });
    expect(sdk.setDoc).not.toHaveBeenCalled();
  });

  it('writes nothing when the person refuses or closes the question', async () => {
    stubPermission('default', 'denied');
    await expect(turnOnPush('u1')).resolves.toBe('blocked');
    stubPermission('default', 'default');
    await expect(turnOnPush('u1')).resolves.toBe('dismissed');
    expect(token.getPushToken).not.toHaveBeenCalled();
    expect(sdk.setDoc).not.toHaveBeenCalled();
  });

  it('says unsupported when FCM cannot work here, and rethrows other failures', async () => {
    stubPermission('granted', 'granted');
    token.getPushToken.mockRejectedValueOnce(new PushUnsupportedError());
    await expect(turnOnPush('u1')).resolves.toBe('unsupported');
    token.getPushToken.mockRejectedValueOnce(new Error('network'));
    await expect(turnOnPush('u1')).rejects.toThrow('network');
    expect(sdk.setDoc).not.toHaveBeenCalled();
  });
});
