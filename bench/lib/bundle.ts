/**
 * Initial JavaScript per route (gzip level 9), from dist/.vite/manifest.json,
 * the way scripts/bundle-report.ts measures the home route: the entry chunk,
 * the route's page chunk and everything they import statically. Live-data
 * routes also load the LiveDataLayout chunk (reactfire + full Firestore)
 * before their page, so it is part of their initial JavaScript. The routes
 * are the keys of PAGE_LOADERS in src/app/router.tsx; `live` comes from the
 * route table.
 *
 * When scripts/bundle-report.ts has a --json flag, its figures (home total,
 * each route's own chunks and first visit after the shell) and budgets are
 * reported beside these cold-load totals, and its output is kept raw.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../../src/app/route-table';
import { ROOT } from './config';
import type { BundleFigures, RouteJs } from './types';
import { errorText } from './util';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** `'/path': () => import('./x/Page')` pairs from router.tsx, as manifest keys without extension. */
export function pageLoaderImports(routerSource: string): { path: string; module: string }[] {
  const block = routerSource.slice(routerSource.indexOf('PAGE_LOADERS'));
  const pairs: { path: string; module: string }[] = [];
  const pattern = /'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const match of block.matchAll(pattern)) {
    pairs.push({ path: match[1]!, module: posix.join('src/app', match[2]!) });
  }
  return pairs;
}

export function computeRouteJs(dist = join(ROOT, 'dist')): BundleFigures {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const sizes = new Map<string, number>();
  const gzipKb = (key: string) => {
    const file = manifest[key]!.file;
    if (!sizes.has(file)) {
      sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
    }
    return sizes.get(file)!;
  };
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return seen;
  };
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + gzipKb(k), 0);
  const keyFor = (module: string) => {
    const key = Object.keys(manifest).find(
      (k) => k === module || k.replace(/\.(tsx?|jsx?)$/, '') === module,
    );
    if (!key) throw new Error(`No chunk for ${module} in the Vite manifest`);
    return key;
  };

  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  const liveLayout = keyFor('src/app/live/LiveDataLayout');
  const router = readFileSync(join(ROOT, 'src/app/router.tsx'), 'utf8');
  const routes: RouteJs[] = pageLoaderImports(router).map(({ path, module }) => {
    const live = ROUTES.find((r) => r.path === path)?.live ?? false;
    const base = closure(live ? [entry, liveLayout] : [entry]);
    const all = closure([...base, keyFor(module)]);
    const own = [...all].filter((k) => !base.has(k));
    return {
      path,
      live,
      initialKb: round1(total(all)),
      routeOnlyKb: round1(total(own)),
      chunks: [...all].map((k) => manifest[k]!.file),
    };
  });
  const home = routes.find((r) => r.path === '/');
  return {
    source: 'bench/lib/bundle.ts (dist/.vite/manifest.json, gzip -9, static imports)',
    homeKb: home?.initialKb ?? Number.NaN,
    routes,
  };
}

interface BundleReportJson {
  budgetsKb: { home: number; route: number; routeFirstVisit: number };
  homeKb: number;
  liveLayerKb: number;
  routes: { path: string; live: boolean; kb: number; firstVisitKb: number }[];
}

function isBundleReport(json: unknown): json is BundleReportJson {
  const j = json as Partial<BundleReportJson> | null;
  return (
    typeof j?.homeKb === 'number' &&
    typeof j.budgetsKb?.route === 'number' &&
    Array.isArray(j.routes) &&
    j.routes.every((r) => typeof r.path === 'string' && typeof r.kb === 'number')
  );
}

/**
 * Per-route figures: this module's cold-load totals, and the repository's own
 * figures and budgets from `scripts/bundle-report.ts --json` where it has them.
 */
export function bundleFigures(): BundleFigures {
  const figures = computeRouteJs();
  const script = join(ROOT, 'scripts/bundle-report.ts');
  if (!existsSync(script) || !readFileSync(script, 'utf8').includes('--json')) return figures;
  // It exits 1 when a budget is exceeded but still prints its JSON.
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [script, '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  try {
    const text = (result.stdout ?? '').trim();
    const json: unknown = JSON.parse(text.slice(Math.max(0, text.search(/[[{]/))));
    figures.bundleReportJson = json;
    if (!isBundleReport(json)) throw new Error('unexpected JSON shape');
    figures.source =
      '`scripts/bundle-report.ts --json` (home, own, first visit); cold load: bench/lib/bundle.ts';
    figures.budgetsKb = { ...json.budgetsKb };
    figures.homeKb = round1(json.homeKb);
    for (const route of figures.routes) {
      if (route.path === '/') {
        route.initialKb = figures.homeKb;
        continue;
      }
      const match = json.routes.find((r) => r.path === route.path);
      if (!match) continue;
      route.ownKb = round1(match.kb);
      route.routeOnlyKb = round1(match.firstVisitKb);
    }
  } catch (error) {
    figures.bundleReportError = `bundle-report --json: ${errorText(error)} (exit ${result.status})`;
  }
  return figures;
}
