// "One writer for booking status" as a check on the source: a booking's status is written
// only from the engine's plan (booking-engine.ts, which applies the process table through
// `plan()`), and outside the lifecycle's files no function writes a booking's payment status.
// A second writer (an "abandon" shortcut, a demo path) is where invariants leak.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const FUNCTIONS = join(ROOT, 'functions', 'src');

/** The engine: the one module that turns a table row into a booking's status. */
const ENGINE = 'services/booking-engine.ts';
/** Its payout half: the one module that turns a payout row into a payout's status. */
const PAYOUT_ENGINE = 'services/payout-engine.ts';
/**
 * A payout status written as a value: a literal, or a choice between literals, in a field
 * (`status: …`) or assigned to a variable the write then uses (`status = …`).
 */
const PAYOUT_STATUS_WRITE = /status(: | = )[^,]*'(scheduled|held|paid|failed|void|reversed)'/;

/** The lifecycle: booking-lifecycle.ts is its door, the others its parts. */
const LIFECYCLE = [
  ENGINE,
  'services/booking-auto-complete.ts',
  'services/booking-lifecycle.ts',
  'services/booking-effects.ts',
  'services/booking-payment-steps.ts',
  'services/booking-suspension.ts',
];

/**
 * What writing a booking status (or applying the table) looks like in this code base. Not
 * `status: 'pending'`: a DJ application has that status too.
 */
const STATUS_WRITES = [
  'applyTransition(',
  'plan(',
  "status: 'cancelled'",
  "status: 'confirmed'",
  "status: 'completed'",
  "status: 'awaiting_payment'",
  'status: to',
  'status: entry.to',
  'status: move.to',
];
const WRITES = [...STATUS_WRITES, "'payment.status'"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The patterns found in `file`, outside lines that return a result (`return { status, … }`). */
function writesIn(file: string, patterns: readonly string[] = WRITES): string[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('return '));
  return patterns.filter((pattern) => lines.some((line) => line.includes(pattern)));
}

describe('booking status has one writer', () => {
  const files = sources(FUNCTIONS).map((f) => relative(FUNCTIONS, f).split('\\').join('/'));

  it('no function outside the lifecycle writes a booking status', () => {
    const outside = files
      .filter((f) => !LIFECYCLE.includes(f) && f !== PAYOUT_ENGINE)
      .map((f) => ({ file: f, writes: writesIn(join(FUNCTIONS, f)) }))
      .filter((f) => f.writes.length > 0);
    expect(outside).toEqual([]);
  });

  it('inside the lifecycle, only the engine plans or writes a status', () => {
    const others = LIFECYCLE.filter((f) => f !== ENGINE)
      .map((f) => ({ file: f, writes: writesIn(join(FUNCTIONS, f), STATUS_WRITES) }))
      .filter((f) => f.writes.length > 0);
    expect(others).toEqual([]);
  });

  it('the payout engine plans payouts only: it names no booking status', () => {
    const named = writesIn(join(FUNCTIONS, PAYOUT_ENGINE), STATUS_WRITES).filter(
      (w) => w !== 'plan(' && w !== 'status: move.to',
    );
    expect(named).toEqual([]);
  });

  it('control: the lifecycle itself is found and does write them', () => {
    for (const f of LIFECYCLE) expect(files).toContain(f);
    expect(writesIn(join(FUNCTIONS, ENGINE), STATUS_WRITES)).toEqual(
      expect.arrayContaining(['applyTransition(', 'plan(', 'status: move.to']),
    );
    // The payment record too: what a row's money effects do to the card (writeBookingMove).
    expect(writesIn(join(FUNCTIONS, ENGINE))).toContain("'payment.status'");
    expect(LIFECYCLE.flatMap((f) => writesIn(join(FUNCTIONS, f))).length).toBeGreaterThan(4);
  });
});

/** The lines of `text` that write a payout status as a value, outside lines that return one. */
function payoutWritesIn(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/\breturn\b/.test(line) && PAYOUT_STATUS_WRITE.test(line))
    .map((line) => line.trim());
}

describe('payout status comes from the engine', () => {
  const files = sources(FUNCTIONS).map((f) => relative(FUNCTIONS, f).split('\\').join('/'));

  // Since 2026-12-07 no file is exempt: the ledger's re-plan, the reversals and the refunds and
  // disputes outside the app plan the table's rows through the engine too.
  it('no file but the engine writes a payout status', () => {
    const writers = files
      .filter((f) => f !== PAYOUT_ENGINE)
      .map((f) => ({ file: f, writes: payoutWritesIn(readFileSync(join(FUNCTIONS, f), 'utf8')) }))
      .filter((f) => f.writes.length > 0);
    expect(writers).toEqual([]);
  });

  it("control: the check finds a status written as a value, and the engine writes the move's", () => {
    // As payout-late-refund-rules.ts and payout-reversals.ts wrote them before.
    expect(payoutWritesIn("    status = 'held';\n      status: 'reversed',\n")).toHaveLength(2);
    expect(payoutWritesIn("  status: owed === 0 ? 'void' : 'scheduled',")).toHaveLength(1);
    expect(payoutWritesIn("  status: replanned.status,\n  return { status: 'paid' };")).toEqual([]);
    const engine = readFileSync(join(FUNCTIONS, PAYOUT_ENGINE), 'utf8');
    expect(payoutWritesIn(engine)).toEqual([]);
    expect(engine).toContain('status: move.to');
  });
});
