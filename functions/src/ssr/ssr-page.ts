// The ssr function (issue 22): Hosting rewrites the public pages (/, /discover, /events,
// /dj/**) and /sitemap*.xml to it (robots.txt is a static file: Cloud Functions answer that
// path with a 404 of their own). Pages are rendered by the server bundle that
// `vite build --ssr` writes into ../ssr-dist (the app's own React components; see
// src/app/ssr/server.ts); this file only adapts the HTTP request and answers.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Firestore } from 'firebase-admin/firestore';
import { appOrigin } from '../services/app-origin';
import { sitemapResponse } from './sitemap-source';

/** What src/app/ssr/server.ts exports (declared here: the functions build does not compile the app). */
interface ServerBundle {
  respond(
    request: Request,
    options: { db: Firestore; origin: string; template: string },
  ): Promise<{ status: number; headers: Record<string, string>; body: string }>;
}

/** The minimal request and response the handler needs (Express's satisfy them). */
export interface SsrRequest {
  method: string;
  originalUrl: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface SsrResponse {
  status(code: number): SsrResponse;
  set(field: string, value: string): SsrResponse;
  send(body: string | Buffer): unknown;
}

/**
 * The page compressed for a browser that accepts it. Hosting's CDN compresses on its own,
 * but passes a compressed answer through as it is; the emulator does not compress at all,
 * and a 90 KB page of markup and critical CSS is 13 KB in gzip. Brotli at quality 5 costs a
 * few milliseconds per page.
 */
export function encodeBody(
  body: string,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    return {
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body, encoding: null };
}

const BUNDLE_DIR = join(__dirname, '..', 'ssr-dist');

let bundle: Promise<{ server: ServerBundle; template: string }> | null = null;
/** Loaded once per instance (a cold start pays for it; warm requests do not). */
export function loadServerBundle(dir = BUNDLE_DIR) {
  bundle ??= Promise.all([
    import(pathToFileURL(join(dir, 'server.mjs')).href) as Promise<ServerBundle>,
    readFile(join(dir, 'template.html'), 'utf8'),
  ]).then(([server, template]) => ({ server, template }));
  return bundle;
}

const header = (req: SsrRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export interface SsrDeps {
  db: Firestore;
  projectId: string;
  emulator: boolean;
}

export async function handleSsr(req: SsrRequest, res: SsrResponse, deps: SsrDeps): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method Not Allowed');
    return;
  }
  // The origin of canonical URLs: the configured site, or the loopback host in the emulator.
  const host = header(req, 'x-forwarded-host') ?? header(req, 'host');
  const proto = header(req, 'x-forwarded-proto') ?? 'http';
  const origin = appOrigin(host ? `${proto}://${host}` : undefined, deps.projectId, {
    emulator: deps.emulator,
  });
  const url = new URL(req.originalUrl, origin);

  // The sitemaps.
  const text = await sitemapResponse(deps.db, url.pathname, origin);
  if (text) {
    res.status(text.status).set('Content-Type', text.contentType);
    res.set('Cache-Control', text.cacheControl).send(text.body);
    return;
  }

  const { server, template } = await loadServerBundle();
  const answer = await server.respond(new Request(url, { method: 'GET' }), {
    db: deps.db,
    origin,
    template,
  });
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.set(name, value);
  const encoded = encodeBody(answer.body, header(req, 'accept-encoding'));
  res.set('Vary', 'Accept-Encoding');
  if (encoded.encoding) res.set('Content-Encoding', encoded.encoding);
  res.send(encoded.body);
}
