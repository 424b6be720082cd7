import { describe, expect, it } from 'vitest';
import {
  djSitemapNumber,
  planSitemap,
  PUBLIC_SITEMAP_PATHS,
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapXml,
} from './sitemap';

const ORIGIN = 'https://spinbook.test';

describe('sitemapXml', () => {
  it('writes a urlset, escaping & and quotes in URLs, with the day of lastmod', () => {
    const xml = sitemapXml([
      { loc: `${ORIGIN}/discover?genre=House&near="Austin"`, lastmod: '2026-11-20T12:34:56.000Z' },
      { loc: `${ORIGIN}/about` },
      { loc: `${ORIGIN}/x`, lastmod: 'not a date' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<url><loc>${ORIGIN}/discover?genre=House&amp;near=&quot;Austin&quot;</loc><lastmod>2026-11-20</lastmod></url>`,
        `<url><loc>${ORIGIN}/about</loc></url>`,
        `<url><loc>${ORIGIN}/x</loc></url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes an empty urlset and an index', () => {
    expect(sitemapXml([])).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>',
    );
    expect(
      sitemapIndexXml([{ loc: `${ORIGIN}/sitemap-djs-1.xml`, lastmod: '2026-11-20' }]),
    ).toContain(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>${ORIGIN}/sitemap-djs-1.xml</loc><lastmod>2026-11-20</lastmod></sitemap>\n</sitemapindex>`,
    );
  });
});

describe('planSitemap', () => {
  const staticPaths = [...PUBLIC_SITEMAP_PATHS];
  const plan = (djCount: number) => planSitemap({ origin: ORIGIN, djCount, staticPaths });

  it('keeps one file up to exactly 50,000 URLs', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(plan(0)).toEqual({ kind: 'single' });
    expect(plan(50_000 - staticPaths.length)).toEqual({ kind: 'single' });
  });

  it('becomes an index at 50,001 URLs', () => {
    expect(plan(50_001 - staticPaths.length)).toEqual({
      kind: 'index',
      files: ['/sitemap-pages.xml', '/sitemap-djs-1.xml'],
    });
  });

  it('holds at most 50,000 DJs per file', () => {
    expect(plan(50_000)).toEqual({
      kind: 'index',
      files: ['/sitemap-pages.xml', '/sitemap-djs-1.xml'],
    });
    expect(plan(50_001)).toEqual({
      kind: 'index',
      files: ['/sitemap-pages.xml', '/sitemap-djs-1.xml', '/sitemap-djs-2.xml'],
    });
    expect(plan(150_000)).toMatchObject({ files: expect.arrayContaining(['/sitemap-djs-3.xml']) });
    expect(plan(150_001)).toMatchObject({ files: expect.arrayContaining(['/sitemap-djs-4.xml']) });
  });

  it('names DJ files by a plain positive number', () => {
    expect(djSitemapNumber('/sitemap-djs-1.xml')).toBe(1);
    expect(djSitemapNumber('/sitemap-djs-12.xml')).toBe(12);
    for (const path of [
      '/sitemap-djs-0.xml',
      '/sitemap-djs-01.xml',
      '/sitemap-djs-x.xml',
      '/sitemap.xml',
    ]) {
      expect(djSitemapNumber(path)).toBeNull();
    }
  });
});

describe('PUBLIC_SITEMAP_PATHS', () => {
  it('lists the public pages once each, and no form, payment return or private area', () => {
    // tests/unit/seo-route-table.test.ts checks the list against the route table.
    expect(PUBLIC_SITEMAP_PATHS).toEqual(expect.arrayContaining(['/', '/discover', '/events']));
    expect(new Set(PUBLIC_SITEMAP_PATHS).size).toBe(PUBLIC_SITEMAP_PATHS.length);
    for (const path of ['/signin', '/signup', '/forgot-password', '/payment-success', '/admin']) {
      expect(PUBLIC_SITEMAP_PATHS).not.toContain(path);
    }
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of signed-in areas and names the sitemap', () => {
    expect(robotsTxt(`${ORIGIN}/`)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /dashboard',
        'Disallow: /dj-dashboard',
        'Disallow: /bookings',
        'Disallow: /messages',
        'Disallow: /notifications',
        'Disallow: /book/',
        'Disallow: /testing',
        'Disallow: /payment-success',
        'Disallow: /payment-canceled',
        'Disallow: /dj-profile-pending',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('disallows no page the sitemap lists', () => {
    const robots = robotsTxt(ORIGIN);
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1] ?? '');
    for (const path of PUBLIC_SITEMAP_PATHS) {
      expect(disallowed.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    }
  });
});
