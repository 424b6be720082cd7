/**
 * Performance budgets, read from the Vite manifest of the production build
 * (gzip level 9, like a CDN):
 *
 * - what runs before a server-rendered page is interactive (issue 22): the entry
 *   chunk, the page's route chunk and everything either imports statically, which
 *   main.tsx loads before hydrating (budgets per page below). None of it may be
 *   Firestore, Auth or reactfire: those load after the page is interactive;
 * - every other route's own chunks: the route's chunk and the static imports
 *   no other route loads (≤ 60 KB each). Chunks several routes share (the form
 *   kit of formik, yup and TextField; dialogs; the live-data layer of reactfire
 *   and the full Firestore SDK) are reported once, with each route's first-visit
 *   total, and are cached after the first route that loads them. A first
 *   visit (own + shared, beyond the shell and the live layer) is capped at
 *   110 KB so the shared chunks cannot grow unnoticed either;
 * - all CSS files together (≤ 30 KB). MUI styles through emotion, which
 *   injects its CSS at runtime from the JavaScript above, so this is normally 0.
 *
 * Chunks imported dynamically after paint (auth actions, dialogs, the service
 * worker helper) are not part of any first paint and are not counted.
 *
 *   tsx scripts/bundle-report.ts [--json]    (exit 1 when a budget is exceeded)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { BEFORE_INTERACTIVE_KB, BUDGETS_KB } from './lib/bundle-budgets';

export { BEFORE_INTERACTIVE_KB, BUDGETS_KB };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const root = process.cwd();
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const total = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest; build first.');
const keyFor = (modulePath: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(modulePath));
  if (!key) throw new Error(`No chunk for ${modulePath}`);
  return key;
};

/** path → page module, from the router's PAGE_LOADERS (`'/x': () => import('…')`). */
function routeModules(): { path: string; module: string }[] {
  const router = readFileSync(join(root, 'src/app/router.tsx'), 'utf8');
  const found = [...router.matchAll(/'(\/[^']*)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)];
  return found.map(([, path, spec]) => ({
    path: path!,
    module: join('src/app', spec!).replace(/\\/g, '/') + '.tsx',
  }));
}

/** Live routes render inside LiveDataLayout; read which ones from the route table. */
function liveRoutePaths(): Set<string> {
  const table = readFileSync(join(root, 'src/app/route-table.ts'), 'utf8');
  const live = new Set<string>();
  for (const [, block] of table.matchAll(/\{([^{}]*?path: '[^']+'[^{}]*?)\}/g)) {
    const path = /path: '([^']+)'/.exec(block!)?.[1];
    if (path && /live: true/.test(block!)) live.add(path);
  }
  return live;
}

const entry = staticClosure([entryKey]);
const modules = routeModules();
const beforeInteractive = Object.entries(BEFORE_INTERACTIVE_KB).map(([path, budget]) => {
  const module = modules.find((r) => r.path === path)?.module;
  if (!module) throw new Error(`No page module for ${path}`);
  const chunks = staticClosure([entryKey, keyFor(module)]);
  return { path, budget, chunks, kb: total(chunks) };
});
const home = beforeInteractive.find((p) => p.path === '/')!.chunks;
const homeKb = total(home);
/** Loaded after interactive, never before: the Firebase SDKs and reactfire. */
const LATE = [
  'src/lib/firebase/firestore-kit.ts',
  'src/lib/firebase/firestore.ts',
  'src/lib/firebase/auth.ts',
  'src/app/live/LiveDataLayout.tsx',
];
const liveLayer = staticClosure([keyFor('src/app/live/LiveDataLayout.tsx')]);
const liveLayerKb = total([...liveLayer].filter((k) => !entry.has(k)));
const live = liveRoutePaths();

const closures = modules
  .filter((r) => r.path !== '/')
  .map((r) => ({
    path: r.path,
    live: live.has(r.path),
    // Everything the route loads before its first paint beyond the entry (and, for
    // live routes, beyond the live-data layer they all share).
    added: [...staticClosure([keyFor(r.module)])].filter(
      (k) => !entry.has(k) && !(live.has(r.path) && liveLayer.has(k)),
    ),
  }));

/** Chunks two or more routes load (form kit, dialogs…): cached once, shared by all. */
const usage = new Map<string, Set<string>>();
for (const c of closures) {
  for (const k of c.added) usage.set(k, (usage.get(k) ?? new Set()).add(c.path));
}
const shared = [...usage].filter(([, paths]) => paths.size > 1).map(([k]) => k);
const sharedKb = total(shared);

const routes = closures.map((c) => ({
  path: c.path,
  live: c.live,
  /** The route's own chunks: loaded by this route only. This is what the budget caps. */
  kb: total(c.added.filter((k) => !shared.includes(k))),
  /** What a first visit to this route downloads after the shell (own + shared). */
  firstVisitKb: total(c.added),
}));

const cssFiles = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.css'));
const cssKb = cssFiles.reduce((sum, f) => sum + gzipKb(join('assets', f)), 0);

const problems: string[] = [];
for (const page of beforeInteractive) {
  if (page.kb > page.budget) {
    problems.push(`${page.path} before interactive ${page.kb.toFixed(1)} KB > ${page.budget} KB`);
  }
  const late = [...page.chunks].filter(
    (k) => LATE.some((m) => k.endsWith(m)) || /reactfire|@firebase\/(firestore|auth)/.test(k),
  );
  if (late.length) {
    problems.push(`${page.path} loads before interactive what must wait: ${late.join(', ')}`);
  }
}
for (const r of routes) {
  if (r.kb > BUDGETS_KB.route) {
    problems.push(`${r.path} own chunks ${r.kb.toFixed(1)} KB > ${BUDGETS_KB.route} KB`);
  }
  if (r.firstVisitKb > BUDGETS_KB.routeFirstVisit) {
    problems.push(
      `${r.path} first visit ${r.firstVisitKb.toFixed(1)} KB > ${BUDGETS_KB.routeFirstVisit} KB`,
    );
  }
}
if (cssKb > BUDGETS_KB.css) problems.push(`CSS ${cssKb.toFixed(1)} KB > ${BUDGETS_KB.css} KB`);

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      {
        budgetsKb: BUDGETS_KB,
        beforeInteractive: beforeInteractive.map(({ path, budget, kb }) => ({ path, budget, kb })),
        homeKb,
        liveLayerKb,
        sharedKb,
        cssKb,
        routes,
        problems,
      },
      null,
      2,
    ),
  );
} else {
  console.log('Home route initial JavaScript (gzip):');
  for (const key of home) {
    console.log(
      `  ${gzipKb(manifest[key]!.file).toFixed(1).padStart(7)} KB  ${manifest[key]!.file}`,
    );
  }
  console.log(`  ${homeKb.toFixed(1).padStart(7)} KB  total`);
  console.log('JavaScript before interactive on the server-rendered pages (gzip):');
  for (const page of beforeInteractive) {
    console.log(`  ${page.kb.toFixed(1).padStart(7)} KB  ${page.path} (budget ${page.budget} KB)`);
  }
  console.log(
    `Live-data layer shared by live routes (reactfire + full Firestore): ${liveLayerKb.toFixed(1)} KB`,
  );
  console.log(`Chunks shared by two or more routes (forms, dialogs…): ${sharedKb.toFixed(1)} KB`);
  console.log(
    `Each route's own chunks (gzip, budget ${BUDGETS_KB.route} KB) and its first visit after the shell (budget ${BUDGETS_KB.routeFirstVisit} KB):`,
  );
  for (const r of [...routes].sort((a, b) => b.kb - a.kb)) {
    console.log(
      `  ${r.kb.toFixed(1).padStart(7)} KB own  ${r.firstVisitKb.toFixed(1).padStart(6)} KB first visit  ${r.path}${r.live ? ' (live)' : ''}`,
    );
  }
  console.log(`CSS files (gzip, budget ${BUDGETS_KB.css} KB): ${cssKb.toFixed(1)} KB`);
}
if (problems.length) {
  console.error(`Over budget:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
