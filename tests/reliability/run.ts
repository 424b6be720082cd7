/**
 * `npm run test:reliability [-- --full] [-- --only a,b | --skip a,b] [-- --report name]
 * [-- --json file]`: the reliability suite (issue 11). Starts its own Auth, Firestore and
 * Functions emulators (it restarts them in one scenario, so it must own them), runs each
 * scenario, prints its figures, writes tests/reliability/results/<report>.{md,json} (latest
 * unless named) and ends with `N passed, N failed`, one per check. The functions must be
 * built first (`npm run build:functions`; the npm script does).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  PORT_OFFSET,
  PROJECT_ID,
  ROOT,
  applyEmulatorEnv,
  startEmulators,
  type RunningEmulators,
} from '../../scripts/lib/emulators';
import { emptyFigures, type Check, type ScenarioResult, type Size } from './lib/harness';
import { renderMarkdown, type SuiteReport } from './lib/report';
import { SCENARIOS } from './scenarios';

const argv = process.argv.slice(2);
const size: Size = argv.includes('--full') ? 'full' : 'ci';
const valueOf = (flag: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
const only = valueOf('--only')?.split(',').filter(Boolean);
const skip = valueOf('--skip')?.split(',').filter(Boolean);
/** tests/reliability/results/<report>.{md,json}: `npm test` runs two parts at once, each named. */
const reportName = valueOf('--report') ?? 'latest';
const jsonOut = valueOf('--json');
const RESULTS_DIR = join(ROOT, 'tests', 'reliability', 'results');
// A second emulator set (another port offset) keeps its data and log apart.
const WORK_DIR = join(ROOT, '.cache', 'reliability', PORT_OFFSET ? `ports-${PORT_OFFSET}` : '');
const DATA_DIR = join(WORK_DIR, 'emulator-data');
/** The emulators' own output, for when a scenario fails. */
const EMULATOR_LOG = join(WORK_DIR, 'emulators.log');
const EMULATORS = ['auth', 'firestore', 'functions'];
// The hub, logging, functions, Firestore (and its websocket) and Auth ports, moved by
// SPINBOOK_EMULATOR_PORT_OFFSET when `npm test` runs this suite beside the others.
const PORTS = [4400, 4500, 5001, 8080, 9150, 9099].map((p) => p + PORT_OFFSET);

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function main(): Promise<void> {
  // Both codebases of firebase.json: the emulator loads the `demo` one (the seed tools) too.
  for (const source of ['functions', 'demo-functions']) {
    if (!existsSync(join(ROOT, source, 'lib', 'index.js'))) {
      throw new Error('Build the functions first: npm run build:functions');
    }
  }
  const busy = [];
  for (const port of PORTS) if (await portInUse(port)) busy.push(port);
  if (busy.length > 0) {
    throw new Error(
      `Ports ${busy.join(', ')} are in use: the suite starts (and restarts) its own emulators; stop the other run first.`,
    );
  }
  const scenarios = SCENARIOS.filter(
    (s) => (!only || only.includes(s.id)) && !skip?.includes(s.id),
  );
  if (scenarios.length === 0) throw new Error('No scenario left by --only and --skip');

  applyEmulatorEnv();
  // No Storage emulator runs here: with its address set, the functions would call it (a DJ
  // profile's deletion clears its images) and fail; unset, they skip Storage as offline.
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(EMULATOR_LOG, '');
  const start = (): Promise<RunningEmulators> =>
    startEmulators({
      only: EMULATORS,
      importDir: DATA_DIR,
      exportOnExit: true,
      logFile: EMULATOR_LOG,
    });

  const suiteStart = Date.now();
  console.log(`Reliability suite (${size} size): starting the emulators…`);
  let emulators = await start();
  const app = initializeApp({ projectId: PROJECT_ID }, `reliability-${Date.now()}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  const results: ScenarioResult[] = [];
  try {
    for (const scenario of scenarios) {
      const checks: Check[] = [];
      const figures = emptyFigures();
      const description = scenario.describe(size);
      console.log(`\n▶ ${scenario.title}\n  ${description}`);
      const began = Date.now();
      let error: string | undefined;
      try {
        await scenario.run({
          size,
          db,
          auth,
          figures,
          emulators: {
            async restart() {
              await emulators.stop();
              emulators = await start();
            },
          },
          check(name, ok, detail) {
            checks.push({ name, ok, detail });
            console.log(`  ${ok ? '✔' : '✘'} ${name}${detail ? ` (${detail})` : ''}`);
            return ok;
          },
          log: (message) => console.log(`  ${message}`),
        });
      } catch (e) {
        error = e instanceof Error ? (e.stack ?? e.message) : String(e);
        console.error(`  ✘ the scenario stopped: ${error}`);
      }
      const seconds = (Date.now() - began) / 1000;
      const f = figures;
      console.log(
        `  figures: ${f.requests} requests, ${f.successes} successes, ${f.refusals} refusals, ` +
          `${f.lost} lost, ${f.duplicated} duplicated, ${seconds.toFixed(1)} s`,
      );
      for (const note of f.notes) console.log(`    ${note}`);
      results.push({
        id: scenario.id,
        title: scenario.title,
        description,
        figures,
        checks,
        seconds,
        error,
      });
    }
  } finally {
    await emulators.stop();
  }

  const report: SuiteReport = {
    date: new Date().toISOString(),
    size,
    seconds: (Date.now() - suiteStart) / 1000,
    results,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  // latest.* is every run's (not committed); a complete --full run is also kept as full.*,
  // the figures the README quotes.
  const names = size === 'full' && !only && !skip ? [reportName, 'full'] : [reportName];
  for (const name of names) {
    writeFileSync(join(RESULTS_DIR, `${name}.md`), renderMarkdown(report));
    writeFileSync(join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  }

  const passed = results.reduce((n, r) => n + r.checks.filter((c) => c.ok).length, 0);
  const failed = results.reduce(
    (n, r) => n + r.checks.filter((c) => !c.ok).length + (r.error ? 1 : 0),
    0,
  );
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed, skipped: 0 }));
  console.log(
    `\nReliability suite took ${report.seconds.toFixed(0)} s; report in tests/reliability/results/${reportName}.md`,
  );
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed: 0, failed: 1, skipped: 0 }));
  console.log('0 passed, 1 failed');
  process.exit(1);
});
