import { describe, expect, it } from 'vitest';
import { parseDj, type DjProfile } from '../../lib/dj-profile';
import { DESCRIPTION_MAX, djDescription, djJsonLd, type ReviewLike } from './dj-structured-data';

function dj(fields: Record<string, unknown> = {}): DjProfile {
  return parseDj('djNova0000000000000001', {
    name: 'DJ Nova',
    location: 'Austin, TX',
    genres: ['House', 'Techno'],
    hourlyRateCents: 25000,
    status: 'verified',
    averageRating: 4.84,
    totalReviews: 12,
    bio: '<p>Deep <b>house</b> &amp; techno</p>',
    ...fields,
  });
}

const review = (overrides: Partial<ReviewLike> = {}): ReviewLike => ({
  rating: 5,
  comment: 'Packed dance floor all night.',
  authorName: 'Maya Lopez',
  createdAt: new Date('2026-06-14T23:30:00Z'),
  ...overrides,
});

const markup = (profile: DjProfile, reviews: ReviewLike[] = []) =>
  djJsonLd({
    dj: profile,
    reviews,
    url: 'https://spinbook.test/dj/x',
    imageUrl: null,
    description: 'fallback',
  });

describe('djDescription', () => {
  it('says who, what, where, from how much (in dollars) and how rated', () => {
    expect(djDescription(dj())).toBe(
      'DJ Nova plays House, Techno in Austin, TX. From $250/hour. Rated 4.8 from 12 reviews on Spinbook.',
    );
  });

  it('reads well without genres, place, rate or reviews', () => {
    expect(
      djDescription(dj({ genres: [], location: '', hourlyRateCents: 0, totalReviews: 0 })),
    ).toBe('DJ Nova is a DJ.');
    expect(djDescription(dj({ totalReviews: 1, averageRating: 5 }))).toContain(
      'Rated 5.0 from 1 review on Spinbook.',
    );
    expect(djDescription(dj({ hourlyRateCents: 1234567 }))).toContain('From $12,346/hour.');
  });

  it('drops whole genres before it would cut a word, and stays within 160 characters', () => {
    const many = ['House', 'Techno', 'Drum & Bass', 'Hip-Hop', 'R&B', 'Disco', 'Funk', 'Soul'];
    const text = djDescription(dj({ genres: many, location: 'San Francisco Bay Area, CA' }));
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text).toMatch(/^DJ Nova plays House, Techno/);
    expect(text).toContain('From $250/hour.');
    expect(text).not.toContain('…');
  });

  it('cuts an absurdly long name at a word, with an ellipsis', () => {
    const text = djDescription(dj({ name: 'Nova '.repeat(60), location: 'X'.repeat(100) }));
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/\s…$/);
  });

  it('keeps markup-like names as text on one line', () => {
    expect(djDescription(dj({ name: 'DJ <b>"Bold"</b>\n& Co' }))).toMatch(
      /^DJ <b>"Bold"<\/b> & Co plays/,
    );
  });
});

describe('djJsonLd', () => {
  it('describes an EntertainmentBusiness with an hourly USD offer, genres and a service circle', () => {
    const data = markup(dj({ base: { lat: 30.27, lng: -97.74 }, travelRadiusMi: 25 }));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EntertainmentBusiness',
      name: 'DJ Nova',
      url: 'https://spinbook.test/dj/x',
      description: 'Deep house & techno',
      knowsAbout: ['House', 'Techno'],
      priceRange: '$250 per hour',
      makesOffer: {
        '@type': 'Offer',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '250.00',
          priceCurrency: 'USD',
          unitCode: 'HUR',
        },
      },
      areaServed: {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: 30.27, longitude: -97.74 },
        geoRadius: 40234,
      },
    });
    expect(data).not.toHaveProperty('image');
  });

  it('prices odd cents exactly', () => {
    const data = markup(dj({ hourlyRateCents: 10005 }));
    expect(data).toHaveProperty('makesOffer.priceSpecification.price', '100.05');
  });

  it('names the place as text when the base is unknown, and offers nothing without a rate', () => {
    const data = markup(dj({ hourlyRateCents: 0 }));
    expect(data.areaServed).toBe('Austin, TX');
    expect(data).not.toHaveProperty('makesOffer');
    expect(data).not.toHaveProperty('priceRange');
  });

  it('has an aggregate rating only when there are reviews', () => {
    expect(markup(dj())).toHaveProperty('aggregateRating', {
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = markup(dj({ totalReviews: 0, averageRating: 0 }));
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('review');
  });

  it('marks up the named, valid reviews the page shows', () => {
    const data = markup(dj(), [
      review(),
      review({ authorName: null }),
      review({ rating: 0, authorName: 'Broken' }),
      review({ comment: '  ', createdAt: null, authorName: 'Sam', rating: 4 }),
    ]);
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Maya Lopez' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Packed dance floor all night.',
        datePublished: '2026-06-14',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Sam' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('links only http(s) profiles elsewhere', () => {
    const data = markup(
      dj({ websiteUrl: 'https://nova.example', instagramUrl: 'javascript:alert(1)' }),
    );
    expect(data.sameAs).toEqual(['https://nova.example']);
  });
});
