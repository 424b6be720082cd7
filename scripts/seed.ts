/**
 * (Re)seeds the running emulators with demo data: `npm run seed`.
 * Refuses to touch anything but a `demo-` project, and only talks to emulators.
 *
 *   npm run seed                      demo accounts and the DJ catalogue
 *   npm run seed -- --djs 2000        plus 2000 synthetic verified DJs (scale checks)
 *   npm run seed -- --project demo-x  another demo project
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { EMULATOR_ENV, PROJECT_ID, applyEmulatorEnv } from './lib/emulators';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { CATALOGUE_OWNER_ACCOUNTS } from './seed/djs';
import { seedAll } from './seed/seed-all';
import { seedSyntheticDjs } from './seed/seed-djs';

export interface SeedOptions {
  /** Synthetic verified DJs to add after the catalogue (no Auth users; scale checks only). */
  syntheticDjs?: number;
  log?: (message: string) => void;
}

export function assertDemoProject(projectId: string): void {
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `Refusing to seed "${projectId}": only demo- projects (the emulators) may be seeded.`,
    );
  }
}

async function emulatorsReachable(): Promise<boolean> {
  try {
    const res = await fetch(`http://${EMULATOR_ENV.FIRESTORE_EMULATOR_HOST}/`);
    return res.ok;
  } catch {
    return false;
  }
}

export async function seed(projectId = PROJECT_ID, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? ((message: string) => console.log(message));
  assertDemoProject(projectId);
  applyEmulatorEnv();
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Emulator hosts are not set; refusing to seed a real project.');
  }
  if (!(await emulatorsReachable())) {
    throw new Error('The Firestore emulator is not running. Start it with `npm start` first.');
  }
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  const auth = getAuth(app);
  const db = getFirestore(app);
  await seedAll({ auth, db, log });
  const synthetic = options.syntheticDjs ?? 0;
  if (synthetic > 0) {
    const started = Date.now();
    log(`Writing ${synthetic} synthetic DJs…`);
    await seedSyntheticDjs(db, synthetic, { log });
    log(`Wrote ${synthetic} synthetic DJs in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}

/** `--djs N`: a whole number ≥ 0; anything else is an error. */
export function parseDjsFlag(argv: readonly string[]): number {
  const index = argv.indexOf('--djs');
  if (index < 0) return 0;
  const raw = argv[index + 1] ?? '';
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n)) {
    throw new Error(`--djs needs a whole number of DJs, got "${raw}"`);
  }
  return n;
}

export function printDemoAccounts(): void {
  console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD})`);
  for (const a of DEMO_ACCOUNTS) {
    console.log(`  ${a.email.padEnd(28)} ${a.displayName.padEnd(15)} ${a.note}`);
  }
  console.log(
    `  plus ${CATALOGUE_OWNER_ACCOUNTS.length} catalogue DJ owners, dj-<name>@spinbook.test ` +
      '(e.g. dj-nova@spinbook.test)',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const projectArg = process.argv.indexOf('--project');
  const projectId =
    projectArg > 0
      ? (process.argv[projectArg + 1] ?? '')
      : (process.env.GCLOUD_PROJECT ?? PROJECT_ID);
  const started = Date.now();
  Promise.resolve()
    .then(() => seed(projectId, { syntheticDjs: parseDjsFlag(process.argv) }))
    .then(() => {
      console.log(`Seeded ${projectId} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      printDemoAccounts();
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
