/** bench/results/latest.md (and the README's Benchmark tables) from the results JSON. */
import { format, resolveConfig } from 'prettier';
import { LIGHTHOUSE_CATEGORIES, TARGETS, type CategoryId } from './config';
import type {
  BenchResults,
  CatalogueResult,
  DiscoveryScale,
  LighthouseRun,
  PageResult,
  TtfbPage,
} from './types';
import { median } from './util';
import { pushAndStartTables } from './report-push';

import { mark, MISS, OK } from './report-marks';

const CATEGORY_NAMES: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

const scoreOk = (id: CategoryId, score: number | null) =>
  score === null ? false : score >= TARGETS[id];

function cell(value: number | null, digits: number, ok: boolean | null): string {
  return value === null ? `– ${MISS}` : `${value.toFixed(digits)}${mark(ok)}`;
}

/**
 * One page's row. `mode` (a column) when the table has the baseline beside it; the
 * baseline's cells carry no ✓/✗ (the targets are the server-rendered app's).
 */
function pageRow(page: PageResult, mode?: 'SSR' | 'baseline (CSR)'): string {
  const m = page.median;
  const judged = mode !== 'baseline (CSR)';
  const ok = (value: boolean) => (judged ? value : null);
  const s = LIGHTHOUSE_CATEGORIES.map((id) => cell(m.scores[id], 0, ok(scoreOk(id, m.scores[id]))));
  const lcp = m.lcpMs === null ? null : m.lcpMs / 1000;
  const runs = `${page.runs.length}${page.errors.length ? ` (${page.errors.length} failed)` : ''}`;
  const js = m.jsBefore
    ? `${m.jsBefore.gzipKb.toFixed(1)} KB, ${m.jsBefore.scripts} files, ${m.jsBefore.evalMs} ms`
    : '–';
  return (
    `| \`${page.label}\` | ${mode ? `${mode} | ` : ''}${s.join(' | ')} | ` +
    `${cell(lcp, 2, ok(lcp !== null && lcp <= TARGETS.lcpSeconds))} | ` +
    `${cell(m.tbtMs, 0, ok(m.tbtMs !== null && m.tbtMs <= TARGETS.tbtMs))} | ` +
    `${cell(m.cls, 3, ok(m.cls !== null && m.cls <= TARGETS.cls))} | ` +
    (mode ? `${js} | ` : '') +
    `${runs} |`
  );
}

/** TTFB per page, server-rendered and baseline, for one catalogue size. */
function ttfbRows(size: CatalogueResult): string[] {
  const rows: string[] = [];
  const row = (t: TtfbPage, mode: string) =>
    `| \`${t.label}\` | ${mode} | ${t.status} | ${t.uncached.p50.toFixed(1)} / ${t.uncached.p95.toFixed(1)} | ` +
    `${t.repeat.p50.toFixed(1)} / ${t.repeat.p95.toFixed(1)} | ${t.cacheControl ? `\`${t.cacheControl}\`` : '–'} |`;
  for (const t of size.ttfb ?? []) {
    rows.push(row(t, 'SSR'));
    const b = size.baseline?.ttfb?.find((x) => x.label === t.label);
    if (b) rows.push(row(b, 'baseline (CSR)'));
  }
  if (rows.length === 0) return [];
  const samples = size.ttfb?.[0]?.uncached.samples.length ?? 0;
  return [
    `TTFB through the Hosting emulator, ms p50 / p95 of ${samples} requests each:`,
    '',
    '| page | mode | status | uncached (rendered) | repeat (emulator, no CDN) | Cache-Control |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}

/** Lighthouse's run warnings, once per page and text, with how many runs had them. */
function warningLines(size: CatalogueResult, title = 'Lighthouse warnings:'): string[] {
  const lines: string[] = [];
  for (const page of size.pages) {
    const counts = new Map<string, number>();
    for (const run of page.runs) {
      for (const w of new Set(run.runWarnings)) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    for (const [text, n] of counts) {
      lines.push(
        `- \`${page.label}\` (${n}/${page.runs.length} runs): ${text.replace(/\s+/g, ' ')}`,
      );
    }
  }
  return lines.length ? [title, '', ...lines, ''] : [];
}

function sizeTable(size: CatalogueResult, h: string): string[] {
  const settled =
    size.settleSeconds === undefined
      ? ''
      : `measured once the triggers the writes fired had settled, ` +
        `${size.settleSeconds} s and ${size.settleChanges ?? 0} document changes later`;
  const added = size.addedDjs
    ? ` (the seed plus ${size.addedDjs.toLocaleString('en-US')} added in ${size.addSeconds} s` +
      (settled ? `; ${settled})` : ')')
    : settled
      ? ` (${settled})`
      : '';
  const intro = added ? [`${size.label}${added}.`, ''] : [];
  // Results from before the baseline existed: one row per page, as they were reported.
  if (size.baseline === undefined) {
    return [
      `${h} Lighthouse, ${size.label}`,
      '',
      ...intro,
      '| page | perf | a11y | best practices | SEO | LCP s | TBT ms | CLS | runs |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...size.pages.map((p) => pageRow(p)),
      '',
      ...warningLines(size),
    ];
  }
  const rows: string[] = [];
  for (const page of size.pages) {
    rows.push(pageRow(page, 'SSR'));
    const b = size.baseline?.pages.find((p) => p.label === page.label);
    if (b) rows.push(pageRow(b, 'baseline (CSR)'));
  }
  const baselineWarnings = size.baseline
    ? warningLines({ ...size, pages: size.baseline.pages }, 'Lighthouse warnings, baseline (CSR):')
    : [];
  const slow = size.slowCpu?.pages.length
    ? [
        `Server-rendered again with Lighthouse's CPU slowdown at ${size.slowCpu.multiplier}× ` +
          '(the preset: 4×), the same targets:',
        '',
        '| page | perf | a11y | best practices | SEO | LCP s | TBT ms | CLS | runs |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        ...size.slowCpu.pages.map((p) => pageRow(p)),
        '',
      ]
    : [];
  return [
    `${h} Lighthouse, ${size.label}: server-rendered and baseline`,
    '',
    ...intro,
    '| page | mode | perf | a11y | best practices | SEO | LCP s | TBT ms | CLS | JS before interactive | runs |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...slow,
    ...(size.baseline ? [] : ['Baseline: not measured (see "Missed targets").', '']),
    ...ttfbRows(size),
    ...warningLines(size, 'Lighthouse warnings, SSR:'),
    ...baselineWarnings,
  ];
}

/** How the Lighthouse, JavaScript and TTFB figures above are taken (once, after the size tables). */
function lighthouseNotes(results: BenchResults): string[] {
  if (!results.catalogues.some((c) => c.baseline !== undefined)) return [];
  return [
    'SSR: firebase.json, the public pages rendered by the `ssr` function. Baseline (CSR): the ' +
      'same build served with `firebase.csr.json` (every page the client-rendered ' +
      '`app-shell.html`), in an emulator session of its own with the same seed. ✓/✗ judge the ' +
      'SSR rows only. JS before interactive: the script requests of the run that finished ' +
      "(observed, unthrottled network end) before Lighthouse's Interactive (simulated), median " +
      'of the runs: their size gzip -9 in dist/, how many, and their evaluation + parse/compile ' +
      'time in the bootup-time audit (simulated 4× CPU slowdown; it lists scripts of ≥ 50 ms). ' +
      'TTFB: Node `fetch` to response headers, keep-alive on loopback. "Uncached" asks for a ' +
      'query string not asked before, so the `ssr` function renders the page (it keeps no ' +
      'render cache); "repeat" asks for the same URL again after one untimed request. The ' +
      'emulator has no CDN, so a repeat is rendered again by the warm function: it is not an ' +
      "edge-cache hit (production's CDN would answer those while `s-maxage` lasts), and no " +
      'CDN figure is given. In the baseline both are Hosting serving the static shell.',
    '',
  ];
}

/** Whether the SDK cache held the documents when the timed runs began, from the figures. */
function cacheText(scale: DiscoveryScale): string {
  const scenarios = scale.sizes.flatMap((z) => z.scenarios);
  const cached = scenarios.reduce((n, s) => n + s.cachedDocs, 0);
  const all = scenarios.reduce((n, s) => n + s.docsRead * s.timing.samples.length, 0);
  if (cached === 0) return 'The SDK cache was cold: no document came from it.';
  return (
    `The SDK cache was warm: the memory cache kept the previous run's documents, so ` +
    `${cached} of the ${all} documents of the timed runs came first from the cache and the ` +
    `time is until the server's snapshot confirmed them; the count is the same either way.`
  );
}

/** Discovery at scale (bench/lib/discovery-scale.ts): one table per catalogue size. */
function discoveryTables(scale: DiscoveryScale, h: string): string[] {
  const m = scale.machine;
  const out: string[] = [];
  for (const size of scale.sizes) {
    const n = size.djs.toLocaleString('en-US');
    out.push(
      `${h} Discovery at scale, ${n} verified DJs`,
      '',
      `${n} synthetic verified DJs seeded in ${size.seedSeconds} s (\`seedSyntheticDjs\`, ` +
        `\`npm run seed -- --djs ${size.djs}\`'s writer).`,
      '',
      '| scenario | docs read | queries | DJs shown | matching | target | p50 ms | p95 ms | runs | meets target |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...size.scenarios.map(
        (s) =>
          `| ${s.label} | ${s.docsReadVaried?.join('–') ?? s.docsRead} | ${s.queries} | ${s.shown} | ` +
          `${s.matching} | ≤ ${s.targetDocs} | ${s.timing.p50.toFixed(0)} | ` +
          `${s.timing.p95.toFixed(0)} | ${s.timing.samples.length} | ` +
          `${s.meetsTarget ? `yes ${OK}` : `no ${MISS}`}${s.checkFailures.length ? ` (checks failed: ${s.checkFailures.join('; ')})` : ''} |`,
      ),
      '',
    );
  }
  out.push(
    `How reads are counted: each scenario's first /discover screen is read in Node with the web ` +
      `SDK against the Firestore emulator, with the app's own plans (\`planDiscoverQueries\`) ` +
      `and query builder (\`buildDiscoverQuery\`); every listener runs until its first snapshot ` +
      `from the server and its delivered documents (docChanges) are added up, as the page's ` +
      `docs-delivered counter does. Nearest first opens the next distance ring only when the ` +
      `ring before it ran out while fewer than a page (${scale.sizes[0]?.scenarios[0]?.targetDocs ?? 24}) ` +
      `of documents had been read (use-discover-djs.ts); a screen the on-page checks left ` +
      `empty reads no further until Load more (DiscoverPage.tsx). "DJs shown" pass ` +
      `\`passesResidual\`, and each is checked again from its document (status, date not ` +
      `booked, within the distance and the DJ's travel radius, price, genre); "matching" is ` +
      `every verified DJ in the catalogue that \`matchesFilters\` keeps. Time: issuing the ` +
      `first query to the last first server snapshot the screen needed, a fresh listener each ` +
      `time on one client (one open connection), after one untimed warm-up. ` +
      cacheText(scale) +
      ` ` +
      `Up to ${scale.repetitions} runs, fewer (at least 5) once they have taken 90 s. ` +
      `These are emulator times on this machine, not Firestore's: the emulator does not use the ` +
      `indexes and checks every document's array, so a reachCells query costs about 3 µs per ` +
      `array element in the catalogue (measured aside on 2026-11-25: 5,000 DJs with about 500 ` +
      `reach tokens each, array-contains 8–10 s; the same query on 5-token arrays 0.12 s). ` +
      `Firestore answers array-contains from its index, one entry per element, so its time ` +
      `follows the documents returned (the reads above), not the catalogue. ` +
      `Event date: ${scale.bookedDate}, on which 5% of the synthetic DJs are booked. ` +
      `Emulators: Firestore and Auth only (no Functions, so the seed's 2 × N writes fire no ` +
      `triggers). ${scale.date} · ${m.cores} cores (${m.cpuModel}), ${m.totalMemoryGiB} GiB, ` +
      `Node ${m.node} · commit ${scale.git.commit.slice(0, 12)}` +
      (scale.git.dirtyPaths.length ? ` plus uncommitted changes` : '') +
      '. Run alone: `npm run bench -- --only discovery`.',
    '',
  );
  return out;
}

/** The run whose score for `id` is closest to the page's median (the one the audits come from). */
function representativeRun(page: PageResult, id: CategoryId): LighthouseRun | undefined {
  const target = page.median.scores[id];
  if (target === null) return page.runs[0];
  return [...page.runs]
    .filter((r) => r.scores[id] !== null)
    .sort((a, b) => Math.abs(a.scores[id]! - target) - Math.abs(b.scores[id]! - target))[0];
}

function missedTargets(results: BenchResults): string[] {
  const lines: string[] = [];
  for (const size of results.catalogues) {
    const slow = size.slowCpu?.pages.map((page) => ({
      ...page,
      label: `${page.label} (CPU ${size.slowCpu?.multiplier}×)`,
    }));
    for (const page of [...size.pages, ...(slow ?? [])]) {
      const m = page.median;
      const missed: string[] = [];
      const details: string[] = [];
      for (const id of LIGHTHOUSE_CATEGORIES) {
        const score = m.scores[id];
        if (scoreOk(id, score)) continue;
        missed.push(`${CATEGORY_NAMES[id]} ${score ?? 'n/a'} (< ${TARGETS[id]})`);
        const run = representativeRun(page, id);
        if (!run) continue;
        const failing = run.failing[id];
        const costly = failing
          .filter((a) => a.weight > 0)
          .map((a) => `\`${a.id}\` (${Math.round(a.score * 100) / 100} × ${a.weight})`);
        const flagged = failing.filter((a) => a.weight === 0).map((a) => `\`${a.id}\``);
        details.push(
          `  - ${CATEGORY_NAMES[id]}, run ${run.run}: ${costly.join(', ') || 'no weighted audit below 1'}` +
            (flagged.length ? `; also below 1, no weight: ${flagged.join(', ')}` : ''),
        );
      }
      if (m.lcpMs === null || m.lcpMs / 1000 > TARGETS.lcpSeconds) {
        missed.push(`LCP ${m.lcpMs === null ? 'n/a' : (m.lcpMs / 1000).toFixed(2)} s`);
      }
      if (m.tbtMs === null || m.tbtMs > TARGETS.tbtMs) {
        missed.push(`TBT ${m.tbtMs?.toFixed(0) ?? 'n/a'} ms`);
      }
      if (m.cls === null || m.cls > TARGETS.cls) missed.push(`CLS ${m.cls?.toFixed(3) ?? 'n/a'}`);
      for (const error of page.errors) missed.push(`run failed: ${error}`);
      if (missed.length === 0) continue;
      const where = `\`${page.label}\`, ${size.key === 'seeded' ? 'seed' : size.label}`;
      lines.push(`- ${where}: ${missed.join(', ')}`, ...details);
    }
    const reads = size.discoverReads;
    const counts = reads ? [reads.node.delivered, reads.browser.delivered] : [];
    if (!reads || counts.some((n) => n === null || n > TARGETS.discoverReads)) {
      lines.push(
        `- /discover reads at ${size.label}: ${counts.map((n) => n ?? 'n/a').join(' / ') || size.discoverReadsError} > ${TARGETS.discoverReads}`,
      );
    }
  }
  const chat = results.chat;
  if (!chat) lines.push(`- chat latency not measured: ${results.chatError}`);
  else if (chat.ratioP95 > TARGETS.chatRatioP95) {
    lines.push(
      `- chat: callable/bare ratio at p95 ${chat.ratioP95} > ${TARGETS.chatRatioP95} ` +
        `(p95 ${chat.callable.p95.toFixed(0)} ms vs ${chat.bare.p95.toFixed(0)} ms)`,
    );
  }
  const push = results.push;
  if (push === null) lines.push(`- push latency not measured: ${results.pushError}`);
  else if (push && !push.meets) {
    lines.push(
      `- push: request → push sent p95 ${push.latency.p95.toFixed(0)} ms > ${push.target} ms`,
    );
  }
  const start = results.appStart;
  if (start === null) lines.push(`- signed-in app start not measured: ${results.appStartError}`);
  for (const screen of start?.screens ?? []) {
    if (screen.key !== 'static' && screen.ratio > start!.target) {
      lines.push(
        `- app start: ${screen.label} ${screen.ratio}× the static page > ${start!.target}×`,
      );
    }
  }
  const bundle = results.bundle;
  if (bundle) {
    const b = bundle.budgetsKb;
    const homeBudget = b?.home ?? TARGETS.homeJsKb;
    if (bundle.homeKb > homeBudget) {
      lines.push(`- home route initial JS ${bundle.homeKb} KB > ${homeBudget} KB budget`);
    }
    for (const r of bundle.routes) {
      if (r.path === '/' || !b) continue;
      if (r.routeOnlyKb > b.routeFirstVisit) {
        lines.push(
          `- \`${r.path}\` first visit ${r.routeOnlyKb} KB > ${b.routeFirstVisit} KB budget`,
        );
      }
      if (r.ownKb !== undefined && r.ownKb > b.route) {
        lines.push(`- \`${r.path}\` own chunks ${r.ownKb} KB > ${b.route} KB budget`);
      }
    }
  }
  const scale = results.discoveryScale;
  if (results.discoveryScaleError) {
    lines.push(`- discovery at scale: ${results.discoveryScaleError}`);
  }
  for (const size of scale?.sizes ?? []) {
    for (const s of size.scenarios.filter((s) => !s.meetsTarget)) {
      lines.push(
        `- discovery, ${size.djs.toLocaleString('en-US')} DJs, ${s.label}: ` +
          `${s.docsReadVaried?.join('–') ?? s.docsRead} documents > ${s.targetDocs}`,
      );
    }
  }
  for (const error of scale?.errors ?? []) lines.push(`- discovery at scale: ${error}`);
  for (const error of results.errors) lines.push(`- bench error: ${error}`);
  return lines;
}

/** The tables, with headings of level `level` (2 in latest.md, 3 in the README). */
export function renderTables(results: BenchResults, level = 2): string {
  const h = '#'.repeat(level);
  const out: string[] = [];
  for (const size of results.catalogues) out.push(...sizeTable(size, h));
  out.push(...lighthouseNotes(results));

  out.push(
    `${h} /discover: DJ documents delivered for the first page (target ≤ ${TARGETS.discoverReads})`,
    '',
    '| catalogue | page query in Node (web SDK) | in Chromium (page counter) | cards shown |',
    '| --- | --- | --- | --- |',
  );
  for (const size of results.catalogues) {
    const r = size.discoverReads;
    if (!r) {
      out.push(`| ${size.label} | – ${MISS} | – ${MISS} | ${size.discoverReadsError ?? ''} |`);
      continue;
    }
    const okNode = r.node.delivered <= TARGETS.discoverReads;
    const okBrowser = r.browser.delivered !== null && r.browser.delivered <= TARGETS.discoverReads;
    out.push(
      `| ${size.label} | ${r.node.delivered}${mark(okNode)} | ` +
        `${r.browser.delivered ?? `– (${r.browser.error ?? 'no counter'})`}${mark(okBrowser)} | ${r.browser.cards} |`,
    );
  }
  out.push('');
  if (results.catalogues.some((c) => c.discoverReads?.browser.delivered === 0)) {
    out.push(
      'A 0 in Chromium with cards shown: the first page came in the server-rendered HTML, and ' +
        "the page's own listener had not delivered anything when the counter was read (the " +
        'Firestore SDK loads after the first interaction or 5 s of quiet); the Node column is ' +
        'what that listener reads once it attaches.',
      '',
    );
  }

  if (results.discoveryScale) out.push(...discoveryTables(results.discoveryScale, h));

  const chat = results.chat;
  out.push(`${h} Chat latency`, '');
  if (!chat) out.push(`Not measured: ${results.chatError ?? 'unknown error'}`, '');
  else {
    out.push(
      `${chat.messages} messages (+${chat.warmup} warm-up), sender call → receiver's listener, ms:`,
      '',
      '| path | p50 | p95 | mean | max |',
      '| --- | --- | --- | --- | --- |',
      `| \`sendMessage\` callable | ${chat.callable.p50.toFixed(1)} | ${chat.callable.p95.toFixed(1)} | ${chat.callable.mean.toFixed(1)} | ${chat.callable.max.toFixed(1)} |`,
      `| bare web SDK write | ${chat.bare.p50.toFixed(1)} | ${chat.bare.p95.toFixed(1)} | ${chat.bare.mean.toFixed(1)} | ${chat.bare.max.toFixed(1)} |`,
      `| ratio callable / bare | ${chat.ratioP50.toFixed(2)} | ${chat.ratioP95.toFixed(2)}${mark(chat.ratioP95 <= TARGETS.chatRatioP95)} | | |`,
      '',
      `Sender-side (call → promise resolved): callable p50 ${chat.callableAck.p50.toFixed(1)} / ` +
        `p95 ${chat.callableAck.p95.toFixed(1)} ms; bare write p50 ${chat.bareAck.p50.toFixed(1)} / ` +
        `p95 ${chat.bareAck.p95.toFixed(1)} ms. Target: ratio ≤ ${TARGETS.chatRatioP95} at p95.`,
      '',
    );
  }

  out.push(...pushAndStartTables(results, h));

  const bundle = results.bundle;
  out.push(`${h} Initial JavaScript per route (gzip KB)`, '');
  if (!bundle) out.push(`Not measured: ${results.bundleError ?? 'unknown error'}`, '');
  else {
    const b = bundle.budgetsKb;
    const within = (kb: number | undefined, budget: number | undefined) =>
      kb === undefined ? '–' : `${kb.toFixed(1)}${budget === undefined ? '' : mark(kb <= budget)}`;
    out.push(
      '| route | live data | cold load | first visit after shell | own chunks |',
      '| --- | --- | --- | --- | --- |',
      ...bundle.routes.map((r) =>
        r.path === '/'
          ? `| \`/\` | no | ${within(r.initialKb, b?.home ?? TARGETS.homeJsKb)} | – | – |`
          : `| \`${r.path}\` | ${r.live ? 'yes' : 'no'} | ${r.initialKb.toFixed(1)} | ` +
            `${within(r.routeOnlyKb, b?.routeFirstVisit)} | ${within(r.ownKb, b?.route)} |`,
      ),
      '',
      'Cold load: entry chunk + (live routes) the live-data layer of reactfire and full ' +
        "Firestore + the route's chunks, with their static imports, on an empty cache. " +
        'First visit after shell: what the route adds once the entry (and live layer) is loaded. ' +
        'Own chunks: loaded by this route only. ' +
        (b
          ? `Budgets (scripts/bundle-report.ts): home ${b.home}, first visit ${b.routeFirstVisit}, own ${b.route}. `
          : `Home budget ${TARGETS.homeJsKb}. `) +
        `Source: ${bundle.source}.` +
        (bundle.bundleReportError ? ` (${bundle.bundleReportError})` : ''),
      '',
    );
  }

  const missed = missedTargets(results);
  out.push(`${h} Missed targets`, '', ...(missed.length ? missed : ['None.']), '');
  return out.join('\n');
}

export function describeRun(results: BenchResults): string[] {
  const m = results.machine;
  const dirty = results.git.dirtyPaths;
  const benchmark = median(
    results.catalogues.flatMap((c) => c.pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex))),
  );
  return [
    `Date: ${results.date} · ${results.quick ? 'quick run (`--quick`)' : 'full run'}: ` +
      `${results.runsPerPage} Lighthouse run(s) per page (median per metric), ` +
      `${results.chat?.messages ?? 0} chat messages · took ${(results.durationSeconds / 60).toFixed(1)} min`,
    '',
    `Machine: ${m.cores} cores (${m.cpuModel}), ${m.totalMemoryGiB} GiB, ${m.os}, Node ${m.node}, ` +
      `${m.chromium.replace(/ built on .*$/, '')}, Lighthouse ${m.lighthouse} (mobile preset, simulated throttling` +
      (benchmark === null
        ? ')'
        : `; CPU benchmarkIndex ${Math.round(benchmark)}, median of the runs)`),
    '',
    `Commit: ${results.git.commit.slice(0, 12)} (${results.git.branch})` +
      (dirty.length
        ? `, plus uncommitted changes in ${dirty.length} path(s): ${dirty.slice(0, 8).join(', ')}${dirty.length > 8 ? ', …' : ''}`
        : ''),
    ...(results.notes ?? []).flatMap((note) => ['', `Note: ${note}`]),
  ];
}

export async function renderMarkdown(results: BenchResults, filePath: string): Promise<string> {
  const text = [
    '# Spinbook benchmark',
    '',
    ...describeRun(results),
    '',
    'Targets: performance ≥ 95, accessibility / best practices / SEO 100, LCP ≤ 2.0 s, ' +
      'TBT ≤ 150 ms, CLS ≤ 0.05, /discover ≤ 24 documents, chat callable/bare ≤ 1.5 at p95, ' +
      'discovery at scale ≤ 24 documents a first page (48 near a place). ' +
      `${OK} met, ${MISS} missed. Raw numbers: latest.json.`,
    '',
    renderTables(results, 2),
  ].join('\n');
  return formatMarkdown(text, filePath);
}

export async function formatMarkdown(text: string, filePath: string): Promise<string> {
  const config = (await resolveConfig(filePath)) ?? {};
  return format(text, { ...config, parser: 'markdown', filepath: filePath });
}
