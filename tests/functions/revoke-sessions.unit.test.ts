// Pure unit test of the revokeSessions handler: no emulator, fake dependency.
import { describe, expect, it } from 'vitest';
import {
  revokeSessionsHandler,
  type RevokeSessionsDeps,
} from '../../functions/src/callable/revoke-sessions';

function fakeDeps(): RevokeSessionsDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    revokeRefreshTokens: async (uid: string) => {
      calls.push(uid);
    },
  };
}

const signedIn = { uid: 'user-123' };

describe('revokeSessionsHandler', () => {
  it.each([undefined, null, {}])('revokes the caller’s tokens when data is %j', async (data) => {
    const deps = fakeDeps();
    await expect(revokeSessionsHandler({ data, auth: signedIn }, deps)).resolves.toEqual({
      revoked: true,
      uid: 'user-123',
    });
    expect(deps.calls).toEqual(['user-123']);
  });

  it.each([{ uid: 'someone-else' }, { all: true }, [], 'x', 0, false])(
    'rejects arguments %j with invalid-argument and revokes nothing',
    async (data) => {
      const deps = fakeDeps();
      await expect(revokeSessionsHandler({ data, auth: signedIn }, deps)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'revokeSessions takes no arguments.',
      });
      expect(deps.calls).toEqual([]);
    },
  );

  it('rejects an unauthenticated caller with unauthenticated', async () => {
    const deps = fakeDeps();
    await expect(revokeSessionsHandler({ data: null }, deps)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'User must be authenticated',
    });
    await expect(revokeSessionsHandler({ data: {}, auth: undefined }, deps)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(deps.calls).toEqual([]);
  });

  it('validates the arguments before authentication', async () => {
    const deps = fakeDeps();
    await expect(revokeSessionsHandler({ data: { a: 1 } }, deps)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(deps.calls).toEqual([]);
  });

  it('propagates a failure of the revocation', async () => {
    const deps: RevokeSessionsDeps = {
      revokeRefreshTokens: async () => {
        throw new Error('auth backend down');
      },
    };
    await expect(revokeSessionsHandler({ data: null, auth: signedIn }, deps)).rejects.toThrow(
      'auth backend down',
    );
  });
});
