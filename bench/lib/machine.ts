/** Where and on what the bench ran. */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, release, totalmem, type as osType } from 'node:os';
import { CHROMIUM_PATH, ROOT } from './config';
import type { BenchResults, Machine } from './types';

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  return result.stdout ?? '';
}

export function machineInfo(): Machine {
  const require = createRequire(import.meta.url);
  const lighthouse = (require('lighthouse/package.json') as { version: string }).version;
  // The Debian wrapper script prints a shell warning on stderr; the version is on stdout.
  const chromium = run(CHROMIUM_PATH, ['--version']).trim().split('\n').pop() ?? '';
  return {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    totalMemoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${osType()} ${release()}`,
    node: process.version,
    chromium,
    lighthouse,
  };
}

export function gitInfo(): BenchResults['git'] {
  const dirty = run('git', ['status', '--porcelain'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  return {
    commit: run('git', ['rev-parse', 'HEAD']).trim(),
    branch: run('git', ['rev-parse', '--abbrev-ref', 'HEAD']).trim(),
    dirtyPaths: dirty,
  };
}
