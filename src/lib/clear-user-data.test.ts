// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAppBadge,
  clearRuntimeCaches,
  clearUserData,
  clearUserStorage,
  forgetPushDevice,
  PUSH_DEVICE_STORAGE_KEY,
  stopFirestore,
} from './clear-user-data';

const signedIn = vi.hoisted(() => ({ uid: 'u1' as string | null }));
const sdk = vi.hoisted(() => ({
  deleteDoc: vi.fn((_ref: unknown): Promise<void> => Promise.resolve()),
}));
vi.mock('./firebase/auth', () => ({
  auth: {
    get currentUser() {
      return signedIn.uid ? { uid: signedIn.uid } : null;
    },
  },
}));
vi.mock('./firebase/firestore', () => ({ firestore: 'DB' }));
vi.mock('firebase/firestore', () => ({
  deleteDoc: sdk.deleteDoc,
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('clearUserStorage', () => {
  it("removes every user's outbox and keeps app settings and limiter counters", () => {
    window.localStorage.setItem('spinbook.outbox.uid1', '[{"id":"m1"}]');
    window.localStorage.setItem('spinbook.outbox.uid2', '[]');
    window.localStorage.setItem('spinbook:attempts:auth_signin', '{"attempts":[]}');
    window.localStorage.setItem('other', 'x');
    clearUserStorage();
    expect(Object.keys(window.localStorage).sort()).toEqual([
      'other',
      'spinbook:attempts:auth_signin',
    ]);
  });
});

describe('clearRuntimeCaches', () => {
  it('deletes runtime caches and keeps the precached app shell and the gazetteer', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () =>
        Promise.resolve([
          'workbox-precache-v2-https://x/',
          'spinbook-images',
          'spinbook-gazetteer',
          'other',
        ]),
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    });
    await clearRuntimeCaches();
    expect(deleted.sort()).toEqual(['other', 'spinbook-images']);
  });
});

describe('clearUserData', () => {
  it('still clears storage when the caches cannot be read, then reports the failure', async () => {
    window.localStorage.setItem('spinbook.outbox.uid1', '[]');
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('denied')) });
    await expect(clearUserData()).rejects.toThrow(
      'Some data of the signed-out user could not be cleared',
    );
    expect(window.localStorage.getItem('spinbook.outbox.uid1')).toBeNull();
  });
});

describe('forgetPushDevice, before Auth signs out', () => {
  const DEVICE = 'abcdef0123456789';

  afterEach(() => {
    sdk.deleteDoc.mockReset();
    sdk.deleteDoc.mockImplementation(() => Promise.resolve());
    signedIn.uid = 'u1';
  });

  it("deletes the person's document for this browser, and keeps the browser's id", async () => {
    window.localStorage.setItem(PUSH_DEVICE_STORAGE_KEY, DEVICE);
    await forgetPushDevice();
    expect(sdk.deleteDoc).toHaveBeenCalledWith(`users/u1/devices/${DEVICE}`);
    expect(window.localStorage.getItem(PUSH_DEVICE_STORAGE_KEY)).toBe(DEVICE);
  });

  it('does nothing where push was never turned on, or nobody is signed in', async () => {
    await forgetPushDevice();
    window.localStorage.setItem(PUSH_DEVICE_STORAGE_KEY, 'bad/id');
    await forgetPushDevice();
    window.localStorage.setItem(PUSH_DEVICE_STORAGE_KEY, DEVICE);
    signedIn.uid = null;
    await forgetPushDevice();
    expect(sdk.deleteDoc).not.toHaveBeenCalled();
  });

  it('stops waiting for a deletion that does not come back (offline)', async () => {
    window.localStorage.setItem(PUSH_DEVICE_STORAGE_KEY, DEVICE);
    sdk.deleteDoc.mockImplementation(() => new Promise<void>(() => undefined));
    await expect(forgetPushDevice(window.localStorage, 20)).rejects.toThrow('timed out');
  });

  it('is the first step of stopping Firestore, and its failure does not stop sign-out', async () => {
    window.localStorage.setItem(PUSH_DEVICE_STORAGE_KEY, DEVICE);
    sdk.deleteDoc.mockImplementation(() => Promise.reject(new Error('permission-denied')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(stopFirestore()).resolves.toBeUndefined();
    expect(sdk.deleteDoc).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('clearAppBadge', () => {
  it("clears the installed app's count, and ignores a refusal or a browser without badges", async () => {
    const clear = vi.fn(() => Promise.resolve());
    await clearAppBadge({ clearAppBadge: clear });
    expect(clear).toHaveBeenCalledTimes(1);
    await expect(
      clearAppBadge({ clearAppBadge: () => Promise.reject(new Error('denied')) }),
    ).resolves.toBeUndefined();
    await expect(clearAppBadge({})).resolves.toBeUndefined();
  });
});
