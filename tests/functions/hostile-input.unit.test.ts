// Input the reliability suite's hostile-payloads scenario found answered `internal` or not
// refused as malformed, checked on the pieces themselves (no emulator, fake dependencies).
import { describe, expect, it } from 'vitest';
import {
  setUserRoleHandler,
  type SetUserRoleDeps,
} from '../../functions/src/callable/set-user-role';
import {
  systemHealthHandler,
  type SystemToolsDeps,
} from '../../functions/src/callable/system-health';
import { updateDisplayNameHandler } from '../../functions/src/callable/update-display-name';
import { requireCaller } from '../../functions/src/services/callable-context';
import { parseDjProfileInput } from '../../functions/src/services/dj-profile-fields';
import { onCall, undecodablePath } from '../../functions/src/services/safe-on-call';

const LONG = 'type.googleapis.com/google.protobuf.Int64Value';

/** Dependencies that fail the test if the handler touches them. */
function untouchable<T>(): T {
  return new Proxy(
    {},
    {
      get: () => {
        throw new Error('must not be touched');
      },
    },
  ) as T;
}

describe('undecodablePath (data the callable protocol would answer internal for)', () => {
  it.each([
    [{ '@type': 'x' }, '@type'],
    [{ email: { '@type': LONG, value: 'abc' } }, 'email.@type'],
    [{ list: [1, { '@type': 'type.googleapis.com/google.protobuf.Any' }] }, 'list[1].@type'],
    [{ value: { '@type': LONG, value: { toString: 'not callable' } } }, 'value.@type'],
    [JSON.parse('{"__proto__":{"@type":"x"}}') as unknown, '__proto__.@type'],
  ])('finds %j', (data, path) => {
    expect(undecodablePath(data)).toBe(path);
  });

  it('refuses data nested deeper than any callable takes', () => {
    expect(undecodablePath(JSON.parse(`${'['.repeat(200)}1${']'.repeat(200)}`))).not.toBeNull();
  });

  it.each([
    null,
    'x',
    5,
    {},
    { a: [1, 'b', { c: null }] },
    { n: { '@type': LONG, value: '42' } },
    { '@type': '' },
    { '@value': 1 },
  ])('lets %j through (the decoder takes it)', (data) => {
    expect(undecodablePath(data)).toBeNull();
  });
});

describe('onCall (safe-on-call)', () => {
  it('keeps what deployment and the emulator read from the function', async () => {
    const fn = onCall({ timeoutSeconds: 30 }, (request) => ({ echoed: request.data }));
    expect(fn.__endpoint).toMatchObject({ callableTrigger: {}, timeoutSeconds: 30 });
    expect(typeof fn).toBe('function');
    await expect(
      fn.run({ data: 1, rawRequest: {} } as unknown as Parameters<typeof fn.run>[0]),
    ).resolves.toEqual({ echoed: 1 });
  });
});

describe('an auth context without a uid (an unverified token in the emulator)', () => {
  const noUid = { auth: { token: {} } as unknown as { uid: string; token: object } };

  it('is unauthenticated for requireCaller', () => {
    expect(() => requireCaller({ data: {}, ...noUid } as never)).toThrow(
      expect.objectContaining({ code: 'unauthenticated' }),
    );
    expect(() => requireCaller({ data: {}, auth: { uid: '', token: {} } })).toThrow(
      expect.objectContaining({ code: 'unauthenticated' }),
    );
  });

  it('is refused before anything is touched', async () => {
    const deps = { auth: untouchable<never>(), db: untouchable<never>() };
    await expect(
      updateDisplayNameHandler({ data: { displayName: 'Valid Name' }, ...noUid } as never, deps),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(
      systemHealthHandler(
        { data: {}, ...noUid } as never,
        {
          ...deps,
          storageReachable: async () => null,
          projectId: () => 'demo-spinbook',
        } as SystemToolsDeps,
      ),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(
      setUserRoleHandler(
        { data: { uid: 'a'.repeat(28), role: 'admin' }, ...noUid } as never,
        deps as unknown as SetUserRoleDeps,
      ),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});

describe('setUserRole uid shape', () => {
  const admin = { uid: 'admin1', token: { role: 'admin' } };
  const deps = { auth: untouchable(), db: untouchable() } as unknown as SetUserRoleDeps;

  it.each(['a'.repeat(19), 'a'.repeat(129), 'abc', 'abcdefghij-ABCDEFGHIJ'])(
    'refuses uid %j as invalid-argument before any lookup',
    async (uid) => {
      await expect(
        setUserRoleHandler({ data: { uid, role: 'dj' }, auth: admin }, deps),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
    },
  );
});

describe('keys that shadow Object.prototype members', () => {
  const form = { name: 'DJ Ann', location: 'Berlin', hourlyRate: 150 };

  it.each<Record<string, unknown>>([
    { toString: 'x' },
    { hasOwnProperty: 1 },
    { valueOf: {} },
    { genres: ['House'], __lookupGetter__: 1 },
  ])('are invalid-argument in a DJ form, not a TypeError: %j', (extra) => {
    expect(() => parseDjProfileInput({ ...form, ...extra }, 'a'.repeat(28))).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });
});
