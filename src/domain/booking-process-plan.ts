import { assertNever } from './assert-never';
import { BOOKING_CHANGED, eventStartOf } from './booking-record';
import { isPastResponseDeadline } from './response-deadline';
import { PROCESS_ROWS, type PayoutState, type ProcessRow } from './booking-process';
import type { ProcessEffect, ProcessFacts, ProcessGuard } from './booking-process-vocabulary';
import type { ProcessState } from './booking-process-state';
import type { BookingActor, BookingStatus } from './booking-states';
import { moveKey, type MoneyMoveKind } from './money-move-keys';
import {
  ACCEPT_GRACE_MS,
  acceptGraceEndsAt,
  clientCancellationPercent,
  refundCents,
  type RefundPercent,
} from './cancellation-policy';
import {
  canReportProblem,
  cancellationTransferDueAt,
  latestEventEndOf,
  payoutAfterCancellation,
  transferDueAt,
} from './payouts';

/**
 * `plan(state, event, actor, now)`: what applying one event of the process table
 * (booking-process.ts) does, computed without touching anything. The engine applies the
 * returned state in one transaction, puts the money moves in its outbox and the notices in
 * the notifications; the model tests (booking-process-model.test.ts) apply thousands of
 * random events to check the invariants of docs/payments.md.
 */

/** The grace after an accept lives with the rest of the cancellation policy (decision 0053). */
export { ACCEPT_GRACE_MS };
export { moveKey, strayHoldKey, type MoneyMoveKind } from './money-move-keys';

/** One call to the payment gateway, for the outbox; `key` is its idempotency key. */
export interface MoneyMove {
  kind: MoneyMoveKind;
  cents: number;
  key: string;
}

export interface ProcessNotice {
  to: 'client' | 'dj';
  event: string;
  offerSimilarDjs: boolean;
}

export interface ProcessHistoryEntry {
  event: string;
  machine: ProcessRow['machine'];
  actor: BookingActor;
  from: string;
  to: string;
  at: Date;
}

export interface ProcessPlan {
  row: ProcessRow;
  next: ProcessState;
  history: ProcessHistoryEntry;
  moves: MoneyMove[];
  notices: ProcessNotice[];
  /** Dates the engine books or frees for the DJ, and whether to decline the date's rivals. */
  date: 'book' | 'release' | null;
  declineRivals: boolean;
  countDjCancellation: boolean;
}

export type PlanRefusal =
  | { code: 'unknown-event'; message: string }
  | { code: 'not-allowed-from-status'; message: string }
  | { code: 'not-allowed-for-actor'; message: string }
  | { code: 'guard-failed'; message: string; guard: ProcessGuard };

export type PlanResult = { ok: true; plan: ProcessPlan } | { ok: false; refusal: PlanRefusal };

function passes(
  guard: ProcessGuard,
  state: ProcessState,
  row: ProcessRow,
  facts: ProcessFacts,
  now: Date,
): boolean {
  const start = eventStartOf(state.eventDate);
  switch (guard) {
    case 'dateFree':
      return facts.dateTakenByOther !== true;
    case 'dateTaken':
      return facts.dateTakenByOther === true;
    case 'djActive':
      return !state.djSuspended;
    case 'djVerified':
      return facts.djVerified === true && !state.djSuspended;
    case 'payoutsReady':
      return facts.payoutsReady === true;
    case 'djSuspended':
      return state.djSuspended;
    case 'djPayable':
      return !state.djSuspended || state.payoutCleared;
    case 'djNotPayable':
      return state.djSuspended && !state.payoutCleared;
    case 'beforeEventStart':
      return start !== null && now < start;
    case 'eventStarted':
      return start !== null && now >= start;
    case 'eventEnded': {
      const end = latestEventEndOf(state.eventDate, state.durationHours);
      return end !== null && now >= end;
    }
    case 'sawThisStatus':
      return facts.sawStatus === row.from;
    case 'reasonGiven':
      return (facts.reason ?? '').trim().length > 0;
    case 'requestTimedOut':
      // The deadline both parties see (response-deadline.ts).
      return isPastResponseDeadline(state.requestedAt, state.eventDate, now);
    case 'bookingCompleted':
      return state.status === 'completed';
    case 'bookingCancelled':
      return state.status === 'cancelled';
    case 'transferDue':
      return state.payoutDueAt !== null && now >= state.payoutDueAt;
    case 'problemWindowOpen':
      return canReportProblem(state.eventDate, state.durationHours, now);
    case 'owesSomething':
      return state.payoutCents > 0;
    case 'owesNothing':
      return state.payoutCents <= 0;
    case 'stillOwed':
      return state.payoutCents > 0 || state.transferInDoubtCents > 0;
    case 'nothingOwed':
      return state.payoutCents <= 0 && state.transferInDoubtCents <= 0;
    case 'transferInDoubt':
      return state.transferInDoubtCents > 0;
    case 'noTransferInDoubt':
      return state.transferInDoubtCents <= 0;
    case 'heldForDispute':
      return facts.heldForDispute === true;
    case 'somethingReversed':
      return state.reversedCents > 0;
    case 'nothingReversed':
      return state.reversedCents <= 0;
    default:
      return assertNever(guard, 'process guard');
  }
}

/** The refund percent of a client's cancellation of a confirmed booking at `now`. */
export function clientRefundPercent(state: ProcessState, now: Date): RefundPercent {
  const start = eventStartOf(state.eventDate);
  if (start) return clientCancellationPercent(start, state.acceptedAt, now);
  const graceEnds = acceptGraceEndsAt(state.acceptedAt);
  return graceEnds !== null && now < graceEnds ? 100 : 0;
}

/** Applies one effect to the plan under construction. */
function applyEffect(
  effect: ProcessEffect,
  plan: ProcessPlan,
  before: ProcessState,
  now: Date,
): void {
  const s = plan.next;
  const move = (kind: MoneyMoveKind, cents: number) => {
    if (cents > 0) plan.moves.push({ kind, cents, key: moveKey(before, plan.row, kind) });
  };
  const refund = (percent: RefundPercent) => {
    const amount = Math.max(
      0,
      Math.min(refundCents(s.capturedCents, percent), s.capturedCents - s.refundedCents),
    );
    move('refund', amount);
    s.refundedCents += amount;
    s.refundPercent = percent;
  };
  const voidPayout = () => {
    if (s.transferInDoubtCents > 0 && s.transferredCents === 0) {
      // A transfer in doubt is settled first (the runner repeats it as it was): the payout
      // stays open, owing nothing, until its answer (payout-ledger.ts does the same).
      s.payoutCents = 0;
      s.payout = 'scheduled';
      return;
    }
    const kept = s.transferredCents - s.reversedCents;
    // A transfer already made is taken back; otherwise nothing is owed any more.
    move('reverse', kept);
    s.reversedCents += kept;
    s.payout = s.payout === 'none' ? 'none' : kept > 0 ? 'reversed' : 'void';
    s.payoutCents = s.transferredCents - s.reversedCents;
  };
  switch (effect) {
    case 'authorize':
      move('authorize', s.totalCents);
      s.heldCents = s.totalCents;
      s.requestedAt = now;
      return;
    case 'capture':
      move('capture', s.heldCents);
      s.capturedCents += s.heldCents;
      s.heldCents = 0;
      s.acceptedAt = now;
      return;
    case 'voidHold':
      move('void', s.heldCents);
      s.heldCents = 0;
      return;
    case 'refundFull':
      refund(100);
      return;
    case 'refundByTier':
      refund(clientRefundPercent(before, now));
      return;
    case 'schedulePayout':
      s.payout = 'scheduled';
      s.payoutCents = s.netCents;
      s.payoutDueAt = transferDueAt(s.eventDate, s.durationHours);
      return;
    case 'replanPayout': {
      // Only a payout still owed is re-planned, and never upwards: a problem refunded before
      // the cancellation (payout void) stays void.
      if (s.payout !== 'scheduled' && s.payout !== 'held' && s.payout !== 'failed') return;
      const owed = Math.min(
        s.payoutCents,
        payoutAfterCancellation(s.netCents, {
          by: 'client',
          refundPercent: s.refundPercent ?? 100,
        }),
      );
      if (owed === 0) {
        voidPayout();
        return;
      }
      s.payoutCents = owed;
      s.payoutDueAt = cancellationTransferDueAt(s.eventDate, now);
      // Re-planned, a failed transfer is owed afresh; a problem under review stays held.
      if (s.payout === 'failed') s.payout = 'scheduled';
      return;
    }
    case 'voidPayout':
      voidPayout();
      return;
    case 'holdPayout':
      s.payout = 'held';
      return;
    case 'clearPayout':
      s.payoutCleared = true;
      return;
    case 'transfer': {
      // A transfer in doubt is repeated as it was; if the payout was lowered meanwhile, the
      // difference is taken back at once (payout-runner.ts).
      const sent = s.transferInDoubtCents > 0 ? s.transferInDoubtCents : s.payoutCents;
      move('transfer', sent);
      s.transferredCents += sent;
      const excess = Math.max(0, sent - s.payoutCents);
      move('reverse', excess);
      s.reversedCents += excess;
      s.transferInDoubtCents = 0;
      return;
    }
    case 'keepAttempt':
      if (s.transferInDoubtCents === 0) s.transferInDoubtCents = s.payoutCents;
      return;
    case 'dropAttempt':
      s.transferInDoubtCents = 0;
      return;
    case 'reverse':
      voidPayout();
      return;
    case 'bookDate':
      plan.date = 'book';
      return;
    case 'releaseDate':
      plan.date = 'release';
      return;
    case 'declineRivals':
      plan.declineRivals = true;
      return;
    case 'countDjCancellation':
      plan.countDjCancellation = true;
      return;
    case 'notifyClient':
    case 'notifyDj':
      plan.notices.push({
        to: effect === 'notifyClient' ? 'client' : 'dj',
        event: plan.row.name,
        offerSimilarDjs: effect === 'notifyClient' && plan.row.effects.includes('offerSimilarDjs'),
      });
      return;
    case 'offerSimilarDjs':
    case 'countBooking':
      // The engine writes them (booking-effects.ts); no state of the process changes.
      return;
    default:
      assertNever(effect, 'process effect');
  }
}

const statusOf = (state: ProcessState, row: ProcessRow): string =>
  row.machine === 'booking' ? state.status : state.payout;

/**
 * What `actor` applying `event` to `state` at `now` does, or why it may not. The first row
 * (in table order) for the event, the actor and the current status whose guards pass wins.
 */
export function plan(
  state: ProcessState,
  event: string,
  actor: BookingActor,
  now: Date,
  facts: ProcessFacts = {},
): PlanResult {
  const named = PROCESS_ROWS.filter((r) => r.name === event);
  if (named.length === 0) {
    return { ok: false, refusal: { code: 'unknown-event', message: `No such event: ${event}.` } };
  }
  const fromHere = named.filter((r) => r.from === statusOf(state, r));
  if (fromHere.length === 0) {
    const status = statusOf(state, named[0] as ProcessRow);
    return {
      ok: false,
      refusal: { code: 'not-allowed-from-status', message: `Cannot ${event} from ${status}.` },
    };
  }
  const forActor = fromHere.filter((r) => r.actors.includes(actor));
  if (forActor.length === 0) {
    return {
      ok: false,
      refusal: { code: 'not-allowed-for-actor', message: `A ${actor} cannot ${event} now.` },
    };
  }
  // The first row's first failing guard says why, in that row's words for the person.
  let refusal: PlanRefusal | null = null;
  for (const row of forActor) {
    const guard = row.guards.find((g) => !passes(g, state, row, facts, now));
    if (!guard) return { ok: true, plan: applyRow(row, state, actor, now) };
    refusal ??= { code: 'guard-failed', message: guardMessage(guard, row), guard };
  }
  return { ok: false, refusal: refusal as PlanRefusal };
}

/**
 * What applying `row`, once chosen, to `state` does: the next state, the history entry, the
 * money moves and the notices. The engine also applies a booking row chosen on the booking
 * alone to the payout's stored state, for what the row does to the payout.
 */
export function applyRow(
  row: ProcessRow,
  state: ProcessState,
  actor: BookingActor,
  now: Date,
): ProcessPlan {
  const event = row.name;
  const next: ProcessState = { ...state, seq: state.seq + 1 };
  if (row.machine === 'booking') next.status = row.to as BookingStatus;
  // Before the effects: a void that must wait for a transfer in doubt keeps the payout open.
  if (row.machine === 'payout') next.payout = row.to as PayoutState;
  const result: ProcessPlan = {
    row,
    next,
    history: {
      event,
      machine: row.machine,
      actor,
      from: statusOf(state, row),
      to: row.to,
      at: now,
    },
    moves: [],
    notices: [],
    date: null,
    declineRivals: false,
    countDjCancellation: false,
  };
  for (const effect of row.effects) applyEffect(effect, result, state, now);
  if (row.reason) next.cancellationReason = row.reason;
  return result;
}

/** The words a person reads when a guard stops them, where its row has none of its own. */
const GUARD_WORDS: Partial<Record<ProcessGuard, string>> = {
  sawThisStatus: BOOKING_CHANGED,
  reasonGiven: 'Please give a reason.',
  beforeEventStart: 'The event has already started.',
  dateFree: 'The DJ is already booked on this date.',
};

/** The reason a person reads when a guard of `row` stops them: the row's words, or the table's. */
export function guardMessage(guard: ProcessGuard, row?: ProcessRow): string {
  return row?.refusals?.[guard] ?? GUARD_WORDS[guard] ?? `Not possible now: ${guard}.`;
}
