import { assertNever } from './assert-never';
import { DAY_MS, eventStartOf } from './booking-record';
import type { RefundPercent } from './cancellation-policy';
import { cents, type Cents } from './money';
import { isOneOf } from './one-of';
import { DJ_SHARE_BASIS_POINTS, type Quote } from './pricing';

/**
 * What a booking pays the DJ, when, and what the platform keeps (decision 0027, worked
 * examples in README.md). One module for the split, the payout's timing and states, the
 * payout account's states and the earnings export: the functions that move money, the DJ's
 * Earnings view and the admin's revenue all read it.
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

// ---- The DJ's payout account ---------------------------------------------------------------

export const PAYOUT_ACCOUNT_STATES = [
  'none',
  'setting_up',
  'action_needed',
  'ready',
  'disconnected',
] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

/** What Stripe's account says (account.updated, re-read before it is written). */
export interface PayoutAccountFacts {
  detailsSubmitted: boolean;
  /** capabilities.transfers: 'active', 'pending', 'inactive' or absent. */
  transfersCapability: string | null;
  currentlyDue: readonly string[];
  disabledReason: string | null;
  deauthorized: boolean;
}

/**
 * setting_up: onboarding is not finished (Stripe lists what it will ask for from the start,
 * so requirements alone do not mean action is needed), or Stripe is still checking.
 * action_needed: onboarding was finished, and Stripe asks for something now or has disabled
 * the account (transfers may still run until its deadline). ready: transfers are active and
 * nothing is due. disconnected: the DJ removed Spinbook's access.
 */
export function payoutAccountState(facts: PayoutAccountFacts): PayoutAccountState {
  if (facts.deauthorized) return 'disconnected';
  if (!facts.detailsSubmitted) return 'setting_up';
  if (facts.currentlyDue.length > 0 || facts.disabledReason !== null) return 'action_needed';
  if (facts.transfersCapability === 'active') return 'ready';
  return 'setting_up';
}

/**
 * Whether the DJ can accept requests and be paid: Stripe's transfers capability is active
 * (whatever else Stripe will ask for later).
 */
export function canReceiveTransfers(facts: PayoutAccountFacts): boolean {
  return !facts.deauthorized && facts.transfersCapability === 'active';
}

export const ACCEPT_NEEDS_PAYOUTS =
  'Set up payouts before you accept requests: open the Payouts tab of your dashboard. ' +
  'The client is not told; the request stays open until it expires.';

export const PAYOUT_ACCOUNT_STATE_TEXT: Readonly<Record<PayoutAccountState, string>> = {
  none: 'Set up payouts to accept requests and get paid. Stripe keeps your bank details.',
  setting_up: 'Stripe is setting up your payout account. Finish onboarding if you left it.',
  action_needed: 'Stripe needs more information before it can pay you.',
  ready: `Payouts are ready. ${PAYOUT_TIMING_TEXT}`,
  disconnected: 'Your Stripe account no longer lets Spinbook pay you. Set up payouts again.',
};

/** Stripe's requirement names in plain words (requirements.currently_due). */
const REQUIREMENT_WORDS: readonly [RegExp, string][] = [
  [/^external_account$/, 'a bank account for payouts'],
  [/^tos_acceptance\./, "acceptance of Stripe's terms"],
  [/verification\.(additional_)?document$/, 'a photo ID'],
  [/\.dob\./, 'your date of birth'],
  [/\.ssn_last_4$/, 'the last 4 digits of your SSN'],
  [/\.id_number$/, 'your tax ID number'],
  [/\.address\./, 'your address'],
  [/\.(first|last)_name$/, 'your legal name'],
  [/\.phone$/, 'your phone number'],
  [/\.email$/, 'your email address'],
  [/^business_profile\.url$/, 'a website or social media profile'],
  [/^business_profile\.mcc$/, 'your business category'],
  [/^business_profile\.product_description$/, 'a description of what you sell'],
  [/^business_type$/, 'your business type'],
];

/** `requirements.currently_due` in plain words, without repeats, in Stripe's order. */
export function requirementsInWords(currentlyDue: readonly string[]): string[] {
  const words: string[] = [];
  for (const field of currentlyDue) {
    const match = REQUIREMENT_WORDS.find(([pattern]) => pattern.test(field));
    const text = match ? match[1] : field.replace(/[._]/g, ' ').trim();
    if (text && !words.includes(text)) words.push(text);
  }
  return words;
}

// ---- Earnings totals and export --------------------------------------------------------------

export interface EarningsRow {
  bookingId: string;
  eventDate: string;
  clientName: string;
  grossCents: number;
  commissionCents: number;
  netCents: number;
  /** What the DJ is owed or was paid for this booking (the net, a part, or 0). */
  amountCents: number;
  status: PayoutStatus;
  /** ISO date the transfer is due (scheduled) or was made (paid). */
  dueAt: string | null;
  paidAt: string | null;
  transferId: string | null;
  reversedCents: number;
}

export interface EarningsTotals {
  pendingCents: Cents;
  paidThisMonthCents: Cents;
  paidAllTimeCents: Cents;
}

/** Pending, paid this month (UTC) and paid all time, net of reversals. */
export function earningsTotals(rows: readonly EarningsRow[], now: Date): EarningsTotals {
  const month = now.toISOString().slice(0, 7);
  let pending = 0;
  let thisMonth = 0;
  let allTime = 0;
  for (const row of rows) {
    if (OWED_PAYOUT_STATUSES.includes(row.status)) pending += row.amountCents;
    if (row.status === 'paid' || row.status === 'reversed') {
      const kept = Math.max(0, row.amountCents - row.reversedCents);
      allTime += kept;
      if (row.paidAt?.slice(0, 7) === month) thisMonth += kept;
    }
  }
  return {
    pendingCents: cents(pending),
    paidThisMonthCents: cents(thisMonth),
    paidAllTimeCents: cents(allTime),
  };
}

const CSV_HEADER = [
  'Booking',
  'Event date',
  'Client',
  'Gross (USD)',
  'Commission 15% (USD)',
  'Net 85% (USD)',
  'Payout (USD)',
  'Status',
  'Due',
  'Paid',
  'Transfer',
  'Reversed (USD)',
];

const usd = (amountCents: number) => (amountCents / 100).toFixed(2);

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and prefixed with a quote
 * when it starts like a formula, so a client's name never runs as one in a spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The Earnings view's export: one line per booking, amounts in dollars, CRLF lines. */
export function earningsCsv(rows: readonly EarningsRow[]): string {
  const lines = [CSV_HEADER.map(csvField).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.bookingId,
        r.eventDate,
        r.clientName,
        usd(r.grossCents),
        usd(r.commissionCents),
        usd(r.netCents),
        usd(r.amountCents),
        PAYOUT_STATUS_DISPLAY[r.status].label,
        r.dueAt ?? '',
        r.paidAt ?? '',
        r.transferId ?? '',
        usd(r.reversedCents),
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---- What the platform keeps -----------------------------------------------------------------

/**
 * The platform's revenue from one booking: what was captured, less refunds and what the DJ is
 * owed or was paid (net of reversals). Stripe's fee (from the charge's balance transaction)
 * is reported beside it, not inside: the admin's revenue shows fees, Stripe fees and net.
 */
export function platformRevenueCents(payout: {
  capturedCents: number;
  refundedCents: number;
  amountCents: number;
  reversedCents: number;
}): number {
  return payout.capturedCents - payout.refundedCents - (payout.amountCents - payout.reversedCents);
}

/** What Stripe counts as reversed of the payout's transfer (see stripeReversedCents). */
export const stripeReversedCentsOf = (payout: {
  reversedCents: number;
  stripeReversedCents?: number;
}): number => payout.stripeReversedCents ?? payout.reversedCents;

/** 'YYYY-MM' (UTC) of `at`: the month a payout record counts in for revenue (its capture). */
export const revenueMonthOf = (at: Date): string => at.toISOString().slice(0, 7);

// ---- Refunds and disputes outside the app ----------------------------------------------------

/**
 * The DJ's share of a refund the payout does not count yet (one made in the Stripe Dashboard,
 * or a card dispute): the refund in the proportion the DJ's net bears to what the client paid,
 * rounded half up, and never more than `limitCents`: what the DJ is still owed, or still keeps
 * of a transfer already made. The platform carries the rest, as it kept the rest of the charge.
 * $100.00 refunded of a $430.51 charge whose net is $348.50 takes $80.95 from the DJ.
 */
export function djShareOfRefund(
  refundCents: number,
  payout: { netCents: number; capturedCents: number },
  limitCents: number,
): Cents {
  if (refundCents <= 0 || payout.capturedCents <= 0 || limitCents <= 0) return cents(0);
  // refund × net is an exact integer for any real charge, so the one division rounds exactly.
  const share = Math.round((refundCents * payout.netCents) / payout.capturedCents);
  return cents(Math.min(share, Math.floor(limitCents)));
}

/** Where a card dispute stands for the payout: still open, or closed for or against us. */
export type DisputeOutcome = 'open' | 'won' | 'lost';

/**
 * Stripe's dispute status as the payout reads it. `warning_closed` (an inquiry that never
 * became a chargeback) and `prevented` (stopped before it did; any refund shows as one) take
 * no money: they count as won. Every other status, inquiries and appeals included, is open.
 */
export function disputeOutcome(stripeStatus: string): DisputeOutcome {
  if (stripeStatus === 'lost') return 'lost';
  if (stripeStatus === 'won' || stripeStatus === 'warning_closed' || stripeStatus === 'prevented') {
    return 'won';
  }
  return 'open';
}

/**
 * The problem text that holds a payout owed to a suspended DJ (decision 0052): a gig already
 * played is paid only once an admin releases it; they may refund the client instead.
 */
export const SUSPENSION_PROBLEM_DETAILS =
  "Held because the DJ's profile was suspended: release it if the gig was played as booked, or refund the client";

/** The problem text that holds a payout while a card dispute is open (the admin's list). */
export const DISPUTE_PROBLEM_DETAILS = "Card dispute opened by the client's bank";

/** payouts/{bookingId}.dispute: the card dispute on the booking's charge (one per charge). */
export interface PayoutDispute<At = Date> {
  disputeId: string;
  amountCents: number;
  status: DisputeOutcome;
  /** Whether this dispute put the payout on hold (it opened before the transfer). */
  heldPayout: boolean;
  /** The DJ's share taken back from a transfer already made when the dispute opened. */
  takenCents: number;
  openedAt: At;
  closedAt: At | null;
}

// ---- Stored records and callables (decision 0027) --------------------------------------------

/** payouts/{bookingId}: what the platform owes the DJ for one booking. Server-written only. */
export interface PayoutRecord<At = Date> {
  bookingId: string;
  djId: string;
  /** The DJ's uid (= djId today; kept apart as bookings keep djOwnerUid). */
  djOwnerUid: string;
  clientUid: string;
  /** The client's display name at booking time, for the DJ's list and export. */
  clientName: string;
  eventDate: string;
  provider: 'stripe' | 'demo';
  grossCents: number;
  commissionCents: number;
  netCents: number;
  clientFeeCents: number;
  /** What is owed to (or was paid to) the DJ now: the net, a part of it, or 0. */
  amountCents: number;
  status: PayoutStatus;
  dueAt: At | null;
  /** The captured charge (`ch_…`), the transfer's source_transaction. */
  chargeId: string | null;
  capturedCents: number;
  refundedCents: number;
  stripeFeeCents: number;
  platformRevenueCents: number;
  /** 'YYYY-MM' of the capture: the admin's revenue month. */
  month: string;
  transferId: string | null;
  paidAt: At | null;
  reversedCents: number;
  /** Taken back from a transfer already made, still to reverse (a refund after the transfer). */
  reversalOwedCents: number;
  /**
   * Stripe's amount_reversed of the transfer, once it differs from `reversedCents`: a won card
   * dispute gives the DJ back what its opening reversed, so `reversedCents` (what the DJ lost)
   * goes down while Stripe's reversal stays. Absent while the two agree.
   */
  stripeReversedCents?: number;
  /** Owed back to the DJ after a won dispute: a transfer of its own (payoutKeys.restore). */
  restoreOwedCents?: number;
  /** That transfer, once made. */
  restoreTransferId?: string | null;
  /** Refusals of that transfer so far (its next key counts on). */
  restoreRefusals?: number;
  /** Reversals made so far (the next one's idempotency key counts on). */
  reversals: number;
  /** Transfers Stripe refused so far (the next attempt's idempotency key counts on). */
  refusals: number;
  /** Refusals of the reversal owed now (its next attempt's key counts on). */
  reversalRefusals: number;
  /** Set while the runner transfers: a problem can no longer be reported. */
  transferStartedAt: At | null;
  /**
   * The transfer asked of Stripe whose answer never came (network, 5xx): it may have been
   * made. The next attempt repeats it exactly (same key, same amount), so Stripe answers with
   * the transfer if it was made; a re-planned amount applies only once this is settled.
   * Absent or null when no attempt is in doubt.
   */
  transferAttempt?: TransferAttempt | null;
  attempts: number;
  failure: { code: string; message: string; at: At } | null;
  problem: {
    details: string;
    reportedAt: At;
    status: 'open' | 'released' | 'refunded';
    resolvedBy: string | null;
    resolvedAt: At | null;
  } | null;
  /** A card dispute on the booking's charge; absent or null when there never was one. */
  dispute?: PayoutDispute<At> | null;
  createdAt: At;
  updatedAt: At;
}

export interface TransferAttempt {
  idempotencyKey: string;
  amountCents: number;
}

/** payoutAccounts/{uid}: the DJ's Stripe Express account as Stripe last described it. */
export interface PayoutAccountRecord<At = Date> {
  accountId: string;
  provider: 'stripe' | 'demo';
  state: PayoutAccountState;
  transfersActive: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  currentlyDue: string[];
  disabledReason: string | null;
  /** 0 for the first account; one more each time the DJ sets up again after disconnecting. */
  generation: number;
  /** event.created (seconds) of the last Connect event applied: older ones are skipped. */
  lastEventCreated: number;
  createdAt: At;
  updatedAt: At;
}

/** setupPayouts: creates (once) the DJ's account and answers Stripe's onboarding link. */
export interface SetupPayoutsResponse {
  /** Stripe-hosted onboarding; null in demo mode, where the account is ready at once. */
  url: string | null;
  state: PayoutAccountState;
}

/** openPayoutDashboard: a single-use login link to the DJ's Express dashboard. */
export interface PayoutDashboardResponse {
  url: string;
}

export interface ReportProblemRequest {
  bookingId: string;
  details: string;
}

export const PAYOUT_RESOLUTIONS = ['release', 'refund'] as const;
export type PayoutResolution = (typeof PAYOUT_RESOLUTIONS)[number];

export interface ResolvePayoutRequest {
  bookingId: string;
  resolution: PayoutResolution;
}

export interface PayoutActionResponse {
  bookingId: string;
  status: PayoutStatus;
}

/** The booking fields a payout is planned from (as stored on bookings/{id}). */
export interface PayoutBookingFields {
  djId: unknown;
  djOwnerUid: unknown;
  clientUid: unknown;
  clientName: unknown;
  eventDate: unknown;
  durationHours: unknown;
  baseCostCents: unknown;
  equipmentFeeCents: unknown;
  platformFeeCents: unknown;
  totalCostCents: unknown;
}

const finiteOr0 = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * The payout a booking owes once it is charged (the DJ accepted at `now`): the DJ's full net,
 * due 24 h after the event's latest end. Used by the accept transaction and the seed.
 */
export function newPayoutRecord(
  bookingId: string,
  booking: PayoutBookingFields,
  provider: 'stripe' | 'demo',
  now: Date,
): PayoutRecord {
  const split = payoutSplitOfBooking(booking);
  const eventDate = String(booking.eventDate ?? '');
  const money = {
    capturedCents: finiteOr0(booking.totalCostCents),
    refundedCents: 0,
    amountCents: split.netCents,
    reversedCents: 0,
  };
  return {
    bookingId,
    djId: String(booking.djId ?? ''),
    djOwnerUid: String(booking.djOwnerUid ?? ''),
    clientUid: String(booking.clientUid ?? ''),
    clientName: String(booking.clientName ?? 'Client'),
    eventDate,
    provider,
    grossCents: split.grossCents,
    commissionCents: split.commissionCents,
    netCents: split.netCents,
    clientFeeCents: split.clientFeeCents,
    ...money,
    status: 'scheduled',
    // A booking without a valid date is refused long before it is charged; pay it at once.
    dueAt: transferDueAt(eventDate, finiteOr0(booking.durationHours)) ?? now,
    chargeId: null,
    stripeFeeCents: 0,
    platformRevenueCents: platformRevenueCents(money),
    month: revenueMonthOf(now),
    transferId: null,
    paidAt: null,
    reversalOwedCents: 0,
    reversals: 0,
    refusals: 0,
    reversalRefusals: 0,
    transferStartedAt: null,
    transferAttempt: null,
    attempts: 0,
    failure: null,
    problem: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A demo-mode payout account, ready at once (decision 0027): what "Set up payouts" stores in
 * `demo-` projects, and what the seed and the test suites give DJs who must accept requests.
 */
export function readyDemoPayoutAccount(uid: string, now: Date): PayoutAccountRecord {
  return {
    accountId: `demo_acct_${uid}`,
    provider: 'demo',
    state: 'ready',
    transfersActive: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    currentlyDue: [],
    disabledReason: null,
    generation: 0,
    lastEventCreated: 0,
    createdAt: now,
    updatedAt: now,
  };
}
