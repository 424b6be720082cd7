// The admin-only system tools behind /testing, in the Functions emulator: the health report,
// and clear + seed of the demo data (which must leave the demo world as `npm run seed` does).
import { FirebaseError } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../functions/src/services/roles';
import { DEMO_CONVERSATIONS } from '../../scripts/seed/conversations';
import { DJ_CATALOGUE } from '../../scripts/seed/djs';
import { seedPlan } from '../../scripts/seed/seed-all';
import { DEMO_EVENT_COUNT } from '../../scripts/seed/seed-events';
import { NO_VERIFIED_DJS } from '../../src/domain/system-tools';
import { adminAuth, adminDb, newPerson, type Person } from './helpers';

let admin: Person;
let client: Person;
beforeAll(async () => {
  admin = await newPerson('system-admin');
  await grantRole({ auth: adminAuth, db: adminDb }, admin.user.uid, 'admin');
  await admin.user.getIdToken(true);
  client = await newPerson('system-client');
  await grantRole({ auth: adminAuth, db: adminDb }, client.user.uid, 'client');
  await client.user.getIdToken(true);
});
afterAll(async () => {
  await Promise.all([admin.close(), client.close()]);
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof FirebaseError) return error.code;
    throw error;
  }
}

describe('systemHealth', () => {
  it('reports emulators, the project, the rules hash and each service', async () => {
    const health = await admin.call<{
      mode: string;
      projectId: string;
      rulesHash: string;
      checks: { name: string; status: string; ms: number }[];
    }>('systemHealth', {});
    expect(health.mode).toBe('emulators');
    expect(health.projectId).toBe('demo-spinbook');
    expect(health.rulesHash).toMatch(/^[0-9a-f]{12}$/);
    const byName = Object.fromEntries(health.checks.map((c) => [c.name, c.status]));
    expect(byName).toEqual({
      Auth: 'ok',
      Firestore: 'ok',
      Functions: 'ok',
      // The Storage emulator cannot run offline on this machine.
      Storage: 'unavailable',
    });
  });

  it.each(['systemHealth', 'seedDemoData', 'clearDemoData', 'seedDemoEvents', 'demoDataPlan'])(
    '%s is refused to a client',
    async (name) => {
      expect(await codeOf(client.call(name, {}))).toBe('functions/permission-denied');
    },
  );
});

describe('seedDemoData and clearDemoData', () => {
  // Runs last in the functions suite; scripts/test-all.ts re-seeds before the e2e tests.
  it('seed writes the demo world as `npm run seed` does; clear removes bookings and DJs', async () => {
    const seeded = await admin.call<{
      users: number;
      djs: number;
      bookings: number;
      messages: number;
      events: number;
    }>('seedDemoData', {});
    expect(seeded.users).toBeGreaterThanOrEqual(5);
    expect(seeded.djs).toBeGreaterThanOrEqual(10);
    expect(seeded.bookings).toBeGreaterThanOrEqual(3);
    const scripted = DEMO_CONVERSATIONS.reduce((n, c) => n + c.messages.length, 0);
    expect(seeded.messages).toBe(scripted);
    const messages = adminDb.collectionGroup('messages');
    expect((await messages.count().get()).data().count).toBeGreaterThanOrEqual(scripted);
    expect(seeded.events).toBe(15);
    const verified = await adminDb
      .collection('djs')
      .where('status', '==', 'verified')
      .count()
      .get();
    expect(verified.data().count).toBeGreaterThanOrEqual(10);
    const marcus = await adminAuth.getUserByEmail('dj@spinbook.test');
    expect((await adminDb.doc(`djs/${marcus.uid}`).get()).get('name')).toBe('Marcus Reid');

    // The /testing description counts what the seed writes: 16 DJs, not the old "15 DJs".
    const plan = await admin.call<Record<string, number>>('demoDataPlan', {});
    expect(plan).toEqual(seedPlan());
    expect(plan.djs).toBe(DJ_CATALOGUE.length);
    expect(seeded.djs).toBe(plan.djs);
    expect(seeded.events).toBe(plan.events);
    expect(plan.verifiedDjs).toBe(DJ_CATALOGUE.filter((dj) => dj.status === 'verified').length);

    // Seed Events: the spec's 15 events for up to 7 verified DJs read from the database.
    const events = await admin.call<{ events: number; djs: number }>('seedDemoEvents', {});
    expect(events).toEqual({ events: DEMO_EVENT_COUNT, djs: 7 });

    const djOwners = await adminAuth.getUsers(
      DJ_CATALOGUE.map((dj) => ({ email: dj.owner.email })),
    );
    const djClaims = djOwners.users.filter((u) => u.customClaims?.role === 'dj').length;
    expect(djClaims).toBe(plan.verifiedDjs);

    const cleared = await admin.call<{
      bookings: number;
      djs: number;
      events: number;
      djRolesReset: number;
    }>('clearDemoData', {});
    expect(cleared.djs).toBeGreaterThanOrEqual(seeded.djs);
    expect(cleared.bookings).toBeGreaterThanOrEqual(seeded.bookings);
    expect(cleared.events).toBeGreaterThanOrEqual(seeded.events);
    expect(cleared.djRolesReset).toBeGreaterThanOrEqual(djClaims);
    expect((await adminDb.collection('djs').count().get()).data().count).toBe(0);
    expect((await adminDb.collection('bookings').count().get()).data().count).toBe(0);
    // recursiveDelete takes the bookings' messages and the events' links with them.
    expect((await messages.count().get()).data().count).toBe(0);
    expect((await adminDb.collection('djAvailability').count().get()).data().count).toBe(0);
    expect((await adminDb.collection('events').count().get()).data().count).toBe(0);
    expect((await adminDb.collectionGroup('links').count().get()).data().count).toBe(0);
    // No DJ role is left behind: claim and users/{uid}.role are client again.
    for (const user of (
      await adminAuth.getUsers(DJ_CATALOGUE.map((dj) => ({ email: dj.owner.email })))
    ).users) {
      expect(user.customClaims?.role, user.email).toBe('client');
      expect((await adminDb.doc(`users/${user.uid}`).get()).get('role'), user.email).toBe('client');
    }
    // The admin who cleared is still an admin: the next tool runs, and says why it cannot.
    expect((await adminAuth.getUser(admin.user.uid)).customClaims?.role).toBe('admin');
    const demoAdmin = await adminAuth.getUserByEmail('admin@spinbook.test');
    expect(demoAdmin.customClaims?.role).toBe('admin');
    await expect(admin.call('seedDemoEvents', {})).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining(NO_VERIFIED_DJS),
    });
  }, 300_000);
});
