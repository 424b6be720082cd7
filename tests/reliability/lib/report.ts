// tests/reliability/results/latest.md: one table of the figures, then each scenario's checks
// and notes. README's summary is copied from it after a full run.
import type { ScenarioResult, Size } from './harness';

export interface SuiteReport {
  date: string;
  size: Size;
  seconds: number;
  results: ScenarioResult[];
}

export function renderMarkdown(report: SuiteReport): string {
  const lines: string[] = [];
  const passed = report.results.reduce((n, r) => n + r.checks.filter((c) => c.ok).length, 0);
  const failed = report.results.reduce(
    (n, r) => n + r.checks.filter((c) => !c.ok).length + (r.error ? 1 : 0),
    0,
  );
  lines.push('# Reliability suite: latest results', '');
  lines.push(
    `Date: ${report.date} · size: ${report.size} · took ${report.seconds.toFixed(0)} s · ` +
      `checks: ${passed} passed, ${failed} failed`,
    '',
  );
  lines.push(
    '| scenario | requests | successes | refusals | lost | duplicated | time s | checks |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const r of report.results) {
    const f = r.figures;
    const bad = r.checks.filter((c) => !c.ok).length + (r.error ? 1 : 0);
    lines.push(
      `| ${r.title} | ${f.requests} | ${f.successes} | ${f.refusals} | ${f.lost} | ${f.duplicated} | ` +
        `${r.seconds.toFixed(1)} | ${bad === 0 ? `✓ ${r.checks.length}` : `✗ ${bad} of ${r.checks.length + (r.error ? 1 : 0)}`} |`,
    );
  }
  for (const r of report.results) {
    lines.push('', `## ${r.title}`, '', r.description, '');
    for (const c of r.checks)
      lines.push(`- ${c.ok ? '✓' : '✗'} ${c.name}${c.detail ? ` (${c.detail})` : ''}`);
    if (r.error) lines.push(`- ✗ the scenario stopped: ${r.error.split('\n')[0]}`);
    if (r.figures.notes.length > 0) {
      lines.push('');
      for (const n of r.figures.notes) lines.push(`  - ${n}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
