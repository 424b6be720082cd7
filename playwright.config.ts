import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the production build served by the Hosting
 * emulator (scripts/test-all.ts or `npm run test:e2e` start it), in the
 * machine's Chromium: Playwright never downloads a browser here.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's chromium-headless-shell (.ci/run installs it) where the machine has it: the same
 * Blink without the full browser's UI layer ran the suite about 15 % faster here. Falls back
 * to the full Chromium, which pwa.spec.ts's installability check always launches.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_EXECUTABLE = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Two browsers for the 2 cores. A third took the suite alone from 10.8 to 9.3 min, but
  // inside `npm test` (after the other suites, on the same emulators) e2e was slower with three
  // than with two, and had a flaky test, both times it was tried: run 9 (9.5 min, 2026-11-27)
  // and run 22 (13.5 min against 10.9–11.2 in runs 20–21, 2026-11-28).
  workers: 2,
  // A test that fails once is tried again, so the run can tell a flaky test from a broken
  // one, and the run fails either way: a flake is a defect to fix, not to retry away.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/e2e.json' }]],
  projects: [
    // Checks the served build and the seed answer before hundreds of tests depend on them.
    { name: 'setup', testMatch: 'setup.spec.ts', teardown: 'reseeds' },
    {
      name: 'e2e',
      testIgnore: ['setup.spec.ts', 'system-testing.spec.ts'],
      dependencies: ['setup'],
    },
    // Seed Database resets the demo passwords, which revokes every demo account's sessions
    // and rewrites the demo data: it runs alone, after every other test, whatever their result.
    { name: 'reseeds', testMatch: 'system-testing.spec.ts' },
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:5000',
    // Recording a trace of every test took a third of the suite's time on 2 cores: a trace is
    // kept for the retry of a test that failed (E2E_TRACE=on records them all).
    trace: (process.env.E2E_TRACE as 'on' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    // Each new context installed the service worker, which precached the whole app (2.3 MB,
    // 182 files) and served later navigations from its cache: a quarter of a test's time. The
    // specs about the installed app and offline use allow it (test.use({ serviceWorkers })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
});
