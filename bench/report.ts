/**
 * Re-renders bench/results/latest.md from latest.json (after a change to the
 * report format), or with --readme prints the tables for the README's
 * "Benchmark" section:
 *
 *   tsx bench/report.ts [--readme] [results.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './lib/config';
import { describeRun, formatMarkdown, renderMarkdown, renderTables } from './lib/report';
import type { BenchResults } from './lib/types';

const argv = process.argv.slice(2);
const file = argv.find((a) => !a.startsWith('--')) ?? join(RESULTS_DIR, 'latest.json');
const results = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;

if (argv.includes('--readme')) {
  const text = [...describeRun(results), '', renderTables(results, 4)].join('\n');
  process.stdout.write(await formatMarkdown(text, join(RESULTS_DIR, '..', '..', 'README.md')));
} else {
  const md = file.replace(/\.json$/, '.md');
  writeFileSync(md, await renderMarkdown(results, md));
  console.log(`Wrote ${md}`);
}
