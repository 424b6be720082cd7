/**
 * `npm start`: build the app and functions, start the emulators (Hosting
 * serves the production build at http://localhost:5000), seed demo data.
 * `npm run dev`: the same backend with Vite's dev server on :5173.
 *
 * Flags: --fresh (ignore persisted emulator data), --no-build.
 * Ctrl-C, SIGTERM and SIGHUP stop every process this script started, within 10 s, so the next
 * `npm start` comes up at once (scripts/lib/stop-on-signal.ts; tests/process).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  PORT_OFFSET,
  ROOT,
  startEmulators,
  warmServerRendering,
  type RunningEmulators,
} from './lib/emulators';
import { onStopSignal, stopChildGroup, stopRequested } from './lib/stop-on-signal';
import { printDemoAccounts, seed } from './seed';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const fresh = args.has('--fresh');
// A second stack (SPINBOOK_EMULATOR_PORT_OFFSET, as tests/process starts one) keeps data of its own.
const DATA_DIR = join(ROOT, PORT_OFFSET ? `.emulator-data-${PORT_OFFSET}` : '.emulator-data');

/** A build step; a signal meanwhile is passed on to it (and ends this script, stop-on-signal.ts). */
async function run(command: string, commandArgs: string[]): Promise<void> {
  // Stopping: the signal's clean-up ends this script; nothing new starts meanwhile.
  if (stopRequested()) await new Promise<never>(() => undefined);
  const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit', detached: true });
  const forget = onStopSignal((signal) => stopChildGroup(child, signal, 5_000));
  const status = await new Promise<number>((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  forget();
  if (status !== 0) {
    console.error(`\n${command} ${commandArgs.join(' ')} failed.`);
    process.exit(status);
  }
}

let emulators: RunningEmulators | undefined;
let vite: ChildProcess | undefined;
let stopping = false;

/** Stops what this script started when it cannot go on (the emulators stopped, a step failed). */
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping…');
    if (vite) await stopChildGroup(vite, 'SIGTERM', 5_000);
    await emulators?.stop();
  }
  process.exit(code);
}

// A signal stops the emulators by itself (startEmulators); Vite's dev server is ours to stop.
onStopSignal(async (signal) => {
  stopping = true;
  console.log('\nStopping…');
  if (vite) await stopChildGroup(vite, signal, 5_000);
});

async function main() {
  if (!args.has('--no-build')) {
    if (!dev) await run('npm', ['run', 'build:app']);
    await run('npm', ['--prefix', 'functions', 'run', 'build:emulator']);
  }
  if (fresh) rmSync(DATA_DIR, { recursive: true, force: true });

  const only = ['auth', 'firestore', 'functions', 'storage'];
  if (!dev) only.push('hosting');
  console.log(`Starting emulators (${only.join(', ')})…`);
  emulators = await startEmulators({
    only,
    importDir: DATA_DIR,
    exportOnExit: true,
    verbose: true,
  });
  emulators.process.on('exit', () => {
    if (!stopping) {
      console.error('The emulators stopped unexpectedly.');
      void shutdown(1);
    }
  });

  await seed();
  if (!dev) await warmServerRendering();

  if (dev) {
    vite = spawn(join(ROOT, 'node_modules', '.bin', 'vite'), [], {
      cwd: ROOT,
      stdio: 'inherit',
      detached: true,
    });
  }

  printDemoAccounts();
  console.log(
    `\nSpinbook is running at ${dev ? 'http://localhost:5173 (Vite dev server)' : 'http://localhost:5000'}`,
  );
  console.log('Press Ctrl-C to stop.');
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
