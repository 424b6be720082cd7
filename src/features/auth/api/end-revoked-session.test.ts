// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeToastAfterReload } from '../../../components/toast/toast-after-reload';
import { ROLE_CHANGED_SIGN_IN_AGAIN } from '../../../domain/roles';

const signOutHere = vi.fn(async () => true);
vi.mock('./sign-out', () => ({ signOutHere: () => signOutHere() }));

const { endRevokedSession } = await import('./end-revoked-session');

describe('endRevokedSession', () => {
  const assign = vi.fn();
  const original = window.location;

  afterEach(() => {
    Object.defineProperty(window, 'location', { value: original, configurable: true });
    signOutHere.mockClear();
  });

  it('signs out here, leaves the reason for the next page and opens the sign-in page', async () => {
    Object.defineProperty(window, 'location', { value: { assign }, configurable: true });
    await endRevokedSession();
    expect(signOutHere).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/signin');
    expect(takeToastAfterReload()).toEqual(ROLE_CHANGED_SIGN_IN_AGAIN);
  });

  it('still opens the sign-in page when the local sign-out throws', async () => {
    Object.defineProperty(window, 'location', { value: { assign }, configurable: true });
    signOutHere.mockRejectedValueOnce(new Error('indexedDB unavailable'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(endRevokedSession()).resolves.toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/signin');
  });
});
