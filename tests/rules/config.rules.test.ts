// Security rules for config/platform: platform switches; admins read, functions write.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PAST, world } from './fixtures';
import { describeMatrix, expectOutcome, PERSONAS, setupRulesEnv, type Matrix } from './helpers';

const rules = setupRulesEnv(world);

const platform = (db: Firestore) => doc(db, 'config', 'platform');
const newConfig = (overrides: DocumentData = {}): DocumentData => ({
  autoAcceptApplications: true,
  updatedAt: serverTimestamp(),
  ...overrides,
});

const DENY_ALL = {
  get: 'deny',
  list: 'deny',
  create: 'deny',
  update: 'deny',
  delete: 'deny',
} as const;

// Target: config/platform. List: the config collection, which no rule matches
// (only config/platform exists), so it is denied even to admins. Writes: only
// the setAutoAccept function (it also approves pending applications), so even
// an admin cannot write the document directly. Create: removed first.
const MATRIX: Matrix = {
  signedOut: DENY_ALL,
  client: DENY_ALL,
  otherClient: DENY_ALL,
  djOwner: DENY_ALL,
  otherDj: DENY_ALL,
  admin: { get: 'allow', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

describeMatrix('config/platform', rules, MATRIX, {
  get: (db) => getDoc(platform(db)),
  list: (db) => getDocs(collection(db, 'config')),
  create: async (db) => {
    await rules.withoutRules((adminDb) => deleteDoc(platform(adminDb)));
    return setDoc(platform(db), newConfig());
  },
  update: (db) =>
    updateDoc(platform(db), { autoAcceptApplications: true, updatedAt: serverTimestamp() }),
  delete: (db) => deleteDoc(platform(db)),
});

describe('config/platform: only functions write it', () => {
  const WRITES: [string, DocumentData][] = [
    ['a valid switch', newConfig()],
    ['a string instead of a bool', newConfig({ autoAcceptApplications: 'true' })],
    ['a back-dated updatedAt', newConfig({ updatedAt: PAST })],
    ['an extra switch', newConfig({ maintenanceMode: true })],
  ];

  it.each(WRITES)('refuses an admin writing %s directly', async (_label, data) => {
    await expectOutcome('deny', setDoc(platform(rules.as('admin')), data));
  });

  it('refuses an admin turning auto-accept on with an update', async () => {
    await rules.seedDocs({ 'config/platform': { autoAcceptApplications: false, updatedAt: PAST } });
    await expectOutcome(
      'deny',
      updateDoc(platform(rules.as('admin')), {
        autoAcceptApplications: true,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a token claiming a different role is not an admin', async () => {
    const fake = rules.withToken('admin1', { role: 'superadmin', email: 'admin1@spinbook.test' });
    await expectOutcome('deny', getDoc(platform(fake)));
    await expectOutcome('deny', setDoc(platform(fake), newConfig()));
  });

  it.each(PERSONAS)('other config documents are denied to %s', async (persona) => {
    await rules.seedDocs({ 'config/stripe': { mode: 'test' } });
    const db = rules.as(persona);
    await expectOutcome('deny', getDoc(doc(db, 'config', 'stripe')));
    await expectOutcome('deny', setDoc(doc(db, 'config', 'features'), newConfig()));
    await expectOutcome('deny', updateDoc(doc(db, 'config', 'stripe'), { mode: 'live' }));
  });
});
