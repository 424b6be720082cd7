/**
 * `npm start`: build the app and functions, start the emulators (Hosting
 * serves the production build at http://localhost:5000), seed demo data.
 * `npm run dev`: the same backend with Vite's dev server on :5173.
 *
 * Flags: --fresh (ignore persisted emulator data), --no-build.
 * Ctrl-C stops every child process this script started.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startEmulators, warmServerRendering, type RunningEmulators } from './lib/emulators';
import { printDemoAccounts, seed } from './seed';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const fresh = args.has('--fresh');
const DATA_DIR = join(ROOT, '.emulator-data');

function run(command: string, commandArgs: string[]): void {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${commandArgs.join(' ')} failed.`);
    process.exit(result.status ?? 1);
  }
}

let emulators: RunningEmulators | undefined;
let vite: ChildProcess | undefined;
let stopping = false;

async function shutdown(code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping…');
    if (vite?.pid && vite.exitCode === null) {
      try {
        process.kill(-vite.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await emulators?.stop();
  }
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function main() {
  if (!args.has('--no-build')) {
    if (!dev) run('npm', ['run', 'build:app']);
    run('npm', ['--prefix', 'functions', 'run', 'build:emulator']);
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
