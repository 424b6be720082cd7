/**
 * Time to first byte of the public pages through the Hosting emulator (issue 22):
 * - uncached: a query string nobody asked for before (`?bench-ttfb=<n>`), so the request
 *   reaches the ssr function and is rendered (the function keeps no render cache of its own);
 * - repeat: the same URL again, after one untimed request.
 * The emulator has no CDN: a repeat is rendered again by the warm function, so it measures a
 * warm render, not an edge cache hit, which production would answer from the CDN while
 * `s-maxage` lasts. In the baseline both are Hosting's static app-shell.html.
 *
 * TTFB here: `fetch` called → response headers received (Node's fetch, keep-alive, loopback).
 */
import type { TtfbPage } from './types';
import { summarize } from './util';

async function timeRequest(url: string): Promise<{ ms: number; res: Response }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  const ms = performance.now() - started;
  await res.arrayBuffer();
  return { ms, res };
}

let counter = 0;

export async function measureTtfb(
  baseUrl: string,
  pages: readonly { label: string; path: string }[],
  samples: number,
): Promise<TtfbPage[]> {
  const out: TtfbPage[] = [];
  // The connection itself is not what is measured.
  await timeRequest(`${baseUrl}/favicon.svg`).catch(() => undefined);
  for (const { label, path } of pages) {
    const uncached: number[] = [];
    let status = 0;
    let cacheControl: string | null = null;
    for (let i = 0; i < samples; i++) {
      const unique = `${path}${path.includes('?') ? '&' : '?'}bench-ttfb=${Date.now()}-${++counter}`;
      const { ms, res } = await timeRequest(`${baseUrl}${unique}`);
      uncached.push(ms);
      status = res.status;
      cacheControl = res.headers.get('cache-control');
    }
    await timeRequest(`${baseUrl}${path}`);
    const repeat: number[] = [];
    for (let i = 0; i < samples; i++) repeat.push((await timeRequest(`${baseUrl}${path}`)).ms);
    out.push({
      label,
      path,
      status,
      cacheControl,
      uncached: summarize(uncached),
      repeat: summarize(repeat),
    });
  }
  return out;
}
