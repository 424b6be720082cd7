import { describe, expect, it } from 'vitest';
import { parseReview } from './use-dj-reviews';

describe('parseReview', () => {
  const stored =
    'https://firebasestorage.googleapis.com/v0/b/demo-spinbook.appspot.com/o/dj-profiles%2Fu1%2Fp.jpg?alt=media';

  it('shows only photos the platform stores (decision 0032)', () => {
    const photo = (authorPhotoUrl: unknown) =>
      parseReview('r1', { rating: 5, authorPhotoUrl }).authorPhotoUrl;
    expect(photo(stored)).toBe(stored);
    expect(photo('/seed/djs/photo-01.svg')).toBe('/seed/djs/photo-01.svg');
    // What a review written before the decision may carry: the sign-up address.
    expect(photo('https://tracker.example/pixel.gif')).toBeNull();
    expect(photo('javascript:alert(1)')).toBeNull();
    expect(photo(null)).toBeNull();
  });
});
