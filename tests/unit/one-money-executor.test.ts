// One executor moves money (issue 39 item 2): functions/src/services/money-outbox.ts is the
// only file that asks a payment gateway to capture, release, refund, transfer or reverse. The
// gateways themselves (stripe-gateway.ts, the demo gateway) are where the calls end, not
// callers. This reads the functions' sources as text and fails on any other caller, naming it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const TREES = ['functions/src', 'demo-functions/src'];
const EXECUTOR = 'functions/src/services/money-outbox.ts';
/** A gateway's money method called on anything named gateway (`gateway.`, `deps.gateway.`…). */
const MONEY_CALL = /\bgateway\??\.(capture|release|refund|transfer|reverseTransfer)\s*\(/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

function moneyCalls(text: string): string[] {
  return [...text.matchAll(MONEY_CALL)].map((match) => match[1] ?? '');
}

describe('one money executor', () => {
  it('finds money calls the way the guard reads them', () => {
    expect(moneyCalls('await deps.gateway.refund(id, 100, key);')).toEqual(['refund']);
    expect(moneyCalls('gateway.transfer({})\nthis.gateway?.reverseTransfer(t, 1, k)')).toEqual([
      'transfer',
      'reverseTransfer',
    ]);
    expect(moneyCalls('payoutKeys.transfer(bookingId, 0); gateway.chargeOf(id)')).toEqual([]);
  });

  it('has no caller of a gateway money move but the executor', () => {
    const files = TREES.flatMap((tree) => sources(join(ROOT, tree)));
    const executor = readFileSync(join(ROOT, EXECUTOR), 'utf8');
    expect(moneyCalls(executor).sort()).toEqual([
      'capture',
      'refund',
      'release',
      'reverseTransfer',
      'transfer',
    ]);
    const others = files
      .map((path) => relative(ROOT, path))
      .filter((path) => path !== EXECUTOR)
      .flatMap((path) =>
        moneyCalls(readFileSync(join(ROOT, path), 'utf8')).map((call) => `${path}: ${call}`),
      );
    expect(others).toEqual([]);
  });
});
