// Security rules for securityEvents/{id}: an audit trail that functions write
// and only admins read.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { it } from 'vitest';
import { world } from './fixtures';
import { describeMatrix, expectOutcome, uidOf, setupRulesEnv, type Matrix } from './helpers';

const rules = setupRulesEnv(world);

const NO_WRITES = { create: 'deny', update: 'deny', delete: 'deny' } as const;

// Target: securityEvents/sec1. List: the admin screen's newest-first query.
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', ...NO_WRITES },
  client: { get: 'deny', list: 'deny', ...NO_WRITES },
  otherClient: { get: 'deny', list: 'deny', ...NO_WRITES },
  djOwner: { get: 'deny', list: 'deny', ...NO_WRITES },
  otherDj: { get: 'deny', list: 'deny', ...NO_WRITES },
  admin: { get: 'allow', list: 'allow', ...NO_WRITES },
};

describeMatrix('securityEvents/{id}', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'securityEvents', 'sec1')),
  list: (db) => getDocs(query(collection(db, 'securityEvents'), orderBy('createdAt', 'desc'))),
  create: (db, persona) =>
    setDoc(doc(collection(db, 'securityEvents')), {
      type: 'login',
      uid: uidOf(persona),
      createdAt: serverTimestamp(),
    }),
  // Covering one's tracks: rewrite or erase the event about oneself.
  update: (db) => updateDoc(doc(db, 'securityEvents', 'sec1'), { type: 'ok' }),
  delete: (db) => deleteDoc(doc(db, 'securityEvents', 'sec1')),
});

it('the subject of a security event cannot read it either', async () => {
  // sec1 is about client2.
  await expectOutcome('deny', getDoc(doc(rules.as('otherClient'), 'securityEvents', 'sec1')));
});
