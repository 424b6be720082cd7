// No import circles in the app's or the functions' code, type imports included (issue 39).
// ESLint's import-x/no-cycle skips `import type`, and a circle closed by a type import still
// ties two modules' internals together: the booking and payout services once sat in three
// such circles. This reads every relative import and re-export as text, follows them, and
// fails on any circle, naming it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const TREES = ['src', 'functions/src', 'demo-functions/src', 'scripts', 'bench'];
const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.(ts|tsx)$/;
/** `import … from './x'`, `export … from './x'`, `import './x'`, `import('./x')`. */
const IMPORT =
  /(?:\bimport\s[^'";]*?\bfrom\s*|\bexport\s[^'";]*?\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile() && SOURCE.test(candidate)) return candidate;
    } catch {
      // Not this candidate.
    }
  }
  return null;
}

function importGraph(): Map<string, string[]> {
  const files = TREES.flatMap((tree) => sources(join(ROOT, tree)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => resolveImport(file, m[1] ?? ''))
      .filter((t): t is string => t !== null && !TEST.test(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle found by a depth-first walk, each as its files in import order. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('import circles', () => {
  it('reads the code it checks', () => {
    const graph = importGraph();
    const booking = join(ROOT, 'functions/src/services/booking-effects.ts');
    expect(graph.get(booking)).toContain(join(ROOT, 'functions/src/services/payout-api.ts'));
  });

  it('has none, type imports included', () => {
    const named = circles(importGraph()).map((c) => c.map((f) => relative(ROOT, f)).join(' → '));
    expect(named).toEqual([]);
  });
});
