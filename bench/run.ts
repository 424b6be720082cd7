/**
 * `npm run bench [-- --quick] [-- --skip-build]`: a reproducible benchmark of
 * the production build against the emulators (README, "Benchmark").
 *
 * 1. Builds the functions and the app (`npm run build:functions`, `npm run
 *    build:app`: client, server bundle, prerendered pages; skipped with --skip-build).
 * 2. Initial JavaScript per route from the Vite manifest.
 * 3. `scripts/with-emulators.ts --hosting -- tsx bench/measure.ts`: emulators
 *    with the demo seed, the build served at http://localhost:5000 with server
 *    rendering (firebase.json); Lighthouse, TTFB, /discover reads and chat
 *    latency (bench/measure.ts).
 * 3b. The baseline: the same build with server rendering switched off
 *    (`--config firebase.csr.json`, every page the client-rendered app shell),
 *    in an emulator session of its own: Lighthouse and TTFB (`--mode csr`).
 * 4. Discovery at scale: `scripts/with-emulators.ts --only auth,firestore --
 *    tsx bench/measure-discovery.ts`: 2,000 then 20,000 synthetic DJs, the
 *    documents and time of the first /discover page for four filter sets.
 * 5. bench/results/latest.json (every number) and latest.md (the tables).
 *    --quick (1 Lighthouse run per page, 20 chat messages, discovery at 2,000
 *    DJs only) writes to .cache/bench/ instead, so latest.* always hold a full run.
 *
 * `--keep-discovery` skips step 4 and keeps the existing results' figures for it (they
 * do not depend on how pages are rendered). `--only discovery` runs step 4 alone, `--only baseline` step 3b alone (on dist/
 * as it is), and put their figures into the existing latest.json (quick.json
 * with --quick), keeping the other stages' figures.
 *
 * Exits non-zero only when the bench itself fails, not when a target is missed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { bundleFigures } from './lib/bundle';
import { CACHE_DIR, RESULTS_DIR, ROOT } from './lib/config';
import { CSR_CONFIG_FILE, ensureCsrConfig } from './lib/csr-config';
import { gitInfo, machineInfo } from './lib/machine';
import { renderMarkdown } from './lib/report';
import type {
  BenchResults,
  BundleFigures,
  CatalogueResult,
  DiscoveryScale,
  MeasureOutput,
} from './lib/types';
import { errorText, progress, sleep } from './lib/util';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const skipBuild = argv.includes('--skip-build');
/** Keep the discovery-at-scale figures of the existing results instead of measuring them again. */
const keepDiscovery = argv.includes('--keep-discovery');
const onlyIndex = argv.indexOf('--only');
const only = onlyIndex >= 0 ? argv[onlyIndex + 1] : undefined;
if (onlyIndex >= 0 && only !== 'discovery' && only !== 'baseline') {
  console.error(`bench: --only takes "discovery" or "baseline", got "${only ?? ''}"`);
  process.exit(2);
}
const started = Date.now();
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

function step(title: string, command: string, args: string[], timeoutMs: number): void {
  progress(`${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', timeout: timeoutMs });
  if (result.status !== 0) {
    const why = result.error ? errorText(result.error) : `exit ${result.status ?? result.signal}`;
    throw new Error(`${title} failed (${why})`);
  }
}

/**
 * Runs a measuring half (bench/measure.ts, or bench/measure-discovery.ts with the
 * emulators `--only auth,firestore`) with the emulators; stops it (by pid) if it overruns.
 */
function measure(
  outFile: string,
  emulators = ['--hosting'],
  script = 'bench/measure.ts',
  scriptArgs: string[] = [],
) {
  const pidFile = join(CACHE_DIR, 'measure.pid');
  rmSync(pidFile, { force: true });
  // Node with tsx's loader rather than the tsx command, whose parent process SIGKILLs a child
  // slow to acknowledge a signal (scripts/lib/stop-on-signal.ts).
  const args = [
    '--import',
    'tsx',
    'scripts/with-emulators.ts',
    ...emulators,
    '--',
    bin('tsx'),
    script,
  ];
  args.push('--out', outFile, ...(quick ? ['--quick'] : []), ...scriptArgs);
  progress(`Emulators + measurements: node ${args.join(' ')}`);
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  // measure.ts gives up by itself after 75 min (30 quick); this is the last resort.
  const limitMs = (quick ? 40 : 90) * 60_000;
  const timer = setTimeout(() => {
    progress(`Measurements still running after ${limitMs / 60_000} min: stopping them.`);
    // Stopping measure.ts lets with-emulators stop the emulators it started.
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : NaN;
    try {
      if (Number.isInteger(pid)) process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    void sleep(90_000).then(() => {
      if (child.exitCode === null && child.pid !== undefined) child.kill('SIGTERM');
    });
  }, limitMs);
  return new Promise<number>((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

/** latest.json, or .cache/bench/quick.json for --quick. */
const resultsPath = () =>
  join(quick ? CACHE_DIR : RESULTS_DIR, `${quick ? 'quick' : 'latest'}.json`);

/** The discovery-at-scale session: its figures, or why there are none. */
async function measureDiscovery(): Promise<
  Pick<BenchResults, 'discoveryScale' | 'discoveryScaleError'>
> {
  const file = join(CACHE_DIR, 'discovery.json');
  rmSync(file, { force: true });
  const status = await measure(file, ['--only', 'auth,firestore'], 'bench/measure-discovery.ts');
  if (!existsSync(file)) {
    return { discoveryScale: null, discoveryScaleError: `did not finish (exit ${status})` };
  }
  const scale = JSON.parse(readFileSync(file, 'utf8')) as DiscoveryScale;
  return { discoveryScale: scale, discoveryScaleError: status === 0 ? null : `exit ${status}` };
}

/**
 * The client-rendered baseline's session (firebase.csr.json): its Lighthouse and TTFB figures
 * put beside the server-rendered ones of the same catalogue size in `catalogues`.
 */
async function measureBaseline(catalogues: CatalogueResult[], errors: string[]): Promise<void> {
  if (await ensureCsrConfig()) {
    progress(`${CSR_CONFIG_FILE} did not match firebase.json: rewritten (commit it).`);
  }
  const file = join(CACHE_DIR, 'measure-csr.json');
  rmSync(file, { force: true });
  const status = await measure(
    file,
    ['--hosting', '--config', 'firebase.csr.json'],
    'bench/measure.ts',
    ['--mode', 'csr'],
  );
  const csr = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MeasureOutput) : null;
  for (const size of catalogues) {
    const b = csr?.catalogues.find((c) => c.key === size.key);
    size.baseline = b ? { pages: b.pages, ttfb: b.ttfb ?? null } : null;
  }
  for (const error of csr?.errors ?? []) errors.push(`baseline: ${error}`);
  if (!csr) errors.push(`baseline: did not finish (exit ${status})`);
}

async function writeResults(results: BenchResults): Promise<void> {
  const jsonPath = resultsPath();
  const mdPath = jsonPath.replace(/\.json$/, '.md');
  mkdirSync(dirname(jsonPath), { recursive: true });
  const config = (await resolveConfig(jsonPath)) ?? {};
  writeFileSync(jsonPath, await format(JSON.stringify(results), { ...config, filepath: jsonPath }));
  writeFileSync(mdPath, await renderMarkdown(results, mdPath));
  progress(`Results: ${jsonPath}, ${mdPath}`);
  console.log(`\n${readFileSync(mdPath, 'utf8')}`);
}

if (only === 'discovery' || only === 'baseline') {
  // The other stages' figures stay as the last run left them.
  let code = 0;
  try {
    const jsonPath = resultsPath();
    if (!existsSync(jsonPath)) throw new Error(`${jsonPath} is missing: run the whole bench first`);
    const results = JSON.parse(readFileSync(jsonPath, 'utf8')) as BenchResults;
    mkdirSync(CACHE_DIR, { recursive: true });
    if (only === 'discovery') {
      const discovery = await measureDiscovery();
      await writeResults({ ...results, ...discovery });
      if (discovery.discoveryScaleError) code = 1;
    } else {
      // Earlier baseline errors go; the server-rendered session's stay.
      const errors = results.errors.filter((e) => !e.startsWith('baseline: '));
      await measureBaseline(results.catalogues, errors);
      await writeResults({ ...results, errors });
      if (errors.some((e) => e.startsWith('baseline: '))) code = 1;
    }
  } catch (error) {
    console.error(`bench: ${errorText(error)}`);
    code = 1;
  }
  progress(`Done in ${((Date.now() - started) / 60_000).toFixed(1)} min (exit ${code}).`);
  process.exit(code);
}

let exitCode = 0;
try {
  if (skipBuild) progress('Build skipped (--skip-build): measuring dist/ as it is');
  else {
    step('Functions build', 'npm', ['run', 'build:functions'], 5 * 60_000);
    step('App build', 'npm', ['run', 'build:app'], 10 * 60_000);
  }

  let bundle: BundleFigures | null = null;
  let bundleError: string | null = null;
  try {
    bundle = bundleFigures();
    progress(
      `Initial JS: home ${bundle.homeKb} KB gzip; ` +
        bundle.routes.map((r) => `${r.path} ${r.initialKb}`).join(', '),
    );
  } catch (error) {
    bundleError = errorText(error);
    progress(`Bundle figures failed: ${bundleError}`);
  }
  const machine = machineInfo();
  const git = gitInfo();

  mkdirSync(CACHE_DIR, { recursive: true });
  const measureFile = join(CACHE_DIR, 'measure.json');
  rmSync(measureFile, { force: true });
  const measureStatus = await measure(measureFile);
  if (!existsSync(measureFile)) {
    throw new Error(`The measurements did not finish (exit ${measureStatus}); no results written`);
  }
  const measured = JSON.parse(readFileSync(measureFile, 'utf8')) as MeasureOutput;
  if (bundleError) measured.errors.push(`bundle: ${bundleError}`);
  await measureBaseline(measured.catalogues, measured.errors);
  let discovery: Pick<BenchResults, 'discoveryScale' | 'discoveryScaleError'>;
  if (keepDiscovery && existsSync(resultsPath())) {
    const previous = JSON.parse(readFileSync(resultsPath(), 'utf8')) as BenchResults;
    discovery = {
      discoveryScale: previous.discoveryScale ?? null,
      discoveryScaleError: previous.discoveryScaleError ?? null,
    };
    progress('Discovery at scale: kept from the existing results (--keep-discovery)');
  } else discovery = await measureDiscovery();

  const results: BenchResults = {
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine,
    git,
    ...measured,
    bundle,
    bundleError,
    ...discovery,
  };
  await writeResults(results);
  if (measureStatus !== 0 || results.errors.length > 0 || results.discoveryScaleError) {
    progress(`The bench could not take every measurement (see "bench error" lines above).`);
    exitCode = 1;
  }
} catch (error) {
  console.error(`bench: ${errorText(error)}`);
  exitCode = 1;
}
progress(`Done in ${((Date.now() - started) / 60_000).toFixed(1)} min (exit ${exitCode}).`);
process.exit(exitCode);
