import { describe, expect, it } from 'vitest';
import { nearestCity, resolvePlace, searchPlaces } from './index';

// Through the public API, so the lazy imports, decoding and caching are exercised too.
describe('gazetteer (lazy API)', () => {
  it('loads the data on demand and answers', async () => {
    const [first] = await searchPlaces('Austin');
    expect(first?.label).toBe('Austin, TX');
    expect((await resolvePlace('78701'))?.label).toBe('78701 · Austin, TX');
    expect((await nearestCity(30.27, -97.74))?.label).toBe('Austin, TX');
    expect(await searchPlaces('a')).toEqual([]);
    expect(await resolvePlace('zzzz')).toBeNull();
  });
});
