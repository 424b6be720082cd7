// The engine's payout half (issue 39): a change of payouts/{id}.status that the runner, a
// suspension or an admin's decision makes is planned here by the domain's `plan()` from the
// table's payout rows (src/domain/booking-process.ts) and written from that plan. Callers name
// the row's event (payoutDue, transferRefused, transferUnanswered, accountNotReady,
// holdForSuspension, reportProblem, releasePayout, refundProblem) and the facts they read in
// their transaction; the rows' guards decide whether the payout moves and where.
//
// A booking row's effect on its payout (re-plan by the tier, void) is planned here too
// (payoutAfterBookingMove), for the ledger's write in the cancellation's transaction.
//
// So is a reversal counted (reversalCountedWrite), for payout-reversals.ts and
// payout-late-refund-rules.ts.
//
// A refund or a card dispute outside the app on a payout not sent yet plans the table's
// disputeOpened, disputeClosed and refundedOutsideApp rows here too (payout-late-refund-rules.ts).
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { applyRow, plan, type ProcessPlan } from '../../../src/domain/booking-process-plan';
import { newProcessState, type ProcessState } from '../../../src/domain/booking-process-state';
import type { BookingActor } from '../../../src/domain/booking-states';
import type { ProcessFacts } from '../../../src/domain/booking-process-vocabulary';
import { isBookingStatus } from '../../../src/domain/booking-states';
import { SUSPENSION_PROBLEM_DETAILS, type PayoutRecord } from '../../../src/domain/payout-record';
import { isPayoutStatus, type PayoutStatus } from '../../../src/domain/payouts';

/** A payout's move, as the table planned it. */
export interface PayoutMove {
  event: string;
  from: PayoutStatus;
  to: PayoutStatus;
  plan: ProcessPlan;
}

export type PayoutPlan = { ok: true; move: PayoutMove } | { ok: false; message: string };

/** A stored time (a Timestamp, or a Date written in the same process) as a Date. */
export const dateOf = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null;

/**
 * The process state of a stored payout, as far as the payout rows' guards read it: its status,
 * what it owes and when, a transfer in doubt, the booking's status, date and length (the caller read
 * them, after any completion in the same transaction), whether the DJ is suspended and whether
 * an admin released the payout after a suspension's hold.
 */
export function payoutStateOf(payout: DocumentSnapshot, booking: BookingSide): ProcessState {
  return payoutStateOfRecord(
    payout.id,
    payout.data() as PayoutRecord<unknown> | undefined,
    booking,
  );
}

/** What the payout rows read of the booking. */
interface BookingSide {
  status: unknown;
  eventDate?: unknown;
  durationHours?: unknown;
  djSuspended: boolean;
}

/** An admin released this payout after a suspension's hold: it may go to the suspended DJ. */
export function clearedAfterSuspension(record: Pick<PayoutRecord<unknown>, 'problem'>): boolean {
  return (
    record.problem?.status === 'released' && record.problem.details === SUSPENSION_PROBLEM_DETAILS
  );
}

/** payoutStateOf for a record in hand (stored, or the one a booking without a payout gets). */
export function payoutStateOfRecord(
  id: string,
  record: PayoutRecord<unknown> | undefined,
  booking: BookingSide,
): ProcessState {
  if (!record || !isPayoutStatus(record.status)) {
    throw new Error(`payouts/${id} is missing or in an unknown state`);
  }
  const released = clearedAfterSuspension(record);
  return {
    ...newProcessState({
      bookingId: id,
      // The booking's date where the caller read it: the booking is where the date lives, and
      // the payout's copy is only as fresh as its last write.
      eventDate: typeof booking.eventDate === 'string' ? booking.eventDate : record.eventDate,
      durationHours: Number(booking.durationHours ?? 0),
      totalCents: record.grossCents,
      netCents: record.netCents,
    }),
    status: isBookingStatus(booking.status) ? booking.status : 'none',
    payout: record.status,
    capturedCents: record.capturedCents,
    refundedCents: record.refundedCents,
    payoutCents: record.amountCents,
    payoutDueAt: dateOf(record.dueAt),
    transferredCents: record.transferId ? record.amountCents : 0,
    reversedCents: record.reversedCents,
    // A payout from before the outbox kept the attempt itself.
    transferInDoubtCents: record.transferInDoubtCents ?? record.transferAttempt?.amountCents ?? 0,
    djSuspended: booking.djSuspended,
    payoutCleared: released,
  };
}

/** Plans `event` by `actor` on a payout in `state` at `now`, or says why the table refuses. */
export function planPayoutMove(
  state: ProcessState,
  event: string,
  actor: BookingActor,
  now: Date,
  facts: ProcessFacts = {},
): PayoutPlan {
  const result = plan(state, event, actor, now, facts);
  if (!result.ok) return { ok: false, message: result.refusal.message };
  const { row, next } = result.plan;
  if (row.machine !== 'payout' || next.payout === 'none' || state.payout === 'none') {
    throw new Error(`${event} is not a payout move the engine writes`);
  }
  return { ok: true, move: { event, from: state.payout, to: next.payout, plan: result.plan } };
}

/**
 * The move, or a throw: with `refusal`, a person's move (a client's report, an admin's
 * decision) refused in words they read; without, a row the caller has already decided applies
 * (the gateway answered, the claim found the account not ready), whose refusal means the stored
 * payout left the states the caller checked: a bug, not a person's mistake.
 */
export function requirePayoutMove(
  state: ProcessState,
  event: string,
  actor: BookingActor,
  now: Date,
  refusal?: string,
): PayoutMove {
  const planned = planPayoutMove(state, event, actor, now);
  if (planned.ok) return planned.move;
  if (refusal === undefined) {
    throw new Error(`payouts/${state.bookingId}: ${event} refused: ${planned.message}`);
  }
  throw new HttpsError('failed-precondition', refusal, { status: state.payout, event });
}

/** The fields of the payout's update that the move owns: its status and the time of the change. */
export function payoutStatusWrite(move: PayoutMove, now: Date) {
  return { status: move.to, updatedAt: now };
}

/**
 * What a booking's move does to its payout (the row's schedule, re-plan by the tier or void),
 * planned on the payout as stored: the row the booking's plan chose, applied again with the
 * payout's side read in the same transaction. Returns the payout's fields the row sets.
 */
export function payoutAfterBookingMove(
  id: string,
  record: PayoutRecord<unknown>,
  /** The booking's move (booking-engine.ts's BookingMove): the status it left, and its plan. */
  move: { from: ProcessState['status']; plan: ProcessPlan },
  booking: { eventDate: unknown; durationHours: unknown },
  now: Date,
): { status: PayoutStatus; amountCents: number; dueAt: Date | null } {
  const decided = move.plan.next;
  const state: ProcessState = {
    ...payoutStateOfRecord(id, record, { ...booking, status: move.from, djSuspended: false }),
    djSuspended: decided.djSuspended,
    acceptedAt: decided.acceptedAt,
    seq: decided.seq - 1,
  };
  const next = applyRow(move.plan.row, state, move.plan.history.actor, now).next;
  if (next.payout === 'none') throw new Error(`${move.plan.row.name} left payouts/${id} unknown`);
  return { status: next.payout, amountCents: next.payoutCents, dueAt: next.payoutDueAt };
}

/**
 * The status of a payout already sent once its reversals are counted anew (`counted`: the record
 * with its new `reversedCents`, after a reversal of ours or one made by hand, or a won dispute's
 * restore): the table's reversalCounted. Empty when no row moves it: a payout still `paid` with
 * nothing taken back stays `paid`.
 */
export function reversalCountedWrite(
  id: string,
  counted: PayoutRecord<unknown>,
  now: Date,
): { status?: PayoutStatus } {
  const state = payoutStateOfRecord(id, counted, { status: null, djSuspended: false });
  const planned = planPayoutMove(state, 'reversalCounted', 'system', now);
  return planned.ok ? { status: planned.move.to } : {};
}
