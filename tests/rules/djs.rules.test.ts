// Security rules for djs/{djId}: public when verified, otherwise the owner's
// and admins'; written by Cloud Functions only.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { djDoc, omit, world } from './fixtures';
import {
  describeMatrix,
  expectOutcome,
  PERSONAS,
  uidOf,
  setupRulesEnv,
  type Matrix,
  type Persona,
} from './helpers';

const rules = setupRulesEnv(world);

/** Nobody writes a DJ profile from the client: the bio is sanitised and the counters kept on the server. */
const NO_WRITES = { create: 'deny', update: 'deny', delete: 'deny' } as const;

// Target: djs/dj1, verified. List: the public directory query.
const VERIFIED_MATRIX: Matrix = {
  signedOut: { get: 'allow', list: 'allow', ...NO_WRITES },
  client: { get: 'allow', list: 'allow', ...NO_WRITES },
  otherClient: { get: 'allow', list: 'allow', ...NO_WRITES },
  djOwner: { get: 'allow', list: 'allow', ...NO_WRITES },
  otherDj: { get: 'allow', list: 'allow', ...NO_WRITES },
  admin: { get: 'allow', list: 'allow', ...NO_WRITES },
};

// Target: djs/dj2, which has no status yet (pending); otherDj owns it.
// List: the whole collection, as the admin screen reads it.
const PENDING_MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', ...NO_WRITES },
  client: { get: 'deny', list: 'deny', ...NO_WRITES },
  otherClient: { get: 'deny', list: 'deny', ...NO_WRITES },
  djOwner: { get: 'deny', list: 'deny', ...NO_WRITES },
  otherDj: { get: 'allow', list: 'deny', ...NO_WRITES },
  admin: { get: 'allow', list: 'allow', ...NO_WRITES },
};

/** Create: each persona tries to create its own profile (djs/<uid>, removed first if seeded). */
async function createOwnProfile(firestore: Firestore, persona: Persona) {
  const uid = uidOf(persona);
  await rules.withoutRules((adminDb) => deleteDoc(doc(adminDb, 'djs', uid)));
  return setDoc(
    doc(firestore, 'djs', uid),
    omit(djDoc(uid, { status: 'pending' }), 'averageRating'),
  );
}

describeMatrix('djs/{djId} verified', rules, VERIFIED_MATRIX, {
  get: (db) => getDoc(doc(db, 'djs', 'dj1')),
  list: (db) => getDocs(query(collection(db, 'djs'), where('status', '==', 'verified'))),
  create: (db, persona) => createOwnProfile(db, persona),
  update: (db) =>
    updateDoc(doc(db, 'djs', 'dj1'), { bio: 'New bio', updatedAt: serverTimestamp() }),
  delete: (db) => deleteDoc(doc(db, 'djs', 'dj1')),
});

describeMatrix('djs/{djId} pending', rules, PENDING_MATRIX, {
  get: (db) => getDoc(doc(db, 'djs', 'dj2')),
  list: (db) => getDocs(collection(db, 'djs')),
  create: (db, persona) => createOwnProfile(db, persona),
  update: (db) =>
    updateDoc(doc(db, 'djs', 'dj2'), { bio: 'New bio', updatedAt: serverTimestamp() }),
  delete: (db) => deleteDoc(doc(db, 'djs', 'dj2')),
});

describe('djs/{djId}: visibility by status', () => {
  const STATUSES = ['pending', 'verified', 'suspended'];

  describe.each(STATUSES)('status %s', (status) => {
    it.each(PERSONAS.map((persona) => [persona] as const))('get as %s', async (persona) => {
      await rules.seedDocs({ 'djs/dj1': djDoc('dj1', { status }) });
      const visible = status === 'verified' || persona === 'djOwner' || persona === 'admin';
      await expectOutcome(visible ? 'allow' : 'deny', getDoc(doc(rules.as(persona), 'djs', 'dj1')));
    });
  });

  it('a signed-out visitor cannot list the directory without the verified filter', async () => {
    await expectOutcome('deny', getDocs(collection(rules.as('signedOut'), 'djs')));
  });

  it('a client cannot list pending DJs', async () => {
    await expectOutcome(
      'deny',
      getDocs(query(collection(rules.as('client'), 'djs'), where('status', '==', 'pending'))),
    );
  });

  it('an admin can list pending DJs (the review queue)', async () => {
    await expectOutcome(
      'allow',
      getDocs(query(collection(rules.as('admin'), 'djs'), where('status', '==', 'pending'))),
    );
  });

  it('an owner cannot list the whole collection, only read their own profile by id', async () => {
    await expectOutcome('deny', getDocs(collection(rules.as('otherDj'), 'djs')));
    await expectOutcome('allow', getDoc(doc(rules.as('otherDj'), 'djs', 'dj2')));
  });
});

describe('djs/{djId}: server-owned fields cannot be set from the client', () => {
  const ATTACKS: [string, DocumentData][] = [
    ['verify itself (status)', { status: 'verified' }],
    ['set averageRating', { averageRating: 5 }],
    ['set totalReviews', { totalReviews: 100 }],
    ['set totalBookings', { totalBookings: 1000 }],
    ['rewrite its search fields', { genreKeys: ['techno'] }],
    ['set a negative rate', { hourlyRateCents: -100 }],
    ['set a fractional rate', { hourlyRateCents: 99.5 }],
    ['write an unsanitised bio', { bio: '<img src=x onerror=alert(1)>' }],
    // The resized variants are the functions' (decision 0026): a srcset of one's choosing
    // would put any image, of any size, on the cards.
    [
      'attach image variants',
      {
        photoVariants: {
          source: 'dj-profiles/dj1/profile-1700000000000.jpg',
          width: 1200,
          height: 800,
          widths: [320],
        },
      },
    ],
  ];

  it.each(ATTACKS)('the pending owner cannot %s', async (_label, change) => {
    await expectOutcome(
      'deny',
      updateDoc(doc(rules.as('otherDj'), 'djs', 'dj2'), {
        ...change,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it.each(ATTACKS)('the verified owner cannot %s either', async (_label, change) => {
    await expectOutcome(
      'deny',
      updateDoc(doc(rules.as('djOwner'), 'djs', 'dj1'), {
        ...change,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a new DJ cannot create a profile that is already verified and rated', async () => {
    await expectOutcome(
      'deny',
      setDoc(doc(rules.as('client'), 'djs', 'client1'), djDoc('client1', { status: 'verified' })),
    );
  });

  it('an admin cannot verify a DJ from the client (moderation goes through a function)', async () => {
    await expectOutcome(
      'deny',
      updateDoc(doc(rules.as('admin'), 'djs', 'dj2'), { status: 'verified' }),
    );
  });
});
