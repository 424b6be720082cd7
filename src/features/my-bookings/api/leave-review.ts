import { doc, getDoc } from 'firebase/firestore';
import type { ReviewValues } from '../../../domain/review-schema';
import { submitReview } from '../../../lib/firebase/content-callables';
import { firestore } from '../../../lib/firebase/firestore';

/**
 * djs/{djId}/reviews/{bookingId}, through the submitReview callable: the server checks the
 * booking (the caller's, completed, not reviewed yet), moderates the comment, applies the
 * quota and takes the author's name and photo from the account. onReviewWritten then
 * updates the DJ's rating.
 */
export async function leaveReview(input: {
  bookingId: string;
  values: ReviewValues;
}): Promise<void> {
  await submitReview({
    bookingId: input.bookingId,
    rating: input.values.rating,
    comment: input.values.comment ?? '',
  });
}

/** Whether this booking already has its review (a read error counts as "not known": false). */
export async function hasReview(djId: string, bookingId: string): Promise<boolean> {
  try {
    return (await getDoc(doc(firestore, 'djs', djId, 'reviews', bookingId))).exists();
  } catch {
    return false;
  }
}
