/**
 * What a DJ profile says to search engines and link previews: the meta
 * description and the schema.org EntertainmentBusiness (decision 0024 explains
 * the type, and why the ratings here are allowed in review snippets).
 */
import { formatRating } from '../../domain/format';
import { escapeHtmlText } from '../../domain/html-entities';
import { KM_PER_MILE } from '../../domain/geo';
import { formatDollars, isCents } from '../../domain/money';
import { bioToPlainText } from '../../domain/sanitize';
import { isHttpUrl } from '../../domain/url';
import type { DjProfile } from '../../lib/dj-profile';
import type { JsonLd } from './json-ld';
import { SITE_NAME } from './site';

/**
 * The part of a review the markup needs. DjReview (src/features/djs/api/use-dj-reviews.ts)
 * fits it as it is; tests/unit/seo-route-table.test.ts keeps it that way.
 */
export interface ReviewLike {
  /** 1–5; anything else is left out of the markup. */
  rating: number;
  comment: string;
  /** null: shown as 'Anonymous' on the page. */
  authorName: string | null;
  createdAt: Date | null;
}

/** Google shortens longer descriptions in results; 160 is the usual safe length. */
export const DESCRIPTION_MAX = 160;
const METRES_PER_MILE = KM_PER_MILE * 1000;

/** Names and places are typed by people: one line, no control characters. */
const oneLine = (text: string): string => text.replace(/[\p{Cc}\s]+/gu, ' ').trim();

/**
 * `text` cut at a word boundary with "…" when longer than `max`. The bio's
 * cutter is reused; escaping first makes it read a `<` in a name as text,
 * not as the start of a tag (it decodes the references again).
 */
const clip = (text: string, max: number): string => bioToPlainText(escapeHtmlText(text), max);

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

function ratingSentence(dj: DjProfile): string | null {
  if (dj.totalReviews <= 0) return null;
  return `Rated ${formatRating(dj.averageRating)} from ${plural(dj.totalReviews, 'review')} on ${SITE_NAME}.`;
}

function priceSentence(dj: DjProfile): string | null {
  return dj.hourlyRateCents > 0 ? `From ${formatDollars(dj.hourlyRateCents)}/hour.` : null;
}

function introSentence(name: string, genres: string[], location: string): string {
  const plays = genres.length > 0 ? `plays ${genres.join(', ')}` : 'is a DJ';
  return location ? `${name} ${plays} in ${location}.` : `${name} ${plays}.`;
}

/**
 * "DJ Nova plays House, Techno in Austin, TX. From $250/hour. Rated 4.8 from
 * 12 reviews on Spinbook." in at most DESCRIPTION_MAX characters. When it is
 * too long, whole parts go first (genres from the end, then the rating, then
 * the place), so the text never stops mid-word while something shorter fits;
 * only a very long name is cut.
 */
export function djDescription(dj: DjProfile): string {
  const name = oneLine(dj.name);
  const location = oneLine(dj.location);
  const genres = dj.genres.map(oneLine).filter(Boolean);
  const price = priceSentence(dj);
  const rating = ratingSentence(dj);
  const compose = (parts: (string | null)[]) => parts.filter(Boolean).join(' ');

  const candidates: string[] = [];
  for (let n = genres.length; n >= 0; n -= 1) {
    candidates.push(compose([introSentence(name, genres.slice(0, n), location), price, rating]));
  }
  const firstGenre = genres.slice(0, 1);
  candidates.push(compose([introSentence(name, firstGenre, location), price]));
  candidates.push(compose([introSentence(name, firstGenre, ''), price]));
  candidates.push(compose([introSentence(name, [], ''), price]));
  const fitting = candidates.find((text) => text.length <= DESCRIPTION_MAX);
  return fitting ?? clip(candidates[candidates.length - 1] ?? name, DESCRIPTION_MAX);
}

/** Whole cents as a schema.org price ("250.00"): no float arithmetic, no thousands separator. */
function decimalPrice(amountCents: number): string {
  const dollars = Math.floor(amountCents / 100);
  return `${dollars}.${String(amountCents % 100).padStart(2, '0')}`;
}

function ratingOf(value: number) {
  return { '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 };
}

function isMarkupRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5;
}

/**
 * The reviews shown on the page, as schema.org Reviews. Left out: ratings
 * outside 1–5 (a damaged document), and anonymous reviews, since Google wants
 * a real author name and "Anonymous" is not one.
 */
function reviewMarkup(reviews: readonly ReviewLike[]): JsonLd[] {
  return reviews.flatMap((review) => {
    const author = review.authorName ? oneLine(review.authorName) : '';
    if (!author || !isMarkupRating(review.rating)) return [];
    const published =
      review.createdAt && !Number.isNaN(review.createdAt.getTime())
        ? review.createdAt.toISOString().slice(0, 10)
        : undefined;
    const body = review.comment.trim();
    return [
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: author },
        reviewRating: ratingOf(review.rating),
        ...(body ? { reviewBody: body } : {}),
        ...(published ? { datePublished: published } : {}),
      },
    ];
  });
}

function areaServed(dj: DjProfile): JsonLd | string | undefined {
  if (dj.base) {
    return {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: dj.base.lat, longitude: dj.base.lng },
      // A bare number is metres for geoRadius.
      geoRadius: Math.round(dj.travelRadiusMi * METRES_PER_MILE),
    };
  }
  const location = oneLine(dj.location);
  return location || undefined;
}

function hourlyOffer(dj: DjProfile, name: string): JsonLd | undefined {
  if (!isCents(dj.hourlyRateCents) || dj.hourlyRateCents === 0) return undefined;
  return {
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', serviceType: 'DJ', name: `DJ set by ${name}` },
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: decimalPrice(dj.hourlyRateCents),
      priceCurrency: 'USD',
      unitCode: 'HUR',
      unitText: 'hour',
    },
  };
}

export interface DjJsonLdInput {
  dj: DjProfile;
  reviews: readonly ReviewLike[];
  /** The profile's canonical URL. */
  url: string;
  /** The DJ's own photo, absolute; null when they have none (the site logo is not theirs). */
  imageUrl: string | null;
  description: string;
}

/** The DJ as a schema.org EntertainmentBusiness, with the ratings their clients gave. */
export function djJsonLd({ dj, reviews, url, imageUrl, description }: DjJsonLdInput): JsonLd {
  const name = oneLine(dj.name);
  const bio = bioToPlainText(dj.bio);
  const sameAs = [dj.websiteUrl, dj.instagramUrl, dj.youtubeUrl].filter(
    (link): link is string => link !== null && isHttpUrl(link),
  );
  const genres = dj.genres.map(oneLine).filter(Boolean);
  const offer = hourlyOffer(dj, name);
  const area = areaServed(dj);
  const review = reviewMarkup(reviews);
  const rated = dj.totalReviews > 0 && dj.averageRating >= 1 && dj.averageRating <= 5;
  return {
    '@context': 'https://schema.org',
    '@type': 'EntertainmentBusiness',
    '@id': `${url}#dj`,
    name,
    url,
    description: bio || description,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(genres.length > 0 ? { knowsAbout: genres } : {}),
    ...(area !== undefined ? { areaServed: area } : {}),
    ...(offer
      ? { priceRange: `${formatDollars(dj.hourlyRateCents)} per hour`, makesOffer: offer }
      : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            // The value the page shows (one decimal), not a longer float.
            ratingValue: Number(formatRating(dj.averageRating)),
            reviewCount: dj.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(review.length > 0 ? { review } : {}),
  };
}
