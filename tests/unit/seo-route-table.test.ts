// What the SEO builders repeat from layers they may not import (features do not import src/app
// or each other; the functions import only src/domain), held to the originals here, where
// tests may compose everything.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  APP_NAME,
  documentTitle,
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_TITLE,
  ROUTES,
} from '../../src/app/route-table';
import { PUBLIC_SITEMAP_PATHS, ROBOTS_DISALLOWED_PATHS } from '../../src/domain/sitemap';
import type { DjReview } from '../../src/features/djs/api/use-dj-reviews';
import {
  DJ_NOT_FOUND,
  PAGE_NOT_FOUND,
  routeHead,
  type ReviewLike,
} from '../../src/features/seo/page-head';
import { SITE_NAME } from '../../src/features/seo/site';

/** Public routes that are forms, payment returns or notices, not pages to find in a search. */
const NOT_FOR_SEARCH = [
  '/signin',
  '/signup',
  '/forgot-password',
  '/payment-success',
  '/payment-canceled',
  '/dj-profile-pending',
];

describe('SEO builders and the app', () => {
  it('title every route as the browser does after hydration', () => {
    expect(SITE_NAME).toBe(APP_NAME);
    for (const route of ROUTES) {
      const head = routeHead({
        origin: 'https://spinbook.test',
        path: route.path,
        title: route.title,
        description: route.description,
      });
      expect(head.title).toBe(documentTitle(route.title));
    }
  });

  it('name the not-found pages as the app does', async () => {
    // A .tsx module, and this test's tsconfig (tsconfig.node.json) has no JSX: loaded at run
    // time only, by a specifier the type checker does not follow.
    const djNotFound = '../../src/features/djs/components/profile/DjNotFound';
    const page = (await import(/* @vite-ignore */ djNotFound)) as Record<string, unknown>;
    expect(DJ_NOT_FOUND).toEqual({
      title: page.DJ_NOT_FOUND_TITLE,
      description: page.DJ_NOT_FOUND_TEXT,
    });
    expect(PAGE_NOT_FOUND).toEqual({ title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION });
  });

  it('list in the sitemap every public, static, searchable route and nothing else', () => {
    const expected = ROUTES.filter(
      (route) =>
        route.access === 'public' &&
        !route.path.includes(':') &&
        !NOT_FOR_SEARCH.includes(route.path),
    ).map((route) => route.path);
    expect([...PUBLIC_SITEMAP_PATHS].sort()).toEqual(expected.sort());
  });

  it('keep robots out of every route that is not public', () => {
    const privateRoutes = ROUTES.filter((route) => route.access !== 'public');
    for (const route of privateRoutes) {
      const prefix = route.path.replace(/:.*$/, '');
      expect(ROBOTS_DISALLOWED_PATHS.some((path) => prefix.startsWith(path))).toBe(true);
    }
  });

  it('accept the reviews the profile page reads', () => {
    expectTypeOf<DjReview>().toExtend<ReviewLike>();
  });
});
