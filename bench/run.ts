/**
 * `npm run bench [-- --quick] [-- --skip-build]`: a reproducible benchmark of
 * the production build against the emulators (README, "Benchmark").
 *
 * 1. Builds the functions and the app (skipped with --skip-build).
 * 2. Initial JavaScript per route from the Vite manifest.
 * 3. `scripts/with-emulators.ts --hosting -- tsx bench/measure.ts`: emulators
 *    with the demo seed, the build served at http://localhost:5000; Lighthouse,
 *    /discover reads and chat latency (bench/measure.ts).
 * 4. bench/results/latest.json (every number) and latest.md (the tables).
 *    --quick (1 Lighthouse run per page, 20 chat messages) writes to
 *    .cache/bench/ instead, so latest.* always hold a full run.
 *
 * Exits non-zero only when the bench itself fails, not when a target is missed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { bundleFigures } from './lib/bundle';
import { CACHE_DIR, RESULTS_DIR, ROOT } from './lib/config';
import { gitInfo, machineInfo } from './lib/machine';
import { renderMarkdown } from './lib/report';
import type { BenchResults, BundleFigures, MeasureOutput } from './lib/types';
import { errorText, progress, sleep } from './lib/util';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const skipBuild = argv.includes('--skip-build');
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

/** Runs the measuring half with the emulators; stops it (by pid) if it overruns. */
function measure(outFile: string): Promise<number> {
  const pidFile = join(CACHE_DIR, 'measure.pid');
  rmSync(pidFile, { force: true });
  const args = ['scripts/with-emulators.ts', '--hosting', '--', bin('tsx'), 'bench/measure.ts'];
  args.push('--out', outFile, ...(quick ? ['--quick'] : []));
  progress(`Emulators + measurements: tsx ${args.join(' ')}`);
  const child = spawn(bin('tsx'), args, { cwd: ROOT, stdio: 'inherit' });
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
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

let exitCode = 0;
try {
  if (skipBuild) progress('Build skipped (--skip-build): measuring dist/ as it is');
  else {
    step('Functions build', 'npm', ['run', 'build:functions'], 5 * 60_000);
    step('App build', 'npm', ['run', 'build'], 10 * 60_000);
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

  const results: BenchResults = {
    date: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine,
    git,
    ...measured,
    bundle,
    bundleError,
  };
  const dir = quick ? CACHE_DIR : RESULTS_DIR;
  const name = quick ? 'quick' : 'latest';
  mkdirSync(dir, { recursive: true });
  const jsonPath = join(dir, `${name}.json`);
  const mdPath = join(dir, `${name}.md`);
  const config = (await resolveConfig(jsonPath)) ?? {};
  writeFileSync(jsonPath, await format(JSON.stringify(results), { ...config, filepath: jsonPath }));
  writeFileSync(mdPath, await renderMarkdown(results, mdPath));
  progress(`Results: ${jsonPath}, ${mdPath}`);
  console.log(`\n${readFileSync(mdPath, 'utf8')}`);
  if (measureStatus !== 0 || results.errors.length > 0) {
    progress(`The bench could not take every measurement (see "bench error" lines above).`);
    exitCode = 1;
  }
} catch (error) {
  console.error(`bench: ${errorText(error)}`);
  exitCode = 1;
}
progress(`Done in ${((Date.now() - started) / 60_000).toFixed(1)} min (exit ${exitCode}).`);
process.exit(exitCode);
