/**
 * The discovery-at-scale half of `npm run bench` (and all of
 * `npm run bench -- --only discovery`), run by bench/run.ts inside
 * `scripts/with-emulators.ts --only auth,firestore` (no demo seed, no
 * Functions emulator):
 *
 *   tsx bench/measure-discovery.ts --out <file.json> [--quick]
 *
 * Writes a DiscoveryScale (bench/lib/types.ts) to --out; exits 1 if a
 * measurement could not be taken or a shown DJ broke the filters (a missed
 * target is not a failure). --quick: 2,000 DJs only, 5 repetitions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { CACHE_DIR, PROJECT_ID } from './lib/config';
import {
  DISCOVERY_REPETITIONS,
  DISCOVERY_SIZES,
  measureDiscoveryScale,
} from './lib/discovery-scale';
import { gitInfo, machineInfo } from './lib/machine';
import type { DiscoveryScale } from './lib/types';
import { errorText, progress } from './lib/util';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const outIndex = argv.indexOf('--out');
const out = outIndex >= 0 ? argv[outIndex + 1] : undefined;
if (!out) {
  console.error('usage: tsx bench/measure-discovery.ts --out <file.json> [--quick]');
  process.exit(2);
}
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('bench/measure-discovery.ts runs against the emulators only (use bench/run.ts).');
  process.exit(2);
}

// bench/run.ts stops this process by this pid if it overruns its own limit.
mkdirSync(CACHE_DIR, { recursive: true });
writeFileSync(join(CACHE_DIR, 'measure.pid'), String(process.pid));
const LIMIT_MS = (quick ? 10 : 40) * 60_000;
const watchdog = setTimeout(() => {
  console.error(`bench/measure-discovery.ts: still running after ${LIMIT_MS / 60_000} min.`);
  process.exit(1);
}, LIMIT_MS);

const admin = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-discovery'));
const result: DiscoveryScale = {
  date: new Date().toISOString(),
  machine: machineInfo(),
  git: gitInfo(),
  repetitions: 0,
  bookedDate: '',
  sizes: [],
  errors: [],
};
try {
  Object.assign(
    result,
    await measureDiscoveryScale(admin, {
      sizes: quick ? DISCOVERY_SIZES.slice(0, 1) : DISCOVERY_SIZES,
      repetitions: quick ? 5 : DISCOVERY_REPETITIONS,
    }),
  );
} catch (error) {
  result.errors.push(errorText(error));
  console.error(error);
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(result, null, 2));
clearTimeout(watchdog);
progress(`Discovery at scale written to ${out}${result.errors.length ? ' (with errors)' : ''}`);
process.exit(result.errors.length ? 1 : 0);
