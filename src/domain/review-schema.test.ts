import { describe, expect, it } from 'vitest';
import { ANONYMOUS_REVIEWER, INVALID_RATING, reviewSchema, toReviewWrite } from './review-schema';
import { problemsByPath, validateInput, validateOrThrow, type SyncSchema } from './validate';

function errors<T>(schema: SyncSchema<T>, values: unknown): Record<string, string> {
  const result = validateInput(schema, values);
  return result.ok ? {} : { ...problemsByPath(result.problems) };
}

describe('reviewSchema', () => {
  it.each([1, 2, 3, 4, 5, '4'])('accepts the rating %j', (rating) => {
    expect(errors(reviewSchema, { rating })).toEqual({});
  });

  it.each([0, 6, 4.5, -1, 'five'])('refuses the rating %j', (rating) => {
    expect(errors(reviewSchema, { rating })).toEqual({ rating: INVALID_RATING });
  });

  it('requires a rating', () => {
    expect(errors(reviewSchema, {})).toEqual({ rating: 'Required' });
    expect(errors(reviewSchema, { rating: null })).toEqual({ rating: 'Required' });
  });

  it('limits the optional comment to 1000 characters', () => {
    expect(errors(reviewSchema, { rating: 5, comment: 'c'.repeat(1000) })).toEqual({});
    expect(errors(reviewSchema, { rating: 5, comment: 'c'.repeat(1001) })).toEqual({
      comment: 'Must be less than 1000 characters',
    });
  });

  it('maps to the review fields with an empty comment when none', () => {
    expect(toReviewWrite(validateOrThrow(reviewSchema, { rating: 4 }))).toEqual({
      rating: 4,
      comment: '',
    });
    expect(ANONYMOUS_REVIEWER).toBe('Anonymous');
  });
});
