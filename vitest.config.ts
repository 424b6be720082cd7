import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Functions tests that write, read or sweep the whole database, one file at a time after the
 * others: thousands of DJs (each write queues a trigger, and another file's trigger would
 * wait behind them for longer than its test waits), Seed and Clear Database, the genre
 * migration over every profile, and the scheduled jobs over every booking (the payout run
 * pays any due payout, with the gateway of the file that runs it; the sweep settles any
 * booking with moves left, the completion of every played booking). And the tests that wait for the sign-up trigger: every new person
 * of every file queues one, and two files' people at once made it wait past 15 s.
 */
const FUNCTIONS_WHOLE_DATABASE = [
  // Turning auto-accept on approves every pending application in the database, and its test
  // then reads them all: another file's applicant, created meanwhile, failed it (clean run 12).
  // First, as before when it ran with the other files: the whole-database files after it clear
  // what it leaves (a verified DJ whose photo is on the Storage emulator), which e2e's /discover
  // would otherwise list (clean run 13: 13 e2e tests failed when it ran last).
  'tests/functions/dj-applications.test.ts',
  'tests/functions/process-scheduler.test.ts',
  // Its reminder sweep reads every pending request (in 1998, before the scheduler's 1999).
  'tests/functions/response-reminders.test.ts',
  'tests/functions/booking-auto-complete.test.ts',
  'tests/functions/payout-late-refunds.test.ts',
  'tests/functions/transition-booking.test.ts',
  'tests/functions/seed-djs.test.ts',
  'tests/functions/payouts.test.ts',
  'tests/functions/roles.test.ts',
  'tests/functions/dj-moderation.test.ts',
  'tests/functions/system-tools.test.ts',
  'tests/functions/seed-events.test.ts',
  'tests/functions/discover-scale.test.ts',
  'tests/functions/genre-migration.test.ts',
  'tests/functions/review-migration.test.ts',
  'tests/functions/outbox-migration.test.ts',
  // The sitemap must list exactly the verified DJs the database holds: a verified DJ another
  // file created between the sitemap's read and the test's own failed it (2026-12-07).
  'tests/functions/ssr-sitemap.test.ts',
];

/**
 * Runs FUNCTIONS_WHOLE_DATABASE in the order of that list (every other file as Vitest sorts
 * it). Left to Vitest, the order follows the last run's timings where a cache has them: with
 * the 2,000 DJs of discover-scale first, the sign-up trigger of roles.test.ts waited behind
 * their trigger runs for longer than its 15 s. The list keeps the order clean clones
 * have run them in (by file size) since the split.
 */
class WholeDatabaseInListOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) =>
      FUNCTIONS_WHOLE_DATABASE.findIndex((path) => f.moduleId.endsWith(path));
    const listed = sorted.filter((f) => rank(f) >= 0).sort((a, b) => rank(a) - rank(b));
    let next = 0;
    return sorted.map((f) => (rank(f) >= 0 ? listed[next++]! : f));
  }
}

// Tests are split by cost: `unit` needs nothing running; `rules` and
// `functions` expect the Firebase emulators (scripts/with-emulators.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    sequence: { sequencer: WholeDatabaseInListOrder },
    projects: [
      {
        // Pure modules (domain rules, models, queries, server helpers) need no DOM: a jsdom
        // per file cost 0.7 s of set-up each, most of the suite's time. A .ts test that does
        // touch the DOM says so in its first line (`// @vitest-environment jsdom`).
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          pool: 'threads',
          maxWorkers: 2,
          // See unit-dom: 17 s to 9 s alone.
          isolate: false,
          setupFiles: ['tests/unit/fresh-modules.ts'],
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        // Components and hooks, rendered with Testing Library in jsdom. Vitest's default is one
        // worker per core but one (a 2-core machine got a single worker), and forks start
        // slower than threads: two threads took the suite from 205 s to 132 s on the 2-core CI
        // machine. One jsdom per worker, not per file (isolate false): 80 s to 31 s alone,
        // 141 to 53 CPU-seconds. Each file still imports the app's modules afresh
        // (fresh-modules.ts), so a vi.mock or a module's state does not reach the next file;
        // Testing Library's cleanup empties the document after every test.
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          pool: 'threads',
          maxWorkers: 2,
          isolate: false,
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/fresh-modules.ts', 'tests/unit/setup.ts'],
          // A form test types its fields key by key, all CPU: 1–3 s alone, but in `npm test`
          // this suite shares the two cores with two reliability emulator sets, and in a slow
          // run (16, 2026-11-28) ten such tests passed Vitest's default 5 s (the slowest,
          // which had 20 s, took 13.8). A budget for work, not a wait on anything: a test that
          // hangs still fails.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          // Each file has an emulator project of its own (tests/rules/helpers.ts), so two run
          // at once: the suite waits on the emulator, and two files took it from 104 s to 62 s.
          pool: 'threads',
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'functions',
          environment: 'node',
          include: ['tests/functions/**/*.test.ts'],
          exclude: FUNCTIONS_WHOLE_DATABASE,
          // Two files at once: the suite waits on the emulators. Each file makes its own
          // people and documents, so they do not meet.
          pool: 'threads',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'process',
          environment: 'node',
          include: ['tests/process/**/*.test.ts'],
          // Each case starts a whole emulator stack (on ports of its own) and stops it: one
          // at a time, and a start on a busy 2-core machine can take a minute.
          fileParallelism: false,
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'functions-whole-database',
          environment: 'node',
          include: FUNCTIONS_WHOLE_DATABASE,
          // After the others, one file at a time (see FUNCTIONS_WHOLE_DATABASE).
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
