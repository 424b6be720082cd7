/**
 * sitemap.xml, its split into an index past 50,000 URLs, and robots.txt, as
 * pure text builders. Here rather than in the app because the SSR function
 * serves them and functions may import only src/domain (decision 0024).
 */
import { escapeHtmlAttribute } from './html-entities';

/** The sitemaps protocol's limit per file (and per index). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The public pages worth a search result: every `access: 'public'` route of
 * src/app/route-table.ts except the DJ profile (listed one by one), the
 * sign-in, sign-up and password-reset forms, the payment return pages and the
 * application-pending notice. tests/unit/seo-route-table.test.ts derives the
 * same list from the route table.
 */
export const PUBLIC_SITEMAP_PATHS = [
  '/',
  '/discover',
  '/events',
  '/how-it-works',
  '/become-dj',
  '/pricing',
  '/about',
  '/dj-resources',
  '/success-stories',
  '/contact',
  '/terms',
  '/privacy',
] as const;

/** Signed-in areas and one-off pages: nothing there for a search engine. */
export const ROBOTS_DISALLOWED_PATHS = [
  '/admin',
  '/dashboard',
  '/dj-dashboard',
  '/bookings',
  '/messages',
  '/notifications',
  '/book/',
  '/testing',
  '/payment-success',
  '/payment-canceled',
  '/dj-profile-pending',
] as const;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** Anything starting with 'YYYY-MM-DD' (an ISO date or date-time); only the day is written. */
  lastmod?: string;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entryXml(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  // Escaping for an attribute covers all five characters the protocol requires escaped.
  const day = lastmod && /^\d{4}-\d{2}-\d{2}/.test(lastmod) ? lastmod.slice(0, 10) : null;
  const lastmodXml = day ? `<lastmod>${day}</lastmod>` : '';
  return `<${tag}><loc>${escapeHtmlAttribute(loc)}</loc>${lastmodXml}</${tag}>`;
}

function document(
  root: 'urlset' | 'sitemapindex',
  tag: 'url' | 'sitemap',
  entries: readonly SitemapEntry[],
) {
  const body = entries.map((entry) => entryXml(tag, entry)).join('\n');
  return `${XML_HEADER}\n<${root} xmlns="${SITEMAP_NS}">\n${body}${body ? '\n' : ''}</${root}>\n`;
}

export function sitemapXml(urls: readonly SitemapEntry[]): string {
  return document('urlset', 'url', urls);
}

export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return document('sitemapindex', 'sitemap', sitemaps);
}

export const SITEMAP_PATH = '/sitemap.xml';
export const PAGES_SITEMAP_PATH = '/sitemap-pages.xml';
export const djSitemapPath = (n: number): string => `/sitemap-djs-${n}.xml`;

/** `/sitemap-djs-3.xml` → 3; null for anything else (including `-0` and `-01`). */
export function djSitemapNumber(path: string): number | null {
  const match = /^\/sitemap-djs-([1-9]\d{0,8})\.xml$/.exec(path);
  return match ? Number(match[1]) : null;
}

/** How many DJ sitemap files `djCount` DJs need (at least one, so the index is never empty). */
export function djSitemapCount(djCount: number, maxUrls = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(djCount / maxUrls));
}

export type SitemapPlan = { kind: 'single' } | { kind: 'index'; files: string[] };

export interface PlanSitemapInput {
  origin: string;
  djCount: number;
  staticPaths: readonly string[];
  /** The protocol's limit; smaller only in tests. */
  maxUrls?: number;
}

/**
 * One /sitemap.xml while every URL fits in it; past that, /sitemap.xml is an
 * index of /sitemap-pages.xml and /sitemap-djs-N.xml, where file N holds DJs
 * maxUrls·(N−1) … maxUrls·N−1 in document-id order. `files` are paths; the
 * index gives them absolute with the origin.
 */
export function planSitemap({
  djCount,
  staticPaths,
  maxUrls = SITEMAP_MAX_URLS,
}: PlanSitemapInput): SitemapPlan {
  if (djCount + staticPaths.length <= maxUrls) return { kind: 'single' };
  const djFiles = Array.from({ length: djSitemapCount(djCount, maxUrls) }, (_, i) =>
    djSitemapPath(i + 1),
  );
  return { kind: 'index', files: [PAGES_SITEMAP_PATH, ...djFiles] };
}

/** The public profile URL of a DJ. */
export function djProfileUrl(origin: string, djId: string): string {
  return `${origin.replace(/\/+$/, '')}/dj/${encodeURIComponent(djId)}`;
}

/** Allow everything public; keep crawlers out of the signed-in areas; point at the sitemap. */
export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}${SITEMAP_PATH}`,
  ];
  return `${lines.join('\n')}\n`;
}
