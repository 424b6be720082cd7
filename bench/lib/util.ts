/** Small helpers: statistics, timeouts and progress lines. */
import type { LatencySummary } from './types';

/** Median of the numbers that are not null; null when there are none. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Percentile p (0..100) with linear interpolation between closest ranks (Excel/NumPy default). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export function summarize(samples: readonly number[]): LatencySummary {
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    samples: samples.map(round),
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    mean: round(samples.reduce((s, v) => s + v, 0) / samples.length),
    min: round(Math.min(...samples)),
    max: round(Math.max(...samples)),
  };
}

/** Rejects after `ms` (the work itself is not cancelled; callers clean up). */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timed out after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const started = Date.now();

/** A progress line with the time since this process started. */
export function progress(message: string): void {
  const s = Math.round((Date.now() - started) / 1000);
  const stamp = `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  console.log(`[bench ${stamp}] ${message}`);
}

export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
