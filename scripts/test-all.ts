/**
 * `npm test`: every check, with one closing line `N passed, N failed, N flaky[, N skipped]`
 * totalled over all suites. It exits non-zero on any failure and on any flaky test.
 *
 * Static checks (typecheck, lint, format, build, bundle budget) count one each; test runners
 * report their own test counts (JSON reporters). What runs when (docs/testing.md):
 *   1. two lanes at once on the 2-core machine:
 *      - static checks and builds, then the unit suite, then the rules and functions suites
 *        on the main emulator set, then the demo data again for e2e;
 *      - once the functions are built, the reliability suite in two parts at once, each on
 *        an emulator set of its own (ports moved by RELIABILITY_PARTS' offsets: a scenario
 *        restarts its emulators mid-run, and each watches every write to its database);
 *   2. the end-to-end suite alone, on fresh demo data: it keeps both cores busy by itself,
 *      and a browser test starved of CPU fails on a timeout that says nothing.
 * Each step's output goes to .cache/test-results/<step>.log; a failing step prints its tail.
 * Ctrl-C or SIGTERM stops every step and emulator set within 10 s (scripts/lib/stop-on-signal.ts).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATOR_ENV,
  ROOT,
  emulatorEnvFor,
  firestoreEmulatorEnv,
  startEmulators,
  warmServerRendering,
  type RunningEmulators,
} from './lib/emulators';
import {
  CHILD_SIGNAL_GRACE_MS,
  onStopSignal,
  stopChildGroup,
  stopRequested,
} from './lib/stop-on-signal';
import { seed } from './seed';

interface Tally {
  name: string;
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
  seconds: number;
}

const RESULTS = join(ROOT, '.cache', 'test-results');
/** A failed check's line in any step's log: the suites' own marks, vitest's and Playwright's. */
const FAILURE_LINE = /^\s*(✘|✗|×|FAIL\b|\d+\) \[)/u;
const suiteStart = Date.now();
const tallies: Tally[] = [];

const elapsed = () => `${((Date.now() - suiteStart) / 60_000).toFixed(1)} min`;
const fileName = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/** Runs a command with its output in .cache/test-results/<name>.log; prints the tail on failure. */
function sh(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number; seconds: number }> {
  // Stopping (Ctrl-C, SIGTERM): no step starts after the signal, or it would outlive `npm test`.
  if (stopRequested()) return Promise.resolve({ status: 1, seconds: 0 });
  const log = join(RESULTS, `${fileName(name)}.log`);
  const fd = openSync(log, 'w');
  const started = Date.now();
  console.log(`▶ ${name} (${elapsed()}): ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    // A group of its own, so a Ctrl-C or SIGTERM to `npm test` reaches every process of the
    // step (npx and `sh -c` pass no signal on), and a reliability part stops its emulators.
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', fd, fd],
      env: { ...process.env, ...env },
      detached: true,
    });
    const forget = onStopSignal((signal) => stopChildGroup(child, signal, CHILD_SIGNAL_GRACE_MS));
    child.on('error', () => undefined);
    child.on('close', (code) => {
      forget();
      closeSync(fd);
      const status = code ?? 1;
      const seconds = (Date.now() - started) / 1000;
      console.log(`${status === 0 ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
      if (status !== 0) {
        const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
        // A long log's failure can sit far above its tail (a reliability check fails in its
        // first scenario of eight), and CI shows only this output: name the failures first.
        const failures = lines.filter((line) => FAILURE_LINE.test(line)).slice(0, 40);
        if (failures.length > 0) {
          console.log(`── failures in ${log} ──`);
          console.log(failures.join('\n'));
        }
        console.log(`── last lines of ${log} ──`);
        console.log(lines.slice(-60).join('\n'));
        console.log('──');
      }
      resolve({ status, seconds });
    });
  });
}

function record(t: Omit<Tally, 'flaky' | 'skipped'> & Partial<Tally>): void {
  tallies.push({ flaky: 0, skipped: 0, ...t });
}

/** A check that passes or fails as a whole. */
async function check(name: string, command: string, args: string[]): Promise<boolean> {
  const { status, seconds } = await sh(name, command, args);
  record({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds });
  return status === 0;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

async function vitest(
  name: string,
  projects: string[],
  env: Record<string, string> = {},
): Promise<void> {
  const out = join(RESULTS, `${fileName(name)}.json`);
  rmSync(out, { force: true });
  const { status, seconds } = await sh(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  if (!existsSync(out)) {
    record({ name, passed: 0, failed: 1, seconds });
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
  // A file that fails to load has no failed tests but is still a failure.
  const failed =
    r.numFailedTests +
    (r.numFailedTests === 0 && status !== 0 ? Math.max(1, r.numFailedTestSuites) : 0);
  record({
    name,
    passed: r.numPassedTests,
    failed,
    skipped: r.numPendingTests + r.numTodoTests,
    seconds,
  });
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

async function playwright(): Promise<void> {
  const name = 'e2e tests';
  const out = join(RESULTS, 'e2e.json');
  rmSync(out, { force: true });
  const { status, seconds } = await sh(name, 'npx', ['playwright', 'test'], { ...EMULATOR_ENV });
  if (!existsSync(out)) {
    record({ name, passed: 0, failed: 1, seconds });
    return;
  }
  const { stats } = JSON.parse(readFileSync(out, 'utf8')) as PlaywrightJson;
  // A flaky test (failed, then passed on its retry) is neither passed nor failed: it is
  // counted on its own, and fails the run (playwright.config.ts: failOnFlakyTests).
  const clean = stats.unexpected === 0 && stats.flaky === 0;
  record({
    name,
    passed: stats.expected,
    failed: stats.unexpected + (clean && status !== 0 ? 1 : 0),
    flaky: stats.flaky,
    skipped: stats.skipped,
    seconds,
  });
}

/**
 * tests/reliability at CI size, in two parts at once, each on an emulator set of its own
 * (ports moved by `offset`): the scenarios watch every write to the database, so two cannot
 * share one. The hostile business logic spends most of its four minutes waiting for quiet
 * after each attack (late trigger writes land in its window); beside the other scenarios it
 * no longer makes the lane four minutes longer. One test per check the scenarios make.
 */
const RELIABILITY_PARTS = [
  { name: 'reliability', offset: 20_000, args: ['--skip', 'hostile-logic'], report: 'latest' },
  {
    name: 'reliability: hostile business logic',
    offset: 30_000,
    args: ['--only', 'hostile-logic'],
    report: 'latest-hostile-logic',
  },
] as const;

async function reliability(part: (typeof RELIABILITY_PARTS)[number]): Promise<void> {
  const out = join(RESULTS, `${fileName(part.name)}.json`);
  rmSync(out, { force: true });
  // Node with tsx's loader, not the tsx command: tsx's parent process SIGKILLs a child that
  // has not acknowledged a signal within 30 ms, and a busy suite killed so would leave its
  // emulators running.
  const { seconds } = await sh(
    part.name,
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/reliability/run.ts',
      ...part.args,
      '--report',
      part.report,
      '--json',
      out,
    ],
    emulatorEnvFor(part.offset),
  );
  if (!existsSync(out)) {
    record({ name: part.name, passed: 0, failed: 1, seconds });
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8')) as { passed: number; failed: number };
  record({ name: part.name, passed: r.passed, failed: r.failed, seconds });
}

/** Empties the demo project's Firestore on the main emulators (the emulator's own endpoint). */
async function clearDemoFirestore(before: string): Promise<boolean> {
  const { FIRESTORE_EMULATOR_HOST: host, GCLOUD_PROJECT: project } = EMULATOR_ENV;
  const url = `http://${host}/emulator/v1/projects/${project}/databases/(default)/documents`;
  const res = await fetch(url, { method: 'DELETE' }).catch(() => null);
  if (res?.ok) return true;
  console.error(
    `The Firestore emulator did not clear the database (${res?.status ?? 'no answer'})`,
  );
  record({ name: `empty database for ${before}`, passed: 0, failed: 1, seconds: 0 });
  return false;
}

async function startMainEmulators(): Promise<RunningEmulators | undefined> {
  console.log(`▶ starting emulators (auth, firestore, functions, hosting) (${elapsed()})`);
  const start = Date.now();
  let emulators: RunningEmulators | undefined;
  try {
    // Their own log is kept beside the results: a failure in a suite that talks to them (a
    // message left pending, a callable answered `internal`) is then read there, not guessed.
    const logFile = join(RESULTS, 'emulators.log');
    rmSync(logFile, { force: true });
    emulators = await startEmulators({
      only: ['auth', 'firestore', 'functions', 'hosting'],
      logFile,
    });
    await seed();
    await warmServerRendering();
    const seconds = (Date.now() - start) / 1000;
    record({ name: 'emulators + seed', passed: 1, failed: 0, seconds });
    return emulators;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    record({ name: 'emulators + seed', passed: 0, failed: 1, seconds: 0 });
    // Started but not seeded: stopped here, or they outlive `npm test` (run 16 left them up).
    await emulators?.stop();
    return undefined;
  }
}

/** Lane 1: static checks and builds, unit, rules and functions on the main emulators, the seed. */
async function checksLane(functionsBuilt: Promise<boolean>): Promise<{
  e2eReady: boolean;
  emulators: RunningEmulators | undefined;
}> {
  // The client build, the server bundle for the ssr function, and the prerendered pages.
  const built = await check('build (app)', 'npm', ['run', 'build:app']);
  if (built)
    await check(
      'bundle budgets (before interactive ≤ 180.2/246/261.5, route ≤ 60, CSS ≤ 30 KB gzip)',
      'npx',
      ['tsx', 'scripts/bundle-report.ts'],
    );
  await check('typecheck (app)', 'npx', ['tsc', '-b']);
  await check('typecheck (functions)', 'npm', ['--prefix', 'functions', 'run', 'typecheck']);
  await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  await check('format', 'npx', ['prettier', '--check', '.']);
  await vitest('unit tests', ['unit', 'unit-dom']);

  const emulators = await startMainEmulators();
  if (emulators) {
    // The rules suite writes to emulator projects of its own (tests/rules/helpers.ts): no
    // trigger of the demo project fires for its thousands of seed documents.
    await vitest('rules tests', ['rules'], { ...EMULATOR_ENV });
    // The functions suite starts from an empty database, as it does alone.
    if ((await functionsBuilt) && (await clearDemoFirestore('functions')))
      await vitest('functions tests', ['functions', 'functions-whole-database'], {
        ...EMULATOR_ENV,
      });
    // Fresh demo data for e2e, while the reliability lane is still running. Emptied first, as
    // e2e starts alone: verified DJs the functions suite left made /discover's House filter
    // match a whole page (24 of 24 cards), and discover.spec.ts failed in clean run 23.
    if (built)
      return { e2eReady: (await clearDemoFirestore('e2e')) && (await reseed()), emulators };
  }
  return { e2eReady: false, emulators };
}

/** The demo data again, for e2e: the functions suite ran on an emptied database. */
async function reseed(): Promise<boolean> {
  try {
    await seed();
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    record({ name: 'seed for e2e', passed: 0, failed: 1, seconds: 0 });
    return false;
  }
}

async function main(): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });

  // Both functions codebases: `default` (production) and `demo` (the /testing data tools).
  const functionsBuilt = check('build (functions)', 'npm', [
    '--prefix',
    'functions',
    'run',
    'build:emulator',
  ]);
  // The offline Firestore launcher, built here once: emulator sets starting at the same
  // moment would each write it. Without a JDK each set's start reports the error.
  try {
    firestoreEmulatorEnv();
  } catch {
    // reported by startEmulators
  }
  // Then the stack's own stop (tests/process: `npm start` and the suites' wrapper under Ctrl-C
  // and SIGTERM), on ports of its own; it waits on emulator starts more than it computes.
  const reliabilityLane = functionsBuilt.then(async (ok) => {
    if (!ok) return;
    await Promise.all(RELIABILITY_PARTS.map(reliability));
    await vitest('process tests (Ctrl-C, SIGTERM)', ['process']);
  });
  const { e2eReady, emulators } = await checksLane(functionsBuilt);
  await reliabilityLane;

  if (emulators) {
    try {
      if (e2eReady) await playwright();
    } finally {
      await emulators.stop();
    }
  }

  const total = tallies.reduce(
    (t, x) => ({
      passed: t.passed + x.passed,
      failed: t.failed + x.failed,
      flaky: t.flaky + x.flaky,
      skipped: t.skipped + x.skipped,
    }),
    { passed: 0, failed: 0, flaky: 0, skipped: 0 },
  );
  console.log(`\nSummary (${elapsed()} in all; logs in .cache/test-results/)`);
  for (const t of tallies) {
    const mark = t.failed > 0 || t.flaky > 0 ? '✘' : '✔';
    const flaky = t.flaky ? `, ${t.flaky} flaky` : '';
    const skipped = t.skipped ? `, ${t.skipped} skipped` : '';
    console.log(
      `  ${mark} ${t.name.padEnd(36)} ${t.passed} passed, ${t.failed} failed${flaky}${skipped}  (${t.seconds.toFixed(1)} s)`,
    );
  }
  console.log(
    `${total.passed} passed, ${total.failed} failed, ${total.flaky} flaky` +
      (total.skipped ? `, ${total.skipped} skipped` : ''),
  );
  process.exit(total.failed > 0 || total.flaky > 0 ? 1 : 0);
}

void main();
