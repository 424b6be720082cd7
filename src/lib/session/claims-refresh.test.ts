import { describe, expect, it, vi } from 'vitest';

// The module under test imports the live Firestore instance; the decision itself is pure.
vi.mock('../firebase/firestore', () => ({ firestore: {} }));

const { applyClaimsRecord } = await import('./claims-refresh');

const SIGNED_IN = Date.parse('2026-11-25T08:00:00Z');
const ISSUED = Date.parse('2026-11-25T08:30:00Z');
const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });

function fakeUser(refresh: () => Promise<string> = async () => 'new-token') {
  return {
    getIdTokenResult: vi.fn(async () => ({
      authTime: new Date(SIGNED_IN).toUTCString(),
      issuedAtTime: new Date(ISSUED).toUTCString(),
    })),
    getIdToken: vi.fn(refresh),
  };
}

const expired = (code: string) => Object.assign(new Error(code), { code });

describe('applyClaimsRecord', () => {
  it('refreshes the token when the role changed after it was issued', async () => {
    const user = fakeUser();
    const ended = vi.fn();
    await applyClaimsRecord(user as never, { claimsUpdatedAt: at('2026-11-25T08:45:00Z') }, ended);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(ended).not.toHaveBeenCalled();
  });

  it('leaves a token that already carries the change', async () => {
    const user = fakeUser();
    const ended = vi.fn();
    await applyClaimsRecord(user as never, { claimsUpdatedAt: at('2026-11-25T08:10:00Z') }, ended);
    expect(user.getIdToken).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });

  it.each(['auth/user-token-expired', 'auth/user-disabled', 'auth/invalid-user-token'])(
    'ends the session when the refresh is refused with %s',
    async (code) => {
      const user = fakeUser(() => Promise.reject(expired(code)));
      const ended = vi.fn();
      await applyClaimsRecord(
        user as never,
        { claimsUpdatedAt: at('2026-11-25T08:45:00Z') },
        ended,
      );
      expect(ended).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps the session when the refresh fails for another reason (offline)', async () => {
    const user = fakeUser(() => Promise.reject(expired('auth/network-request-failed')));
    const ended = vi.fn();
    await applyClaimsRecord(user as never, { claimsUpdatedAt: at('2026-11-25T08:45:00Z') }, ended);
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session when it was revoked after this sign-in, without refreshing', async () => {
    const user = fakeUser();
    const ended = vi.fn();
    await applyClaimsRecord(
      user as never,
      {
        claimsUpdatedAt: at('2026-11-25T08:45:00Z'),
        sessionsRevokedAt: at('2026-11-25T08:45:00Z'),
      },
      ended,
    );
    expect(ended).toHaveBeenCalledTimes(1);
    expect(user.getIdToken).not.toHaveBeenCalled();
  });

  it('a sign-in after the revocation is a new session: it is kept', async () => {
    const user = fakeUser();
    const ended = vi.fn();
    await applyClaimsRecord(
      user as never,
      {
        claimsUpdatedAt: at('2026-11-25T07:00:00Z'),
        sessionsRevokedAt: at('2026-11-25T07:00:00Z'),
      },
      ended,
    );
    expect(ended).not.toHaveBeenCalled();
  });

  it('does nothing for a document without those fields', async () => {
    const user = fakeUser();
    const ended = vi.fn();
    await applyClaimsRecord(user as never, {}, ended);
    expect(user.getIdTokenResult).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });
});
