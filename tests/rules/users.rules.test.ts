// Security rules for users/{uid} (run under `firebase emulators:exec --only firestore`).
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { FIELD_LIMITS } from '../../src/domain/limits';
import { newUser, omit, userDoc, world } from './fixtures';
import {
  describeMatrix,
  emailOf,
  expectOutcome,
  PERSONAS,
  uidOf,
  USERS,
  setupRulesEnv,
  type Matrix,
  type Persona,
} from './helpers';

const rules = setupRulesEnv(world);
const CLIENT = USERS.client.uid;

const asClient = () => rules.as('client');
const clientDoc = (firestore: Firestore = asClient()) => doc(firestore, 'users', CLIENT);

/** Removes the seeded users/client1 so a create is a create. */
const removeClientDoc = () => rules.withoutRules((adminDb) => deleteDoc(clientDoc(adminDb)));

// Target: users/client1. List: the whole collection (the admin user list).
const MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  client: { get: 'allow', list: 'deny', create: 'allow', update: 'deny', delete: 'deny' },
  otherClient: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  djOwner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  otherDj: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
};

describeMatrix('users/{uid}', rules, MATRIX, {
  get: (db) => getDoc(clientDoc(db)),
  list: (db) => getDocs(collection(db, 'users')),
  create: async (db, persona: Persona) => {
    await removeClientDoc();
    // Each persona writes the sign-up document with its own e-mail.
    return setDoc(clientDoc(db), newUser(CLIENT, { email: emailOf(uidOf(persona)) }));
  },
  update: (db) =>
    updateDoc(clientDoc(db), { displayName: 'Renamed', updatedAt: serverTimestamp() }),
  delete: (db) => deleteDoc(clientDoc(db)),
});

describe('users/{uid}: create', () => {
  beforeEach(removeClientDoc);

  it.each(PERSONAS.filter((p) => p !== 'signedOut'))(
    'lets %s create their own document at sign-up',
    async (persona) => {
      const uid = uidOf(persona);
      await rules.withoutRules((adminDb) => deleteDoc(doc(adminDb, 'users', uid)));
      await expectOutcome('allow', setDoc(doc(rules.as(persona), 'users', uid), newUser(uid)));
    },
  );

  it('allows requestedRole dj', async () => {
    await expectOutcome('allow', setDoc(clientDoc(), newUser(CLIENT, { requestedRole: 'dj' })));
  });

  it('allows an optional photoURL', async () => {
    await expectOutcome(
      'allow',
      setDoc(clientDoc(), newUser(CLIENT, { photoURL: 'https://example.com/alice.png' })),
    );
  });

  it.each([
    ['a map', { url: 'https://example.com/a.png' }],
    ['a non-http URL', 'javascript:alert(1)'],
    ['an over-long URL', `https://example.com/${'a'.repeat(2048)}`],
  ])('refuses a photoURL that is %s', async (_label, photoURL) => {
    await expectOutcome('deny', setDoc(clientDoc(), newUser(CLIENT, { photoURL })));
  });

  it('allows a display name of exactly 100 characters', async () => {
    await expectOutcome(
      'allow',
      setDoc(clientDoc(), newUser(CLIENT, { displayName: 'n'.repeat(FIELD_LIMITS.displayName) })),
    );
  });

  it("refuses creating another user's document", async () => {
    const asOther = rules.as('otherClient');
    await expectOutcome(
      'deny',
      setDoc(clientDoc(asOther), newUser(CLIENT, { email: emailOf(USERS.otherClient.uid) })),
    );
  });

  it('refuses a signed-out visitor', async () => {
    await expectOutcome('deny', setDoc(clientDoc(rules.as('signedOut')), newUser(CLIENT)));
  });

  it.each(['admin', 'Admin', 'client ', ''])('refuses requestedRole %j', async (requestedRole) => {
    await expectOutcome('deny', setDoc(clientDoc(), newUser(CLIENT, { requestedRole })));
  });

  it.each(['client', 'dj', 'admin'])('refuses a server-only role field (%j)', async (role) => {
    await expectOutcome('deny', setDoc(clientDoc(), newUser(CLIENT, { role })));
  });

  it('refuses a server-only claimsUpdatedAt field', async () => {
    await expectOutcome(
      'deny',
      setDoc(clientDoc(), newUser(CLIENT, { claimsUpdatedAt: serverTimestamp() })),
    );
  });

  it('refuses an extra field', async () => {
    await expectOutcome('deny', setDoc(clientDoc(), newUser(CLIENT, { verified: true })));
  });

  it.each(['displayName', 'email', 'requestedRole', 'createdAt', 'updatedAt'])(
    'refuses a document without %s',
    async (field) => {
      const data = newUser(CLIENT);
      delete data[field];
      await expectOutcome('deny', setDoc(clientDoc(), data));
    },
  );

  it('refuses an e-mail that does not match the token', async () => {
    await expectOutcome(
      'deny',
      setDoc(clientDoc(), newUser(CLIENT, { email: 'someone@else.test' })),
    );
  });

  it("refuses an e-mail over 320 characters, even the token's own", async () => {
    const email = `${'x'.repeat(FIELD_LIMITS.contactEmail)}@example.test`;
    const longEmail = rules.withToken(CLIENT, { role: 'client', email });
    await expectOutcome('deny', setDoc(clientDoc(longEmail), newUser(CLIENT, { email })));
  });

  it('refuses when the token carries no e-mail', async () => {
    const noEmail = rules.withToken(CLIENT, { role: 'client' });
    await expectOutcome('deny', setDoc(clientDoc(noEmail), newUser(CLIENT)));
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '   '],
    ['over the limit', 'n'.repeat(FIELD_LIMITS.displayName + 1)],
    ['not a string', 42],
    ['an e-mail address', 'ann@example.com'],
    ['a handle', 'Ann @annspins'],
    ['a phone number', 'Ann 555 010 1234'],
    ['a phone number with dashes', 'Ann 555-0101'],
    ['an e-mail after a line break', 'Ann\nann@example.com'],
    ['digits split by line breaks', 'Ann 555\n010\n1'],
  ])('refuses a display name that is %s', async (_label, displayName) => {
    await expectOutcome('deny', setDoc(clientDoc(), newUser(CLIENT, { displayName })));
  });

  it.each(["Mary-Jane O'Neil", 'DJ Class of 2025', 'Ann 12 34 56', 'Zoë Ünal'])(
    'allows an ordinary display name: %j',
    async (displayName) => {
      await expectOutcome('allow', setDoc(clientDoc(), newUser(CLIENT, { displayName })));
    },
  );

  it.each(['createdAt', 'updatedAt'])('refuses a client date as %s', async (field) => {
    // A minute ago, not `new Date()`: on a fast local emulator a client's "now" can land on
    // the request's own millisecond and pass `== request.time` (seen once in CI).
    const clientDate = new Date(Date.now() - 60_000);
    await expectOutcome('deny', setDoc(clientDoc(), newUser(CLIENT, { [field]: clientDate })));
  });
});

describe('users/{uid}: read', () => {
  it('refuses a signed-in user with a non-admin role claim', async () => {
    await expectOutcome('deny', getDoc(clientDoc(rules.as('djOwner'))));
  });

  it('refuses a token without any role claim', async () => {
    const noRole = rules.withToken('stranger', { email: emailOf('stranger') });
    await expectOutcome('deny', getDoc(clientDoc(noRole)));
    await expectOutcome('deny', getDocs(collection(noRole, 'users')));
  });

  it('lets every signed-in persona read their own document', async () => {
    for (const persona of PERSONAS.filter((p) => p !== 'signedOut')) {
      await expectOutcome('allow', getDoc(doc(rules.as(persona), 'users', uidOf(persona))));
    }
  });
});

describe('users/{uid}: update', () => {
  // The name changes only through updateDisplayName (rate-limited, moderated, and it
  // rewrites the copies); the photo is shown on reviews. The client updates nothing.
  it('refuses the owner changing displayName or photoURL, however valid', async () => {
    await expectOutcome(
      'deny',
      updateDoc(clientDoc(), { displayName: 'Valid Name', updatedAt: serverTimestamp() }),
    );
    await expectOutcome(
      'deny',
      updateDoc(clientDoc(), {
        photoURL: 'https://example.com/new.png',
        updatedAt: serverTimestamp(),
      }),
    );
    // Control: the owner still reads it.
    await expectOutcome('allow', getDoc(clientDoc()));
  });

  it('refuses an update without a fresh updatedAt', async () => {
    await expectOutcome('deny', updateDoc(clientDoc(), { displayName: 'Al' }));
    await expectOutcome(
      'deny',
      // A minute ago: a client "now" could land on the request's own millisecond.
      updateDoc(clientDoc(), { displayName: 'Al', updatedAt: new Date(Date.now() - 60_000) }),
    );
  });

  it.each([
    ['requestedRole', 'dj'],
    ['role', 'admin'],
    ['claimsUpdatedAt', serverTimestamp()],
    ['email', 'new@x.test'],
    ['createdAt', serverTimestamp()],
  ])('refuses changing %s', async (field, value) => {
    await expectOutcome(
      'deny',
      updateDoc(clientDoc(), { [field]: value, updatedAt: serverTimestamp() }),
    );
  });

  it('refuses a client writing role into a document that has none yet', async () => {
    await rules.seedDocs({
      [`users/${CLIENT}`]: omit(omit(userDoc(CLIENT), 'role'), 'claimsUpdatedAt'),
    });
    await expectOutcome(
      'deny',
      updateDoc(clientDoc(), { role: 'admin', updatedAt: serverTimestamp() }),
    );
    await expectOutcome(
      'deny',
      updateDoc(clientDoc(), { claimsUpdatedAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    );
  });

  it.each([
    ['empty', ''],
    ['over the limit', 'n'.repeat(FIELD_LIMITS.displayName + 1)],
  ])('refuses a display name that is %s', async (_label, displayName) => {
    await expectOutcome(
      'deny',
      updateDoc(clientDoc(), { displayName, updatedAt: serverTimestamp() }),
    );
  });

  it('refuses an admin too: roles are written by the server only', async () => {
    await expectOutcome(
      'deny',
      updateDoc(clientDoc(rules.as('admin')), { role: 'dj', updatedAt: serverTimestamp() }),
    );
  });
});

describe('users/{uid}: subcollections', () => {
  it('are denied, even to the owner', async () => {
    await rules.seedDocs({ [`users/${CLIENT}/private/x`]: { note: 'n' } });
    await expectOutcome('deny', getDoc(doc(asClient(), 'users', CLIENT, 'private', 'x')));
    await expectOutcome(
      'deny',
      setDoc(doc(asClient(), 'users', CLIENT, 'private', 'y'), { note: 'n' }),
    );
  });
});
