// Every callable checks the caller's token against revocation (safe-on-call): a token minted
// before revokeRefreshTokens, or for an account since disabled, is refused with
// `unauthenticated` and an auth_failure event, although its signature and expiry are fine.
// Control: the same account signed in again calls normally.
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '../../src/domain/messages';
import { PASSWORD, adminAuth, newPerson, securityEventsFor, waitFor, type Person } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const people: Person[] = [];

afterEach(async () => {
  await Promise.all(people.splice(0).map((p) => p.close()));
});

async function person(prefix: string): Promise<Person> {
  const p = await newPerson(prefix);
  people.push(p);
  return p;
}

describe('callables check the token against revocation', () => {
  it('refuses a token minted before revokeRefreshTokens; a fresh sign-in works', async () => {
    const p = await person('revoked');
    // Control first: the token works before revocation.
    await expect(p.call('updateDisplayName', { displayName: 'Before Revoke' })).resolves.toEqual(
      expect.objectContaining({ displayName: 'Before Revoke' }),
    );
    // auth_time and tokensValidAfterTime have one-second resolution: step past the sign-up.
    await sleep(1_100);
    await adminAuth.revokeRefreshTokens(p.user.uid);

    // The SDK still holds the old ID token (valid signature, not expired) and sends it.
    await expect(
      p.call('updateDisplayName', { displayName: 'After Revoke' }),
    ).rejects.toMatchObject({
      code: 'functions/unauthenticated',
      // The SDK appends the HTTP status (" [401]"); the app strips it.
      message: expect.stringContaining(SESSION_ENDED),
    });
    expect((await adminAuth.getUser(p.user.uid)).displayName).toBe('Before Revoke');
    const events = await waitFor(async () => {
      const found = await securityEventsFor(p.user.uid, 'auth_failure');
      return found.length > 0 ? found : undefined;
    });
    expect(events?.[0]).toMatchObject({
      details: { reason: 'auth/id-token-revoked' },
      email: p.email,
    });
    expect(events?.[0]?.expireAt).toBeDefined();

    // Control: signing in again mints a token issued after the revocation.
    await sleep(1_100);
    await signInWithEmailAndPassword(p.auth, p.email, PASSWORD);
    await expect(p.call('updateDisplayName', { displayName: 'Signed In Again' })).resolves.toEqual(
      expect.objectContaining({ displayName: 'Signed In Again' }),
    );
  });

  it('refuses the token of an account disabled since it signed in', async () => {
    const p = await person('disabled');
    const control = await person('enabled');
    await adminAuth.updateUser(p.user.uid, { disabled: true });
    await expect(p.call('updateDisplayName', { displayName: 'Disabled' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    await expect(
      control.call('updateDisplayName', { displayName: 'Still Enabled' }),
    ).resolves.toEqual(expect.objectContaining({ displayName: 'Still Enabled' }));
  });
});
