/**
 * The document head of a server-rendered page as data (PageHead), the
 * builders for each kind of page, and its HTML. Pure: the SSR function and
 * the tests call them with what the page's loader read. Decision 0024 holds
 * the canonical, structured-data and robots rules.
 */
import { escapeHtmlAttribute } from '../../domain/html-entities';
import type { DjProfile } from '../../lib/dj-profile';
import { djDescription, djJsonLd, type ReviewLike } from './dj-structured-data';
import { serializeJsonLd, type JsonLd } from './json-ld';
import { absoluteUrl, defaultImage, normalizeOrigin, SITE_NAME } from './site';

export type { ReviewLike };

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  image: { url: string; alt: string; width?: number; height?: number } | null;
  type: 'website' | 'profile';
  jsonLd: JsonLd[];
  robots?: 'noindex';
}

/**
 * The browser's title for a page called `name`, as the app sets it after
 * hydration (documentTitle in src/app/route-table.ts, and DjProfilePage's
 * `${dj.name} · Spinbook`); the home page leads with the brand instead.
 * tests/unit/seo-route-table.test.ts holds the two to the same text.
 */
function titleOf(name: string, isHome = false): string {
  return isHome ? `${SITE_NAME} — ${name}` : `${name} · ${SITE_NAME}`;
}

/** Must equal DJ_NOT_FOUND_TITLE / DJ_NOT_FOUND_TEXT (src/features/djs/components/profile/DjNotFound.tsx). */
export const DJ_NOT_FOUND = {
  title: 'DJ Not Found',
  description: "Sorry, we couldn't find the DJ you're looking for.",
} as const;
/** Must equal NOT_FOUND_TITLE / NOT_FOUND_DESCRIPTION (src/app/route-table.ts). */
export const PAGE_NOT_FOUND = {
  title: 'Page Not Found',
  description: 'There is nothing at this address on Spinbook.',
} as const;

/** `/discover?genre=House` → `/discover`; always one leading slash. */
function pathOnly(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return `/${bare.replace(/^\/+/, '')}`;
}

function homeJsonLd(origin: string): JsonLd[] {
  const url = `${origin}/`;
  const organization = `${url}#organization`;
  // No rating markup: reviews of Spinbook on its own site would be self-serving.
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name: SITE_NAME,
      url,
      publisher: { '@id': organization },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organization,
      name: SITE_NAME,
      url,
      logo: defaultImage(origin).url,
    },
  ];
}

export interface RouteHeadInput {
  origin: string;
  /** The route's path; any query or fragment is left out of the canonical URL. */
  path: string;
  /** The route table's title ('Pricing'), not yet the document title. */
  title: string;
  description: string;
  /**
   * The query string the page was asked with. Not part of the canonical
   * URL: a /discover filter combination is a view of the one listing, not a
   * page of its own (decision 0024).
   */
  query?: string;
}

/** Home, /discover, /events and the info pages. */
export function routeHead({ origin, path, title, description }: RouteHeadInput): PageHead {
  const base = normalizeOrigin(origin);
  const canonicalPath = pathOnly(path);
  const isHome = canonicalPath === '/';
  return {
    title: titleOf(title, isHome),
    description,
    canonical: `${base}${canonicalPath}`,
    image: defaultImage(base),
    type: 'website',
    jsonLd: isHome ? homeJsonLd(base) : [],
  };
}

export interface DjHeadInput {
  origin: string;
  dj: DjProfile;
  /** The reviews the page shows (the markup may describe only what a visitor can see). */
  reviews: readonly ReviewLike[];
}

/** /dj/:id for a verified DJ. */
export function djHead({ origin, dj, reviews }: DjHeadInput): PageHead {
  const base = normalizeOrigin(origin);
  const canonical = `${base}/dj/${encodeURIComponent(dj.id)}`;
  const description = djDescription(dj);
  const photo = dj.photoUrl ? absoluteUrl(base, dj.photoUrl) : null;
  return {
    title: titleOf(dj.name),
    description,
    canonical,
    image: photo ? { url: photo, alt: `Photo of ${dj.name}` } : defaultImage(base),
    type: 'profile',
    jsonLd: [djJsonLd({ dj, reviews, url: canonical, imageUrl: photo, description })],
  };
}

/**
 * A 404: a DJ profile that is missing or not public (same page for both, so
 * a pending profile's existence is not revealed), or any other unknown path.
 */
export function notFoundHead(origin: string, path: string): PageHead {
  const base = normalizeOrigin(origin);
  const canonicalPath = pathOnly(path);
  const page = canonicalPath.startsWith('/dj/') ? DJ_NOT_FOUND : PAGE_NOT_FOUND;
  return {
    title: titleOf(page.title),
    description: page.description,
    canonical: `${base}${canonicalPath}`,
    image: defaultImage(base),
    type: 'website',
    jsonLd: [],
    robots: 'noindex',
  };
}

const meta = (key: 'name' | 'property', name: string, content: string): string =>
  `<meta ${key}="${name}" content="${escapeHtmlAttribute(content)}">`;

/** A square image is shown as a thumbnail card; a wide 2:1 crop of it would cut the logo. */
function twitterCard(image: PageHead['image']): 'summary' | 'summary_large_image' {
  const square = image?.width !== undefined && image.width === image.height;
  return image && !square ? 'summary_large_image' : 'summary';
}

/**
 * The tags for <head>, one per line. Every value is escaped for an attribute
 * or text; JSON-LD is escaped for a script element (json-ld.ts). A noindex
 * page has no canonical link: Google reads the pair as conflicting signals.
 */
export function renderHeadTags(head: PageHead): string {
  const { image } = head;
  const tags = [
    `<title>${escapeHtmlAttribute(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.robots ? meta('name', 'robots', head.robots) : null,
    head.robots ? null : `<link rel="canonical" href="${escapeHtmlAttribute(head.canonical)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', head.canonical),
    image ? meta('property', 'og:image', image.url) : null,
    image ? meta('property', 'og:image:alt', image.alt) : null,
    image?.width !== undefined ? meta('property', 'og:image:width', String(image.width)) : null,
    image?.height !== undefined ? meta('property', 'og:image:height', String(image.height)) : null,
    meta('name', 'twitter:card', twitterCard(image)),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    image ? meta('name', 'twitter:image', image.url) : null,
    image ? meta('name', 'twitter:image:alt', image.alt) : null,
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`,
    ),
  ];
  return tags.filter((tag): tag is string => tag !== null).join('\n');
}
