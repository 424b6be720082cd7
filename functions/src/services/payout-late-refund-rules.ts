// The payout rules for refunds and disputes made outside the app (decision 0027, "Refunds
// and disputes outside the app"), as pure functions of the stored payout and what Stripe says
// now (re-read by payout-late-refunds.ts, which applies them in a transaction):
// - a refund the payout does not count takes the DJ's share of it (djShareOfRefund): owed
//   less if not transferred yet (void at 0), a reversal owed if already transferred;
// - a card dispute holds a payout not transferred yet (a problem, as a report's), or takes the
//   DJ's share of it back from a transfer made; won lifts its hold, lost counts the disputed
//   amount as refunded (less what its opening took);
// - a reversal the payout does not count (made in the Dashboard) is recorded.
// Counting by the amounts makes each of them idempotent: what is counted is never news.
import { formatIsoDate } from '../../../src/domain/format';
import { formatDollars } from '../../../src/domain/money';
import { platformRevenueCents, stripeReversedCentsOf } from '../../../src/domain/payout-earnings';
import {
  DISPUTE_PROBLEM_DETAILS,
  disputeOutcome,
  djShareOfRefund,
  type DisputeOutcome,
  type PayoutDispute,
  type PayoutRecord,
} from '../../../src/domain/payout-record';
import type { ChargeState, TransferState } from './payment-gateway';
import type { AdminNotice } from './payout-records';
import { payoutStateOfRecord, planPayoutMove, reversalCountedWrite } from './payout-engine';
import type { ProcessFacts } from '../../../src/domain/booking-process-vocabulary';

export type PayoutEventOutcome =
  | 'payout_adjusted'
  | 'payout_held'
  | 'payout_released'
  | 'payout_unchanged'
  | 'no_payout'
  | 'duplicate';

export type Stored = PayoutRecord<unknown>;

/** What one event does to the payout, for payout-late-refunds.ts to write and follow up. */
export interface Change {
  outcome: PayoutEventOutcome;
  /** The payout's new fields, or null when Stripe says nothing the payout does not count. */
  patch: Partial<Stored> | null;
  /** Set when the client's own problem report was settled by this change (the booking shows it). */
  bookingProblem: 'refunded' | null;
  notice: AdminNotice | null;
}

const later = (due: unknown, now: Date): Date => {
  const at = due instanceof Date ? due : (due as { toDate?: () => Date } | null)?.toDate?.();
  return at && at.getTime() > now.getTime() ? at : now;
};

const dollars = (amountCents: number) => formatDollars(amountCents, { decimals: 2 });
/** 'May 1, 2031' in a notice, not the stored 'YYYY-MM-DD'. */
const day = (eventDate: string) => formatIsoDate(eventDate) || eventDate;

function disputeNotice(record: Stored, takenCents: number): AdminNotice {
  const after =
    takenCents > 0
      ? `The DJ was already paid: ${dollars(takenCents)} was taken back from their transfer.`
      : "The DJ's payout is held until the dispute closes, or until you release it or refund the client.";
  return {
    id: `dispute_${record.bookingId}`,
    type: 'payout_disputed',
    title: 'Card dispute opened',
    body: `The client's bank opened a card dispute on the ${day(record.eventDate)} booking. ${after}`,
  };
}

const disputeWonNotice = (record: Stored, takenCents: number): AdminNotice => ({
  id: `dispute_won_${record.bookingId}`,
  type: 'payout_dispute_won',
  title: 'Card dispute won',
  body: `The card dispute on the ${day(record.eventDate)} booking was closed in Spinbook's favour. The ${dollars(takenCents)} taken back from the DJ when it opened is paid back to them.`,
});

/** What Stripe says about the charge that the payout does not count yet. */
interface News {
  /** Refunds the payout does not count: made outside the app. */
  refundCents: number;
  /** A dispute lost since the payout last looked: the money left, as a refund's does. */
  lossCents: number;
  /** The charge's dispute, seen for the first time. */
  opens: boolean;
  /** The dispute the payout saw open has closed. */
  closes: boolean;
  outcome: DisputeOutcome | null;
}

function newsOf(record: Stored, charge: ChargeState): News {
  const known = record.dispute ?? null;
  const outcome = charge.disputed ? disputeOutcome(charge.disputed.status) : null;
  // refundedCents counts a lost dispute too; Stripe's amount_refunded does not.
  const countedLoss = known?.status === 'lost' ? known.amountCents : 0;
  return {
    refundCents: Math.max(0, charge.amountRefundedCents - (record.refundedCents - countedLoss)),
    lossCents:
      outcome === 'lost' && known?.status !== 'lost' ? (charge.disputed?.amountCents ?? 0) : 0,
    opens: charge.disputed !== null && known === null,
    closes: known?.status === 'open' && outcome !== null && outcome !== 'open',
    outcome,
  };
}

const isPaid = (record: Stored) => record.status === 'paid' || record.status === 'reversed';

/** The DJ's share of the news: the refunds, a dispute opening on a transfer made, a loss. */
function takesOf(record: Stored, charge: ChargeState, news: News) {
  const paid = isPaid(record);
  // What the DJ still has: owed (not paid yet), or kept of the transfer (less reversals).
  const limit = paid
    ? record.amountCents - record.reversedCents - (record.reversalOwedCents ?? 0)
    : record.amountCents;
  const refund = djShareOfRefund(news.refundCents, record, limit);
  const open =
    news.opens && paid && news.outcome === 'open'
      ? djShareOfRefund(charge.disputed?.amountCents ?? 0, record, limit - refund)
      : 0;
  // A loss takes the DJ's share of the disputed amount, less what its opening took.
  const taken = record.dispute?.takenCents ?? 0;
  const loss =
    news.lossCents > 0
      ? Math.max(0, djShareOfRefund(news.lossCents, record, limit - refund - open + taken) - taken)
      : 0;
  return { total: refund + open + loss, open };
}

interface Level {
  patch: Partial<Stored>;
  outcome: PayoutEventOutcome;
  notice: AdminNotice | null;
  /** The dispute put the hold on the payout (so its closing lifts it). */
  heldPayout: boolean;
  bookingProblem: 'refunded' | null;
}

/** Already transferred: the DJ's share is a reversal owed, made before anything else. */
function levelPaid(
  record: Stored,
  news: News,
  takes: ReturnType<typeof takesOf>,
  refundedCents: number,
  now: Date,
): Level {
  let reversalOwedCents = (record.reversalOwedCents ?? 0) + takes.total;
  let { reversedCents } = record;
  const taken = record.dispute?.takenCents ?? 0;
  let notice: AdminNotice | null = null;
  let restore: Partial<Stored> = {};
  if (news.opens && news.outcome === 'open') notice = disputeNotice(record, takes.open);
  if (news.closes && news.outcome === 'won' && taken > 0) {
    notice = disputeWonNotice(record, taken);
    // The platform has the disputed money back: what the opening took is the DJ's again. A
    // part not reversed yet is simply not reversed; the rest is a transfer owed back
    // (payout-reversals.ts settleRestore), counted from now as not taken.
    const unmade = Math.min(taken, reversalOwedCents);
    const owedBack = taken - unmade;
    reversalOwedCents -= unmade;
    reversedCents -= owedBack;
    restore = {
      stripeReversedCents: stripeReversedCentsOf(record),
      restoreOwedCents: (record.restoreOwedCents ?? 0) + owedBack,
      ...reversalCountedWrite(record.bookingId, { ...record, reversedCents }, now),
    };
  }
  return {
    patch: {
      reversalOwedCents,
      reversedCents,
      ...restore,
      platformRevenueCents: platformRevenueCents({
        capturedCents: record.capturedCents,
        refundedCents,
        amountCents: record.amountCents,
        reversedCents: reversedCents + reversalOwedCents,
      }),
    },
    outcome: 'payout_adjusted',
    notice,
    heldPayout: false,
    bookingProblem: null,
  };
}

/** Not transferred yet: the DJ is owed less, and an open dispute holds the payout. */
function levelUnpaid(
  record: Stored,
  news: News,
  takes: ReturnType<typeof takesOf>,
  refundedCents: number,
  now: Date,
): Level {
  const known = record.dispute ?? null;
  const amountCents = Math.max(0, record.amountCents - takes.total);
  let { status, problem, dueAt } = record;
  // Each status below is the table's (payout-engine.ts), planned on the payout as lowered.
  let state = payoutStateOfRecord(
    record.bookingId,
    { ...record, amountCents },
    { status: null, djSuspended: false },
  );
  const move = (event: string, facts: ProcessFacts = {}): boolean => {
    const planned = planPayoutMove(state, event, 'system', now, facts);
    if (!planned.ok) return false;
    state = planned.move.plan.next;
    status = planned.move.to;
    return true;
  };
  const level: Omit<Level, 'patch'> = {
    outcome: 'payout_adjusted',
    notice: null,
    heldPayout: false,
    bookingProblem: null,
  };
  if (news.opens && news.outcome === 'open' && move('disputeOpened')) {
    // Held as a problem report holds it; a report the client made keeps its own words.
    level.heldPayout = problem?.status !== 'open';
    if (level.heldPayout) {
      problem = {
        details: DISPUTE_PROBLEM_DETAILS,
        reportedAt: now,
        status: 'open',
        resolvedBy: null,
        resolvedAt: null,
      };
    }
    level.notice = disputeNotice(record, 0);
    level.outcome = 'payout_held';
  }
  const disputeHolds = level.heldPayout || (known?.heldPayout === true && known.status === 'open');
  if (
    news.closes &&
    problem?.status === 'open' &&
    move('disputeClosed', { heldForDispute: disputeHolds })
  ) {
    // The dispute's own hold ends with it. Paid when due, never before the event has ended.
    problem = {
      ...problem,
      status: news.outcome === 'won' ? 'released' : 'refunded',
      resolvedAt: now,
    };
    dueAt = later(record.dueAt, now);
    level.outcome = 'payout_released';
  }
  // Nothing owed: void, but a transfer in doubt is settled first (payout-runner.ts).
  if (move('refundedOutsideApp') && problem?.status === 'open') {
    // Nothing left to hold for: a client's report is settled as refunded, on the booking too.
    if (!disputeHolds) level.bookingProblem = 'refunded';
    problem = { ...problem, status: 'refunded', resolvedAt: now };
  }
  return {
    ...level,
    patch: {
      amountCents,
      status,
      dueAt,
      problem,
      platformRevenueCents: platformRevenueCents({
        capturedCents: record.capturedCents,
        refundedCents,
        amountCents,
        reversedCents: record.reversedCents,
      }),
    },
  };
}

function nextDispute(
  record: Stored,
  charge: ChargeState,
  news: News,
  level: Level,
  openTake: number,
  now: Date,
): PayoutDispute<unknown> | null {
  const known = record.dispute ?? null;
  const dispute = charge.disputed;
  if (!dispute || !news.outcome) return known;
  if (news.opens) {
    return {
      disputeId: dispute.disputeId,
      amountCents: dispute.amountCents,
      status: news.outcome,
      heldPayout: level.heldPayout,
      takenCents: openTake,
      openedAt: now,
      closedAt: news.outcome === 'open' ? null : now,
    };
  }
  if (news.closes && known) {
    return { ...known, amountCents: dispute.amountCents, status: news.outcome, closedAt: now };
  }
  return known;
}

/**
 * What the payout must become to count the charge as Stripe describes it: refunds it does
 * not count yet, a dispute it has not seen, or one it saw open that has closed. Null patch:
 * nothing new (our own refund, a repeat, an older event).
 */
export function levelWithCharge(record: Stored, charge: ChargeState, now: Date): Change {
  const news = newsOf(record, charge);
  if (news.refundCents === 0 && news.lossCents === 0 && !news.opens && !news.closes) {
    return { outcome: 'payout_unchanged', patch: null, bookingProblem: null, notice: null };
  }
  const takes = takesOf(record, charge, news);
  const refundedCents = record.refundedCents + news.refundCents + news.lossCents;
  const level = isPaid(record)
    ? levelPaid(record, news, takes, refundedCents, now)
    : levelUnpaid(record, news, takes, refundedCents, now);
  return {
    outcome: level.outcome,
    patch: {
      ...level.patch,
      refundedCents,
      dispute: nextDispute(record, charge, news, level, takes.open, now),
      ...(record.chargeId ? {} : { chargeId: charge.chargeId }),
      updatedAt: now,
    },
    bookingProblem: level.bookingProblem,
    notice: level.notice,
  };
}

/**
 * A reversal the payout does not count yet: made by hand (the Stripe Dashboard), or ours,
 * made by settleReversal before it could record it. Stripe's amount_reversed, if higher, is
 * what was taken back, and counts toward any reversal the payout still owed. It takes the
 * reversal's number too: a settleReversal still recording it then leaves it (it checks the
 * number), and the next reversal gets a key of its own.
 */
export function levelWithTransfer(
  record: Stored,
  transfer: TransferState,
  now: Date,
): Partial<Stored> | null {
  const counted = stripeReversedCentsOf(record);
  if (transfer.amountReversedCents <= counted) return null;
  const newlyReversed = transfer.amountReversedCents - counted;
  const reversedCents = record.reversedCents + newlyReversed;
  const reversalOwedCents = Math.max(0, (record.reversalOwedCents ?? 0) - newlyReversed);
  return {
    ...reversalCountedWrite(record.bookingId, { ...record, reversedCents }, now),
    reversedCents,
    ...(record.stripeReversedCents !== undefined
      ? { stripeReversedCents: transfer.amountReversedCents }
      : {}),
    reversalOwedCents,
    reversals: (record.reversals ?? 0) + 1,
    reversalRefusals: 0,
    // A reversal an admin made by hand after ours failed: nothing is left failing.
    ...(reversalOwedCents === 0 && record.failure?.code === 'reversal_failed'
      ? { failure: null }
      : {}),
    platformRevenueCents: platformRevenueCents({
      ...record,
      reversedCents: reversedCents + reversalOwedCents,
    }),
    updatedAt: now,
  };
}
