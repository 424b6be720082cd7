// The sitemaps and robots.txt, read with the Admin SDK for the SSR function. Verified DJs are
// counted with an aggregate query; a DJ file walks the verified profiles in document-id order
// with a cursor, 1,000 ids (and updatedAt) at a time, and keeps only its own slice. Costs and
// the choice of a cursor over offset() are in docs/decisions/0024-structured-data-and-sitemaps.md.
import { FieldPath, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  djProfileUrl,
  djSitemapCount,
  djSitemapNumber,
  PAGES_SITEMAP_PATH,
  planSitemap,
  PUBLIC_SITEMAP_PATHS,
  robotsTxt,
  SITEMAP_MAX_URLS,
  SITEMAP_PATH,
  sitemapIndexXml,
  sitemapXml,
  type SitemapEntry,
} from '../../../src/domain/sitemap';

export interface SitemapResponse {
  status: number;
  contentType: string;
  body: string;
  /** Sitemaps change slowly and a DJ file costs reads: let the CDN keep them a while. */
  cacheControl: string;
}

export interface SitemapOptions {
  /** DJs per file; smaller only in tests. */
  maxUrls?: number;
  /** Documents per read while walking the DJs. */
  batchSize?: number;
}

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const CACHED = 'public, max-age=3600, s-maxage=21600';
const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=60';
const BATCH = 1_000;

const verifiedDjs = (db: Firestore): Query =>
  db.collection('djs').where('status', '==', 'verified');

async function countVerifiedDjs(db: Firestore): Promise<number> {
  return (await verifiedDjs(db).count().get()).data().count;
}

const respond = (contentType: string, body: string): SitemapResponse => ({
  status: 200,
  contentType,
  body,
  cacheControl: CACHED,
});
const xml = (body: string): SitemapResponse => respond(XML, body);

const notFound = (): SitemapResponse => ({
  status: 404,
  contentType: TEXT,
  body: 'Not found',
  cacheControl: NOT_FOUND_CACHE,
});

function pageEntries(origin: string): SitemapEntry[] {
  return PUBLIC_SITEMAP_PATHS.map((path) => ({ loc: `${origin}${path}` }));
}

/**
 * The profile URLs of verified DJs number `skip` … `skip + take − 1` in document-id order.
 * The ids before the slice are walked too (a cursor cannot jump), but only ids and updatedAt
 * travel, and never more than one batch of documents is held at once.
 */
async function djEntries(
  db: Firestore,
  origin: string,
  skip: number,
  take: number,
  batchSize: number,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  let toSkip = skip;
  let after: string | null = null;
  while (entries.length < take) {
    const limit = Math.min(batchSize, toSkip + take - entries.length);
    let query = verifiedDjs(db).orderBy(FieldPath.documentId()).select('updatedAt').limit(limit);
    if (after !== null) query = query.startAfter(after);
    const page = await query.get();
    for (const doc of page.docs) {
      after = doc.id;
      if (toSkip > 0) {
        toSkip -= 1;
        continue;
      }
      const updatedAt: unknown = doc.get('updatedAt');
      entries.push({
        loc: djProfileUrl(origin, doc.id),
        ...(updatedAt instanceof Timestamp ? { lastmod: updatedAt.toDate().toISOString() } : {}),
      });
    }
    // A short page is the end of the verified DJs.
    if (page.size < limit) break;
  }
  return entries;
}

/**
 * The response for `path` when it is /sitemap.xml, /sitemap-pages.xml, /sitemap-djs-N.xml or
 * /robots.txt; null for any other path (not ours to answer). `origin` is the site's public
 * origin ('https://spinbook.app'), which every URL in the files starts with.
 */
export async function sitemapResponse(
  db: Firestore,
  path: string,
  origin: string,
  options: SitemapOptions = {},
): Promise<SitemapResponse | null> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const batchSize = options.batchSize ?? BATCH;
  const base = origin.replace(/\/+$/, '');
  if (path === '/robots.txt') return respond(TEXT, robotsTxt(base));
  if (path === PAGES_SITEMAP_PATH) return xml(sitemapXml(pageEntries(base)));

  const fileNumber = djSitemapNumber(path);
  if (path !== SITEMAP_PATH && fileNumber === null) return null;

  const djCount = await countVerifiedDjs(db);
  if (fileNumber !== null) {
    if (fileNumber > djSitemapCount(djCount, maxUrls)) return notFound();
    const skip = maxUrls * (fileNumber - 1);
    return xml(sitemapXml(await djEntries(db, base, skip, maxUrls, batchSize)));
  }

  const plan = planSitemap({ origin: base, djCount, staticPaths: PUBLIC_SITEMAP_PATHS, maxUrls });
  if (plan.kind === 'index') {
    return xml(sitemapIndexXml(plan.files.map((file) => ({ loc: `${base}${file}` }))));
  }
  // Room for every DJ counted, and never more than the file may hold if more were verified
  // since the count.
  const room = maxUrls - PUBLIC_SITEMAP_PATHS.length;
  const djs = await djEntries(db, base, 0, room, batchSize);
  return xml(sitemapXml([...pageEntries(base), ...djs]));
}
