import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROCESS_ROWS, processDiagram, type ProcessRow } from './booking-process';
import {
  PROCESS_EFFECTS,
  PROCESS_GUARDS,
  type ProcessFacts,
  type ProcessGuard,
} from './booking-process-vocabulary';
import {
  ACCEPT_GRACE_MS,
  clientRefundPercent,
  moveKey,
  plan,
  strayHoldKey,
} from './booking-process-plan';
import { newProcessState, type ProcessState } from './booking-process-state';
import { BOOKING_ACTORS, type BookingStatus } from './booking-states';
import type { PayoutState } from './booking-process';

// One booking on 2027-03-10 for 4 hours, $500.00 total, $400.00 for the DJ.
const EVENT = '2027-03-10';
const BEFORE = new Date('2027-03-01T12:00:00Z');
const STARTED = new Date('2027-03-10T05:00:00Z');
const ENDED = new Date('2027-03-12T00:00:00Z');

interface Setup {
  state: ProcessState;
  facts: ProcessFacts;
  now: Date;
}

/** A state in the row's `from` status, with everything the row's guards need made true. */
function setupFor(row: ProcessRow): Setup {
  const base = newProcessState({
    bookingId: 'b1',
    eventDate: EVENT,
    durationHours: 4,
    totalCents: 50_000,
    netCents: 40_000,
  });
  const state: ProcessState = { ...base, requestedAt: new Date('2027-02-28T12:00:00Z') };
  if (row.machine === 'booking') {
    state.status = row.from as BookingStatus | 'none';
    if (row.from === 'awaiting_payment' || row.from === 'pending') state.heldCents = 50_000;
    if (row.from === 'confirmed') {
      state.capturedCents = 50_000;
      state.acceptedAt = new Date('2027-02-20T12:00:00Z');
      state.payout = 'scheduled';
      state.payoutCents = 40_000;
    }
  } else {
    state.status = 'completed';
    state.capturedCents = 50_000;
    state.payout = row.from as PayoutState;
    state.payoutCents = 40_000;
    state.payoutDueAt = new Date('2027-03-11T16:00:00Z');
  }
  const setup: Setup = { state, facts: {}, now: BEFORE };
  for (const guard of row.guards) make(guard, true, setup, row);
  return setup;
}

/** Makes `guard` hold (or fail) in the setup. */
function make(guard: ProcessGuard, holds: boolean, setup: Setup, row: ProcessRow): void {
  const { state, facts } = setup;
  switch (guard) {
    case 'dateFree':
    case 'dateTaken':
      facts.dateTakenByOther = (guard === 'dateTaken') === holds;
      return;
    case 'djVerified':
      facts.djVerified = holds;
      return;
    case 'payoutsReady':
      facts.payoutsReady = holds;
      return;
    case 'djActive':
    case 'djSuspended':
      state.djSuspended = (guard === 'djSuspended') === holds;
      return;
    case 'djPayable':
    case 'djNotPayable':
      state.djSuspended = (guard === 'djNotPayable') === holds;
      state.payoutCleared = false;
      return;
    case 'beforeEventStart':
      setup.now = holds ? BEFORE : STARTED;
      return;
    case 'eventStarted':
      setup.now = holds ? STARTED : BEFORE;
      return;
    case 'eventEnded':
      setup.now = holds ? ENDED : STARTED;
      return;
    case 'sawThisStatus':
      facts.sawStatus = holds ? (row.from as BookingStatus) : 'awaiting_payment';
      return;
    case 'reasonGiven':
      facts.reason = holds ? 'A family emergency' : '  ';
      return;
    case 'requestTimedOut':
      state.requestedAt = holds ? new Date('2027-02-20T12:00:00Z') : setup.now;
      return;
    case 'bookingCompleted':
      state.status = holds ? 'completed' : 'confirmed';
      return;
    case 'bookingCancelled':
      state.status = holds ? 'cancelled' : 'completed';
      return;
    case 'transferDue':
      state.payoutDueAt = new Date(setup.now.getTime() + (holds ? -60_000 : 3_600_000));
      return;
    case 'problemWindowOpen':
      setup.now = holds ? STARTED : BEFORE;
      return;
    case 'owesSomething':
    case 'owesNothing':
    case 'stillOwed':
    case 'nothingOwed': {
      const owes = (guard === 'owesSomething' || guard === 'stillOwed') === holds;
      state.payoutCents = owes ? 40_000 : 0;
      state.transferInDoubtCents = 0;
      return;
    }
    case 'transferInDoubt':
    case 'noTransferInDoubt':
      state.transferInDoubtCents = (guard === 'transferInDoubt') === holds ? 40_000 : 0;
      return;
    case 'heldForDispute':
      facts.heldForDispute = holds;
      return;
    case 'somethingReversed':
    case 'nothingReversed':
      state.reversedCents = (guard === 'somethingReversed') === holds ? 5_000 : 0;
      return;
  }
}

const label = (row: ProcessRow) =>
  `${row.machine} ${row.name}: ${row.from} → ${row.to} (${row.actors.join('/')}${
    row.guards.length ? `; ${row.guards.join(', ')}` : ''
  })`;

describe('the process table', () => {
  it('names only known guards and effects, and its rows are distinct', () => {
    const seen = new Set<string>();
    for (const row of PROCESS_ROWS) {
      for (const g of row.guards) expect(PROCESS_GUARDS).toHaveProperty(g);
      for (const e of row.effects) expect(PROCESS_EFFECTS).toHaveProperty(e);
      const id = label(row);
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
  });

  it('names the history action of every booking row but the request (TRANSITIONS reads them)', () => {
    const unnamed = PROCESS_ROWS.filter(
      (row) => row.machine === 'booking' && row.from !== 'none' && row.action === undefined,
    ).map(label);
    expect(unnamed).toEqual([]);
    expect(PROCESS_ROWS.filter((row) => row.machine === 'payout' && row.action)).toEqual([]);
  });

  it('docs/payments.md shows the table as generated from it', () => {
    const docs = readFileSync('docs/payments.md', 'utf8');
    expect(docs).toContain(processDiagram('booking'));
    expect(docs).toContain(processDiagram('payout'));
  });
});

describe.each(PROCESS_ROWS.map((row) => [label(row), row] as const))('%s', (_name, row) => {
  it.each(row.actors)('applies for the %s when its guards pass', (actor) => {
    const { state, facts, now } = setupFor(row);
    const result = plan(state, row.name, actor, now, facts);
    expect(result.ok && result.plan.row).toBe(row);
    if (!result.ok) return;
    const next = result.plan.next;
    expect(row.machine === 'booking' ? next.status : next.payout).toBe(row.to);
    expect(next.seq).toBe(state.seq + 1);
    expect(result.plan.history).toMatchObject({
      event: row.name,
      actor,
      from: row.from,
      to: row.to,
    });
    // Every money move carries a key derived from the booking, the step and the row.
    for (const move of result.plan.moves) {
      expect(move.key).toBe(`b1:${state.seq + 1}:${row.name}:${move.kind}`);
      expect(move.cents).toBeGreaterThan(0);
    }
    if (row.reason) expect(next.cancellationReason).toBe(row.reason);
  });

  const others = BOOKING_ACTORS.filter((a) => !row.actors.includes(a));
  it.each(others)('does not apply for the %s', (actor) => {
    const { state, facts, now } = setupFor(row);
    const result = plan(state, row.name, actor, now, facts);
    expect(result.ok && result.plan.row).not.toBe(row);
  });

  it.each(row.guards)('does not apply when %s fails', (guard) => {
    const setup = setupFor(row);
    make(guard, false, setup, row);
    const actor = row.actors[0] ?? 'system';
    const result = plan(setup.state, row.name, actor, setup.now, setup.facts);
    expect(result.ok && result.plan.row).not.toBe(row);
  });
});

describe('the rows issue 39 added', () => {
  const confirmed = () => setupFor(PROCESS_ROWS.find((r) => r.name === 'accept') as ProcessRow);

  it("a DJ's cancellation refunds the client in full and frees the date", () => {
    const { state } = confirmed();
    state.status = 'confirmed';
    state.capturedCents = 50_000;
    state.payout = 'scheduled';
    const result = plan(state, 'cancel', 'dj', BEFORE, { reason: 'Ill', sawStatus: 'confirmed' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.moves).toEqual([
      { kind: 'refund', cents: 50_000, key: 'b1:1:cancel:refund' },
    ]);
    expect(result.plan.next).toMatchObject({
      status: 'cancelled',
      payout: 'void',
      refundPercent: 100,
    });
    expect(result.plan.date).toBe('release');
    expect(result.plan.countDjCancellation).toBe(true);
    expect(result.plan.notices).toContainEqual({
      to: 'client',
      event: 'cancel',
      offerSimilarDjs: true,
    });
  });

  it("a client's cancel that an accept overtook is refused, not applied to the paid booking", () => {
    const { state } = confirmed();
    state.status = 'confirmed';
    const result = plan(state, 'cancel', 'client', BEFORE, { sawStatus: 'pending' });
    expect(result).toMatchObject({ ok: false, refusal: { guard: 'sawThisStatus' } });
  });

  it('a late accept gives the client a full refund for the grace, then the tiers', () => {
    const { state } = confirmed();
    const acceptedAt = new Date('2027-03-09T12:00:00Z'); // 12 h before the event's start
    state.acceptedAt = acceptedAt;
    expect(clientRefundPercent(state, new Date(acceptedAt.getTime() + 1_000))).toBe(100);
    expect(clientRefundPercent(state, new Date(acceptedAt.getTime() + ACCEPT_GRACE_MS))).toBe(0);
  });

  it('a payment authorised for a date taken meanwhile is released at once', () => {
    const { state } = setupFor(
      PROCESS_ROWS.find((r) => r.name === 'paymentAuthorized') as ProcessRow,
    );
    const result = plan(state, 'paymentAuthorized', 'system', BEFORE, { dateTakenByOther: true });
    expect(result.ok && result.plan.next.status).toBe('cancelled');
    expect(result.ok && result.plan.moves.map((m) => m.kind)).toEqual(['void']);
  });

  it("a suspended DJ's future confirmed booking is refunded in full and its payout voided", () => {
    const { state } = confirmed();
    Object.assign(state, { status: 'confirmed', capturedCents: 50_000, payout: 'scheduled' });
    state.djSuspended = true;
    const result = plan(state, 'djSuspended', 'system', BEFORE);
    expect(result.ok && result.plan.next).toMatchObject({
      status: 'cancelled',
      payout: 'void',
      refundedCents: 50_000,
    });
  });

  it("a suspended DJ's played gig is held for an admin, then paid once released", () => {
    const { state } = confirmed();
    Object.assign(state, {
      status: 'completed',
      capturedCents: 50_000,
      payout: 'scheduled',
      payoutCents: 40_000,
    });
    state.djSuspended = true;
    state.payoutDueAt = new Date(ENDED.getTime() - 1);
    const held = plan(state, 'payoutDue', 'system', ENDED);
    expect(held.ok && held.plan.next.payout).toBe('held');
    expect(held.ok && held.plan.moves).toEqual([]);
    if (!held.ok) return;
    const released = plan(held.plan.next, 'releasePayout', 'admin', ENDED);
    if (!released.ok) throw new Error(released.refusal.message);
    const paid = plan(released.plan.next, 'payoutDue', 'system', ENDED);
    expect(paid.ok && paid.plan.moves.map((m) => [m.kind, m.cents])).toEqual([
      ['transfer', 40_000],
    ]);
  });

  it("an admin's refund of a hold keeps a transfer in doubt open until its answer", () => {
    const { state } = confirmed();
    Object.assign(state, {
      status: 'completed',
      capturedCents: 50_000,
      payout: 'held',
      payoutCents: 40_000,
      transferInDoubtCents: 40_000,
    });
    const refunded = plan(state, 'refundProblem', 'admin', ENDED);
    if (!refunded.ok) throw new Error(refunded.refusal.message);
    expect(refunded.plan.next).toMatchObject({ payout: 'scheduled', payoutCents: 0 });
    // The runner repeats it as it was, and takes all of it back in the same step.
    const settled = plan(
      { ...refunded.plan.next, payoutDueAt: new Date(0) },
      'payoutDue',
      'system',
      ENDED,
    );
    expect(settled.ok && settled.plan.moves.map((m) => [m.kind, m.cents])).toEqual([
      ['transfer', 40_000],
      ['reverse', 40_000],
    ]);
  });

  it('nothing pays a booking still confirmed: a confirmed booking completes first', () => {
    const { state } = confirmed();
    Object.assign(state, { status: 'confirmed', payout: 'scheduled', payoutDueAt: new Date(0) });
    expect(plan(state, 'payoutDue', 'system', ENDED).ok).toBe(false);
    const done = plan(state, 'autoComplete', 'system', ENDED);
    expect(done.ok && done.plan.next.status).toBe('completed');
  });
});

describe('the key of a hold no row ends (strayHoldKey)', () => {
  it("is the booking's and the event's, and never a row's key", () => {
    expect(strayHoldKey('b1', 'evt_9', 'void')).toBe('b1:stray:evt_9:void');
    expect(strayHoldKey('b1', 'evt_9', 'refund')).toBe('b1:stray:evt_9:refund');
    const state = newProcessState({
      bookingId: 'b1',
      eventDate: EVENT,
      durationHours: 4,
      totalCents: 50_000,
      netCents: 40_000,
    });
    const rowKeys = PROCESS_ROWS.flatMap((row) =>
      (['void', 'refund'] as const).map((kind) => moveKey(state, row, kind)),
    );
    expect(rowKeys).not.toContain(strayHoldKey('b1', '1', 'void'));
    expect(rowKeys).not.toContain(strayHoldKey('b1', '1', 'refund'));
  });
});
