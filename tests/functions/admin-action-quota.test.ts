// Every admin callable counts the spec's admin_action quota (100 an hour) on the server:
// setUserRole, systemHealth and an admin's deleteDjProfile too, not only reviewDjApplication,
// setAutoAccept and lookupUser. A session whose window is full is refused, and nothing changes.
// Through the deployed callables against the emulators; the window is filled by writing the
// admin's limiter document (what 100 earlier calls would have left).
import { afterEach, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../src/domain/messages';
import { RATE_LIMITS } from '../../src/domain/rate-limits';
import { adminDb, codeOf, peopleOfTest, roleClaimOf, verifyEmail } from './helpers';

const { person, closeAll } = peopleOfTest();
afterEach(closeAll);

const makeAdmin = () => person('quota-admin', 'admin');

/** Leaves `uses` admin actions in the admin's current window. */
async function fillWindow(uid: string, uses: number): Promise<void> {
  const now = Date.now();
  const attempts = Array.from({ length: uses }, (_, i) => now - 60_000 + i);
  await adminDb.doc(`rateLimits/${uid}`).set({ admin_action: { attempts } }, { merge: true });
}

const FULL = RATE_LIMITS.admin_action.maxAttempts;
const EXHAUSTED = `functions/resource-exhausted: ${TOO_MANY_ATTEMPTS}`;

describe('admin_action quota', () => {
  it('setUserRole: the call past the quota is refused and the role stays', async () => {
    const admin = await makeAdmin();
    const target = await person('quota-target');
    await verifyEmail(target);

    await fillWindow(admin.user.uid, FULL - 1);
    // Control: the last action of the window goes through.
    await admin.call('setUserRole', { uid: target.user.uid, role: 'dj' });
    expect(await roleClaimOf(target.user.uid)).toBe('dj');

    expect(await codeOf(admin.call('setUserRole', { uid: target.user.uid, role: 'admin' }))).toBe(
      EXHAUSTED,
    );
    expect(await roleClaimOf(target.user.uid)).toBe('dj');
  });

  it('systemHealth counts too', async () => {
    const admin = await makeAdmin();
    await fillWindow(admin.user.uid, FULL - 1);
    expect(await codeOf(admin.call('systemHealth', {}))).toBe('ok');
    expect(await codeOf(admin.call('systemHealth', {}))).toBe(EXHAUSTED);
  });

  it("an admin deleting someone's profile counts; the profile stays when refused", async () => {
    const admin = await makeAdmin();
    const djId = `quotadj${Date.now()}`;
    await adminDb.doc(`djs/${djId}`).set({
      name: 'Quota DJ',
      ownerUid: djId,
      status: 'verified',
      createdAt: new Date(),
    });
    await fillWindow(admin.user.uid, FULL);
    expect(await codeOf(admin.call('deleteDjProfile', { djId }))).toBe(EXHAUSTED);
    expect((await adminDb.doc(`djs/${djId}`).get()).exists).toBe(true);

    // Control: with room in the window the same call deletes it.
    await adminDb.doc(`rateLimits/${admin.user.uid}`).delete();
    expect(await codeOf(admin.call('deleteDjProfile', { djId }))).toBe('ok');
    expect((await adminDb.doc(`djs/${djId}`).get()).exists).toBe(false);
  });
});
