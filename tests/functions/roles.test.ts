// Role claims: set from requestedRole by the sign-up trigger, changed only by admins.
import { afterEach, describe, expect, it } from 'vitest';
import { grantRole } from '../../functions/src/services/roles';
import {
  adminAuth,
  adminDb,
  newPerson,
  roleClaimOf,
  securityEventsFor,
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
  it.each(['client', 'dj'])('sets the %s claim from requestedRole and mirrors it', async (role) => {
    const p = await person(`signup-${role}`);
    await writeSignUpProfile(p, role);
    expect(await waitFor(() => roleClaimOf(p.user.uid))).toBe(role);
    // The claim is set first, then mirrored into the document.
    const doc = await waitFor(async () => {
      const data = (await adminDb.doc(`users/${p.user.uid}`).get()).data();
      return data?.role ? data : undefined;
    });
    expect(doc?.role).toBe(role);
    expect(doc?.claimsUpdatedAt).toBeDefined();
    // The person's own token carries it after a refresh, without signing out.
    const token = await p.user.getIdTokenResult(true);
    expect(token.claims.role).toBe(role);
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
