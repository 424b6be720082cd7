/**
 * Brings reviews written before decision 0032 into today's shape. Such a review is stored
 * under its booking's id and carries its author's uid, both readable by anyone. Each one
 * becomes, in one batch:
 * - the same review (rating, comment, name, date) under an id of its own, without the uid,
 *   and with its photo only when the platform stores it in the author's own folder;
 * - reviewAuthors/{bookingId}, the private link, when the old id was a booking of that author
 *   (reviews with no such booking, e.g. ones imported by hand, get no link);
 * - the old document removed.
 * Idempotent: a review without `authorUid` is already in shape and is left alone. Run by
 * `npm run seed` (so persisted demo data follows) and by `npm run migrate-reviews`.
 */
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { isOwnReviewerPhoto } from '../../src/domain/image-upload';
import { REVIEW_AUTHORS } from '../../src/domain/review-schema';

/** Reviews read per page. */
export const REVIEW_MIGRATION_PAGE_SIZE = 200;

export interface ReviewMigrationCounts {
  read: number;
  moved: number;
  linked: number;
}

export async function migrateReviews(
  db: Firestore,
  options: { bucket: string; log?: (message: string) => void },
): Promise<ReviewMigrationCounts> {
  const counts: ReviewMigrationCounts = { read: 0, moved: 0, linked: 0 };
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db
      .collectionGroup('reviews')
      .orderBy(FieldPath.documentId())
      .limit(REVIEW_MIGRATION_PAGE_SIZE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    for (const old of snap.docs) {
      counts.read++;
      const data = old.data();
      const authorUid: unknown = data.authorUid;
      // Only djs/{djId}/reviews: another collection of that name is not ours to move.
      const djRef = old.ref.parent.parent;
      if (typeof authorUid !== 'string' || !djRef || djRef.parent.id !== 'djs') continue;
      const booking = await db.collection('bookings').doc(old.id).get();
      const isTheirBooking =
        booking.exists &&
        booking.get('clientUid') === authorUid &&
        booking.get('djId') === djRef.id;
      const photo: unknown = data.authorPhotoUrl;
      const fresh = djRef.collection('reviews').doc();
      const batch = db.batch();
      batch.create(fresh, {
        rating: data.rating,
        comment: data.comment ?? '',
        authorName: data.authorName ?? null,
        authorPhotoUrl: isOwnReviewerPhoto(photo, authorUid, {
          allowLoopback: false,
          bucket: options.bucket,
        })
          ? photo
          : null,
        createdAt: data.createdAt ?? null,
      });
      if (isTheirBooking) {
        batch.set(db.collection(REVIEW_AUTHORS).doc(old.id), {
          authorUid,
          djId: djRef.id,
          reviewId: fresh.id,
          createdAt: data.createdAt ?? null,
        });
        counts.linked++;
      }
      batch.delete(old.ref);
      await batch.commit();
      counts.moved++;
    }
    if (snap.size < REVIEW_MIGRATION_PAGE_SIZE) break;
    after = snap.docs[snap.docs.length - 1];
  }
  if (counts.moved > 0) {
    options.log?.(
      `reviews: ${counts.moved} of ${counts.read} moved to ids of their own (${counts.linked} linked to their booking)`,
    );
  }
  return counts;
}
