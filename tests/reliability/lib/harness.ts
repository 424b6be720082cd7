// The reliability suite's contract: a scenario gets a context (size, Admin SDK, emulator
// control, a stopwatch) and records checks (what must hold) and figures (what it measured).
// tests/reliability/run.ts runs the scenarios, prints their figures and writes the report.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

export type Size = 'ci' | 'full';

/** The figures every scenario reports, in the same columns (README and latest.md). */
export interface Figures {
  /** Calls, deliveries or attempts the scenario made. */
  requests: number;
  /** Ones that did what they were meant to (a refused attack is not a success). */
  successes: number;
  /** Ones the server refused (the expected answer for hostile input). */
  refusals: number;
  /** Things that should exist and do not (messages, state changes, bookings). */
  lost: number;
  /** Things that exist more than once (messages, captures, state changes). */
  duplicated: number;
  /** Anything else worth a line: per-code counts, latencies, sizes. */
  notes: string[];
}

export interface Check {
  name: string;
  ok: boolean;
  detail?: string;
}

export interface EmulatorControl {
  /** Stops the emulators (exporting their data) and starts them again with it. */
  restart(): Promise<void>;
}

export interface ScenarioContext {
  size: Size;
  db: Firestore;
  auth: Auth;
  emulators: EmulatorControl;
  /** Records a check; a failed one fails the suite. Returns `ok`. */
  check(name: string, ok: boolean, detail?: string): boolean;
  figures: Figures;
  log(message: string): void;
}

export interface Scenario {
  /** Short id for `--only` (kebab-case). */
  id: string;
  title: string;
  /** One line: what the scenario does at this size. */
  describe(size: Size): string;
  run(ctx: ScenarioContext): Promise<void>;
}

export interface ScenarioResult {
  id: string;
  title: string;
  description: string;
  figures: Figures;
  checks: Check[];
  seconds: number;
  /** Set when the scenario threw instead of finishing. */
  error?: string;
}

export function emptyFigures(): Figures {
  return { requests: 0, successes: 0, refusals: 0, lost: 0, duplicated: 0, notes: [] };
}

/** Runs `tasks` with at most `limit` in flight; results keep the input order. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= items.length) return;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Counts of each value, as `a 3 · b 1`, most first. */
export function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${k} ${n}`)
    .join(' · ');
}

/** Polls `probe` until it returns something other than undefined, or gives up. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  intervalMs = 200,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) return undefined;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
