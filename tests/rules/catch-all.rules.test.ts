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

const rules = setupRulesEnv(() => ({
  ...world(),
  'payouts/p1': { djOwnerUid: 'dj1', amountCents: 60000 },
  'bookings/booking-confirmed/payments/pay1': { clientUid: 'client1', amountCents: 60000 },
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

// Target: payouts/p1, a collection the rules do not mention (even though it
// names dj1, and admins hold every other key).
describeMatrix('payouts/{id} (unknown collection)', rules, MATRIX, {
  get: (db) => getDoc(doc(db, 'payouts', 'p1')),
  list: (db) => getDocs(collection(db, 'payouts')),
  create: (db) => setDoc(doc(db, 'payouts', 'p2'), { djOwnerUid: 'dj1', amountCents: 1 }),
  update: (db) => updateDoc(doc(db, 'payouts', 'p1'), { amountCents: 1 }),
  delete: (db) => deleteDoc(doc(db, 'payouts', 'p1')),
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
  for (const group of ['messages', 'reviews', 'links']) {
    await expectOutcome('deny', getDocs(collectionGroup(db, group)));
  }
});
