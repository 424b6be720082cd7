// npm run migrate-reviews (scripts/lib/migrate-reviews.ts) against the Firestore emulator:
// reviews stored under their booking's id with their author's uid (before decision 0032) move
// to ids of their own, linked to their booking in reviewAuthors, in one batch each; a second
// run changes nothing. It reads every review, so it runs with the whole database to itself.
import { describe, expect, it } from 'vitest';
import { migrateReviews } from '../../scripts/lib/migrate-reviews';
import { adminDb, newId } from './helpers';

const BUCKET = 'demo-spinbook.appspot.com';
const stored = (uid: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(`dj-profiles/${uid}/p.jpg`)}?alt=media`;

describe('migrateReviews', () => {
  it('moves old reviews to ids of their own, links them to their booking, and is idempotent', async () => {
    const djId = newId('Dj');
    const clientUid = newId('Cl');
    const bookingId = newId('Bk');
    const strangerReviewId = newId('Rv');
    const createdAt = new Date('2026-03-01T12:00:00Z');
    await adminDb.doc(`bookings/${bookingId}`).set({ clientUid, djId, status: 'completed' });
    await adminDb.doc(`djs/${djId}/reviews/${bookingId}`).set({
      rating: 4,
      comment: 'Great set.',
      authorUid: clientUid,
      authorName: 'Casey Client',
      authorPhotoUrl: 'https://tracker.example/pixel.gif',
      createdAt,
    });
    // No booking behind it (an imported review): moved, not linked; its stored photo stays.
    await adminDb.doc(`djs/${djId}/reviews/${strangerReviewId}`).set({
      rating: 5,
      comment: 'Loved it.',
      authorUid: 'stranger0000000000000000000',
      authorName: 'Sam',
      authorPhotoUrl: stored('stranger0000000000000000000'),
      createdAt,
    });

    const first = await migrateReviews(adminDb, { bucket: BUCKET });
    expect(first.moved).toBeGreaterThanOrEqual(2);

    const reviews = await adminDb.collection(`djs/${djId}/reviews`).get();
    expect(reviews.size).toBe(2);
    expect(reviews.docs.map((d) => d.id)).not.toContain(bookingId);
    expect(reviews.docs.map((d) => d.id)).not.toContain(strangerReviewId);
    for (const review of reviews.docs) {
      expect(review.get('authorUid')).toBeUndefined();
      expect(review.get('createdAt').toDate()).toEqual(createdAt);
    }
    const link = (await adminDb.doc(`reviewAuthors/${bookingId}`).get()).data();
    expect(link).toMatchObject({ authorUid: clientUid, djId });
    const linked = reviews.docs.find((d) => d.id === link?.reviewId);
    expect(linked?.data()).toMatchObject({
      rating: 4,
      comment: 'Great set.',
      authorName: 'Casey Client',
      authorPhotoUrl: null,
    });
    const sam = reviews.docs.find((d) => d.get('authorName') === 'Sam');
    expect(sam?.get('authorPhotoUrl')).toBe(stored('stranger0000000000000000000'));
    expect((await adminDb.doc(`reviewAuthors/${strangerReviewId}`).get()).exists).toBe(false);

    const again = await migrateReviews(adminDb, { bucket: BUCKET });
    expect(again.moved).toBe(0);
    expect((await adminDb.collection(`djs/${djId}/reviews`).get()).size).toBe(2);
  });
});
