/**
 * One Lighthouse run per call, in a fresh headless Chromium (its own temporary
 * profile, so no cache, service worker or IndexedDB carries over between
 * runs). Lighthouse's defaults otherwise: the mobile preset with simulated
 * throttling.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Result as Lhr } from 'lighthouse';
import {
  CACHE_DIR,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  LIGHTHOUSE_CATEGORIES,
  type CategoryId,
} from './config';
import type { FailingAudit, LighthouseRun, PageMedian, PageResult } from './types';
import { errorText, median, progress, withTimeout } from './util';

/** One run: Chrome start, load, trace and audits. ~20–40 s here; anything past this is stuck. */
const RUN_TIMEOUT_MS = 180_000;

const numeric = (lhr: Lhr, id: string): number | null => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** Audits of a category with a score below 1 (not-applicable and informative ones have none). */
function failingAudits(lhr: Lhr, category: CategoryId): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || typeof audit.score !== 'number' || audit.score >= 1) continue;
    failing.push({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    });
  }
  // The ones that cost the most points first.
  return failing.sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score));
}

function toRun(lhr: Lhr, run: number, durationMs: number): LighthouseRun {
  const scores = {} as Record<CategoryId, number | null>;
  const failing = {} as Record<CategoryId, FailingAudit[]>;
  for (const id of LIGHTHOUSE_CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
    failing[id] = failingAudits(lhr, id);
  }
  return {
    run,
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    failing,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings.map(String),
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
    durationMs,
  };
}

/** Full reports for a closer look (git-ignored): .cache/bench/lhr/<name>.json */
export const LHR_DIR = join(CACHE_DIR, 'lhr');

export async function runLighthouse(
  url: string,
  run: number,
  saveAs?: string,
): Promise<LighthouseRun> {
  const started = Date.now();
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await withTimeout(
      launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
        logLevel: 'error',
      }),
      60_000,
      'Chromium start',
    );
    const pending = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    // If the timeout wins, Lighthouse fails later against the killed browser: keep that quiet.
    pending.catch(() => {});
    const result = await withTimeout(pending, RUN_TIMEOUT_MS, `Lighthouse ${url}`);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (saveAs) {
      mkdirSync(LHR_DIR, { recursive: true });
      writeFileSync(join(LHR_DIR, `${saveAs}.json`), JSON.stringify(result.lhr));
    }
    return toRun(result.lhr, run, Date.now() - started);
  } finally {
    // Only the Chromium this call started (chrome-launcher kills its own pid).
    chrome?.kill();
  }
}

export function medianOf(runs: readonly LighthouseRun[]): PageMedian {
  const ok = runs.filter((r) => r.runtimeError === null);
  const scores = {} as Record<CategoryId, number | null>;
  for (const id of LIGHTHOUSE_CATEGORIES) scores[id] = median(ok.map((r) => r.scores[id]));
  return {
    scores,
    lcpMs: median(ok.map((r) => r.lcpMs)),
    tbtMs: median(ok.map((r) => r.tbtMs)),
    cls: median(ok.map((r) => r.cls)),
    fcpMs: median(ok.map((r) => r.fcpMs)),
    speedIndexMs: median(ok.map((r) => r.speedIndexMs)),
  };
}

/**
 * `runs` Lighthouse runs of one page; a run that throws is retried once, then recorded.
 * `size` names the catalogue size (progress lines, saved reports); `label` is the page's
 * name in the tables.
 */
export async function measurePage(
  size: string,
  label: string,
  baseUrl: string,
  path: string,
  runs: number,
): Promise<PageResult> {
  const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const results: LighthouseRun[] = [];
  const errors: string[] = [];
  for (let i = 1; i <= runs; i++) {
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const run = await runLighthouse(`${baseUrl}${path}`, i, `${size}-${slug}-${i}`);
        results.push(run);
        const s = run.scores;
        progress(
          `  ${size} ${path} run ${i}/${runs}: perf ${s.performance} a11y ${s.accessibility} ` +
            `bp ${s['best-practices']} seo ${s.seo} LCP ${fmt(run.lcpMs, 0)} ms ` +
            `TBT ${fmt(run.tbtMs, 0)} ms CLS ${fmt(run.cls, 3)} (${Math.round(run.durationMs / 1000)} s)` +
            (run.runtimeError ? ` runtime error: ${run.runtimeError}` : '') +
            (run.runWarnings.length ? ` [${run.runWarnings.length} warning(s)]` : ''),
        );
        break;
      } catch (error) {
        const text = `${path} run ${i} attempt ${attempt}: ${errorText(error)}`;
        errors.push(text);
        progress(`  ${size} ${text}`);
      }
    }
  }
  return { label, path, runs: results, median: medianOf(results), errors };
}

const fmt = (n: number | null, digits: number) => (n === null ? '–' : n.toFixed(digits));
