// Bundles the Cloud Functions into lib/index.js.
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

await rm(join(here, 'lib'), { recursive: true, force: true });

// The system health panel reports which security rules these functions were built with.
const rulesSource = await readFile(join(here, '..', 'firestore.rules'), 'utf8');
const rulesHash = createHash('sha256').update(rulesSource).digest('hex').slice(0, 12);

const result = await build({
  absWorkingDir: here,
  entryPoints: [join(here, 'src', 'index.ts')],
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
});

const { size } = await stat(outfile);
const inputs = Object.keys(result.metafile.inputs).length;
console.log(
  `functions: lib/index.js ${(size / 1024).toFixed(1)} KiB (${size} bytes, ${inputs} input files; external: ${runtimePackages.join(', ')})`,
);
