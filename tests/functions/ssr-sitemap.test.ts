// The SSR function's sitemaps against the Firestore emulator: only verified DJs are listed,
// with the public pages, and past the per-file limit /sitemap.xml becomes an index whose DJ
// files are consecutive slices of the verified DJs in document-id order (a small limit stands
// in for 50,000 so the split and the cursor walk run for real). Other suites leave a catalogue
// of verified DJs behind, so "exactly" means: the verified DJs a direct query finds.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitemapResponse } from '../../functions/src/ssr/sitemap-source';
import { planSitemap, PUBLIC_SITEMAP_PATHS, SITEMAP_MAX_URLS } from '../../src/domain/sitemap';
import { adminDb, newId } from './helpers';

const ORIGIN = 'https://spinbook.test';
const verified = [newId('SitemapA'), newId('SitemapB'), newId('SitemapC')];
const pending = newId('SitemapPending');

/** The <loc> values of a sitemap or index. */
const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

/** Every verified DJ the emulator holds, by document id. */
async function verifiedIds(): Promise<string[]> {
  const snap = await adminDb.collection('djs').where('status', '==', 'verified').select().get();
  return snap.docs.map((doc) => doc.id).sort();
}

async function body(path: string, options?: Parameters<typeof sitemapResponse>[3]) {
  const response = await sitemapResponse(adminDb, path, ORIGIN, options);
  if (!response) throw new Error(`${path} was not answered`);
  return response;
}

beforeAll(async () => {
  const updatedAt = Timestamp.fromDate(new Date('2026-11-20T12:00:00Z'));
  await Promise.all([
    ...verified.map((id) =>
      adminDb.doc(`djs/${id}`).set({ name: id, status: 'verified', ownerUid: id, updatedAt }),
    ),
    adminDb.doc(`djs/${pending}`).set({ name: pending, status: 'pending', ownerUid: pending }),
  ]);
});

describe('sitemapResponse', () => {
  it('lists the public pages and exactly the verified DJs', async () => {
    const response = await body('/sitemap.xml');
    expect(response).toMatchObject({ status: 200, contentType: 'application/xml; charset=utf-8' });
    const urls = locs(response.body);
    const pages = PUBLIC_SITEMAP_PATHS.map((path) => `${ORIGIN}${path}`);
    const djs = (await verifiedIds()).map((id) => `${ORIGIN}/dj/${id}`);
    expect(urls).toEqual([...pages, ...djs]);
    for (const id of verified) expect(urls).toContain(`${ORIGIN}/dj/${id}`);
    expect(urls).not.toContain(`${ORIGIN}/dj/${pending}`);
    expect(response.body).toContain(
      `<url><loc>${ORIGIN}/dj/${verified[0]}</loc><lastmod>2026-11-20</lastmod></url>`,
    );
  });

  it('becomes an index of consecutive DJ slices once the URLs outgrow one file', async () => {
    const all = await verifiedIds();
    // Two or three DJ files, each read in several batches, the last one trimmed to the slice.
    const maxUrls = Math.ceil(all.length / 3);
    const options = { maxUrls, batchSize: 2 };
    const index = await body('/sitemap.xml', options);
    const files = locs(index.body);
    expect(index.body).toContain('<sitemapindex');
    expect(files[0]).toBe(`${ORIGIN}/sitemap-pages.xml`);
    expect(files).toHaveLength(1 + Math.ceil(all.length / maxUrls));

    const listed: string[] = [];
    for (const file of files.slice(1)) {
      const part = locs((await body(new URL(file).pathname, options)).body);
      expect(part.length).toBeLessThanOrEqual(maxUrls);
      listed.push(...part);
    }
    expect(listed).toEqual(all.map((id) => `${ORIGIN}/dj/${id}`));

    const pages = await body('/sitemap-pages.xml', options);
    expect(locs(pages.body)).toEqual(PUBLIC_SITEMAP_PATHS.map((path) => `${ORIGIN}${path}`));
    const beyond = `/sitemap-djs-${files.length}.xml`;
    expect((await body(beyond, options)).status).toBe(404);
  });

  it('switches to an index at 50,001 URLs', () => {
    const staticPaths = [...PUBLIC_SITEMAP_PATHS];
    const atLimit = SITEMAP_MAX_URLS - staticPaths.length;
    expect(planSitemap({ origin: ORIGIN, djCount: atLimit, staticPaths })).toEqual({
      kind: 'single',
    });
    expect(planSitemap({ origin: ORIGIN, djCount: atLimit + 1, staticPaths })).toEqual({
      kind: 'index',
      files: ['/sitemap-pages.xml', '/sitemap-djs-1.xml'],
    });
  });

  it('answers robots.txt and leaves every other path alone', async () => {
    const robots = await body('/robots.txt');
    expect(robots.contentType).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(await sitemapResponse(adminDb, '/sitemap-djs-0.xml', ORIGIN)).toBeNull();
    expect(await sitemapResponse(adminDb, '/dj/abc', ORIGIN)).toBeNull();
  });
});
