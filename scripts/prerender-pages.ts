/**
 * Writes the information pages (route-table `render: 'prerender'`) as static HTML into
 * dist/, with the server bundle (run after `vite build` and `vite build --ssr`). Hosting
 * serves dist/how-it-works.html for /how-it-works (cleanUrls). Canonical URLs use
 * APP_ORIGIN's first origin when set (a production build), else the local Hosting origin;
 * robots.txt's sitemap link too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { robotsTxt } from '../src/domain/sitemap';

interface ServerBundle {
  PRERENDERED_PATHS: string[];
  prerender(path: string, options: { origin: string; template: string }): Promise<string>;
}

const ROOT = join(import.meta.dirname, '..');
const origin = (process.env.APP_ORIGIN ?? '').split(',')[0]?.trim() || 'http://localhost:5000';

const server = (await import(
  pathToFileURL(join(ROOT, 'functions', 'ssr-dist', 'server.mjs')).href
)) as ServerBundle;
const template = readFileSync(join(ROOT, 'dist', 'app-shell.html'), 'utf8');
for (const path of server.PRERENDERED_PATHS) {
  writeFileSync(
    join(ROOT, 'dist', `${path.slice(1)}.html`),
    await server.prerender(path, { origin, template }),
  );
}
// A static file, not the ssr function: Cloud Functions answer /robots.txt with 404 themselves.
writeFileSync(join(ROOT, 'dist', 'robots.txt'), robotsTxt(origin));
console.log(
  `prerendered robots.txt and ${server.PRERENDERED_PATHS.length} pages: ${server.PRERENDERED_PATHS.join(', ')}`,
);
