/**
 * Runs one command with the emulators up, then stops them:
 *   tsx scripts/with-emulators.ts --only auth,firestore [--hosting] [--seed] [--config <file>] -- <command…>
 * (the per-suite npm scripts use it; `npm test` starts the emulators once for all suites).
 */
import { spawn } from 'node:child_process';
import { EMULATOR_ENV, ROOT, startEmulators, warmServerRendering } from './lib/emulators';
import {
  CHILD_SIGNAL_GRACE_MS,
  onStopSignal,
  stopChildGroup,
  stopRequested,
} from './lib/stop-on-signal';
import { seed } from './seed';

const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const own = dashDash >= 0 ? argv.slice(0, dashDash) : argv;
const command = dashDash >= 0 ? argv.slice(dashDash + 1) : [];
if (command.length === 0) {
  console.error(
    'usage: with-emulators.ts [--only a,b] [--hosting] [--seed] [--config <file>] -- <command…>',
  );
  process.exit(2);
}
const onlyIndex = own.indexOf('--only');
const only =
  onlyIndex >= 0 ? (own[onlyIndex + 1] ?? '').split(',') : ['auth', 'firestore', 'functions'];
if (own.includes('--hosting')) only.push('auth', 'firestore', 'functions', 'hosting');
// --config <file>: another firebase.json (the bench's baseline serves firebase.csr.json).
const configIndex = own.indexOf('--config');
const config = configIndex >= 0 ? own[configIndex + 1] : undefined;
if (configIndex >= 0 && !config) {
  console.error('with-emulators.ts: --config takes a file');
  process.exit(2);
}

const emulators = await startEmulators({ only: [...new Set(only)], config });
let status: number;
try {
  if (own.includes('--seed') || own.includes('--hosting')) await seed();
  if (own.includes('--hosting')) await warmServerRendering();
  status = await run(command);
} finally {
  await emulators.stop();
}
process.exit(status);

/**
 * The command in a process group of its own, so a signal to this script reaches all of it
 * (a Ctrl-C in the terminal reaches this script's group only): the signal is passed on, and
 * the emulators stop beside it (scripts/lib/stop-on-signal.ts).
 */
function run([file, ...args]: string[]): Promise<number> {
  if (stopRequested()) return Promise.resolve(1);
  const child = spawn(file!, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...EMULATOR_ENV },
    detached: true,
  });
  const forget = onStopSignal((signal) => stopChildGroup(child, signal, CHILD_SIGNAL_GRACE_MS));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${file}: ${error.message}`);
      forget();
      resolve(1);
    });
    child.on('exit', (code) => {
      forget();
      resolve(code ?? 1);
    });
  });
}
