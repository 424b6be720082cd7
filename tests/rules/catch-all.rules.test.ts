// Anything the rules do not name is denied: a random collection, a random
// subcollection and a collection-group query, for every persona.
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { it } from 'vitest';
import { world } from './fixtures';
import { describeMatrix, expectOutcome, PERSONAS, setupRulesEnv, type Matrix } from './helpers';

/** A variants record of dj1's photo (decision 0026). */
const VARIANTS = {
  source: 'dj-profiles/dj1/profile-1700000000000.jpg',
  width: 1200,
  height: 800,
  widths: [320, 640, 960],
  uid: 'dj1',
  kind: 'profile',
};

/** A refund booking-confirmed's outbox owes (functions/src/services/money-outbox.ts). */
const OWED_REFUND = {
  bookingId: 'booking-confirmed',
  operation: 'refund',
  provider: 'stripe',
  paymentIntentId: 'pi_1',
  amountCents: 60000,
  idempotencyKey: 'booking-confirmed:2:cancel:refund',
};

const rules = setupRulesEnv(() => ({
  ...world(),
  'ledger/l1': { djOwnerUid: 'dj1', amountCents: 60000 },
  'bookings/booking-confirmed/payments/pay1': { clientUid: 'client1', amountCents: 60000 },
  'uploadGrants/dj1': { files: { 'profile-1700000000000.jpg': new Date(Date.UTC(2031, 0, 1)) } },
  'imageVariants/dj1_profile-1700000000000': VARIANTS,
  'moneyOutbox/booking-confirmed': { bookingId: 'booking-confirmed', moves: [OWED_REFUND] },
  'pushLog/client1__n1': { uid: 'client1', claimedAt: new Date(Date.UTC(2031, 0, 1)) },
}));

const DENY_ALL = {
  get: 'deny',
  list: 'deny',
  create: 'deny',
  update: 'deny',
  delete: 'deny',
} as const;
const MATRIX: Matrix = {
  signedOut: DENY_ALL,
  client: DENY_ALL,
  otherClient: DENY_ALL,
  djOwner: DENY_ALL,
  otherDj: DENY_ALL,
  admin: DENY_ALL,
};

// Target: ledger/l1, a collection the rules do not mention (even though it
// names dj1, and admins hold every other key). payouts has rules of its own now
// (payouts.rules.test.ts).
describeMatrix('ledger/{id} (unknown collection)', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'ledger', 'l1')),
  list: (db) => getDocs(collection(db, 'ledger')),
  create: (db) => setDoc(doc(db, 'ledger', 'l2'), { djOwnerUid: 'dj1', amountCents: 1 }),
  update: (db) => updateDoc(doc(db, 'ledger', 'l1'), { amountCents: 1 }),
  delete: (db) => deleteDoc(doc(db, 'ledger', 'l1')),
});

// Target: the upload paths the server granted dj1 (storage.rules read them). Had the owner
// write access, they could grant themselves uploads past the hourly limit.
describeMatrix('uploadGrants/{uid} (functions only)', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'uploadGrants', 'dj1')),
  list: (db) => getDocs(collection(db, 'uploadGrants')),
  create: (db) =>
    setDoc(doc(db, 'uploadGrants', 'dj2'), { files: { 'cover-1700000000000.png': new Date() } }),
  update: (db) =>
    updateDoc(doc(db, 'uploadGrants', 'dj1'), {
      files: { 'cover-1700000000001.png': new Date(Date.UTC(2031, 0, 1)) },
    }),
  delete: (db) => deleteDoc(doc(db, 'uploadGrants', 'dj1')),
});

// Target: the variants record of dj1's photo. Had the owner write access, they could attach
// a srcset of their choosing to their profile (the saves copy it onto djs/{uid}).
describeMatrix('imageVariants/{id} (functions only)', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'imageVariants', 'dj1_profile-1700000000000')),
  list: (db) => getDocs(collection(db, 'imageVariants')),
  create: (db) =>
    setDoc(doc(db, 'imageVariants', 'dj1_cover-1700000000001'), {
      ...VARIANTS,
      source: 'dj-profiles/dj1/cover-1700000000001.jpg',
      kind: 'cover',
    }),
  update: (db) =>
    updateDoc(doc(db, 'imageVariants', 'dj1_profile-1700000000000'), { widths: [320, 9999] }),
  delete: (db) => deleteDoc(doc(db, 'imageVariants', 'dj1_profile-1700000000000')),
});

// Target: the outbox of a booking the client and the DJ can read. Had a party read access, they
// would see the platform's keys and intents; write access, they could have the server move
// money of their choosing (a refund of the whole charge, say) on its next settlement.
describeMatrix('moneyOutbox/{bookingId} (functions only)', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'moneyOutbox', 'booking-confirmed')),
  list: (db) => getDocs(collection(db, 'moneyOutbox')),
  create: (db) =>
    setDoc(doc(db, 'moneyOutbox', 'booking-pending'), {
      bookingId: 'booking-pending',
      moves: [{ ...OWED_REFUND, bookingId: 'booking-pending' }],
    }),
  update: (db) =>
    updateDoc(doc(db, 'moneyOutbox', 'booking-confirmed'), {
      moves: [{ ...OWED_REFUND, amountCents: 1 }],
    }),
  delete: (db) => deleteDoc(doc(db, 'moneyOutbox', 'booking-confirmed')),
});

// Target: the push claimed for client1's notice. Had its owner write access, deleting it would
// have the next delivery push the same notice again; creating one would silence a notice.
describeMatrix('pushLog/{eventKey} (functions only)', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'pushLog', 'client1__n1')),
  list: (db) => getDocs(collection(db, 'pushLog')),
  create: (db) => setDoc(doc(db, 'pushLog', 'client1__n2'), { uid: 'client1' }),
  update: (db) => updateDoc(doc(db, 'pushLog', 'client1__n1'), { sent: 0 }),
  delete: (db) => deleteDoc(doc(db, 'pushLog', 'client1__n1')),
});

// Target: a subcollection of a booking the client can read.
describeMatrix('bookings/{id}/payments (unknown subcollection)', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'bookings', 'booking-confirmed', 'payments', 'pay1')),
  list: (db) => getDocs(collection(db, 'bookings', 'booking-confirmed', 'payments')),
  create: (db) =>
    setDoc(doc(db, 'bookings', 'booking-confirmed', 'payments', 'pay2'), { amountCents: 1 }),
  update: (db) =>
    updateDoc(doc(db, 'bookings', 'booking-confirmed', 'payments', 'pay1'), { amountCents: 1 }),
  delete: (db) => deleteDoc(doc(db, 'bookings', 'booking-confirmed', 'payments', 'pay1')),
});

it.each(PERSONAS)('collection-group queries are denied to %s', async (persona) => {
  const db = rules.as(persona);
  for (const group of ['messages', 'reviews', 'links', 'payouts', 'payoutAccounts']) {
    await expectOutcome('deny', getDocs(collectionGroup(db, group)));
  }
});
