// Role claims: every new account gets `client` from the sign-up trigger (the dj claim comes
// with an approved profile), roles are changed only by admins, only for verified e-mail
// addresses, and a change that takes privileges away revokes the person's sessions.
import { afterEach, describe, expect, it } from 'vitest';
import { grantRole } from '../../functions/src/services/roles';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { EMAIL_NOT_VERIFIED_FOR_ROLE } from '../../src/domain/roles';
import { FALLBACK_DISPLAY_NAME } from '../../src/domain/sign-up-name';
import {
  adminAuth,
  adminDb,
  codeOf,
  newPerson,
  roleClaimOf,
  securityEventsFor,
  verifyEmail,
  waitFor,
  writeSignUpProfile,
  type Person,
} from './helpers';

const people: Person[] = [];
async function person(prefix: string): Promise<Person> {
  const p = await newPerson(prefix);
  people.push(p);
  return p;
}

afterEach(async () => {
  await Promise.all(people.splice(0).map((p) => p.close()));
});

async function makeAdmin(prefix = 'admin'): Promise<Person> {
  const admin = await person(prefix);
  await grantRole({ auth: adminAuth, db: adminDb }, admin.user.uid, 'admin');
  await admin.user.getIdToken(true);
  return admin;
}

describe('sign-up trigger', () => {
  it.each(['client', 'dj'])(
    'requestedRole %s gives the client claim, mirrored; requestedRole stays as the intent',
    async (requested) => {
      const p = await person(`signup-${requested}`);
      await writeSignUpProfile(p, requested);
      expect(await waitFor(() => roleClaimOf(p.user.uid))).toBe('client');
      // The claim is set first, then mirrored into the document.
      const doc = await waitFor(async () => {
        const data = (await adminDb.doc(`users/${p.user.uid}`).get()).data();
        return data?.role ? data : undefined;
      });
      expect(doc?.role).toBe('client');
      expect(doc?.requestedRole).toBe(requested);
      expect(doc?.claimsUpdatedAt).toBeDefined();
      // The person's own token carries it after a refresh, without signing out.
      const token = await p.user.getIdTokenResult(true);
      expect(token.claims.role).toBe('client');
    },
  );

  it('replaces a sign-up name that asks for off-platform contact (control: a plain name stays)', async () => {
    const [sneaky, plain] = await Promise.all([person('signup-name'), person('signup-plain')]);
    await Promise.all([
      setDoc(doc(sneaky.db, 'users', sneaky.user.uid), {
        displayName: 'DJ Max call me on whatsapp',
        email: sneaky.email,
        requestedRole: 'client',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
      writeSignUpProfile(plain, 'client'),
    ]);
    const replaced = await waitFor(async () => {
      const name: unknown = (await adminDb.doc(`users/${sneaky.user.uid}`).get()).get(
        'displayName',
      );
      return name === FALLBACK_DISPLAY_NAME ? name : undefined;
    });
    expect(replaced).toBe(FALLBACK_DISPLAY_NAME);
    expect((await adminAuth.getUser(sneaky.user.uid)).displayName).toBe(FALLBACK_DISPLAY_NAME);
    await waitFor(() => roleClaimOf(plain.user.uid));
    expect((await adminDb.doc(`users/${plain.user.uid}`).get()).get('displayName')).toBe(
      'Test Person',
    );
  });

  it('refuses a requested admin role: the rules stop the write', async () => {
    const p = await person('signup-admin');
    await expect(writeSignUpProfile(p, 'admin')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await roleClaimOf(p.user.uid)).toBeUndefined();
  });

  it('refuses a requested admin role written by another path and records it', async () => {
    const p = await person('signup-admin-bypass');
    await adminDb.doc(`users/${p.user.uid}`).create({
      displayName: 'Sneaky',
      email: p.email,
      requestedRole: 'admin',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const events = await waitFor(async () => {
      const found = await securityEventsFor(p.user.uid, 'unauthorized_access');
      return found.length > 0 ? found : undefined;
    });
    expect(events?.[0]?.details).toMatchObject({ requestedRole: 'admin' });
    expect(await roleClaimOf(p.user.uid)).toBeUndefined();
  });
});

describe('setUserRole (callable)', () => {
  it('refuses a signed-out caller', async () => {
    const p = await person('signed-out');
    await p.auth.signOut();
    await expect(p.call('setUserRole', { uid: p.user.uid, role: 'dj' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });

  it('refuses a non-admin with permission-denied and records the attempt', async () => {
    const client = await person('client');
    await writeSignUpProfile(client, 'client');
    await waitFor(() => roleClaimOf(client.user.uid));
    await client.user.getIdToken(true);
    await expect(
      client.call('setUserRole', { uid: client.user.uid, role: 'admin' }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
    expect(await roleClaimOf(client.user.uid)).toBe('client');
    expect(await securityEventsFor(client.user.uid, 'unauthorized_access')).toHaveLength(1);
  });

  it('lets an admin change a role by e-mail, mirrors it and records role_changed', async () => {
    const admin = await makeAdmin();
    const target = await person('target');
    await writeSignUpProfile(target, 'client');
    await waitFor(() => roleClaimOf(target.user.uid));
    await verifyEmail(target);

    const result = await admin.call<{ uid: string; role: string; previousRole: string }>(
      'setUserRole',
      { email: target.email, role: 'dj' },
    );
    expect(result).toMatchObject({ uid: target.user.uid, role: 'dj', previousRole: 'client' });
    expect(await roleClaimOf(target.user.uid)).toBe('dj');
    expect((await adminDb.doc(`users/${target.user.uid}`).get()).data()?.role).toBe('dj');
    const events = await securityEventsFor(target.user.uid, 'role_changed');
    expect(events).toHaveLength(1);
    expect(events[0]?.details).toMatchObject({ by: admin.user.uid, from: 'client', to: 'dj' });
    // The target's client picks the claim up with a token refresh, no sign-out.
    expect((await target.user.getIdTokenResult(true)).claims.role).toBe('dj');
  });

  it('lets an admin change a role by uid', async () => {
    const admin = await makeAdmin();
    const target = await person('target-uid');
    await verifyEmail(target);
    await admin.call('setUserRole', { uid: target.user.uid, role: 'admin' });
    expect(await roleClaimOf(target.user.uid)).toBe('admin');
  });

  it.each([
    ['no arguments', undefined],
    ['both uid and email', { uid: 'abc', email: 'a@b.test', role: 'dj' }],
    ['neither uid nor email', { role: 'dj' }],
    ['an unknown role', { uid: 'abc', role: 'superuser' }],
    ['an extra field', { uid: 'abc', role: 'dj', extra: true }],
    ['a malformed e-mail', { email: 'not-an-email', role: 'dj' }],
    ['a uid with a slash', { uid: 'abc/def', role: 'dj' }],
  ])('answers invalid-argument for %s', async (_label, data) => {
    const admin = await makeAdmin('admin-invalid');
    await expect(admin.call('setUserRole', data)).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });

  it('answers not-found for an unknown user and refuses changing your own role', async () => {
    const admin = await makeAdmin('admin-self');
    await expect(
      admin.call('setUserRole', { email: 'nobody-here@example.test', role: 'dj' }),
    ).rejects.toMatchObject({ code: 'functions/not-found' });
    await expect(
      admin.call('setUserRole', { uid: admin.user.uid, role: 'client' }),
    ).rejects.toMatchObject({ code: 'functions/failed-precondition' });
    expect(await roleClaimOf(admin.user.uid)).toBe('admin');
  });
});

describe('promotion needs a verified e-mail', () => {
  it('refuses to promote an unverified address, by e-mail or uid; works once verified', async () => {
    const admin = await makeAdmin('admin-verify');
    const target = await person('unverified');
    await writeSignUpProfile(target, 'client');
    await waitFor(() => roleClaimOf(target.user.uid));
    for (const by of [{ email: target.email }, { uid: target.user.uid }]) {
      expect(await codeOf(admin.call('setUserRole', { ...by, role: 'admin' }))).toBe(
        `functions/failed-precondition: ${EMAIL_NOT_VERIFIED_FOR_ROLE}`,
      );
    }
    expect(await roleClaimOf(target.user.uid)).toBe('client');
    expect((await adminDb.doc(`users/${target.user.uid}`).get()).get('role')).toBe('client');
    // Control: the same call once the address is verified.
    await verifyEmail(target);
    expect(await codeOf(admin.call('setUserRole', { email: target.email, role: 'admin' }))).toBe(
      'ok',
    );
    expect(await roleClaimOf(target.user.uid)).toBe('admin');
  });

  it('taking a role away needs no verified address', async () => {
    const admin = await makeAdmin('admin-demote-unverified');
    const target = await person('unverified-dj');
    await grantRole({ auth: adminAuth, db: adminDb }, target.user.uid, 'dj');
    expect(await codeOf(admin.call('setUserRole', { uid: target.user.uid, role: 'client' }))).toBe(
      'ok',
    );
    expect(await roleClaimOf(target.user.uid)).toBe('client');
  });
});

describe('losing a role takes effect at once', () => {
  async function validAfter(uid: string): Promise<number> {
    const value = (await adminAuth.getUser(uid)).tokensValidAfterTime;
    return value ? Date.parse(value) : 0;
  }

  it('a demoted admin: users doc role updated, sessions revoked, the old token is refused', async () => {
    const admin = await makeAdmin('admin-demoter');
    const demoted = await makeAdmin('admin-demoted');
    // Control: while an admin, the token works and passes the revocation check.
    const oldToken = await demoted.user.getIdToken();
    expect(await codeOf(demoted.call('lookupUser', { email: admin.email }))).toBe('ok');
    await expect(adminAuth.verifyIdToken(oldToken, true)).resolves.toMatchObject({
      role: 'admin',
    });
    const before = await validAfter(demoted.user.uid);
    // Revocation is stored with one-second precision.
    await new Promise((r) => setTimeout(r, 1100));

    await admin.call('setUserRole', { uid: demoted.user.uid, role: 'client' });

    const record = (await adminDb.doc(`users/${demoted.user.uid}`).get()).data();
    expect(record?.role).toBe('client');
    expect(record?.sessionsRevokedAt).toBeDefined();
    expect(await roleClaimOf(demoted.user.uid)).toBe('client');
    expect(await validAfter(demoted.user.uid)).toBeGreaterThan(before);
    // The token minted before the demotion still says admin, but it is revoked.
    await expect(adminAuth.verifyIdToken(oldToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });

  it('dj to client revokes; a promotion does not', async () => {
    const admin = await makeAdmin('admin-dj-demoter');
    const dj = await person('demoted-dj');
    await verifyEmail(dj);
    const beforePromotion = await dj.user.getIdToken();
    await new Promise((r) => setTimeout(r, 1100));
    const promoted = await admin.call<{ revoked: boolean }>('setUserRole', {
      uid: dj.user.uid,
      role: 'dj',
    });
    // Control: a promotion leaves the session alone; a refresh brings the new claim.
    expect(promoted.revoked).toBe(false);
    await expect(adminAuth.verifyIdToken(beforePromotion, true)).resolves.toBeDefined();
    expect((await dj.user.getIdTokenResult(true)).claims.role).toBe('dj');
    const afterPromotion = await validAfter(dj.user.uid);
    await new Promise((r) => setTimeout(r, 1100));

    const result = await admin.call<{ revoked: boolean }>('setUserRole', {
      uid: dj.user.uid,
      role: 'client',
    });
    expect(result.revoked).toBe(true);
    expect(await validAfter(dj.user.uid)).toBeGreaterThan(afterPromotion);
    await expect(adminAuth.verifyIdToken(await dj.user.getIdToken(), true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });
});
