// Security rules for users/{uid} (run under `firebase emulators:exec --only firestore`).
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
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
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

const PROJECT_ID = 'demo-spinbook';
const ALICE = { uid: 'alice', email: 'alice@x.test' };
const BOB = { uid: 'bob', email: 'bob@x.test' };
const ADMIN = { uid: 'admin1', email: 'a@x.test' };

// `firebase emulators:exec` exports FIRESTORE_EMULATOR_HOST; default to firebase.json's port.
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const portAt = emulatorHost.lastIndexOf(':');
const EMULATOR = {
  host: emulatorHost.slice(0, portAt).replace(/^\[(.*)\]$/, '$1'),
  port: Number(emulatorHost.slice(portAt + 1)),
};

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      ...EMULATOR,
    },
  });
});

afterAll(async () => {
  await testEnv?.cleanup();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
});

// `RulesTestContext.firestore()` is typed as the compat SDK; the modular
// functions unwrap it at runtime (as in firebase's quickstart-testing v9).
function db(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

const asAlice = () => db(testEnv.authenticatedContext(ALICE.uid, { email: ALICE.email }));
const asBob = () => db(testEnv.authenticatedContext(BOB.uid, { email: BOB.email }));
const asAdmin = () =>
  db(testEnv.authenticatedContext(ADMIN.uid, { role: 'admin', email: ADMIN.email }));
const asVisitor = () => db(testEnv.unauthenticatedContext());

/** The exact shape a client writes at sign-up. */
function newUser(overrides: DocumentData = {}): DocumentData {
  return {
    displayName: 'Alice',
    email: ALICE.email,
    requestedRole: 'client',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

async function seedAlice(): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(db(context), 'users', ALICE.uid), {
      ...newUser(),
      photoURL: 'https://example.com/alice.png',
    });
  });
}

describe('users/{uid}: create', () => {
  it('lets a user create their own document with the allowed shape', async () => {
    await assertSucceeds(setDoc(doc(asAlice(), 'users', ALICE.uid), newUser()));
  });

  it('allows requestedRole dj', async () => {
    await assertSucceeds(
      setDoc(doc(asAlice(), 'users', ALICE.uid), newUser({ requestedRole: 'dj' })),
    );
  });

  it('allows an optional photoURL', async () => {
    await assertSucceeds(
      setDoc(
        doc(asAlice(), 'users', ALICE.uid),
        newUser({ photoURL: 'https://example.com/alice.png' }),
      ),
    );
  });

  it.each([
    ['a map', { url: 'https://example.com/a.png' }],
    ['a non-http URL', 'javascript:alert(1)'],
    ['an over-long URL', `https://example.com/${'a'.repeat(2048)}`],
  ])('refuses a photoURL that is %s', async (_label, photoURL) => {
    await assertFails(setDoc(doc(asAlice(), 'users', ALICE.uid), newUser({ photoURL })));
  });

  it('allows a display name of exactly 100 characters', async () => {
    await assertSucceeds(
      setDoc(doc(asAlice(), 'users', ALICE.uid), newUser({ displayName: 'n'.repeat(100) })),
    );
  });

  it("refuses creating another user's document", async () => {
    await assertFails(
      setDoc(doc(asBob(), 'users', ALICE.uid), newUser({ email: BOB.email, displayName: 'Bob' })),
    );
  });

  it('refuses an unauthenticated visitor', async () => {
    await assertFails(setDoc(doc(asVisitor(), 'users', ALICE.uid), newUser()));
  });

  it.each(['admin', 'Admin', 'client ', ''])('refuses requestedRole %j', async (requestedRole) => {
    await assertFails(setDoc(doc(asAlice(), 'users', ALICE.uid), newUser({ requestedRole })));
  });

  it.each(['client', 'dj', 'admin'])('refuses a role field (%j)', async (role) => {
    await assertFails(setDoc(doc(asAlice(), 'users', ALICE.uid), newUser({ role })));
  });

  it('refuses an extra field', async () => {
    await assertFails(setDoc(doc(asAlice(), 'users', ALICE.uid), newUser({ verified: true })));
  });

  it.each(['displayName', 'email', 'requestedRole', 'createdAt', 'updatedAt'])(
    'refuses a document without %s',
    async (field) => {
      const data = newUser();
      delete data[field];
      await assertFails(setDoc(doc(asAlice(), 'users', ALICE.uid), data));
    },
  );

  it('refuses an e-mail that does not match the token', async () => {
    await assertFails(
      setDoc(doc(asAlice(), 'users', ALICE.uid), newUser({ email: 'someone@else.test' })),
    );
  });

  it('refuses when the token carries no e-mail', async () => {
    const noEmail = db(testEnv.authenticatedContext(ALICE.uid));
    await assertFails(setDoc(doc(noEmail, 'users', ALICE.uid), newUser()));
  });

  it.each([
    ['empty', ''],
    ['101 characters', 'n'.repeat(101)],
    ['not a string', 42],
  ])('refuses a display name that is %s', async (_label, displayName) => {
    await assertFails(setDoc(doc(asAlice(), 'users', ALICE.uid), newUser({ displayName })));
  });

  it('refuses a client date as createdAt', async () => {
    await assertFails(
      setDoc(doc(asAlice(), 'users', ALICE.uid), newUser({ createdAt: new Date() })),
    );
  });

  it('refuses a client date as updatedAt', async () => {
    await assertFails(
      setDoc(doc(asAlice(), 'users', ALICE.uid), newUser({ updatedAt: new Date() })),
    );
  });
});

describe('users/{uid}: read', () => {
  beforeEach(seedAlice);

  it('lets the owner read their document', async () => {
    await assertSucceeds(getDoc(doc(asAlice(), 'users', ALICE.uid)));
  });

  it('refuses another signed-in user', async () => {
    await assertFails(getDoc(doc(asBob(), 'users', ALICE.uid)));
  });

  it('refuses a signed-in user with a non-admin role claim', async () => {
    const dj = db(testEnv.authenticatedContext('dj1', { role: 'dj', email: 'dj@x.test' }));
    await assertFails(getDoc(doc(dj, 'users', ALICE.uid)));
  });

  it('refuses an unauthenticated visitor', async () => {
    await assertFails(getDoc(doc(asVisitor(), 'users', ALICE.uid)));
  });

  it('lets an admin (role claim) read any user', async () => {
    await assertSucceeds(getDoc(doc(asAdmin(), 'users', ALICE.uid)));
  });

  it('lets an admin list users but not a regular user', async () => {
    await assertSucceeds(getDocs(collection(asAdmin(), 'users')));
    await assertFails(getDocs(collection(asAlice(), 'users')));
  });
});

describe('users/{uid}: update', () => {
  beforeEach(seedAlice);

  it('lets the owner change displayName with updatedAt = serverTimestamp()', async () => {
    await assertSucceeds(
      updateDoc(doc(asAlice(), 'users', ALICE.uid), {
        displayName: 'Alice Cooper',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('lets the owner change photoURL', async () => {
    await assertSucceeds(
      updateDoc(doc(asAlice(), 'users', ALICE.uid), {
        photoURL: 'https://example.com/new.png',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses an update without a fresh updatedAt', async () => {
    await assertFails(updateDoc(doc(asAlice(), 'users', ALICE.uid), { displayName: 'Al' }));
    await assertFails(
      updateDoc(doc(asAlice(), 'users', ALICE.uid), { displayName: 'Al', updatedAt: new Date() }),
    );
  });

  it.each([
    ['requestedRole', 'dj'],
    ['role', 'admin'],
    ['email', 'new@x.test'],
    ['createdAt', serverTimestamp()],
  ])('refuses changing %s', async (field, value) => {
    await assertFails(
      updateDoc(doc(asAlice(), 'users', ALICE.uid), {
        [field]: value,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it.each([
    ['empty', ''],
    ['101 characters', 'n'.repeat(101)],
  ])('refuses a display name that is %s', async (_label, displayName) => {
    await assertFails(
      updateDoc(doc(asAlice(), 'users', ALICE.uid), { displayName, updatedAt: serverTimestamp() }),
    );
  });

  it('refuses another user', async () => {
    await assertFails(
      updateDoc(doc(asBob(), 'users', ALICE.uid), {
        displayName: 'Hacked',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses an unauthenticated visitor', async () => {
    await assertFails(
      updateDoc(doc(asVisitor(), 'users', ALICE.uid), {
        displayName: 'Hacked',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses an admin too: roles are written by the server only', async () => {
    await assertFails(
      updateDoc(doc(asAdmin(), 'users', ALICE.uid), { role: 'dj', updatedAt: serverTimestamp() }),
    );
  });
});

describe('users/{uid}: delete', () => {
  beforeEach(seedAlice);

  it('refuses the owner', async () => {
    await assertFails(deleteDoc(doc(asAlice(), 'users', ALICE.uid)));
  });

  it('refuses another user, an admin and a visitor', async () => {
    await assertFails(deleteDoc(doc(asBob(), 'users', ALICE.uid)));
    await assertFails(deleteDoc(doc(asAdmin(), 'users', ALICE.uid)));
    await assertFails(deleteDoc(doc(asVisitor(), 'users', ALICE.uid)));
  });
});

describe('everything else is denied', () => {
  beforeEach(async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(db(context), 'bookings', 'x'), { clientId: ALICE.uid });
      await setDoc(doc(db(context), 'users', ALICE.uid, 'private', 'x'), { note: 'n' });
    });
  });

  it.each([
    ['alice', asAlice],
    ['an admin', asAdmin],
    ['a visitor', asVisitor],
  ])('bookings/x cannot be read or written by %s', async (_label, as) => {
    const ref = doc(as(), 'bookings', 'x');
    await assertFails(getDoc(ref));
    await assertFails(setDoc(ref, { clientId: ALICE.uid }));
    await assertFails(updateDoc(ref, { clientId: ALICE.uid }));
    await assertFails(deleteDoc(ref));
    await assertFails(setDoc(doc(as(), 'bookings', 'new'), { clientId: ALICE.uid }));
  });

  it('subcollections under users are denied, even to the owner', async () => {
    await assertFails(getDoc(doc(asAlice(), 'users', ALICE.uid, 'private', 'x')));
    await assertFails(setDoc(doc(asAlice(), 'users', ALICE.uid, 'private', 'y'), { note: 'n' }));
  });
});
