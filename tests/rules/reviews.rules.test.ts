// Security rules for djs/{djId}/reviews/{reviewId}: written only by the submitReview
// callable (one per completed booking, by its client); public when the DJ is verified;
// admins moderate. And reviewAuthors/{bookingId}, the private link between a review, its
// booking and its author: the booking's client and admins read it, nobody writes it.
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
import { FIELD_LIMITS } from '../../src/domain/limits';
import { RATING_MAX, RATING_MIN, REVIEW_AUTHORS } from '../../src/domain/review-schema';
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
  'djs/dj2/reviews/review-other': { ...newReview('client2'), createdAt: PAST },
  'bookings/booking-other-2': bookingDoc('completed', {
    clientUid: 'client2',
    djId: 'dj2',
    djOwnerUid: 'dj2',
  }),
}));

const review = (db: Firestore, djId: string, id: string) => doc(db, 'djs', djId, 'reviews', id);
const reviewsOf = (db: Firestore, djId: string) =>
  query(collection(db, 'djs', djId, 'reviews'), orderBy('createdAt', 'desc'));

// Target: dj1 (verified). Get/update/delete: the existing review (of booking-reviewed).
// Create: a review of booking-completed (client1 with dj1, not reviewed yet): refused to all.
const VERIFIED_MATRIX: Matrix = {
  signedOut: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  client: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  otherClient: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  djOwner: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  otherDj: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'allow' },
};

describeMatrix('djs/{djId}/reviews verified DJ', rules, VERIFIED_MATRIX, {
  get: (db) => getDoc(review(db, 'dj1', 'review-1')),
  list: (db) => getDocs(reviewsOf(db, 'dj1')),
  create: (db, persona) =>
    setDoc(review(db, 'dj1', bookingId('completed')), newReview(uidOf(persona))),
  update: (db) => updateDoc(review(db, 'dj1', 'review-1'), { rating: 5 }),
  delete: (db) => deleteDoc(review(db, 'dj1', 'review-1')),
});

// Target: dj2 (no status, i.e. pending; otherDj owns it). Get/update/delete: the
// review of booking-other. Create: a review of booking-other-2 (client2 with dj2): refused.
const PENDING_MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  client: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  otherClient: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  djOwner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  otherDj: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'allow', create: 'deny', update: 'deny', delete: 'allow' },
};

describeMatrix('djs/{djId}/reviews pending DJ', rules, PENDING_MATRIX, {
  get: (db) => getDoc(review(db, 'dj2', 'review-other')),
  list: (db) => getDocs(reviewsOf(db, 'dj2')),
  create: (db, persona) => setDoc(review(db, 'dj2', 'booking-other-2'), newReview(uidOf(persona))),
  update: (db) => updateDoc(review(db, 'dj2', 'review-other'), { rating: 1 }),
  delete: (db) => deleteDoc(review(db, 'dj2', 'review-other')),
});

describe.each(BOOKING_STATUSES)('reviewing a booking in status %s directly', (status) => {
  // Even the completed booking's own client is refused: submitReview writes reviews.
  it("the client's review → deny", async () => {
    await expectOutcome(
      'deny',
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

describe('reviews: no direct client writes (the submitReview callable writes them)', () => {
  const submit = (data: DocumentData) =>
    setDoc(review(rules.as('client'), 'dj1', bookingId('completed')), data);

  // Reviews the old rules accepted from the booking's client: refused now, because the
  // comment is moderated, the quota counted and the author taken from the account on the
  // server (a client-written authorName was how "Spinbook Trust & Safety" got signed).
  const ONCE_VALID: [string, DocumentData][] = [
    [`rating ${RATING_MIN}`, { rating: RATING_MIN }],
    [`rating ${RATING_MAX}`, { rating: RATING_MAX }],
    ['a comment at the limit', { comment: 'c'.repeat(FIELD_LIMITS.comment) }],
    ['a forged author name', { authorName: 'Spinbook Trust & Safety' }],
    ['a phone number in the comment', { comment: 'Great! Call me on 512 555 0100' }],
  ];

  it.each(ONCE_VALID)('refuses the client writing %s', async (_label, change) => {
    await expectOutcome('deny', submit(newReview('client1', change)));
  });

  it('the author cannot edit or delete their review', async () => {
    const ref = review(rules.as('client'), 'dj1', 'review-1');
    await expectOutcome('deny', updateDoc(ref, { comment: 'Changed my mind', rating: 1 }));
    await expectOutcome('deny', updateDoc(ref, { createdAt: serverTimestamp() }));
    await expectOutcome('deny', deleteDoc(ref));
  });

  it('control: the public reads the review and an admin removes it', async () => {
    await expectOutcome('allow', getDoc(review(rules.as('signedOut'), 'dj1', 'review-1')));
    await expectOutcome('allow', deleteDoc(review(rules.as('admin'), 'dj1', 'review-1')));
  });
});

const author = (db: Firestore, id: string) => doc(db, REVIEW_AUTHORS, id);

// Target: reviewAuthors/booking-reviewed (client1's review of dj1). Create: the link of
// booking-completed (client1's, not reviewed yet). Nobody but functions writes.
const AUTHORS_MATRIX: Matrix = {
  signedOut: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  client: { get: 'allow', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  otherClient: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  djOwner: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  otherDj: { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
  admin: { get: 'allow', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' },
};

describeMatrix('reviewAuthors/{bookingId}', rules, AUTHORS_MATRIX, {
  get: (db) => getDoc(author(db, 'booking-reviewed')),
  list: (db) => getDocs(collection(db, REVIEW_AUTHORS)),
  create: (db, persona) =>
    setDoc(author(db, bookingId('completed')), {
      authorUid: uidOf(persona),
      djId: 'dj1',
      reviewId: 'forged',
      createdAt: serverTimestamp(),
    }),
  update: (db) => updateDoc(author(db, 'booking-reviewed'), { authorUid: 'client2' }),
  delete: (db) => deleteDoc(author(db, 'booking-reviewed')),
});

describe('reviewAuthors: has this booking been reviewed?', () => {
  it("the booking's client may ask before there is a review (My Bookings' Leave Review)", async () => {
    await expectOutcome('allow', getDoc(author(rules.as('client'), bookingId('completed'))));
  });

  it('nobody else learns anything about a booking id from it, existing or not', async () => {
    for (const persona of ['otherClient', 'djOwner', 'signedOut'] as const) {
      await expectOutcome('deny', getDoc(author(rules.as(persona), bookingId('completed'))));
      await expectOutcome('deny', getDoc(author(rules.as(persona), 'no-such-booking')));
    }
  });
});
