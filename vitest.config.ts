import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Tests are split by cost: `unit` needs nothing running; `rules` and
// `functions` expect the Firebase emulators (scripts/with-emulators.ts).
export default defineConfig({
  plugins: [react()],
  test: {
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
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        // Components and hooks, rendered with Testing Library in jsdom. Vitest's default is one
        // worker per core but one (a 2-core machine got a single worker), and forks start
        // slower than threads: two threads took the suite from 205 s to 132 s on the 2-core CI
        // machine. Each file still gets its own jsdom.
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          pool: 'threads',
          maxWorkers: 2,
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'functions',
          environment: 'node',
          include: ['tests/functions/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
