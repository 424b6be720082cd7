// updateDisplayName is limited on the server (the spec's `default`: 20 an hour), because each
// call rewrites the name on every booking and review of the person. Only valid names count.
// Called directly against the Firestore emulator, with a stand-in for Auth.
import type { Auth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { updateDisplayNameHandler } from '../../functions/src/callable/update-display-name';
import { TOO_MANY_ATTEMPTS } from '../../src/domain/messages';
import { RATE_LIMITS } from '../../src/domain/rate-limits';
import { adminDb, newId } from './helpers';

const T0 = new Date('2031-03-01T10:00:00Z');

function rename(uid: string, displayName: unknown, now: Date) {
  const auth = { updateUser: async () => ({}) } as unknown as Auth;
  return updateDisplayNameHandler(
    { data: { displayName }, auth: { uid, token: {} } },
    { auth, db: adminDb, now: () => now },
  );
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
}

describe('updateDisplayName quota', () => {
  it('refuses the change after the hourly quota and writes nothing', async () => {
    const uid = newId('Rn');
    const quota = RATE_LIMITS.default.maxAttempts;
    for (let i = 0; i < quota; i++) {
      await rename(uid, `Name ${i}`, new Date(T0.getTime() + i));
    }
    await expect(rename(uid, 'One Too Many', new Date(T0.getTime() + 100))).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: TOO_MANY_ATTEMPTS,
    });
    expect((await adminDb.doc(`users/${uid}`).get()).get('displayName')).toBe(`Name ${quota - 1}`);
    // Control: an hour later the window has room again.
    await expect(
      rename(uid, 'Next Hour', new Date(T0.getTime() + RATE_LIMITS.default.windowMs + 100)),
    ).resolves.toMatchObject({ displayName: 'Next Hour' });
  });

  it('does not count refused names', async () => {
    const uid = newId('Rv');
    for (const bad of ['   ', 'x'.repeat(500), 42]) {
      expect(await codeOf(rename(uid, bad, T0))).toBe('invalid-argument');
    }
    for (let i = 0; i < RATE_LIMITS.default.maxAttempts; i++) {
      expect(await codeOf(rename(uid, `Valid ${i}`, new Date(T0.getTime() + i)))).toBe('ok');
    }
  });
});
