// Where the synthetic DJs are (scripts/seed/places.ts): US metros in proportion to their
// population, each DJ within SYNTHETIC_JITTER_MI of its metro's centre.
import { describe, expect, it } from 'vitest';
import { milesBetween } from '../../src/domain/geo';
import {
  CITY_CENTRES,
  jitter,
  pickMetro,
  SYNTHETIC_JITTER_MI,
  US_METROS,
} from '../../scripts/seed/places';
import { randomFrom } from '../../scripts/seed/random';
import { DJ_CATALOGUE } from '../../scripts/seed/djs';

describe('synthetic places', () => {
  it('draws about 40 US metros in proportion to their population', () => {
    expect(US_METROS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(US_METROS.map((m) => m.location)).size).toBe(US_METROS.length);
    const total = US_METROS.reduce((sum, m) => sum + m.population, 0);
    const random = randomFrom('places-test');
    const draws = 20_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const { location } = pickMetro(random);
      counts.set(location, (counts.get(location) ?? 0) + 1);
    }
    expect(counts.size).toBe(US_METROS.length);
    for (const m of US_METROS) {
      const expected = (draws * m.population) / total;
      expect(counts.get(m.location) ?? 0, m.location).toBeGreaterThan(expected * 0.75);
      expect(counts.get(m.location) ?? 0, m.location).toBeLessThan(expected * 1.25);
    }
  });

  it('jitters a base up to 20 miles from the centre, spread over the disc', () => {
    const random = randomFrom('jitter-test');
    let beyondHalf = 0;
    for (const m of US_METROS) {
      for (let i = 0; i < 50; i++) {
        const miles = milesBetween(m.centre, jitter(random, m.centre, SYNTHETIC_JITTER_MI));
        expect(miles, m.location).toBeLessThanOrEqual(SYNTHETIC_JITTER_MI + 0.1);
        if (miles > SYNTHETIC_JITTER_MI / 2) beyondHalf++;
      }
    }
    // Uniform over the disc: three quarters of the points lie beyond half the radius.
    expect(beyondHalf / (US_METROS.length * 50)).toBeGreaterThan(0.65);
  });

  it('has a centre for every city of the catalogue, and two Austin DJs', () => {
    for (const dj of DJ_CATALOGUE) expect(CITY_CENTRES[dj.location], dj.location).toBeDefined();
    const austin = DJ_CATALOGUE.filter(
      (d) => d.location === 'Austin, TX' && d.status === 'verified',
    );
    expect(austin.length).toBeGreaterThanOrEqual(2);
  });
});
