// No production file over 400 lines (issue 39, shape), except files that only hold content
// or data. A module that outgrows this does more than its name says: split it by what each
// part is about, as payouts.ts, booking-view.ts, live-data.ts and discovery.ts were.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const TREES = ['src', 'functions/src', 'demo-functions/src'];
const SOURCE = /\.(ts|tsx)$/;
const NOT_PRODUCTION = /\.test\.(ts|tsx)$|[/.]fixtures?\.|\/test\//;
const MAX_LINES = 400;
/** Content, not code: each may grow with what it says. */
const CONTENT = new Set(['src/features/pages/content/terms-content.ts']);

/** As `wc -l` counts them, plus a last line without its newline. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe('file size', () => {
  it(`has no production file over ${MAX_LINES} lines, content aside`, () => {
    const files = TREES.flatMap((tree) => sources(join(ROOT, tree)))
      .map((path) => relative(ROOT, path))
      .filter((path) => !NOT_PRODUCTION.test(path) && !CONTENT.has(path));
    expect(files.length).toBeGreaterThan(300);
    const over = files
      .map((path) => ({ path, lines: lineCount(readFileSync(join(ROOT, path), 'utf8')) }))
      .filter((file) => file.lines > MAX_LINES)
      .map((file) => `${file.path}: ${file.lines} lines`);
    expect(over).toEqual([]);
  });
});
