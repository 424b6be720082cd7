/**
 * Starts and stops the Firebase Local Emulator Suite for `npm start`, `npm
 * test` and single suites. Works offline on these machines:
 * - Firestore runs from the jar the machine image ships (a launcher jar adds
 *   the Main-Class the shipped jar lacks), so firebase-tools downloads nothing.
 * - The Storage emulator needs a rules-runtime jar that firebase-tools
 *   downloads; without it cached we start without Storage and say so once.
 * - The Emulator UI is disabled in firebase.json (it too needs a download).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { FCM_LOOPBACK_PORT, startFcmLoopback } from './fcm-loopback';
import {
  EMULATOR_SIGNAL_GRACE_MS,
  descendantsOf,
  isAlive,
  onStopSignal,
  stopRequested,
} from './stop-on-signal';

export const PROJECT_ID = 'demo-spinbook';
/** firebase.json's emulators.hosting.port. */
export const HOSTING_PORT = 5000;
export const ROOT = join(import.meta.dirname, '..', '..');
const CACHE = join(ROOT, '.cache', 'emulators');
const SHIPPED_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * SPINBOOK_EMULATOR_PORT_OFFSET=n moves every emulator port of this process (and of the
 * emulators it starts) by n, so a second emulator set can run beside the first: `npm test`
 * runs the reliability suite on its own set while the other suites use the usual ports.
 */
export const PORT_OFFSET = Number(process.env.SPINBOOK_EMULATOR_PORT_OFFSET ?? 0) || 0;

/** The ports firebase.json gives the emulators, plus the hub, logging and websocket ones. */
const BASE_PORTS = {
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  functions: 5001,
  hosting: 5000,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  // Not in firebase.json: the Functions emulator starts these on the first free port from
  // here, and two sets starting at the same moment both took 9299 (EADDRINUSE).
  eventarc: 9299,
  tasks: 9499,
} as const;

/** The emulators' addresses for a process with this port offset. */
export function emulatorEnvFor(offset: number) {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${BASE_PORTS.firestore + offset}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${BASE_PORTS.auth + offset}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${BASE_PORTS.storage + offset}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://127.0.0.1:${BASE_PORTS.functions + offset}`,
    // The loopback FCM startEmulators runs beside the set (the functions find it by the offset).
    FCM_LOOPBACK_URL: `http://127.0.0.1:${FCM_LOOPBACK_PORT + offset}`,
    SPINBOOK_EMULATOR_PORT_OFFSET: String(offset),
  };
}

export const EMULATOR_ENV = emulatorEnvFor(PORT_OFFSET);
/** The Emulator Hub's address (it can pause background triggers). */
export const EMULATOR_HUB = `127.0.0.1:${BASE_PORTS.hub + PORT_OFFSET}`;

/** The ports an emulator set with this offset listens on (its loopback FCM's too). */
export function emulatorPorts(offset = PORT_OFFSET): number[] {
  return [...Object.values(BASE_PORTS), FCM_LOOPBACK_PORT].map((p) => p + offset);
}

/**
 * firebase.json (or `config`) with every emulator port moved by `offset`, written beside it
 * (its paths are relative to its folder). firebase-tools also keeps a file per project in the
 * temp folder to find a running hub; the caller gives the second set a temp folder of its own.
 */
function configWithOffset(offset: number, config = 'firebase.json'): string {
  const json = JSON.parse(readFileSync(join(ROOT, config), 'utf8')) as {
    emulators: Record<string, unknown>;
  };
  const e = json.emulators;
  for (const name of ['auth', 'functions', 'hosting', 'storage'] as const) {
    e[name] = { ...(e[name] as object), port: BASE_PORTS[name] + offset };
  }
  e.firestore = {
    ...(e.firestore as object),
    port: BASE_PORTS.firestore + offset,
    websocketPort: BASE_PORTS.firestoreWebsocket + offset,
  };
  e.hub = { port: BASE_PORTS.hub + offset };
  e.logging = { port: BASE_PORTS.logging + offset };
  e.eventarc = { port: BASE_PORTS.eventarc + offset };
  e.tasks = { port: BASE_PORTS.tasks + offset };
  const file = `.firebase.ports-${offset}.json`;
  writeFileSync(join(ROOT, file), `${JSON.stringify(json, null, 2)}\n`);
  return file;
}

/** Env that points firebase-tools at the offline Firestore launcher, if the machine ships the jar. */
export function firestoreEmulatorEnv(): Record<string, string> {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  if (!existsSync(SHIPPED_FIRESTORE_JAR)) return {};
  const launcher = join(CACHE, 'firestore-launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(CACHE, { recursive: true });
    const manifest = join(CACHE, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
        `Class-Path: file://${SHIPPED_FIRESTORE_JAR}\n`,
    );
    const result = spawnSync('jar', ['cfm', launcher, manifest], { stdio: 'inherit' });
    if (result.status !== 0)
      throw new Error('Could not build the Firestore launcher jar (is a JDK installed?)');
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

/** The Storage emulator can only start when its rules runtime is already cached. */
export function storageEmulatorAvailable(): boolean {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  try {
    return readdirSync(dir).some(
      (f) => f.startsWith('cloud-storage-rules-runtime') && f.endsWith('.jar'),
    );
  } catch {
    return false;
  }
}

export interface RunningEmulators {
  process: ChildProcess;
  /**
   * Stops every process of this set (firebase-tools, the Firestore JVM, the function
   * workers): SIGINT first, so firebase-tools exports its data, then SIGKILL after `graceMs`.
   * Calling it again waits for the same stop.
   */
  stop: (graceMs?: number) => Promise<void>;
}

export interface StartOptions {
  only: string[];
  importDir?: string;
  exportOnExit?: boolean;
  /** Print the emulators' own log lines. */
  verbose?: boolean;
  /** Append the emulators' own log lines to this file. */
  logFile?: string;
  readyTimeoutMs?: number;
  /** Another firebase.json (`firebase --config <file>`), e.g. firebase.csr.json for the bench's baseline. */
  config?: string;
}

/** Starts `firebase emulators:start` in its own process group and waits until it is ready. */
export async function startEmulators(options: StartOptions): Promise<RunningEmulators> {
  // A signal already stopped this script: whatever starts now would outlive it.
  if (stopRequested()) throw new Error('Stopping: the emulators are not started.');
  let only = options.only;
  if (only.includes('storage') && !storageEmulatorAvailable()) {
    console.log(
      'Storage emulator: not available offline (its rules runtime is not cached); starting without it.',
    );
    only = only.filter((e) => e !== 'storage');
  }
  const args = ['emulators:start', '--project', PROJECT_ID, '--only', only.join(',')];
  if (options.importDir && existsSync(options.importDir)) args.push('--import', options.importDir);
  if (options.exportOnExit && options.importDir) args.push('--export-on-exit', options.importDir);
  const config = PORT_OFFSET ? configWithOffset(PORT_OFFSET, options.config) : options.config;
  if (config) args.push('--config', config);
  const tmp = join(CACHE, `tmp-${PORT_OFFSET}`);
  if (PORT_OFFSET) mkdirSync(tmp, { recursive: true });

  // No emulator stands in for FCM: the functions of demo- projects send push to this loopback
  // (fcmConfigFor). It runs in this process, from before the functions can send until the set
  // has stopped, and a taken port stops the start here rather than losing pushes silently.
  const fcm = await startFcmLoopback({ port: FCM_LOOPBACK_PORT + PORT_OFFSET });
  // A signal while it opened its port: nothing may start now (its handler exits this process).
  if (stopRequested()) {
    await fcm.stop();
    throw new Error('Stopping: the emulators are not started.');
  }

  const child = spawn(join(ROOT, 'node_modules', '.bin', 'firebase'), args, {
    cwd: ROOT,
    env: {
      // The Functions emulator starts one worker process per concurrent request and gives
      // each 30 s to load; 40 at once on a 2-core machine take longer, and every request
      // waiting on them then fails ("Failed to load function"). Deployed functions are
      // warm instances, so the wait is the emulator's, not the product's.
      FUNCTIONS_DISCOVERY_TIMEOUT: '180',
      // At most 8 function executions at once (the emulator's work queue; 50 by default), so a
      // burst reuses warm workers instead of starting one per call: each start loads the whole
      // bundle, and on 2 cores those starts were most of a burst's time (alone on this machine,
      // 2026-12-07: Double booking 69 → 26 s, Chat under load's 40-call warm-up 30 → 4 s at 4).
      // Eight at once still race each other's transactions, as the reliability suite needs.
      FUNCTIONS_EMULATOR_PARALLEL: '8',
      ...process.env,
      // This set's own addresses, not ones inherited from a shell that uses another set.
      // (Storage's stays as given: a set without that emulator must not name one.)
      FIRESTORE_EMULATOR_HOST: EMULATOR_ENV.FIRESTORE_EMULATOR_HOST,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST,
      ...firestoreEmulatorEnv(),
      ...(PORT_OFFSET ? { TMPDIR: tmp } : {}),
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let log = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`Emulators not ready after ${options.readyTimeoutMs ?? 120_000} ms:\n${log}`),
        ),
      options.readyTimeoutMs ?? 120_000,
    );
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log += text;
      if (options.verbose) process.stdout.write(text);
      if (options.logFile) appendFileSync(options.logFile, text);
      if (text.includes('All emulators ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Emulators exited early (code ${code}):\n${log}`));
    });
  });

  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  let killAt = Infinity;
  let killTimer: NodeJS.Timeout | undefined;
  const killGroup = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const stop = (graceMs = 60_000): Promise<void> => {
    // A shorter grace brings the kill forward: a Ctrl-C during a stop that waits for an
    // export still frees every port within its bound.
    if (Date.now() + graceMs < killAt) {
      killAt = Date.now() + graceMs;
      clearTimeout(killTimer);
      killTimer = setTimeout(killGroup, graceMs);
    }
    stopping ??= stopSet()
      // After the set: a function still finishing during the shutdown can still send.
      .finally(() => fcm.stop())
      .finally(() => {
        clearTimeout(killTimer);
        forgetSignal();
      });
    return stopping;
  };
  const stopSet = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    // The Firestore emulator's JVM runs in a process group of its own: a SIGKILL to
    // firebase-tools' group would leave it holding port 8080. Note every process this run
    // started now, and end whichever of them outlives the shutdown.
    const started = descendantsOf(child.pid);
    // SIGINT lets firebase-tools export data and stop the Java/Node children it started;
    // the kill timer (stop's grace) ends its group if it takes too long.
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      return;
    }
    await exited;
    // A function worker the emulator started while it shut down (a trigger still running) is
    // in its group but not in `started`, and outlives it: the group goes with it.
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // nothing left in it
    }
    // Stopped while it was starting, firebase-tools may have launched the Firestore JVM (a group
    // of its own) after `started` was noted: it is found by this set's port.
    const jvms = firestoreJvmsOn(BASE_PORTS.firestore + PORT_OFFSET);
    for (let i = 0; i < 8 && [...started, ...jvms].some(isAlive); i++) await sleep(250);
    for (const pid of [...started, ...jvms].filter(isAlive)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  };
  // From the moment firebase-tools runs, a Ctrl-C or SIGTERM to this script stops it too.
  const forgetSignal = onStopSignal(() => stop(EMULATOR_SIGNAL_GRACE_MS));

  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { process: child, stop };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The Firestore emulator JVMs started for `port` (`--port <port>` on their command line). */
function firestoreJvmsOn(port: number): number[] {
  const listing = spawnSync('ps', ['-e', '-o', 'pid=,args='], { encoding: 'utf8' });
  return (listing.stdout ?? '')
    .split('\n')
    .filter((line) => /firestore/.test(line) && /\bjava\b/.test(line))
    .filter((line) => line.includes(` --port ${port} `))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter((pid) => Number.isInteger(pid) && pid > 0);
}

/**
 * Points this process's Admin SDK (seed, tests) at the emulator set of its own port offset,
 * replacing whatever addresses it inherited: CI's `npm test` had set the main set's
 * addresses, and the process test's `npm start` (offset 10 000) then seeded the main set
 * in the middle of the functions suite, taking the demo admin's role record with it.
 */
export function applyEmulatorEnv(): void {
  Object.assign(process.env, EMULATOR_ENV);
}

/**
 * For scripts that take `--project <id>`: a `demo-` project is the local emulators; a real one
 * needs Application Default Credentials. Exits with a usage message otherwise.
 */
export function connectProjectOrExit(projectId: string): void {
  if (projectId.startsWith('demo-')) {
    applyEmulatorEnv();
  } else if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    console.error('A real project needs GOOGLE_APPLICATION_CREDENTIALS (a service-account key).');
    process.exit(2);
  }
}

/**
 * One request to a server-rendered page through Hosting, so the ssr function has loaded its
 * server bundle before anyone (or any test) asks: the emulator's stand-in for production's
 * warm minimum instance (decision 0025). A failure is reported, not fatal.
 */
export async function warmServerRendering(): Promise<void> {
  const started = Date.now();
  try {
    const res = await fetch(`http://127.0.0.1:${HOSTING_PORT}/`);
    await res.text();
    console.log(`ssr warmed: / answered ${res.status} in ${Date.now() - started} ms`);
  } catch (error) {
    console.warn('ssr warm-up failed:', error instanceof Error ? error.message : error);
  }
}
