import { number, object, type InferType } from 'yup';
import { INVALID_ID, isValidDocId } from './ids';
import { FIELD_LIMITS } from './limits';
import { REQUIRED } from './messages';
import { offPlatformSafe } from './off-platform-text';
import { optionalText, trimmedString } from './schema-fields';

/** A review of a completed booking: 1–5 stars and an optional comment. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Not in the spec: the stars input's own error. */
export const INVALID_RATING = 'Please choose a rating from 1 to 5 stars.';
/**
 * reviewAuthors/{bookingId}: who wrote the review of a booking, and which public review it is
 * (authorUid, djId, reviewId). Public reviews carry neither the booking id nor the author's
 * uid (decision 0032); only functions write here, and only the booking's client and admins
 * read it.
 */
export const REVIEW_AUTHORS = 'reviewAuthors';

/** Shown for a reviewer without a display name. */
export const ANONYMOUS_REVIEWER = 'Anonymous';

export const reviewSchema = object({
  rating: number()
    .typeError(INVALID_RATING)
    .required(REQUIRED)
    .integer(INVALID_RATING)
    .min(RATING_MIN, INVALID_RATING)
    .max(RATING_MAX, INVALID_RATING),
  comment: optionalText(FIELD_LIMITS.comment).test(offPlatformSafe()),
});

export type ReviewValues = InferType<typeof reviewSchema>;

/** The review fields a client writes (author fields and createdAt are added by the data layer). */
export function toReviewWrite(values: ReviewValues): { rating: number; comment: string } {
  return { rating: values.rating, comment: values.comment ?? '' };
}

/**
 * submitReview's input: the booking and the review. The DJ comes from the booking and the
 * author's name and photo from the account, on the server; the client sends neither.
 */
export const submitReviewInputSchema = reviewSchema.shape({
  bookingId: trimmedString(INVALID_ID)
    .required(INVALID_ID)
    .test('doc-id', INVALID_ID, (value) => value === undefined || isValidDocId(value)),
});
export type SubmitReviewInput = InferType<typeof submitReviewInputSchema>;
export interface SubmitReviewResult {
  djId: string;
  bookingId: string;
}

export const REVIEW_NOT_YOUR_BOOKING = 'Only the client of this booking can review it.';
export const REVIEW_NOT_COMPLETED = 'You can review a booking once it is completed.';
export const REVIEW_ALREADY_LEFT = 'You have already reviewed this booking.';
