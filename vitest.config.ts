import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Tests are split by cost: `unit` needs nothing running; `rules` and
// `functions` expect the Firebase emulators (scripts/with-emulators.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Vitest's default is one worker per core but one (a 2-core machine got a single
          // worker), and forks start slower than threads: two threads took the suite from
          // 205 s to 132 s on the 2-core CI machine. Each file still gets its own jsdom.
          pool: 'threads',
          maxWorkers: 2,
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
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
