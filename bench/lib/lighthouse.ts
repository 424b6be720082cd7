/**
 * One Lighthouse run per call, in a fresh headless Chromium (its own temporary
 * profile, so no cache, service worker or IndexedDB carries over between
 * runs). Lighthouse's defaults otherwise: the mobile preset with simulated
 * throttling.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Result as Lhr } from 'lighthouse';
import {
  CACHE_DIR,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  LIGHTHOUSE_CATEGORIES,
  ROOT,
  type CategoryId,
} from './config';
import type {
  FailingAudit,
  LighthouseRun,
  PageMedian,
  PageResult,
  ScriptFigures,
  ScriptTotals,
} from './types';
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

const detailItems = (lhr: Lhr, id: string): Record<string, unknown>[] => {
  const details = lhr.audits[id]?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as Record<string, unknown>[]) : [];
};

const gzipKbCache = new Map<string, number | null>();
/** The served file's size gzip -9 in KB, read from dist/ (null for a URL that is not a file there). */
function distGzipKb(url: string): number | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  if (!gzipKbCache.has(path)) {
    const file = join(ROOT, 'dist', decodeURIComponent(path));
    gzipKbCache.set(
      path,
      path.endsWith('.js') && existsSync(file)
        ? gzipSync(readFileSync(file), { level: 9 }).length / 1024
        : null,
    );
  }
  return gzipKbCache.get(path) ?? null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * "The JavaScript each page executes before it is interactive" (issue 22): the script
 * requests of the run (network-requests audit; their end times are observed, unthrottled)
 * that finished before Lighthouse's Interactive metric (simulated, the mobile preset), with
 * their dist/ size gzip, bytes transferred and the bootup-time audit's evaluation and
 * parse/compile ms (simulated 4× CPU; the audit lists scripts of ≥ 50 ms only).
 */
export function scriptFigures(lhr: Lhr): ScriptFigures {
  const interactiveMs = numeric(lhr, 'interactive');
  const bootMs = new Map<string, number>();
  for (const item of detailItems(lhr, 'bootup-time')) {
    const ms = Number(item.scripting ?? 0) + Number(item.scriptParseCompile ?? 0);
    if (typeof item.url === 'string') bootMs.set(item.url, ms);
  }
  const scripts = detailItems(lhr, 'network-requests').filter(
    (item) => item.resourceType === 'Script' && typeof item.url === 'string',
  );
  const totals = (items: Record<string, unknown>[]): ScriptTotals => {
    const urls = [...new Set(items.map((i) => i.url as string))];
    return {
      scripts: urls.length,
      gzipKb: round1(urls.reduce((sum, url) => sum + (distGzipKb(url) ?? 0), 0)),
      transferKb: round1(items.reduce((sum, i) => sum + Number(i.transferSize ?? 0), 0) / 1024),
      evalMs: Math.round(urls.reduce((sum, url) => sum + (bootMs.get(url) ?? 0), 0)),
    };
  };
  const before = scripts.filter(
    (i) =>
      interactiveMs !== null &&
      typeof i.networkEndTime === 'number' &&
      i.networkEndTime <= interactiveMs,
  );
  return { interactiveMs, before: totals(before), all: totals(scripts) };
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
    js: scriptFigures(lhr),
  };
}

/** Full reports for a closer look (git-ignored): .cache/bench/lhr/<name>.json */
export const LHR_DIR = join(CACHE_DIR, 'lhr');

export async function runLighthouse(
  url: string,
  run: number,
  saveAs?: string,
  cpuSlowdown?: number,
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
    const pending = lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      },
      // The mobile preset's simulated throttling, its CPU slowed further (issue 37: the
      // margin must not depend on a quiet machine).
      cpuSlowdown === undefined
        ? undefined
        : {
            extends: 'lighthouse:default',
            settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
          },
    );
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
    ...jsMedian(ok),
  };
}

/** Median per figure of the runs' JavaScript before Interactive. */
function jsMedian(runs: readonly LighthouseRun[]): Pick<PageMedian, 'jsBefore' | 'interactiveMs'> {
  const js = runs.flatMap((r) => (r.js ? [r.js] : []));
  if (js.length === 0) return { jsBefore: null, interactiveMs: null };
  const of = (pick: (t: ScriptTotals) => number) => median(js.map((j) => pick(j.before))) ?? 0;
  return {
    jsBefore: {
      scripts: of((t) => t.scripts),
      gzipKb: round1(of((t) => t.gzipKb)),
      transferKb: round1(of((t) => t.transferKb)),
      evalMs: Math.round(of((t) => t.evalMs)),
    },
    interactiveMs: median(js.map((j) => j.interactiveMs)),
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
  cpuSlowdown?: number,
): Promise<PageResult> {
  const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const results: LighthouseRun[] = [];
  const errors: string[] = [];
  for (let i = 1; i <= runs; i++) {
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const run = await runLighthouse(
          `${baseUrl}${path}`,
          i,
          `${size}-${slug}-${i}`,
          cpuSlowdown,
        );
        results.push(run);
        const s = run.scores;
        progress(
          `  ${size} ${path} run ${i}/${runs}: perf ${s.performance} a11y ${s.accessibility} ` +
            `bp ${s['best-practices']} seo ${s.seo} LCP ${fmt(run.lcpMs, 0)} ms ` +
            `TBT ${fmt(run.tbtMs, 0)} ms CLS ${fmt(run.cls, 3)} ` +
            `JS before TTI ${run.js ? `${run.js.before.gzipKb} KB gz ${run.js.before.evalMs} ms` : '–'} ` +
            `(${Math.round(run.durationMs / 1000)} s)` +
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
