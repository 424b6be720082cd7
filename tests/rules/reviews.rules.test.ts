// Security rules for djs/{djId}/reviews/{bookingId}: one review per completed
// booking, by its client; public when the DJ is verified; admins moderate.
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
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { bookingDoc, bookingId, newReview, PAST, world } from './fixtures';
import {
  BOOKING_STATUSES,
  describeMatrix,
  expectOutcome,
  uidOf,
  setupRulesEnv,
  type Matrix,
} from './helpers';

// On top of the world: dj2 (pending) has a review of booking-other and an
// unreviewed completed booking with client2.
const rules = setupRulesEnv(() => ({
  ...world(),
  'djs/dj2/reviews/booking-other': { ...newReview('client2'), createdAt: PAST },
  'bookings/booking-other-2': bookingDoc('completed', {
    clientUid: 'client2',
    djId: 'dj2',
    djOwnerUid: 'dj2',
  }),
}));

const review = (db: Firestore, djId: string, id: string) => doc(db, 'djs', djId, 'reviews', id);
const reviewsOf = (db: Firestore, djId: string) =>
  query(collection(db, 'djs', djId, 'reviews'), orderBy('createdAt', 'desc'));

// Target: dj1 (verified). Get/update/delete: the existing review of booking-reviewed.
// Create: a review of booking-completed (client1 with dj1, not reviewed yet).
const VERIFIED_MATRIX: Matrix = {
  signedOut: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  client: { get: 'allow', list: 'allow', create: 'allow', update: 'deny', delete: 'deny' },
  otherClient: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  djOwner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  otherDj: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'allow' },
};

describeMatrix('djs/{djId}/reviews verified DJ', rules, VERIFIED_MATRIX, {
  get: (db) => getDoc(review(db, 'dj1', 'booking-reviewed')),
  list: (db) => getDocs(reviewsOf(db, 'dj1')),
  create: (db, persona) =>
    setDoc(review(db, 'dj1', bookingId('completed')), newReview(uidOf(persona))),
  update: (db) => updateDoc(review(db, 'dj1', 'booking-reviewed'), { rating: 5 }),
  delete: (db) => deleteDoc(review(db, 'dj1', 'booking-reviewed')),
});

// Target: dj2 (no status, i.e. pending; otherDj owns it). Get/update/delete: the
// review of booking-other. Create: a review of booking-other-2 (client2 with dj2).
const PENDING_MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  client: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  otherClient: { get: 'deny', list: 'deny', create: 'allow', update: 'deny', delete: 'deny' },
  djOwner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  otherDj: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'allow' },
};

describeMatrix('djs/{djId}/reviews pending DJ', rules, PENDING_MATRIX, {
  get: (db) => getDoc(review(db, 'dj2', 'booking-other')),
  list: (db) => getDocs(reviewsOf(db, 'dj2')),
  create: (db, persona) => setDoc(review(db, 'dj2', 'booking-other-2'), newReview(uidOf(persona))),
  update: (db) => updateDoc(review(db, 'dj2', 'booking-other'), { rating: 1 }),
  delete: (db) => deleteDoc(review(db, 'dj2', 'booking-other')),
});

describe.each(BOOKING_STATUSES)('reviewing a booking in status %s', (status) => {
  const outcome = status === 'completed' ? 'allow' : 'deny';

  it(`the client's review → ${outcome}`, async () => {
    await expectOutcome(
      outcome,
      setDoc(review(rules.as('client'), 'dj1', bookingId(status)), newReview('client1')),
    );
  });

  it('the DJ cannot review their own booking', async () => {
    await expectOutcome(
      'deny',
      setDoc(review(rules.as('djOwner'), 'dj1', bookingId(status)), newReview('dj1')),
    );
  });
});

describe('reviews: whose booking, which DJ', () => {
  it("refuses reviewing someone else's booking", async () => {
    await expectOutcome(
      'deny',
      setDoc(review(rules.as('client'), 'dj2', 'booking-other-2'), newReview('client1')),
    );
  });

  it('refuses a review filed under the wrong DJ', async () => {
    await expectOutcome(
      'deny',
      setDoc(review(rules.as('client'), 'dj2', bookingId('completed')), newReview('client1')),
    );
  });

  it('refuses a review of a booking that does not exist', async () => {
    await expectOutcome(
      'deny',
      setDoc(review(rules.as('client'), 'dj1', 'no-such-booking'), newReview('client1')),
    );
  });

  it('refuses a second review of the same booking (a write to an existing review)', async () => {
    await expectOutcome(
      'deny',
      setDoc(review(rules.as('client'), 'dj1', 'booking-reviewed'), newReview('client1')),
    );
  });

  it("refuses writing a review in another user's name", async () => {
    await expectOutcome(
      'deny',
      setDoc(review(rules.as('client'), 'dj1', bookingId('completed')), newReview('client2')),
    );
  });
});

describe('reviews: shape', () => {
  const submit = (data: DocumentData) =>
    setDoc(review(rules.as('client'), 'dj1', bookingId('completed')), data);

  const VALID: [string, DocumentData][] = [
    ['rating 1', { rating: 1 }],
    ['rating 5', { rating: 5 }],
    ['an empty comment', { comment: '' }],
    ['a 1000-character comment', { comment: 'c'.repeat(1000) }],
    ['a 100-character author name', { authorName: 'n'.repeat(100) }],
    ['an https photo', { authorPhotoUrl: 'https://example.test/me.png' }],
  ];

  it.each(VALID)('accepts %s', async (_label, change) => {
    await expectOutcome('allow', submit(newReview('client1', change)));
  });

  const INVALID: [string, DocumentData][] = [
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['a negative rating', { rating: -5 }],
    ['a fractional rating', { rating: 4.5 }],
    ['a rating given as a string', { rating: '5' }],
    ['a null rating', { rating: null }],
    ['a 1001-character comment', { comment: 'c'.repeat(1001) }],
    ['a comment that is not a string', { comment: 5 }],
    ['an empty author name', { authorName: '' }],
    ['a 101-character author name', { authorName: 'n'.repeat(101) }],
    ['a javascript: photo URL', { authorPhotoUrl: 'javascript:alert(1)' }],
    ['an over-long photo URL', { authorPhotoUrl: `https://x.test/${'a'.repeat(2048)}` }],
    ['a client date as createdAt', { createdAt: new Date() }],
    ['an extra field', { verifiedPurchase: true }],
    ['a DJ reply', { djReply: 'Thanks!' }],
  ];

  it.each(INVALID)('refuses %s', async (_label, change) => {
    await expectOutcome('deny', submit(newReview('client1', change)));
  });

  it.each(['rating', 'comment', 'authorUid', 'authorName', 'authorPhotoUrl', 'createdAt'])(
    'refuses a review without %s',
    async (field) => {
      const data = newReview('client1');
      delete data[field];
      await expectOutcome('deny', submit(data));
    },
  );

  it('the author cannot edit or delete their review', async () => {
    const ref = review(rules.as('client'), 'dj1', 'booking-reviewed');
    await expectOutcome('deny', updateDoc(ref, { comment: 'Changed my mind', rating: 1 }));
    await expectOutcome('deny', updateDoc(ref, { createdAt: serverTimestamp() }));
    await expectOutcome('deny', deleteDoc(ref));
  });
});
