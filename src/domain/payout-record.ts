/**
 * The payout's stored record (payouts/{bookingId}), the payout account's, the payout
 * callables' shapes, and the money that moves outside the app (Stripe Dashboard refunds, card
 * disputes). Decision 0027.
 */
import { cents, type Cents } from './money';
import { payoutSplitOfBooking, transferDueAt, type PayoutStatus } from './payouts';
import type { PayoutAccountState } from './payout-account-state';
import { platformRevenueCents, revenueMonthOf } from './payout-earnings';
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
   * The amount of the transfer asked of Stripe whose answer has not come (network, 5xx, or a
   * run still waiting): it may have been made. Its key and amount wait in the booking's outbox
   * (moneyOutbox/{bookingId}.transfer), and the next attempt repeats them exactly, so Stripe
   * answers with the transfer if it was made; a re-planned amount applies only once this is
   * settled. 0 (or absent, on payouts made before it) when no attempt is in doubt.
   */
  transferInDoubtCents?: number;
  /**
   * Before the outbox held it (decision 0049, thirteenth session): the attempt in doubt, key
   * and amount, on the payout. Moved into the outbox by the next claim or `npm run
   * migrate-outbox`; never written any more.
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
    transferInDoubtCents: 0,
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
