import { assertNever } from './assert-never';
import { DAY_MS, eventStartOf } from './booking-record';
import type { RefundPercent } from './cancellation-policy';
import { cents, type Cents } from './money';
import { isOneOf } from './one-of';
import { DJ_SHARE_BASIS_POINTS, type Quote } from './pricing';

/**
 * What a booking pays the DJ, when, and what the platform keeps (decision 0027, worked
 * examples in README.md): the split, what a cancellation leaves the DJ, the payout's timing,
 * its states and its idempotency keys. The functions that move money, the DJ's Earnings view
 * and the admin's revenue all read it. Beside it: payout-account-state.ts (the DJ's Stripe
 * account), payout-earnings.ts (totals, export, revenue) and payout-record.ts (the stored
 * records, the callables' shapes, refunds and disputes made outside the app).
 */

const HOUR_MS = 60 * 60 * 1000;

export interface PayoutSplit {
  /** What the DJ's side of the booking is worth: subtotal (rate × hours) + equipment fee. */
  grossCents: Cents;
  /** The platform's commission: 15% of gross (gross − net, so the two always add up). */
  commissionCents: Cents;
  /** What the DJ keeps: 85% of gross, rounded half up (a half cent goes to the DJ). */
  netCents: Cents;
  /** The client's 5% platform fee, kept by the platform. */
  clientFeeCents: Cents;
  /** What the client pays: gross + client fee. */
  totalCents: Cents;
}

/** The one payout split of a booking's quote (pricing.ts computes the quote). */
export function payoutSplit(
  quote: Pick<Quote, 'baseCostCents' | 'equipmentFeeCents' | 'platformFeeCents'>,
): PayoutSplit {
  const grossCents = cents(quote.baseCostCents + quote.equipmentFeeCents);
  // gross × 8500 is an exact integer for any valid quote, so the one division rounds exactly.
  const netCents = cents(Math.round((grossCents * DJ_SHARE_BASIS_POINTS) / 10_000));
  return {
    grossCents,
    commissionCents: cents(grossCents - netCents),
    netCents,
    clientFeeCents: cents(quote.platformFeeCents),
    totalCents: cents(grossCents + quote.platformFeeCents),
  };
}

/** The split of a stored booking (its price fields, written by createPayment). */
export function payoutSplitOfBooking(booking: {
  baseCostCents: unknown;
  equipmentFeeCents: unknown;
  platformFeeCents: unknown;
}): PayoutSplit {
  return payoutSplit({
    baseCostCents: cents(Number(booking.baseCostCents ?? 0)),
    equipmentFeeCents: cents(Number(booking.equipmentFeeCents ?? 0)),
    platformFeeCents: cents(Number(booking.platformFeeCents ?? 0)),
  });
}

// ---- Who cancelled, and what the DJ is still owed -----------------------------------------

/**
 * The DJ's part of a cancelled, charged booking. A client's cancellation follows the terms'
 * tiers: a full refund owes the DJ nothing, a half refund owes half the DJ's net (paid at the
 * event's start: the DJ kept the date free), no refund owes the full net. A cancellation for
 * the DJ's side (an admin for cause, or the DJ) refunds everything and owes nothing.
 */
export function payoutAfterCancellation(
  netCents: number,
  cancellation: { by: 'client' | 'dj' | 'admin' | 'system'; refundPercent: RefundPercent },
): Cents {
  if (cancellation.by !== 'client') return cents(0);
  switch (cancellation.refundPercent) {
    case 100:
      return cents(0);
    case 50:
      // Half of the net, half a cent to the DJ, as the net itself rounds.
      return cents(Math.round(cents(netCents) / 2));
    case 0:
      return cents(netCents);
    default:
      return assertNever(cancellation.refundPercent, 'refund percent');
  }
}

// ---- When the money moves -------------------------------------------------------------------

/** How long after the event's end the client may report a problem (the transfer waits). */
export const PROBLEM_WINDOW_MS = 24 * HOUR_MS;

/**
 * The latest the event can end. A booking has a date and a duration but no start time, and
 * every calendar rule counts in UTC (decision 0006): an event that starts late in the evening
 * of its date in the furthest time zone west (UTC−12) starts at 12:00 UTC the next day. So
 * the end is that instant plus the booked hours; nobody anywhere is paid before their event
 * has ended.
 */
export function latestEventEndOf(eventDate: string, durationHours: number): Date | null {
  const start = eventStartOf(eventDate);
  if (!start || !Number.isFinite(durationHours) || durationHours < 0) return null;
  return new Date(start.getTime() + DAY_MS + 12 * HOUR_MS + durationHours * HOUR_MS);
}

/** When a completed booking's transfer is due: 24 h after the event's latest end. */
export function transferDueAt(eventDate: string, durationHours: number): Date | null {
  const end = latestEventEndOf(eventDate, durationHours);
  return end ? new Date(end.getTime() + PROBLEM_WINDOW_MS) : null;
}

/**
 * The UTC day a completed gig's transfer is sent: two days after the event's date, for every
 * bookable duration. Due = D+1 12:00 UTC + hours (1–10) + 24 h, i.e. D+2 between 13:00 and
 * 22:00 UTC, and the runner (every 10 minutes) sends it by 22:10 the same day. The DJ's
 * wording below says this number in words; payouts.test.ts checks both against transferDueAt.
 */
export const TRANSFER_DAYS_AFTER_EVENT = 2;

/**
 * When the DJ's money moves, as the DJ reads it: the Payouts tab's "ready" text and the
 * Earnings tab, whose payout dates are these UTC days. Stripe's own payout schedule then
 * moves the money from the DJ's Stripe balance to their bank (days the platform does not set).
 */
export const PAYOUT_TIMING_TEXT =
  "Each gig's earnings are sent to your Stripe account two days after its date (UTC), " +
  "once the client's time to report a problem is over. Stripe then pays them into your bank " +
  'on your Stripe payout schedule.';

/** What a client's late cancellation owes the DJ: due at the event's start, or at once (below). */
export const LATE_CANCELLATION_PAYOUT_TEXT =
  "If a client cancels late, what you are owed is sent on the event's date (UTC), or at once " +
  'if they cancel after it has begun.';

/**
 * When the part a client's late cancellation owes the DJ is due: the event's start (00:00
 * UTC of its date), or at once if that has passed. No problem window: there was no event.
 */
export function cancellationTransferDueAt(eventDate: string, cancelledAt: Date): Date | null {
  const start = eventStartOf(eventDate);
  if (!start) return null;
  return start.getTime() > cancelledAt.getTime() ? start : cancelledAt;
}

/** Whether the client can still report a problem: from the event's start until the transfer is due. */
export function canReportProblem(eventDate: string, durationHours: number, now: Date): boolean {
  const start = eventStartOf(eventDate);
  const due = transferDueAt(eventDate, durationHours);
  return start !== null && due !== null && now.getTime() >= start.getTime() && now < due;
}

export const REPORT_PROBLEM_CLOSED =
  'Problems can be reported from the event date until 24 hours after the event has ended.';
export const PROBLEM_DETAILS_MIN = 10;
export const PROBLEM_DETAILS_MAX = 1000;

// ---- The payout record (payouts/{bookingId}) ------------------------------------------------

/**
 * scheduled: owed, due at `dueAt`. held: the client reported a problem; an admin decides.
 * paid: transferred (`transferId`). reversed: a refund after the transfer took it back (in
 * full or in part, `reversedCents`). failed: the transfer was refused (the account cannot
 * receive transfers yet, or Stripe said no); still owed, retried by the scheduler. void: the
 * booking was cancelled with nothing owed to the DJ.
 */
export const PAYOUT_STATUSES = ['scheduled', 'held', 'paid', 'reversed', 'failed', 'void'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export function isPayoutStatus(value: unknown): value is PayoutStatus {
  return isOneOf(PAYOUT_STATUSES, value);
}

/** Statuses whose amount is still owed to the DJ (the Earnings view's "pending"). */
export const OWED_PAYOUT_STATUSES: readonly PayoutStatus[] = ['scheduled', 'held', 'failed'];

/** MUI Chip colours as strings, so this module stays UI-free. */
export type PayoutColor = 'default' | 'info' | 'warning' | 'success' | 'error';

/** What a DJ reads for each status. A failed transfer is still owed: the DJ sees it delayed. */
export const PAYOUT_STATUS_DISPLAY: Readonly<
  Record<PayoutStatus, { label: string; color: PayoutColor }>
> = {
  scheduled: { label: 'Scheduled', color: 'info' },
  held: { label: 'Held', color: 'warning' },
  paid: { label: 'Paid out', color: 'success' },
  reversed: { label: 'Reversed', color: 'error' },
  failed: { label: 'Delayed', color: 'warning' },
  void: { label: 'No payout', color: 'default' },
};

/** One deterministic key per money move of a booking, so a retry never moves money twice. */
export const payoutKeys = {
  account: (uid: string) => `acct-${uid}`,
  /**
   * Stripe replays a refusal under the same key, even once the account is fixed: a transfer
   * Stripe refused (a 4xx: it made nothing) is retried under the next key. A failure without an
   * answer (network, 5xx) keeps its key, so a transfer that did go through is never repeated.
   */
  transfer: (bookingId: string, refusals = 0) =>
    refusals > 0 ? `transfer-${bookingId}-r${refusals}` : `transfer-${bookingId}`,
  /**
   * The transfer that pays the DJ back what a card dispute took from them, once the dispute
   * is won (a charge has one dispute at most); `-r<k>` after Stripe refused it k times.
   */
  restore: (bookingId: string, refusals = 0) =>
    refusals > 0 ? `restore-${bookingId}-r${refusals}` : `restore-${bookingId}`,
  /** The n-th reversal of a booking's transfer; `-r<k>` after Stripe refused it k times. */
  reversal: (bookingId: string, n: number, refusals = 0) =>
    refusals > 0 ? `reversal-${bookingId}-${n}-r${refusals}` : `reversal-${bookingId}-${n}`,
} as const;
