// The admin-only system tools behind /testing, in the Functions emulator: the health report,
// and clear + seed of the demo data (which must leave the demo world as `npm run seed` does).
import { FirebaseError } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../functions/src/services/roles';
import { DEMO_CONVERSATIONS } from '../../scripts/seed/conversations';
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

  it.each(['systemHealth', 'seedDemoData', 'clearDemoData'])(
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

    const cleared = await admin.call<{ bookings: number; djs: number }>('clearDemoData', {});
    expect(cleared.djs).toBeGreaterThanOrEqual(seeded.djs);
    expect(cleared.bookings).toBeGreaterThanOrEqual(seeded.bookings);
    expect((await adminDb.collection('djs').count().get()).data().count).toBe(0);
    expect((await adminDb.collection('bookings').count().get()).data().count).toBe(0);
    // recursiveDelete takes the bookings' messages with them.
    expect((await messages.count().get()).data().count).toBe(0);
    expect((await adminDb.collection('djAvailability').count().get()).data().count).toBe(0);
  }, 240_000);
});
