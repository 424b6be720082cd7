/**
 * Ctrl-C and SIGTERM stop everything a script started (issue 37): `npm start` and the single
 * suites' emulator wrapper leave no process and no bound port behind within 10 s, and
 * `npm start` run again at once comes up. Each case runs the real script in a session of its
 * own, as a terminal would, on ports moved by PORT_OFFSET so it never meets the emulators of
 * `npm test` or of a developer's `npm start`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { descendantsOf, isAlive } from '../../scripts/lib/stop-on-signal';

const ROOT = join(import.meta.dirname, '..', '..');
// Ports 14400–19499: clear of `npm test`'s sets (+0, +20 000, +30 000) and below Linux's
// ephemeral range (32768–60999), where a client connection's own port once took 45000.
const PORT_OFFSET = 10_000;
/** Every port an emulator set of scripts/lib/emulators.ts listens on, moved by the offset. */
const PORTS = [9099, 8080, 9150, 5001, 5000, 4400, 4500, 9299, 9499].map((p) => p + PORT_OFFSET);
/** The bound: everything is gone this long after the signal. */
const STOP_BOUND_MS = 10_000;

let session: ChildProcess | undefined;
/** What the running case's script printed: shown when something is left behind. */
let printed = '';

/** Every process of the case's stack, noted before its signal (orphans have no parent to find). */
let noted: number[] = [];

afterEach(() => {
  // A failed case must not leave its stack for the next one.
  if (session?.pid !== undefined) {
    for (const pid of [session.pid, ...descendantsOf(session.pid), ...noted]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
  session = undefined;
  noted = [];
});

/**
 * A shell that still names other emulators (as `npm test`'s own environment names its main
 * set): a stack started at PORT_OFFSET must seed and use its own set. Nothing listens on
 * port 1, so a seed that followed these addresses would fail, not quietly write elsewhere
 * (CI: this test's seed once took the main set's demo admin role record mid-suite).
 */
const SESSION_ENV = {
  ...process.env,
  SPINBOOK_EMULATOR_PORT_OFFSET: String(PORT_OFFSET),
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
};

/** Starts `command` as the leader of a new session (a terminal's foreground group). */
function startSession(command: string, args: string[], readyText: string): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: SESSION_ENV,
  });
  session = child;
  printed = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes(readyText)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`exited (${code}) before "${readyText}":\n${printed}`)),
    );
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Sends `signal` to the session's process group (`group`, a Ctrl-C) or to its leader alone
 * (what a process manager sends), then waits until every process that was running below the
 * leader has ended and no port is bound, or the bound has passed. Returns what is left.
 */
async function stopAndWatch(
  leader: ChildProcess,
  signal: NodeJS.Signals,
  target: 'group' | 'leader',
): Promise<{ processes: string[]; ports: number[]; ms: number; printed: string }> {
  const pid = leader.pid as number;
  const started = [pid, ...descendantsOf(pid)];
  noted.push(...started);
  // The stack really is up: a check that finds nothing left must have had something to stop.
  expect(started.length).toBeGreaterThan(3);
  const boundBefore = (await Promise.all(PORTS.map(listening))).filter(Boolean).length;
  expect(boundBefore).toBeGreaterThan(0);

  const sent = Date.now();
  process.kill(target === 'group' ? -pid : pid, signal);
  let processes: number[] = started;
  let ports: number[] = PORTS;
  while (Date.now() - sent < STOP_BOUND_MS) {
    await new Promise((r) => setTimeout(r, 250));
    processes = started.filter(isAlive);
    const bound = await Promise.all(PORTS.map(listening));
    ports = PORTS.filter((_, i) => bound[i]);
    if (processes.length === 0 && ports.length === 0) break;
  }
  const described = processes.map((p) => {
    const ps = spawnSync('ps', ['-o', 'args=', '-p', String(p)], { encoding: 'utf8' });
    return `${p} ${ps.stdout.trim().slice(0, 120)}`;
  });
  const tail = printed.slice(printed.lastIndexOf('Press Ctrl-C')).slice(-3000);
  return { processes: described, ports, ms: Date.now() - sent, printed: tail };
}

describe('npm start stops whole', () => {
  it('Ctrl-C (SIGINT to the group), then SIGTERM to npm alone: nothing left within 10 s, and the next start comes up at once', async () => {
    const npmStart = ['start', '--', '--no-build', '--fresh'];
    const ready = 'Press Ctrl-C to stop.';

    const first = await startSession('npm', npmStart, ready);
    const afterCtrlC = await stopAndWatch(first, 'SIGINT', 'group');
    expect(afterCtrlC, 'left after Ctrl-C').toMatchObject({ processes: [], ports: [] });

    // Started again straight away: it comes up, which it cannot if a port is still taken.
    const second = await startSession('npm', npmStart, ready);
    const afterTerm = await stopAndWatch(second, 'SIGTERM', 'leader');
    expect(afterTerm, 'left after SIGTERM to npm').toMatchObject({ processes: [], ports: [] });
  });
});

describe('the single suites stop whole (scripts/with-emulators.ts)', () => {
  // As `npm run test:rules` runs it (`exec node --import tsx …`): npx would stand between
  // with a `sh -c` that passes no SIGTERM on.
  const wrapper = (...command: string[]) => [
    '--import',
    'tsx',
    'scripts/with-emulators.ts',
    '--only',
    'firestore',
    '--',
    ...command,
  ];

  it('SIGTERM while the suite runs: the suite and the emulators end within 10 s', async () => {
    const run = await startSession(
      process.execPath,
      wrapper('node', '-e', 'console.log("suite running"); setInterval(() => {}, 1000)'),
      'suite running',
    );
    const left = await stopAndWatch(run, 'SIGTERM', 'leader');
    expect(left).toMatchObject({ processes: [], ports: [] });
  });

  it('Ctrl-C while the suite runs: the suite and the emulators end within 10 s', async () => {
    const run = await startSession(
      process.execPath,
      wrapper('node', '-e', 'console.log("suite running"); setInterval(() => {}, 1000)'),
      'suite running',
    );
    const left = await stopAndWatch(run, 'SIGINT', 'group');
    expect(left).toMatchObject({ processes: [], ports: [] });
  });

  it('a failing suite: its status comes back and the emulators are stopped', async () => {
    const child = spawn(process.execPath, wrapper('node', '-e', 'process.exit(3)'), {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
      env: SESSION_ENV,
    });
    session = child;
    const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
    expect(code).toBe(3);
    // Its parent gone, firebase-tools would be found by the config file of this offset.
    const listing = spawnSync('ps', ['-e', '-o', 'args='], { encoding: 'utf8' }).stdout;
    expect(listing.split('\n').filter((l) => l.includes(`.firebase.ports-${PORT_OFFSET}`))).toEqual(
      [],
    );
    const bound = await Promise.all(PORTS.map(listening));
    expect(PORTS.filter((_, i) => bound[i])).toEqual([]);
  });
});
