/**
 * Measures the JavaScript a route needs before its first paint: the entry
 * chunk, the route's own chunk, and everything either imports statically
 * (gzip level 9, like a CDN). Chunks imported dynamically after paint (auth,
 * the service worker helper) are reported separately.
 *
 *   tsx scripts/bundle-report.ts [--budget-kb 170]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(process.cwd(), 'dist');
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

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest; build first.');
const routeKey = (suffix: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`No chunk for ${suffix}`);
  return key;
};

const total = (keys: Set<string>) =>
  [...keys].reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);

const home = staticClosure([entryKey, routeKey('app/pages/HomeRoute.tsx')]);
const homeKb = total(home);

const budgetArg = process.argv.indexOf('--budget-kb');
const budget = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 170;

console.log('Home route initial JavaScript (gzip):');
for (const key of home) {
  console.log(`  ${gzipKb(manifest[key]!.file).toFixed(1).padStart(7)} KB  ${manifest[key]!.file}`);
}
console.log(`  ${homeKb.toFixed(1).padStart(7)} KB  total (budget ${budget} KB)`);

const live = staticClosure([routeKey('app/live/LiveDataLayout.tsx')]);
const liveOnly = [...live].filter((k) => !home.has(k));
console.log(
  `Live-data routes add (reactfire + full Firestore): ${total(new Set(liveOnly)).toFixed(1)} KB gzip`,
);

const forbidden = [...home].filter((k) =>
  /reactfire|firestore\/dist\/index\.esm|@firebase\/firestore\/dist\/index/.test(k),
);
if (forbidden.length) {
  console.error(`Home entry must not include reactfire or full Firestore: ${forbidden.join(', ')}`);
  process.exit(1);
}
if (homeKb > budget) {
  console.error(`Home route is over budget: ${homeKb.toFixed(1)} KB > ${budget} KB`);
  process.exit(1);
}
