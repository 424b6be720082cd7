/**
 * The entry of the server bundle (vite build --ssr, see vite.config.ts), loaded by the ssr
 * Cloud Function (functions/src/ssr). It turns a request for a server-rendered page into
 * the complete HTML answer and its caching headers.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { matchRoutes } from 'react-router-dom';
import { escapeHtmlAttribute as escapeAttr } from '../../domain/html-entities';
import { djHead, notFoundHead, renderHeadTags, routeHead } from '../../features/seo/page-head';
import { ROUTES, routeInfo } from '../route-table';
import { composeDocument } from './document';
import { renderPage } from './entry-server';
import { createPageServer, type LoadedPage } from './page-loads';
import { HYDRATION_DATA_ID } from './page-server';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Public pages may be cached by the CDN: 30 s fresh, then served stale for up to 30 s
 * more while one request refreshes it, so a DJ's edit shows within a minute. The browser
 * itself keeps nothing (max-age=0): its service worker caches pages for offline use.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
/** A page that failed to render is never cached. */
export const NO_STORE = 'no-store';

const SERVER_RENDERED = ROUTES.filter((r) => r.render === 'server').map((r) => ({ path: r.path }));

/** The route-table path a URL path renders on the server, if any. */
export function serverRenderedPath(pathname: string): string | null {
  const match = matchRoutes(SERVER_RENDERED, pathname)?.at(-1);
  return match ? (match.route.path ?? null) : null;
}

const html = (status: number, cache: string, body: string): PageAnswer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cache },
  body,
});

export interface RespondOptions {
  db: Firestore;
  /** The site's public origin, for canonical URLs and share tags. */
  origin: string;
  /** The client build's app shell (dist/app-shell.html). */
  template: string;
}

export async function respond(request: Request, options: RespondOptions): Promise<PageAnswer> {
  const url = new URL(request.url);
  const path = serverRenderedPath(url.pathname);
  // Not a server-rendered page: the app shell renders it in the browser.
  if (!path) return html(200, 'no-cache', options.template);

  const pages = createPageServer(options.db);
  const seen: { page: LoadedPage | null } = { page: null };
  const rendered = await renderPage(request, {
    load: async (routePath, params, req) =>
      (seen.page = await pages.loadPage(routePath, params, req)),
  });
  if (rendered.redirect) {
    return {
      status: rendered.redirect.status,
      headers: { Location: rendered.redirect.location, 'Cache-Control': PUBLIC_PAGE_CACHE },
      body: '',
    };
  }
  // A read failed: the shell still works, and loads the page in the browser.
  const page = seen.page;
  if (rendered.failed || !page) return html(200, NO_STORE, options.template);

  const info = routeInfo(path);
  const head =
    page.status === 404
      ? notFoundHead(options.origin, url.pathname)
      : page.facts.dj
        ? djHead({ origin: options.origin, dj: page.facts.dj, reviews: page.facts.reviews ?? [] })
        : routeHead({
            origin: options.origin,
            path: url.pathname,
            title: info.title,
            description: info.description,
            query: url.search,
          });
  const image = page.status === 200 ? page.facts.lcpImage : undefined;
  const body = composeDocument(
    options.template,
    {
      headTags: renderHeadTags(head),
      styles: rendered.styles,
      // The page's largest paint (hero poster, first card's photo, profile cover) starts
      // loading with the HTML.
      links: image ? preloadLink(image) : '',
      html: rendered.html,
      hydration: rendered.hydration,
    },
    HYDRATION_DATA_ID,
  );
  return html(rendered.status, PUBLIC_PAGE_CACHE, body);
}

/** `<link rel=preload>` for the largest paint's image (with its formats, when it has them). */
function preloadLink(image: NonNullable<LoadedPage['facts']['lcpImage']>): string {
  const attrs = [
    `href="${escapeAttr(image.href)}"`,
    image.srcset ? `imagesrcset="${escapeAttr(image.srcset)}"` : '',
    image.sizes ? `imagesizes="${escapeAttr(image.sizes)}"` : '',
    image.type ? `type="${escapeAttr(image.type)}"` : '',
  ].filter(Boolean);
  return `<link rel="preload" as="image" ${attrs.join(' ')} fetchpriority="high">`;
}

/** The pages prerender() makes (the route table's `render: 'prerender'`). */
export const PRERENDERED_PATHS = ROUTES.filter((r) => r.render === 'prerender').map((r) => r.path);

/**
 * An information page rendered once at build time (scripts/prerender-pages.ts): it shows
 * no stored data, so the same HTML serves everyone until the next deploy.
 */
export async function prerender(
  path: string,
  options: { origin: string; template: string },
): Promise<string> {
  const info = routeInfo(path);
  const rendered = await renderPage(new Request(new URL(path, options.origin)), {
    load: async () => ({ status: 200, seeds: {} }),
  });
  if (rendered.failed || rendered.redirect) throw new Error(`Could not prerender ${path}`);
  const head = routeHead({
    origin: options.origin,
    path,
    title: info.title,
    description: info.description,
  });
  return composeDocument(
    options.template,
    {
      headTags: renderHeadTags(head),
      styles: rendered.styles,
      html: rendered.html,
      hydration: rendered.hydration,
    },
    HYDRATION_DATA_ID,
  );
}
