/**
 * Site-wide facts the head builders share: the name in titles, the fallback
 * share image, and turning paths into the absolute URLs crawlers and link
 * previews need (they never resolve relative URLs against the page).
 */
import { isHttpUrl } from '../../domain/url';

/** Must equal APP_NAME in src/app/route-table.ts (tests/unit/seo-route-table.test.ts checks). */
export const SITE_NAME = 'Spinbook';

/** The largest app icon in public/icons: the share image of pages without one of their own. */
export const DEFAULT_IMAGE = {
  path: '/icons/pwa-512.png',
  alt: `${SITE_NAME} logo`,
  width: 512,
  height: 512,
} as const;

/** `https://spinbook.app/` → `https://spinbook.app`, so joining a path never doubles the slash. */
export function normalizeOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/**
 * `value` made absolute against `origin` (a path or an absolute URL), or null
 * when it is not an http(s) URL afterwards: a `javascript:` or `data:` photo
 * URL must never reach a meta tag a crawler or chat app follows.
 */
export function absoluteUrl(origin: string, value: string): string | null {
  let url: string;
  try {
    url = new URL(value, `${normalizeOrigin(origin)}/`).href;
  } catch {
    return null;
  }
  return isHttpUrl(url) ? url : null;
}

/** The default share image with its absolute URL. */
export function defaultImage(origin: string) {
  return {
    url: `${normalizeOrigin(origin)}${DEFAULT_IMAGE.path}`,
    alt: DEFAULT_IMAGE.alt,
    width: DEFAULT_IMAGE.width,
    height: DEFAULT_IMAGE.height,
  };
}
