// "One writer for booking status" as a check on the source: outside the lifecycle's files no
// function applies the transition table or writes a booking's status or payment status. A
// second writer (an "abandon" shortcut, a demo path) is where invariants leak.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const FUNCTIONS = join(ROOT, 'functions', 'src');

/** The lifecycle: booking-lifecycle.ts is its door, the others its parts. */
const LIFECYCLE = [
  'services/booking-auto-complete.ts',
  'services/booking-lifecycle.ts',
  'services/booking-cancel-charged.ts',
  'services/booking-payment-steps.ts',
  'services/booking-suspension.ts',
  'services/booking-transition.ts',
  'services/booking-writes.ts',
];

/**
 * What writing a booking status (or applying the table) looks like in this code base. Not
 * `status: 'pending'`: a DJ application has that status too.
 */
const WRITES = [
  'applyTransition(',
  'transitionOrThrow(',
  "'payment.status'",
  "status: 'cancelled'",
  "status: 'confirmed'",
  "status: 'completed'",
  "status: 'awaiting_payment'",
  'status: to',
  'status: entry.to',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function writesIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return WRITES.filter((pattern) => text.includes(pattern));
}

describe('booking status has one writer', () => {
  const files = sources(FUNCTIONS).map((f) => relative(FUNCTIONS, f).split('\\').join('/'));

  it('no function outside the lifecycle writes a booking status', () => {
    const outside = files
      .filter((f) => !LIFECYCLE.includes(f))
      .map((f) => ({ file: f, writes: writesIn(join(FUNCTIONS, f)) }))
      .filter((f) => f.writes.length > 0);
    expect(outside).toEqual([]);
  });

  it('control: the lifecycle itself is found and does write them', () => {
    for (const f of LIFECYCLE) expect(files).toContain(f);
    expect(LIFECYCLE.flatMap((f) => writesIn(join(FUNCTIONS, f))).length).toBeGreaterThan(5);
  });
});
