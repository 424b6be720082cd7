import { describe, expect, it } from 'vitest';
import { decodeSeeds, encodeSeeds } from './page-seeds';

describe('page seeds', () => {
  it('travel through JSON with their Dates and Sets', () => {
    const seeds = {
      'djs/abc': { name: 'Marcus', genres: ['House'], base: null },
      'djs/abc/reviews': [{ id: 'r1', createdAt: new Date('2026-11-20T10:00:00Z') }],
      'djAvailability/abc': { bookedDates: new Set(['2026-12-24', '2026-12-31']) },
      missing: null,
    };
    const back = decodeSeeds(JSON.parse(JSON.stringify(encodeSeeds(seeds))));
    expect(back).toEqual(seeds);
    const review = (back['djs/abc/reviews'] as { createdAt: Date }[])[0];
    expect(review?.createdAt).toBeInstanceOf(Date);
    expect((back['djAvailability/abc'] as { bookedDates: Set<string> }).bookedDates).toBeInstanceOf(
      Set,
    );
  });

  it('reads anything that is not a seed object as no seeds', () => {
    expect(decodeSeeds(null)).toEqual({});
    expect(decodeSeeds([1, 2])).toEqual({});
    expect(decodeSeeds('seeds')).toEqual({});
  });
});
