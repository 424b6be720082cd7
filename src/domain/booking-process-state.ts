import type { PayoutState } from './booking-process';
import type { BookingStatus } from './booking-states';
import type { RefundPercent } from './cancellation-policy';

/** The part of a booking and its payout the process reads and writes. Money in cents. */
export interface ProcessState {
  bookingId: string;
  status: BookingStatus | 'none';
  payout: PayoutState;
  eventDate: string;
  durationHours: number;
  totalCents: number;
  netCents: number;
  requestedAt: Date | null;
  acceptedAt: Date | null;
  /** Authorised on the card, not yet captured or released. */
  heldCents: number;
  capturedCents: number;
  refundedCents: number;
  refundPercent: RefundPercent | null;
  /** What the payout owes the DJ (payouts/{id}.amountCents). */
  payoutCents: number;
  payoutDueAt: Date | null;
  transferredCents: number;
  reversedCents: number;
  /**
   * A transfer sent without an answer (payouts/{id}.transferInDoubtCents; its key waits in
   * the booking's outbox): its amount, repeated as it was before anything else; 0 when none
   * is in doubt.
   */
  transferInDoubtCents: number;
  djSuspended: boolean;
  /** An admin released this payout after a hold, so it is sent even to a suspended DJ. */
  payoutCleared: boolean;
  cancellationReason: string | null;
  /** Transitions applied so far: the history's length, and part of every idempotency key. */
  seq: number;
}

/** A state before any request: what `plan(…, 'request', …)` starts from. */
export function newProcessState(fields: {
  bookingId: string;
  eventDate: string;
  durationHours: number;
  totalCents: number;
  netCents: number;
}): ProcessState {
  return {
    ...fields,
    status: 'none',
    payout: 'none',
    requestedAt: null,
    acceptedAt: null,
    heldCents: 0,
    capturedCents: 0,
    refundedCents: 0,
    refundPercent: null,
    payoutCents: 0,
    payoutDueAt: null,
    transferredCents: 0,
    reversedCents: 0,
    transferInDoubtCents: 0,
    djSuspended: false,
    payoutCleared: false,
    cancellationReason: null,
    seq: 0,
  };
}
