import { number, object, type InferType } from 'yup';
import { FIELD_LIMITS } from './limits';
import { REQUIRED } from './messages';
import { offPlatformSafe } from './off-platform-text';
import { optionalText } from './schema-fields';

/** A review of a completed booking: 1–5 stars and an optional comment. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Not in the spec: the stars input's own error. */
export const INVALID_RATING = 'Please choose a rating from 1 to 5 stars.';
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
