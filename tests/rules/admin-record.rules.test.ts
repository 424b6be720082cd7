// The admin role in the rules needs two things: the `role` claim on the token AND the
// server-owned record users/{uid}.role == 'admin' (written only by grantRole). A token minted
// before a demotion keeps its admin claim for up to an hour; the record changes at once, so
// such a token reads nothing admin-only from the next request on. Also moderation/{uid}, the
// account's DJ moderation record, and djCancellations/{djId}, a DJ's cancellations (decision
// 0050): admins read them, nobody writes them.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { describeAdminReadOnly } from './admin-read-only';
import { PAST, userDoc, world } from './fixtures';
import { emailOf, expectOutcome, setupRulesEnv } from './helpers';

const DEMOTED = 'admin2';
const NO_RECORD = 'admin3';

const rules = setupRulesEnv(() => ({
  ...world(),
  // admin2 was an admin; grantRole has since mirrored 'client' (their token still says admin).
  [`users/${DEMOTED}`]: userDoc(DEMOTED, { role: 'client' }),
  // admin3 has no users document at all (never went through grantRole).
  'djCancellations/dj1': {
    djId: 'dj1',
    djName: 'DJ One',
    recent: [],
    countInWindow: 1,
    lastAt: PAST,
    flaggedAt: null,
    createdAt: PAST,
  },
  'moderation/dj2': {
    uid: 'dj2',
    djStatus: 'suspended',
    suspendedReason: 'suspended',
    lastAction: 'suspend',
    updatedAt: PAST,
    createdAt: PAST,
    history: [
      { action: 'suspend', from: 'verified', to: 'suspended', actorUid: 'admin1', auto: false },
    ],
  },
}));

/** Every admin-only read: one get and one list (or query) per path. */
const ADMIN_READS: Record<string, (db: Firestore) => Promise<unknown>> = {
  'securityEvents get': (db) => getDoc(doc(db, 'securityEvents', 'sec1')),
  'securityEvents list': (db) => getDocs(collection(db, 'securityEvents')),
  'auditLog get': (db) => getDoc(doc(db, 'auditLog', 'audit1')),
  'auditLog list': (db) => getDocs(collection(db, 'auditLog')),
  'contactMessages get': (db) => getDoc(doc(db, 'contactMessages', 'contact1')),
  'contactMessages list': (db) => getDocs(collection(db, 'contactMessages')),
  'config/platform get': (db) => getDoc(doc(db, 'config', 'platform')),
  'users list': (db) => getDocs(collection(db, 'users')),
  "another user's doc": (db) => getDoc(doc(db, 'users', 'client1')),
  'moderation get': (db) => getDoc(doc(db, 'moderation', 'dj2')),
  'moderation list': (db) => getDocs(collection(db, 'moderation')),
  'djCancellations get': (db) => getDoc(doc(db, 'djCancellations', 'dj1')),
  'djCancellations list': (db) => getDocs(collection(db, 'djCancellations')),
  // Admin branches elsewhere use the same check.
  'a pending DJ profile': (db) => getDoc(doc(db, 'djs', 'dj2')),
  "someone else's booking": (db) => getDoc(doc(db, 'bookings', 'booking-other')),
  'all bookings': (db) => getDocs(query(collection(db, 'bookings'), limit(5))),
  'a DJ private contact': (db) => getDoc(doc(db, 'djs', 'dj2', 'private', 'contact')),
  'messages of a booking': (db) => getDocs(collection(db, 'bookings', 'booking-other', 'messages')),
};

const adminToken = (uid: string) => ({ role: 'admin', email: emailOf(uid) });

describe.each(Object.entries(ADMIN_READS))('%s', (_label, read) => {
  it('a demoted admin whose token still says admin is refused', async () => {
    await expectOutcome('deny', read(rules.withToken(DEMOTED, adminToken(DEMOTED))));
  });

  it('an admin claim without a users record is refused', async () => {
    await expectOutcome('deny', read(rules.withToken(NO_RECORD, adminToken(NO_RECORD))));
  });

  it('control: the admin with both the claim and the record reads it', async () => {
    await expectOutcome('allow', read(rules.as('admin')));
  });
});

describe('the role record cannot be forged by a client', () => {
  it("the demoted admin cannot write their own record's role back", async () => {
    const db = rules.withToken(DEMOTED, adminToken(DEMOTED));
    await expectOutcome(
      'deny',
      updateDoc(doc(db, 'users', DEMOTED), { role: 'admin', updatedAt: serverTimestamp() }),
    );
    await expectOutcome(
      'deny',
      setDoc(
        doc(db, 'users', DEMOTED),
        { role: 'admin', updatedAt: serverTimestamp() },
        { merge: true },
      ),
    );
    // Control: the same person still reads their own record (the client updates nothing
    // on users/{uid} any more: the name changes through the updateDisplayName callable).
    await expectOutcome('allow', getDoc(doc(db, 'users', DEMOTED)));
  });

  it('a new account cannot create its users document with a role', async () => {
    const db = rules.withToken(NO_RECORD, adminToken(NO_RECORD));
    await expectOutcome(
      'deny',
      setDoc(doc(db, 'users', NO_RECORD), {
        displayName: 'Sneaky',
        email: emailOf(NO_RECORD),
        requestedRole: 'client',
        role: 'admin',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

// moderation/{uid}: admins read, nobody (not even the admin, nor the DJ it is about) writes.
describeAdminReadOnly(rules, 'moderation', 'dj2', (uid) => ({
  uid,
  djStatus: 'verified',
  suspendedReason: null,
}));

// djCancellations/{djId}: admins read; the DJ it is about can neither read nor clear it.
describeAdminReadOnly(rules, 'djCancellations', 'dj1', (uid) => ({
  djId: uid,
  recent: [],
  countInWindow: 0,
  flaggedAt: null,
}));

it('the DJ a moderation record is about cannot read it', async () => {
  await expectOutcome('deny', getDoc(doc(rules.as('otherDj'), 'moderation', 'dj2')));
});
