import { doc, getDoc } from 'firebase/firestore';
import { REVIEW_AUTHORS, type ReviewValues } from '../../../domain/review-schema';
import { submitReview } from '../../../lib/firebase/content-callables';
import { firestore } from '../../../lib/firebase/firestore';

/**
 * A review of the booking, through the submitReview callable: the server checks the
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

/**
 * Whether this booking already has its review: reviewAuthors/{bookingId}, which the booking's
 * client may read (the public review does not say which booking it is). A read error counts as
 * "not known": false.
 */
export async function hasReview(bookingId: string): Promise<boolean> {
  try {
    return (await getDoc(doc(firestore, REVIEW_AUTHORS, bookingId))).exists();
  } catch {
    return false;
  }
}
