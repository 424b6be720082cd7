// Security rules for djs/{djId}/private/{docId}: a DJ's contact details, read
// by the DJ and admins only, written by Cloud Functions only.
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { djContactDoc, world } from './fixtures';
import { describeMatrix, expectOutcome, setupRulesEnv, type Matrix } from './helpers';

const rules = setupRulesEnv(world);

const contact = (db: Firestore, djId = 'dj1') => doc(db, 'djs', djId, 'private', 'contact');
const NO_WRITES = { create: 'deny', update: 'deny', delete: 'deny' } as const;

// Target: djs/dj1/private/contact. List: dj1's private collection.
// Create: the document is removed first, then written.
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', ...NO_WRITES },
  client: { get: 'deny', list: 'deny', ...NO_WRITES },
  otherClient: { get: 'deny', list: 'deny', ...NO_WRITES },
  djOwner: { get: 'allow', list: 'allow', ...NO_WRITES },
  otherDj: { get: 'deny', list: 'deny', ...NO_WRITES },
  admin: { get: 'allow', list: 'allow', ...NO_WRITES },
};

describeMatrix('djs/{djId}/private/{docId}', rules, MATRIX, {
  get: (db) => getDoc(contact(db)),
  list: (db) => getDocs(collection(db, 'djs', 'dj1', 'private')),
  create: async (db) => {
    await rules.withoutRules((adminDb) => deleteDoc(contact(adminDb)));
    return setDoc(contact(db), { ...djContactDoc('dj1'), updatedAt: serverTimestamp() });
  },
  update: (db) => updateDoc(contact(db), { phone: '+351911111111', updatedAt: serverTimestamp() }),
  delete: (db) => deleteDoc(contact(db)),
});

describe('djs/{djId}/private: contact details', () => {
  it('a client with a confirmed booking still cannot read them directly', async () => {
    // booking-confirmed is client1 with dj1; functions hand out contact details.
    await expectOutcome('deny', getDoc(contact(rules.as('client'))));
  });

  it('a DJ reads only their own', async () => {
    await expectOutcome('allow', getDoc(contact(rules.as('otherDj'), 'dj2')));
    await expectOutcome('deny', getDoc(contact(rules.as('otherDj'), 'dj1')));
  });

  it('a collection-group query over every private doc is denied, even to admins', async () => {
    for (const persona of ['djOwner', 'admin'] as const) {
      await expectOutcome('deny', getDocs(collectionGroup(rules.as(persona), 'private')));
    }
  });
});
