// The `demo` codebase shares functions/node_modules instead of installing its own copy:
// the Functions emulator resolves firebase-functions and firebase-admin from the codebase's
// folder (its discovery binary and the runtime both look there), so demo-functions/node_modules
// is a symbolic link to ../functions/node_modules. Run by the root postinstall and by
// `functions/build.mjs --emulator`; harmless to run again.
import { lstat, readlink, rm, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const TARGET = join('..', 'functions', 'node_modules');

export async function linkDemoNodeModules() {
  const link = join(here, 'node_modules');
  const existing = await lstat(link).catch(() => null);
  if (existing?.isSymbolicLink() && (await readlink(link)) === TARGET) return;
  if (existing) await rm(link, { recursive: true, force: true });
  await symlink(TARGET, link, 'dir');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await linkDemoNodeModules();
}
