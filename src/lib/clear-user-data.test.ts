// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRuntimeCaches, clearUserData, clearUserStorage } from './clear-user-data';

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
