// The tables of issue 40's figures, for report.ts.
import type { BenchResults } from './types';
import { mark } from './report-marks';

/** Issue 40's two figures: a request's push, and the signed-in app's start. */
export function pushAndStartTables(results: BenchResults, h: string): string[] {
  const out: string[] = [];
  const push = results.push;
  if (push !== undefined) {
    out.push(`${h} Push latency`, '');
    if (!push) out.push(`Not measured: ${results.pushError ?? 'unknown error'}`, '');
    else {
      const l = push.latency;
      out.push(
        `${push.samples} booking requests (+${push.warmup} warm-up), \`createPayment\` called → the push received by the loopback FCM, ms (${push.path}):`,
        '',
        '| p50 | p95 | mean | max |',
        '| --- | --- | --- | --- |',
        `| ${l.p50.toFixed(0)} | ${l.p95.toFixed(0)}${mark(push.meets)} | ${l.mean.toFixed(0)} | ${l.max.toFixed(0)} |`,
        '',
        `Target: p95 ≤ ${push.target} ms.`,
        '',
      );
    }
  }
  const start = results.appStart;
  if (start !== undefined) {
    out.push(`${h} Signed-in app start`, '');
    if (!start) out.push(`Not measured: ${results.appStartError ?? 'unknown error'}`, '');
    else {
      out.push(
        `${start.viewport}, CPU ${start.cpu}× slower, warm cache (worker installed, every screen seen once), ${start.runs} runs each, interleaved; navigation start → the first frame showing it, ms:`,
        '',
        '| screen | median | runs | × static page | live app, median |',
        '| --- | --- | --- | --- | --- |',
        ...start.screens.map(
          (s) =>
            `| ${s.label} | ${s.medianMs} | ${s.samplesMs.join(', ')} | ${s.key === 'static' ? '1' : `${s.ratio.toFixed(2)}${mark(s.ratio <= start.target)}`} | ${s.liveMedianMs ?? '–'} |`,
        ),
        '',
        `Target: each signed-in screen ≤ ${start.target}× the static page. A signed-in screen paints first from the snapshot the worker keeps of it (decision 0057); "live app" is when the app's own screen, with its data, has replaced it.`,
        '',
      );
    }
  }
  return out;
}
