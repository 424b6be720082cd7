/**
 * Constants the bench shares: where the app is served, which browser runs it
 * with which flags, what is measured and the targets each figure is held to.
 */
import type { FirebaseOptions } from 'firebase/app';
import { join } from 'node:path';
import { PROJECT_ID, ROOT } from '../../scripts/lib/emulators';
import { BEFORE_INTERACTIVE_KB } from '../../scripts/lib/bundle-budgets';

export { PROJECT_ID, ROOT };

/** The production build, served by the Hosting emulator (firebase.json: port 5000). */
export const BASE_URL = 'http://localhost:5000';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium flags that work on these machines (toolchain notes), shared with the e2e suite. */
export { CHROMIUM_ARGS } from '../../playwright.config';

export const RESULTS_DIR = join(ROOT, 'bench', 'results');
/** Scratch space (raw measure output, pid file); git-ignored by being under .cache. */
export const CACHE_DIR = join(ROOT, '.cache', 'bench');

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type CategoryId = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** The catalogue sizes: the seed as it is, then this many verified DJs in all. */
export const LARGE_CATALOGUE = 2000;

/** The web app's config for the local demo project (src/lib/firebase/config.ts defaults). */
export const CLIENT_CONFIG: FirebaseOptions = {
  apiKey: 'demo-api-key',
  authDomain: `${PROJECT_ID}.firebaseapp.com`,
  projectId: PROJECT_ID,
  storageBucket: `${PROJECT_ID}.appspot.com`,
};
export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;
export const FUNCTIONS_REGION = 'us-central1';

export const DEMO_PASSWORD = 'Spinbook#2026';
export const CHAT_CLIENT_EMAIL = 'client@spinbook.test';
export const CHAT_DJ_EMAIL = 'dj@spinbook.test';

export const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpSeconds: 2.0,
  tbtMs: 150,
  cls: 0.05,
  discoverReads: 24,
  chatRatioP95: 1.5,
  /**
   * The repository's own budget for the home page: JavaScript before interactive
   * (scripts/bundle-report.ts, `npm test`; issue 22 restated the budgets that way).
   */
  homeJsKb: BEFORE_INTERACTIVE_KB['/'] ?? 180,
} as const;
