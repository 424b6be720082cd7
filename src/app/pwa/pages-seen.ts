/**
 * The pages and images this visit showed, so the service worker can keep them once it
 * takes control. On a first visit the worker installs while the visitor reads: everything
 * loaded before it controlled the page went past it and would be missing offline.
 *
 * Kept in sessionStorage, not memory: a link followed before the app has hydrated (a
 * server-rendered page, decision 0025) loads a new document, and the pages and images
 * of the one before would otherwise be forgotten.
 */

const STORE_KEY = 'spinbook:seen-before-worker';
/** The worker's caches hold 50 pages and 300 images (vite.config.ts). */
const MAX_PAGES = 50;
const MAX_IMAGES = 300;

interface Seen {
  pages: string[];
  images: string[];
}

function read(): Seen {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? 'null') as Seen | null;
    if (stored && Array.isArray(stored.pages) && Array.isArray(stored.images)) return stored;
  } catch {
    // Storage blocked or a damaged entry: start again from this document.
  }
  return { pages: [], images: [] };
}

function add(list: string[], href: string, max: number): boolean {
  if (list.includes(href) || list.length >= max) return false;
  list.push(href);
  return true;
}

function write(seen: Seen): void {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(seen));
  } catch {
    // Storage blocked or full: this document's own pages are still sent.
  }
}

/** Notes a page the visitor saw (the document's URL or a client-side navigation's). */
export function notePageSeen(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/__/')) return;
  url.hash = '';
  const seen = read();
  if (add(seen.pages, url.href, MAX_PAGES)) write(seen);
}

/** Notes the images this document shows (called before it goes, and when asked to cache). */
export function noteImagesShown(): void {
  const seen = read();
  let changed = false;
  for (const image of Array.from(document.images)) {
    const src = image.currentSrc || image.src;
    if (/^https?:/.test(src)) changed = add(seen.images, src, MAX_IMAGES) || changed;
  }
  if (changed) write(seen);
}

/** A request the worker's page route takes for a navigation (vite.config.ts, "isPageRequest"). */
const PAGE_INIT: RequestInit = { headers: { Accept: 'text/html' } };
/** Images of any origin; an opaque answer is kept as the image route keeps one. */
const IMAGE_INIT: RequestInit = { mode: 'no-cors' };

/** Entries for workbox's CACHE_URLS message: each page seen, then each image shown. */
export function urlsToCache(): [string, RequestInit][] {
  notePageSeen(window.location.href);
  noteImagesShown();
  const seen = read();
  return [
    ...seen.pages.map((href): [string, RequestInit] => [href, PAGE_INIT]),
    ...seen.images.map((href): [string, RequestInit] => [href, IMAGE_INIT]),
  ];
}
