/**
 * What a script starts stops when the script is stopped: Ctrl-C (SIGINT to the terminal's
 * process group), SIGTERM (a process manager, CI, or npm passing it on) and SIGHUP (a closed
 * terminal). The emulators run in a process group of their own (firebase-tools and, in
 * another group again, the Firestore JVM), so the terminal's Ctrl-C never reaches them, and a
 * SIGTERM sent to the script alone reaches nothing else: each thing a script starts registers
 * how to stop it here, and a signal runs every registration at once, then exits.
 *
 * Budget: everything is gone within 10 s of the signal (issue 37). An emulator set gets
 * EMULATOR_SIGNAL_GRACE_MS to stop itself before it is killed; a child that starts emulators
 * of its own (the reliability suite) gets CHILD_SIGNAL_GRACE_MS, which is longer, so its own
 * clean-up runs to the end before anything is killed.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';

export const EMULATOR_SIGNAL_GRACE_MS = 4_000;
export const CHILD_SIGNAL_GRACE_MS = 8_000;

type Cleanup = (signal: NodeJS.Signals) => Promise<void>;

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
type StopSignal = keyof typeof EXIT_CODES;

const cleanups = new Set<Cleanup>();
let installed = false;
let stopping = false;

/** True once a signal has asked this process to stop: nothing new may start then. */
export function stopRequested(): boolean {
  return stopping;
}

/** Runs `cleanup` when this process gets SIGINT, SIGTERM or SIGHUP; returns how to unregister it. */
export function onStopSignal(cleanup: Cleanup): () => void {
  install();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

function install(): void {
  if (installed) return;
  installed = true;
  for (const signal of Object.keys(EXIT_CODES) as StopSignal[]) {
    process.on(signal, () => {
      // A second Ctrl-C while stopping changes nothing: every clean-up has its own bound.
      if (stopping) return;
      stopping = true;
      void Promise.allSettled([...cleanups].map((cleanup) => cleanup(signal))).then(() =>
        process.exit(EXIT_CODES[signal]),
      );
    });
  }
}

/**
 * Sends `signal` to a child started with `detached: true` (its whole process group: npx and
 * `sh -c` pass no signal on), waits up to `graceMs` for it to exit, then kills the group.
 */
export async function stopChildGroup(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs: number,
): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (!killGroup(child.pid, signal)) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
  });
  if ((await Promise.race([exited, timeout])) === 'timeout') killGroup(child.pid, 'SIGKILL');
  clearTimeout(timer);
}

function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

/** Every process below `pid` (children of children too), whatever their process group. */
export function descendantsOf(pid: number): number[] {
  const listing = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const children = new Map<number, number[]>();
  for (const line of (listing.stdout ?? '').split('\n')) {
    const [p, pp] = line.trim().split(/\s+/).map(Number);
    if (!p || pp === undefined) continue;
    children.set(pp, [...(children.get(pp) ?? []), p]);
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const c of children.get(queue.shift() as number) ?? []) {
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

/** Whether process `pid` still exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
