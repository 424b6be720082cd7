/**
 * The worker's half of the first paint from the local cache (src/lib/screen-snapshot): a start
 * of a screen that keeps a snapshot is answered from this device at once, with the precached
 * app shell and, when there is one, the screen's snapshot in front of it. Those screens are
 * signed-in pages whose network answer is that same app shell (Hosting's fallback), so waiting
 * for the network would only delay the same document. Registered before workbox's routes
 * (importScripts runs first), so it answers these navigations and workbox the rest.
 */
import {
  composeSnapshotPage,
  isSnapshotPath,
  parseSnapshot,
  SNAPSHOT_CACHE,
} from '../../lib/screen-snapshot/snapshot-html';

declare const self: ServiceWorkerGlobalScope;

const SHELL_PATH = '/app-shell.html';

async function snapshotFor(path: string) {
  const cache = await caches.open(SNAPSHOT_CACHE);
  const stored = await cache.match(path);
  if (!stored) return null;
  try {
    return parseSnapshot(await stored.json());
  } catch {
    return null;
  }
}

async function answer(event: FetchEvent, path: string): Promise<Response> {
  // Precached with a revision in its query: any cache's copy of the shell will do.
  const shell = await caches.match(SHELL_PATH, { ignoreSearch: true });
  if (!shell) {
    // Not installed yet (or evicted): as the network would have answered.
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? fetch(event.request);
  }
  const snapshot = await snapshotFor(path);
  if (!snapshot) return shell;
  const page = composeSnapshotPage(await shell.clone().text(), snapshot);
  if (!page) return shell;
  // The shell's headers (its Content-Security-Policy among them), for the composed page.
  const headers = new Headers(shell.headers);
  headers.delete('Content-Length');
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(page, { status: 200, headers });
}

export function registerScreenSnapshots(): void {
  self.addEventListener('fetch', (event: FetchEvent) => {
    const { request } = event;
    if (request.mode !== 'navigate' || request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || !isSnapshotPath(url.pathname, url.search)) return;
    // The navigation preload started for this request is not needed: let it settle quietly.
    event.waitUntil(Promise.resolve(event.preloadResponse).catch(() => undefined));
    event.respondWith(answer(event, url.pathname));
  });
}
