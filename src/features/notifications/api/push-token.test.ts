import { beforeEach, describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({ projectId: 'demo-spinbook' }));
vi.mock('../../../lib/firebase/config', () => ({ firebaseConfig: config }));
vi.mock('../../../lib/firebase/app', () => ({ firebaseApp: { name: 'app' } }));
const messaging = vi.hoisted(() => ({
  supported: true,
  isSupported: vi.fn(() => Promise.resolve(messaging.supported)),
  getMessaging: vi.fn(() => 'MESSAGING'),
  getToken: vi.fn((_m: unknown, _o: unknown) => Promise.resolve('fcm-token')),
  deleteToken: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('firebase/messaging', () => messaging);

const { forgetPushToken, getPushToken, PushUnsupportedError } = await import('./push-token');

const registration = { scope: '/' };

beforeEach(() => {
  vi.clearAllMocks();
  messaging.supported = true;
  vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve(registration) } });
});

describe('in a demo- project (the emulators)', () => {
  beforeEach(() => {
    config.projectId = 'demo-spinbook';
  });

  it('the token is local and FCM is never asked', async () => {
    await expect(getPushToken('device1234')).resolves.toBe('demo-device1234');
    await forgetPushToken();
    expect(messaging.getToken).not.toHaveBeenCalled();
    expect(messaging.deleteToken).not.toHaveBeenCalled();
  });
});

describe('in production', () => {
  beforeEach(() => {
    config.projectId = 'spinbook-prod';
  });

  it('asks FCM with the service worker that receives pushes', async () => {
    await expect(getPushToken('device1234')).resolves.toBe('fcm-token');
    expect(messaging.getToken).toHaveBeenCalledWith('MESSAGING', {
      vapidKey: undefined,
      serviceWorkerRegistration: registration,
    });
  });

  it('refuses where the SDK says push cannot work', async () => {
    messaging.supported = false;
    await expect(getPushToken('device1234')).rejects.toBeInstanceOf(PushUnsupportedError);
    expect(messaging.getToken).not.toHaveBeenCalled();
  });

  it('gives the token up on request', async () => {
    await forgetPushToken();
    expect(messaging.deleteToken).toHaveBeenCalledWith('MESSAGING');
  });
});
