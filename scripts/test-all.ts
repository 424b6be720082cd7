/**
 * `npm test`: every check, in order of cost, with one closing line
 * `N passed, N failed[, N skipped]` totalled over all suites.
 *
 * Static checks (typecheck, lint, format, build, bundle budget) count one
 * each; test runners report their own test counts (JSON reporters). The
 * emulators are started once for the rules, functions and end-to-end suites.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATOR_ENV,
  ROOT,
  startEmulators,
  warmServerRendering,
  type RunningEmulators,
} from './lib/emulators';
import { seed } from './seed';

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

const RESULTS = join(ROOT, '.cache', 'test-results');
const tallies: Tally[] = [];

function sh(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function timed<T>(fn: () => T): [T, number] {
  const start = Date.now();
  const value = fn();
  return [value, (Date.now() - start) / 1000];
}

/** A check that passes or fails as a whole. */
function check(name: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const [status, seconds] = timed(() => sh(command, args));
  tallies.push({
    name,
    passed: status === 0 ? 1 : 0,
    failed: status === 0 ? 0 : 1,
    skipped: 0,
    seconds,
  });
  return status === 0;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

function vitest(project: string, env: Record<string, string> = {}): void {
  const out = join(RESULTS, `${project}.json`);
  rmSync(out, { force: true });
  console.log(`\n▶ ${project} tests (vitest)`);
  const [status, seconds] = timed(() =>
    sh(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      env,
    ),
  );
  if (!existsSync(out)) {
    tallies.push({ name: `${project} tests`, passed: 0, failed: 1, skipped: 0, seconds });
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
  // A file that fails to load has no failed tests but is still a failure.
  const failed =
    r.numFailedTests +
    (r.numFailedTests === 0 && status !== 0 ? Math.max(1, r.numFailedTestSuites) : 0);
  tallies.push({
    name: `${project} tests`,
    passed: r.numPassedTests,
    failed,
    skipped: r.numPendingTests + r.numTodoTests,
    seconds,
  });
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function playwright(): void {
  const out = join(RESULTS, 'e2e.json');
  rmSync(out, { force: true });
  console.log('\n▶ end-to-end tests (Playwright, Chromium)');
  const [status, seconds] = timed(() => sh('npx', ['playwright', 'test'], { ...EMULATOR_ENV }));
  if (!existsSync(out)) {
    tallies.push({ name: 'e2e tests', passed: 0, failed: 1, skipped: 0, seconds });
    return;
  }
  const { stats } = JSON.parse(readFileSync(out, 'utf8')) as PlaywrightJson;
  const failed = stats.unexpected + (stats.unexpected === 0 && status !== 0 ? 1 : 0);
  tallies.push({
    name: 'e2e tests',
    passed: stats.expected + stats.flaky,
    failed,
    skipped: stats.skipped,
    seconds,
  });
}

/** tests/reliability at CI size: one test per check the scenarios make. */
function reliability(): void {
  const out = join(RESULTS, 'reliability.json');
  rmSync(out, { force: true });
  console.log('\n▶ reliability suite (load, faults, hostile input; CI size)');
  const [, seconds] = timed(() => sh('npx', ['tsx', 'tests/reliability/run.ts', '--json', out]));
  if (!existsSync(out)) {
    tallies.push({ name: 'reliability', passed: 0, failed: 1, skipped: 0, seconds });
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8')) as { passed: number; failed: number };
  tallies.push({ name: 'reliability', passed: r.passed, failed: r.failed, skipped: 0, seconds });
}

/** The Emulator Hub (port 4400) can pause Cloud Functions background triggers. */
async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const res = await fetch(`http://127.0.0.1:4400/functions/${action}`, { method: 'PUT' });
  if (!res.ok) throw new Error(`Emulator hub refused ${action}: ${res.status}`);
}

async function main(): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });

  check('typecheck (app)', 'npx', ['tsc', '-b']);
  check('typecheck (functions)', 'npm', ['--prefix', 'functions', 'run', 'typecheck']);
  check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  check('format', 'npx', ['prettier', '--check', '.']);
  // The client build, the server bundle for the ssr function, and the prerendered pages.
  const built = check('build (app)', 'npm', ['run', 'build:app']);
  // Both functions codebases: `default` (production) and `demo` (the /testing data tools).
  const functionsBuilt = check('build (functions)', 'npm', [
    '--prefix',
    'functions',
    'run',
    'build:emulator',
  ]);
  if (built)
    check(
      'bundle budgets (before interactive ≤ 180/245/260, route ≤ 60, CSS ≤ 30 KB gzip)',
      'npx',
      ['tsx', 'scripts/bundle-report.ts'],
    );

  vitest('unit');

  let emulators: RunningEmulators | undefined;
  try {
    console.log('\n▶ starting emulators (auth, firestore, functions, hosting)');
    const start = Date.now();
    emulators = await startEmulators({ only: ['auth', 'firestore', 'functions', 'hosting'] });
    await seed();
    await warmServerRendering();
    const seconds = (Date.now() - start) / 1000;
    tallies.push({ name: 'emulators + seed', passed: 1, failed: 0, skipped: 0, seconds });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    tallies.push({ name: 'emulators + seed', passed: 0, failed: 1, skipped: 0, seconds: 0 });
  }

  if (emulators) {
    try {
      // The rules suite writes thousands of seed documents; with triggers on,
      // the functions emulator would queue a sign-up trigger for each users/
      // document and the later suites would wait behind that backlog.
      await setBackgroundTriggers(false);
      vitest('rules', { ...EMULATOR_ENV });
      await setBackgroundTriggers(true);
      if (functionsBuilt) vitest('functions', { ...EMULATOR_ENV });
      if (built) {
        // The rules suite clears Firestore between tests; give e2e fresh demo data.
        await seed();
        playwright();
      }
    } finally {
      await emulators.stop();
    }
  }
  // Starts its own emulators (it restarts them mid-run), so it runs after the others stop.
  if (functionsBuilt) reliability();

  const total = tallies.reduce(
    (t, x) => ({
      passed: t.passed + x.passed,
      failed: t.failed + x.failed,
      skipped: t.skipped + x.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log('\nSummary');
  for (const t of tallies) {
    const mark = t.failed > 0 ? '✘' : '✔';
    const skipped = t.skipped ? `, ${t.skipped} skipped` : '';
    console.log(
      `  ${mark} ${t.name.padEnd(36)} ${t.passed} passed, ${t.failed} failed${skipped}  (${t.seconds.toFixed(1)} s)`,
    );
  }
  console.log(
    `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
  );
  process.exit(total.failed > 0 ? 1 : 0);
}

void main();
