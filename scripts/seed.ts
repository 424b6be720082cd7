/**
 * (Re)seeds the running emulators with demo data: `npm run seed`.
 * Refuses to touch anything but a `demo-` project, and only talks to emulators.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { EMULATOR_ENV, PROJECT_ID, applyEmulatorEnv } from './lib/emulators';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { seedAccounts } from './seed/seed-accounts';

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

export async function seed(projectId = PROJECT_ID): Promise<void> {
  assertDemoProject(projectId);
  applyEmulatorEnv();
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Emulator hosts are not set; refusing to seed a real project.');
  }
  if (!(await emulatorsReachable())) {
    throw new Error('The Firestore emulator is not running. Start it with `npm start` first.');
  }
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  await seedAccounts(getAuth(app), getFirestore(app));
}

export function printDemoAccounts(): void {
  console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD})`);
  for (const a of DEMO_ACCOUNTS) {
    console.log(`  ${a.email.padEnd(28)} ${a.displayName.padEnd(15)} ${a.note}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const projectArg = process.argv.indexOf('--project');
  const projectId =
    projectArg > 0
      ? (process.argv[projectArg + 1] ?? '')
      : (process.env.GCLOUD_PROJECT ?? PROJECT_ID);
  seed(projectId)
    .then(() => {
      console.log(`Seeded ${projectId}.`);
      printDemoAccounts();
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
