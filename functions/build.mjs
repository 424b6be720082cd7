// Bundles the Cloud Functions into lib/index.js.
//
//   node build.mjs               the deployed bundle: src/index.ts (firebase.json predeploy)
//   node build.mjs --demo-tools  the emulator bundle: src/emulator-index.ts, which adds the
//                                seed / clear tools behind /testing (npm start, npm test)
//
// `firebase deploy` uploads only this folder, so everything the functions import from
// the repository (notably the pure domain module in ../src/domain) is inlined here.
// The packages listed as runtime dependencies in package.json stay external: they are
// installed by Cloud Build next to lib/index.js and are large, native-ish or rely on
// their own file layout (firebase-admin, firebase-functions, stripe).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, 'lib', 'index.js');

const runtimePackages = ['firebase-functions', 'firebase-admin', 'stripe'];
const external = runtimePackages.flatMap((name) => [name, `${name}/*`]);

/** esbuild options for one bundle (exported so a test can check what each one contains). */
export async function bundleOptions({ demoTools }) {
  // The system health panel reports which security rules these functions were built with.
  const rulesSource = await readFile(join(here, '..', 'firestore.rules'), 'utf8');
  const rulesHash = createHash('sha256').update(rulesSource).digest('hex').slice(0, 12);
  return {
    absWorkingDir: here,
    entryPoints: [join(here, 'src', demoTools ? 'emulator-index.ts' : 'index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    external,
    logLevel: 'warning',
    metafile: true,
    define: { __FIRESTORE_RULES_HASH__: JSON.stringify(rulesHash) },
  };
}

async function main() {
  const demoTools = process.argv.includes('--demo-tools');
  await rm(join(here, 'lib'), { recursive: true, force: true });
  const result = await build(await bundleOptions({ demoTools }));
  const { size } = await stat(outfile);
  const inputs = Object.keys(result.metafile.inputs).length;
  console.log(
    `functions (${demoTools ? 'emulator bundle, with demo data tools' : 'deployed bundle'}): lib/index.js ${(size / 1024).toFixed(1)} KiB (${size} bytes, ${inputs} input files; external: ${runtimePackages.join(', ')})`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
