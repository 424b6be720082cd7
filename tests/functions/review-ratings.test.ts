// A review by the client of a completed booking (through submitReview) updates the DJ's
// averageRating and totalReviews through the onReviewWritten trigger; deleting one (admins)
// updates them again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminDb, newPerson, waitFor, type Person } from './helpers';

let client: Person;
const djId = `RatedDj${Date.now()}`.padEnd(28, 'x').slice(0, 28);
const bookingA = `ratingBookingA${Date.now()}`;
const bookingB = `ratingBookingB${Date.now()}`;

beforeAll(async () => {
  client = await newPerson('reviewer');
  await adminDb.doc(`djs/${djId}`).set({
    ownerUid: djId,
    name: 'Rated DJ',
    status: 'verified',
    hourlyRateCents: 10_000,
    averageRating: 0,
    totalReviews: 0,
  });
  for (const id of [bookingA, bookingB]) {
    await adminDb.doc(`bookings/${id}`).set({
      clientUid: client.user.uid,
      djId,
      djOwnerUid: djId,
      status: 'completed',
    });
  }
});
afterAll(async () => {
  await client.close();
});

const ratingOf = async () => {
  const data = (await adminDb.doc(`djs/${djId}`).get()).data() ?? {};
  return { averageRating: data.averageRating, totalReviews: data.totalReviews };
};

function review(bookingId: string, rating: number) {
  return client.call('submitReview', { bookingId, rating, comment: 'Great night.' });
}

it("the client's reviews set the DJ's average and count; an admin's delete updates them", async () => {
  await review(bookingA, 5);
  expect(
    await waitFor(async () => {
      const r = await ratingOf();
      return r.totalReviews === 1 ? r : undefined;
    }),
  ).toEqual({ averageRating: 5, totalReviews: 1 });

  await review(bookingB, 2);
  expect(
    await waitFor(async () => {
      const r = await ratingOf();
      return r.totalReviews === 2 ? r : undefined;
    }),
  ).toEqual({ averageRating: 3.5, totalReviews: 2 });

  // The public review has an id of its own; its link names it (decision 0032).
  const reviewA: unknown = (await adminDb.doc(`reviewAuthors/${bookingA}`).get()).get('reviewId');
  expect(typeof reviewA).toBe('string');
  await adminDb.doc(`djs/${djId}/reviews/${String(reviewA)}`).delete();
  expect(
    await waitFor(async () => {
      const r = await ratingOf();
      return r.totalReviews === 1 ? r : undefined;
    }),
  ).toEqual({ averageRating: 2, totalReviews: 1 });
});
