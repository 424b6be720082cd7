/** The shape of bench/results/latest.json. */
import type { CategoryId } from './config';

export interface FailingAudit {
  id: string;
  title: string;
  /** 0..1 */
  score: number;
  /** The audit's weight in its category: 0 means it is shown but costs no points. */
  weight: number;
  displayValue?: string;
}

export interface LighthouseRun {
  run: number;
  /** 0..100, null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Audits with a score < 1, per category (from this run's LHR). */
  failing: Record<CategoryId, FailingAudit[]>;
  runtimeError: string | null;
  runWarnings: string[];
  lighthouseVersion: string;
  /** Lighthouse's CPU benchmark of this machine at the time of the run (higher is faster). */
  benchmarkIndex: number;
  finalUrl: string;
  durationMs: number;
  /** The JavaScript this run fetched and ran before Lighthouse's Interactive (absent in older results). */
  js?: ScriptFigures | null;
}

/** Which app the figures are of: server-rendered (firebase.json) or the client-rendered baseline. */
export type RenderMode = 'ssr' | 'csr';

/**
 * Script resources of one Lighthouse run (bench/lib/lighthouse.ts scriptFigures): those whose
 * request finished (network-requests audit, observed) before the Interactive metric
 * (simulated), and all of the run's scripts for comparison.
 */
export interface ScriptFigures {
  interactiveMs: number | null;
  before: ScriptTotals;
  all: ScriptTotals;
}

export interface ScriptTotals {
  scripts: number;
  /** The files in dist/ gzip -9 (as the bundle report counts), KB. */
  gzipKb: number;
  /** Bytes over the wire as Lighthouse saw them, KB. */
  transferKb: number;
  /** bootup-time audit: script evaluation + parse/compile, ms (simulated 4× CPU; scripts ≥ 50 ms). */
  evalMs: number;
}

/** Time to first byte of one page through the Hosting emulator (bench/lib/ttfb.ts). */
export interface TtfbPage {
  label: string;
  path: string;
  status: number;
  cacheControl: string | null;
  /** A query string nobody asked for before: the function renders it (no cache on the way). */
  uncached: LatencySummary;
  /** The same URL again after one untimed request: what the emulator gives a repeat (no CDN). */
  repeat: LatencySummary;
}

export interface PageMedian {
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Median per figure of the runs' `js.before` (absent in older results). */
  jsBefore?: ScriptTotals | null;
  interactiveMs?: number | null;
}

export interface PageResult {
  label: string;
  path: string;
  runs: LighthouseRun[];
  /** Median of the successful runs, per metric. */
  median: PageMedian;
  /** Runs that threw (timeouts, Chrome failing to start); not in `runs`. */
  errors: string[];
}

export interface DiscoverReads {
  /**
   * The page's own query (src/domain/discovery.ts plan, src/features/djs/api/discover-query.ts
   * builder, default filters), listened to with the client SDK in Node until the first
   * server snapshot: documents delivered = the sum of its docChanges.
   */
  node: { delivered: number; snapshotSize: number; pageSize: number; lookAhead: number };
  /** /discover in Chromium: the page's own counter (docs-delivered) and the cards rendered. */
  browser: { delivered: number | null; cards: number; error: string | null };
}

export interface CatalogueResult {
  key: 'seeded' | 'large';
  label: string;
  verifiedDjs: number;
  /** DJs the bench wrote for this size (0 for the seed). */
  addedDjs: number;
  addSeconds: number | null;
  /** Waited after adding them until the triggers they fired had run (absent in older results). */
  settleSeconds?: number;
  settleChanges?: number;
  pages: PageResult[];
  discoverReads: DiscoverReads | null;
  discoverReadsError: string | null;
  /** TTFB of the pages in this mode (absent in older results). */
  ttfb?: TtfbPage[] | null;
  /** The server-rendered pages again with Lighthouse's CPU slowdown at `multiplier` (not 4). */
  slowCpu?: { multiplier: number; pages: PageResult[] } | null;
  /** The client-rendered baseline (firebase.csr.json), measured in the same bench run. */
  baseline?: { pages: PageResult[]; ttfb: TtfbPage[] | null } | null;
}

export interface LatencySummary {
  samples: number[];
  p50: number;
  p95: number;
  mean: number;
  min: number;
  max: number;
}

export interface ChatLatency {
  bookingId: string;
  messages: number;
  warmup: number;
  /** Who sent what: the two parties alternate. */
  senders: string;
  limiter: string;
  baselineMethod: string;
  /** sendMessage called → the receiver's messages listener has the message. */
  callable: LatencySummary;
  /** sendMessage called → the callable's promise resolved (the sender's view). */
  callableAck: LatencySummary;
  /** Client SDK write started → the other client's listener has the document. */
  bare: LatencySummary;
  /** Client SDK write started → the write's promise resolved (server ack). */
  bareAck: LatencySummary;
  ratioP50: number;
  ratioP95: number;
}

export interface RouteJs {
  path: string;
  live: boolean;
  /**
   * Cold load: the entry chunk, the live-data layout (live routes) and the route's page
   * chunk with all their static imports, gzip KB.
   */
  initialKb: number;
  /** Beyond the entry (and the live-data layer): the route's first visit after the shell. */
  routeOnlyKb: number;
  /** Chunks only this route loads (scripts/bundle-report.ts `kb`), when reported. */
  ownKb?: number;
  chunks: string[];
}

export interface BundleFigures {
  source: string;
  homeKb: number;
  routes: RouteJs[];
  /** The repository's budgets (scripts/bundle-report.ts BUDGETS_KB), when reported. */
  budgetsKb?: { home: number; route: number; routeFirstVisit: number };
  /** `scripts/bundle-report.ts --json` output as printed, when that flag exists. */
  bundleReportJson?: unknown;
  bundleReportError?: string;
}

export interface Machine {
  cores: number;
  cpuModel: string;
  totalMemoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  lighthouse: string;
}

export interface MeasureOutput {
  /** Which app this session served (absent in older results). */
  mode?: RenderMode;
  quick: boolean;
  runsPerPage: number;
  catalogues: CatalogueResult[];
  chat: ChatLatency | null;
  chatError: string | null;
  /** Absent in results from before issue 40. */
  push?: PushLatency | null;
  pushError?: string | null;
  appStart?: AppStart | null;
  appStartError?: string | null;
  djPageId: string;
  errors: string[];
}

/** One filter set of the discovery-at-scale stage (bench/lib/discovery-scale.ts). */
export interface DiscoveryScenario {
  id: 'default' | 'near' | 'genre-price-near' | 'date';
  label: string;
  /** The same filters on the page. */
  url: string;
  /** Listeners the first screen opened (distance rings, pages loaded by themselves). */
  queries: number;
  /** Documents the first screen's listeners delivered up to their first server snapshots. */
  docsRead: number;
  /** Set when the repetitions did not all read the same number: every figure seen. */
  docsReadVaried?: number[];
  /** DJs the first screen shows (passesResidual). */
  shown: number;
  /** Verified DJs in the catalogue that match the filters (matchesFilters over all). */
  matching: number;
  targetDocs: number;
  meetsTarget: boolean;
  /** Issuing the first query → the last needed first server snapshot, ms. */
  timing: LatencySummary;
  /** Documents the SDK cache served in the timed repetitions (0: cold cache each time). */
  cachedDocs: number;
  /** Shown DJs that break the filters (date booked, too far …); empty when all is well. */
  checkFailures: string[];
}

export interface DiscoveryScaleSize {
  /** Synthetic DJs seeded (`npm run seed -- --djs N`'s seedSyntheticDjs). */
  djs: number;
  verified: number;
  seedSeconds: number;
  scenarios: DiscoveryScenario[];
}

export interface DiscoveryScale {
  date: string;
  machine: Machine;
  git: BenchResults['git'];
  repetitions: number;
  /** The date 5% of the synthetic DJs are booked on (scenario 'date'). */
  bookedDate: string;
  sizes: DiscoveryScaleSize[];
  errors: string[];
}

export interface BenchResults extends MeasureOutput {
  date: string;
  durationSeconds: number;
  machine: Machine;
  git: { commit: string; branch: string; dirtyPaths: string[] };
  bundle: BundleFigures | null;
  bundleError: string | null;
  /** Absent in results from before the stage existed. */
  discoveryScale?: DiscoveryScale | null;
  discoveryScaleError?: string | null;
  /** Remarks on this run added afterwards by hand (printed under the run's description). */
  notes?: string[];
}

export interface AppStartScreen {
  key: 'static' | 'djDashboard' | 'messages';
  label: string;
  /** From the navigation's start to the first frame with the element, ms, per run. */
  samplesMs: number[];
  medianMs: number;
  /** Until the app's own live screen shows (the snapshot taken down), median ms. */
  liveMedianMs?: number;
  /** medianMs over the static page's; 1 for the static page itself. */
  ratio: number;
}

/** The installed app's start for signed-in people (bench/lib/app-start.ts). */
export interface AppStart {
  cpu: number;
  runs: number;
  viewport: string;
  /** The ratio each signed-in screen must stay within. */
  target: number;
  screens: AppStartScreen[];
}

/** A booking request → its push leaving the server (bench/lib/push-latency.ts). */
export interface PushLatency {
  samples: number;
  /** Untimed requests first (the emulator's cold trigger workers). */
  warmup: number;
  path: string;
  latency: LatencySummary;
  /** p95 target, ms. */
  target: number;
  meets: boolean;
}
