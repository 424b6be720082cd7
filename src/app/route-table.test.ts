import { describe, expect, it } from 'vitest';
import {
  APP_NAME,
  documentTitle,
  NOT_FOUND_TITLE,
  ROUTES,
  routeInfo,
  type RouteAccess,
} from './route-table';

/** The spec's route table (public-side spec, section 2), in its order. */
const SPEC_PATHS = [
  '/',
  '/discover',
  '/dj/:id',
  '/book/:id',
  '/how-it-works',
  '/become-dj',
  '/signin',
  '/signup',
  '/forgot-password',
  '/pricing',
  '/contact',
  '/dj-resources',
  '/privacy',
  '/terms',
  '/success-stories',
  '/about',
  '/admin',
  '/dashboard',
  '/dj-dashboard',
  '/dj-profile-pending',
  '/testing',
  '/bookings',
  '/events',
  '/messages',
  '/payment-success',
  '/payment-canceled',
] as const;

/** Routes Spinbook adds to the spec's, each with the issue that asked for it. */
const ADDED_PATHS = [
  // Issue 38, item 1: the phone's bottom navigation opens the notification list as a page.
  '/notifications',
  // Issue 38, item 10: one booking's page, for both parties.
  '/bookings/:bookingId',
] as const;

const RESTRICTED: Record<string, RouteAccess> = {
  '/book/:id': 'signed-in',
  '/dashboard': 'signed-in',
  '/dj-dashboard': 'signed-in',
  '/admin': 'admin',
  '/testing': 'admin',
  '/bookings': 'signed-in-message',
  '/bookings/:bookingId': 'signed-in-message',
  '/messages': 'signed-in-message',
  '/notifications': 'signed-in-message',
};

describe('ROUTES', () => {
  const paths = ROUTES.map((r) => r.path);

  it('holds exactly the spec routes and the ones Spinbook added', () => {
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...ADDED_PATHS].sort());
    expect(paths).toHaveLength(SPEC_PATHS.length + ADDED_PATHS.length);
  });

  it.each(SPEC_PATHS)('lists %s exactly once', (path) => {
    expect(paths.filter((p) => p === path)).toHaveLength(1);
  });

  it('has no catch-all or duplicate paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('*');
  });

  it.each(ROUTES.map((r) => [r.path, r] as const))(
    '%s has a non-empty title and description',
    (_path, route) => {
      expect(route.title.trim()).not.toBe('');
      expect(route.description.trim()).not.toBe('');
    },
  );

  it.each([...SPEC_PATHS, ...ADDED_PATHS])('%s has the access level the spec gives it', (path) => {
    expect(routeInfo(path).access).toBe(RESTRICTED[path] ?? 'public');
  });

  it('uses the spec titles where the spec names the page', () => {
    expect(routeInfo('/discover').title).toBe('Find Your Perfect DJ');
    expect(routeInfo('/dashboard').title).toBe('My Dashboard');
    expect(routeInfo('/bookings').title).toBe('My Bookings');
    expect(routeInfo('/events').title).toBe('Discover Amazing Events');
    expect(routeInfo('/messages').title).toBe('Messages');
    expect(routeInfo('/how-it-works').title).toBe('How It Works');
  });
});

describe('route descriptions', () => {
  // Search engines show about 50–160 characters; a page without its own
  // description would repeat the home page's in every result.
  it.each(ROUTES.map((r) => [r.path, r.description] as const))(
    '%s has a description of 40–160 characters',
    (_path, description) => {
      expect(description.length).toBeGreaterThanOrEqual(40);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );

  it('gives every route its own description', () => {
    const descriptions = ROUTES.map((r) => r.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe('documentTitle', () => {
  it('puts the app name first on the home page', () => {
    expect(documentTitle(routeInfo('/').title)).toBe(`${APP_NAME} — Book pro DJs instantly`);
    expect(APP_NAME).toBe('Spinbook');
  });

  it('puts the page title first elsewhere', () => {
    expect(documentTitle('Sign In')).toBe('Sign In · Spinbook');
    expect(documentTitle(routeInfo('/discover').title)).toBe('Find Your Perfect DJ · Spinbook');
    expect(documentTitle(NOT_FOUND_TITLE)).toBe('Page Not Found · Spinbook');
  });
});

describe('routeInfo', () => {
  it('returns the entry for a known path', () => {
    expect(routeInfo('/signin')).toMatchObject({ path: '/signin', title: 'Sign In' });
  });

  it.each(['/nope', '', '/dj/123', '/Discover', '/discover/', '*'])(
    'throws for the unknown path %j',
    (path) => {
      expect(() => routeInfo(path)).toThrow(`No route ${path} in the route table`);
    },
  );
});
