// Bundles the two functions codebases of firebase.json:
//
//   node build.mjs             `default`: src/index.ts → lib/index.js, the production functions
//                              (the firebase.json predeploy of the default codebase)
//   node build.mjs --emulator  both: `default`, and `demo`: ../demo-functions/src/index.ts →
//                              ../demo-functions/lib/index.js, the seed / clear tools behind
//                              /testing (npm start, npm test, the bench, the reliability suite)
//
// `firebase deploy` uploads only the codebase's source folder, so everything a bundle imports
// from the repository (the pure domain module in ../src/domain; for `demo`, the seed scripts)
// is inlined. The packages listed as runtime dependencies stay external: Cloud Build installs
// them next to lib/index.js, and they are large or rely on their own file layout. Locally both
// codebases are npm workspaces of the repository, so they resolve the one copy of each package
// in the root node_modules (decision 0020), the same copy the tests use.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const demoDir = join(here, '..', 'demo-functions');

/**
 * The production bundle's budget: lib/index.js was 273.8 KiB when it was first set
 * (2026-11-25, 315 KiB), and 353 KiB once DJ payouts (Stripe Connect, issue 23: accounts,
 * the ledger, the runner, problem reports, the Connect webhook) were added (2026-11-26), so
 * this left about 13 % headroom. 402.2 KiB on 2026-12-06 with the DJ's cancellation of a
 * confirmed booking and the webhook's release of a hold for a taken date (decision 0050):
 * raised to 420 KiB then. 429.5 KiB on 2026-12-07 once the booking services wrote status
 * through the engine (booking-engine.ts, which brings the domain's plan() and the whole process
 * table in): raised to 440 KiB. 441.0 KiB later that day once every payout status came from
 * the table (payout-engine.ts planning the ledger's re-plan, the reversals counted and the
 * refunds and disputes outside the app, with 11 more rows): raised to 450 KiB. The engine is
 * to replace more of the booking and payout services this bundle mostly is, and should bring
 * it back down. 471.7 KiB on 2026-12-07 with web push (issue 40: the FCM v1 adapter with its
 * retries, the delivery with preferences and quiet hours, the message and notice triggers, the
 * response reminders; 23.6 KiB of it): raised to 480 KiB. 482.8 KiB on 2026-12-08 with the
 * DJ's blocked days (issue 41: the availability rules, the block callables and their service;
 * 11.1 KiB): raised to 500 KiB.
 * tests/functions/bundle-contents.unit.test.ts holds the bundle to it; raise it deliberately,
 * in the same change as the code that needs it.
 */
export const DEFAULT_BUNDLE_BUDGET_BYTES = 500 * 1024;

const CODEBASES = {
  default: {
    entry: join(here, 'src', 'index.ts'),
    outDir: join(here, 'lib'),
    // sharp is a native module (libvips binaries per platform): never bundled. unhomoglyph is
    // Unicode's confusables table (name-skeleton.ts, decision 0030): 168 KB once inlined.
    runtimePackages: ['firebase-functions', 'firebase-admin', 'stripe', 'sharp', 'unhomoglyph'],
  },
  demo: {
    entry: join(demoDir, 'src', 'index.ts'),
    outDir: join(demoDir, 'lib'),
    runtimePackages: ['firebase-functions', 'firebase-admin'],
  },
};

/** esbuild options for one codebase (exported so a test can check what each one contains). */
export async function bundleOptions({ codebase }) {
  const { entry, outDir, runtimePackages } = CODEBASES[codebase];
  // The system health panel reports which security rules these functions were built with.
  const rulesSource = await readFile(join(here, '..', 'firestore.rules'), 'utf8');
  const rulesHash = createHash('sha256').update(rulesSource).digest('hex').slice(0, 12);
  return {
    absWorkingDir: here,
    entryPoints: [entry],
    outfile: join(outDir, 'index.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external: runtimePackages.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
    metafile: true,
    define: { __FIRESTORE_RULES_HASH__: JSON.stringify(rulesHash) },
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function buildCodebase(codebase) {
  const options = await bundleOptions({ codebase });
  await rm(dirname(options.outfile), { recursive: true, force: true });
  const result = await build(options);
  const { size } = await stat(options.outfile);
  const inputs = Object.keys(result.metafile.inputs).length;
  const budget =
    codebase === 'default'
      ? `, budget ${kib(DEFAULT_BUNDLE_BUDGET_BYTES)}${size > DEFAULT_BUNDLE_BUDGET_BYTES ? ' EXCEEDED' : ''}`
      : ', emulator only';
  console.log(
    `functions codebase "${codebase}": ${kib(size)} (${size} bytes, ${inputs} input files${budget})`,
  );
}

async function main() {
  await buildCodebase('default');
  if (process.argv.includes('--emulator')) {
    await buildCodebase('demo');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
