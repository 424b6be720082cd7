// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('firebase/auth', () => ({
  signOut: vi.fn(async () => {
    calls.push('auth.signOut');
  }),
}));
vi.mock('../../../lib/firebase/auth', () => ({ auth: {} }));
vi.mock('../../../lib/clear-user-data', () => ({
  stopFirestore: vi.fn(async () => {
    calls.push('stopFirestore');
  }),
  clearUserData: vi.fn(async () => {
    calls.push('clearUserData');
  }),
}));
vi.mock('./stored-auth-keys', () => ({ clearStoredAuthKeys: () => calls.push('clearKeys') }));

const { signOutHere } = await import('./sign-out');
const { stopFirestore } = await import('../../../lib/clear-user-data');

describe('signOutHere', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('stops Firestore before Auth forgets the user, so no listener or count asks again as nobody', async () => {
    await expect(signOutHere()).resolves.toBe(true);
    expect(calls).toEqual(['stopFirestore', 'auth.signOut', 'clearKeys', 'clearUserData']);
  });

  it('still signs out and clears the device when Firestore cannot be stopped', async () => {
    vi.mocked(stopFirestore).mockRejectedValueOnce(new Error('terminate failed'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(signOutHere()).resolves.toBe(true);
    expect(calls).toEqual(['auth.signOut', 'clearKeys', 'clearUserData']);
    warn.mockRestore();
  });
});
