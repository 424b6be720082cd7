import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { toReviewWrite, type ReviewValues } from '../../../domain/review-schema';
import { firestore } from '../../../lib/firebase/firestore';

/**
 * djs/{djId}/reviews/{bookingId}: the client writes it directly and the rules
 * check the rest (their booking, with this DJ, completed; one per booking,
 * because the id is the booking id). onReviewWritten updates the DJ's rating.
 */
export async function leaveReview(input: {
  djId: string;
  bookingId: string;
  authorUid: string;
  authorName: string;
  values: ReviewValues;
}): Promise<void> {
  await setDoc(doc(firestore, 'djs', input.djId, 'reviews', input.bookingId), {
    ...toReviewWrite(input.values),
    authorUid: input.authorUid,
    authorName: input.authorName.slice(0, 100) || 'Anonymous',
    authorPhotoUrl: null,
    createdAt: serverTimestamp(),
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
