/**
 * Runs one command with the emulators up, then stops them:
 *   tsx scripts/with-emulators.ts --only auth,firestore [--hosting] [--seed] [--config <file>] -- <command…>
 * (the per-suite npm scripts use it; `npm test` starts the emulators once for all suites).
 */
import { spawnSync } from 'node:child_process';
import { EMULATOR_ENV, ROOT, startEmulators, warmServerRendering } from './lib/emulators';
import { seed } from './seed';

const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const own = dashDash >= 0 ? argv.slice(0, dashDash) : argv;
const command = dashDash >= 0 ? argv.slice(dashDash + 1) : [];
if (command.length === 0) {
  console.error(
    'usage: with-emulators.ts [--only a,b] [--hosting] [--seed] [--config <file>] -- <command…>',
  );
  process.exit(2);
}
const onlyIndex = own.indexOf('--only');
const only =
  onlyIndex >= 0 ? (own[onlyIndex + 1] ?? '').split(',') : ['auth', 'firestore', 'functions'];
if (own.includes('--hosting')) only.push('auth', 'firestore', 'functions', 'hosting');
// --config <file>: another firebase.json (the bench's baseline serves firebase.csr.json).
const configIndex = own.indexOf('--config');
const config = configIndex >= 0 ? own[configIndex + 1] : undefined;
if (configIndex >= 0 && !config) {
  console.error('with-emulators.ts: --config takes a file');
  process.exit(2);
}

const emulators = await startEmulators({ only: [...new Set(only)], config });
let status: number;
try {
  if (own.includes('--seed') || own.includes('--hosting')) await seed();
  if (own.includes('--hosting')) await warmServerRendering();
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...EMULATOR_ENV },
  });
  status = result.status ?? 1;
} finally {
  await emulators.stop();
}
process.exit(status);
