// payouts/{bookingId}: what the platform owes each DJ (decision 0027). The lifecycle writes
// it in the transactions that change a booking: accept schedules the DJ's share, a
// cancellation of a charged booking re-plans it by the terms' tiers. The runner
// (payout-runner.ts) pays it when due. Every writer of its status (the runner, a suspension's
// hold, an admin's decision, this file's re-plan, a reversal counted, a refund or dispute outside
// the app) takes it from the process table (payout-engine.ts); tests/unit/booking-one-writer
// .test.ts fails on any other. Its moves wait in the booking's outbox (payout-outbox.ts). All
// figures come from src/domain/payouts.ts.
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import type { RefundPercent } from '../../../src/domain/cancellation-policy';
import { platformRevenueCents } from '../../../src/domain/payout-earnings';
import {
  newPayoutRecord,
  type PayoutBookingFields,
  type PayoutRecord,
} from '../../../src/domain/payout-record';
import { payoutAfterCancellation } from '../../../src/domain/payouts';
import { payoutAfterBookingMove } from './payout-engine';
import type { ProcessPlan } from '../../../src/domain/booking-process-plan';
import type { BookingStatus } from '../../../src/domain/booking-states';
import { paymentOf, type CapturedCharge } from './payment-gateway';

export const payoutRef = (db: Firestore, bookingId: string): DocumentReference =>
  db.collection('payouts').doc(bookingId);

export const payoutAccountRef = (db: Firestore, uid: string): DocumentReference =>
  db.collection('payoutAccounts').doc(uid);

/** The payout a booking owes once charged (src/domain/payouts.ts plans it). */
export function newPayoutRecordOf(booking: DocumentSnapshot, now: Date): PayoutRecord {
  return newPayoutRecord(
    booking.id,
    (booking.data() ?? {}) as PayoutBookingFields,
    paymentOf(booking).provider,
    now,
  );
}

/** In the accept transaction: the DJ's share is owed from now on. */
export function schedulePayout(
  tx: Transaction,
  db: Firestore,
  booking: DocumentSnapshot,
  now: Date,
): void {
  tx.set(payoutRef(db, booking.id), newPayoutRecordOf(booking, now));
}

export interface ChargedCancellation {
  by: 'client' | 'dj' | 'admin' | 'system';
  refundPercent: RefundPercent;
  refundCents: number;
}

/**
 * In the transaction that cancels a charged booking (`payout` read in it): the DJ is owed
 * what the tier leaves them, due at the event's start. If the transfer was already made and
 * the DJ is now owed less, the difference is recorded as a reversal owed
 * (`reversalOwedCents`), made before the client's refund (payout-reversals.ts).
 */
export function replanPayoutOnCancellation(
  tx: Transaction,
  payout: DocumentSnapshot,
  booking: DocumentSnapshot,
  cancellation: ChargedCancellation,
  /** The cancellation's move, as the booking engine planned it. */
  move: { from: BookingStatus | 'none'; plan: ProcessPlan },
  now: Date,
): { problemRefunded: boolean } {
  const record = payout.exists
    ? (payout.data() as PayoutRecord<unknown>)
    : newPayoutRecordOf(booking, now);
  const paid = record.status === 'paid' || record.status === 'reversed';
  // The row's effect on a payout still owed, from the table (payout-engine.ts): re-planned by
  // the tier, never upwards (a refund or a dispute outside the app, payout-late-refunds.ts, may
  // have lowered it already; a held one stays held), or void; one whose transfer is in doubt
  // stays open, owing nothing, until the runner has its answer.
  const replanned = paid
    ? null
    : payoutAfterBookingMove(
        payout.id,
        record,
        move,
        { eventDate: booking.get('eventDate'), durationHours: booking.get('durationHours') },
        now,
      );
  // A payout already sent is not re-planned by the table (decision 0049): what the tier no
  // longer owes the DJ becomes a reversal owed.
  const owed =
    replanned?.amountCents ??
    Math.min(payoutAfterCancellation(record.netCents, cancellation), record.amountCents);
  const refundedCents = record.refundedCents + cancellation.refundCents;
  // A problem under review stays held while the DJ is still owed something; a cancellation
  // that owes the DJ nothing settles it as refunded.
  const problemRefunded = record.problem?.status === 'open' && owed === 0;
  const problem = problemRefunded
    ? { ...record.problem, status: 'refunded' as const, resolvedAt: now }
    : record.problem;
  if (!replanned) {
    const kept = record.amountCents - record.reversedCents - (record.reversalOwedCents ?? 0);
    const reversalOwedCents = (record.reversalOwedCents ?? 0) + Math.max(0, kept - owed);
    tx.set(payout.ref, {
      ...record,
      refundedCents,
      reversalOwedCents,
      platformRevenueCents: platformRevenueCents({
        capturedCents: record.capturedCents,
        refundedCents,
        amountCents: record.amountCents,
        reversedCents: record.reversedCents + reversalOwedCents,
      }),
      problem,
      updatedAt: now,
    });
    return { problemRefunded };
  }
  tx.set(payout.ref, {
    ...record,
    amountCents: owed,
    refundedCents,
    status: replanned.status,
    dueAt: owed > 0 ? (replanned.dueAt ?? now) : record.dueAt,
    platformRevenueCents: platformRevenueCents({
      capturedCents: record.capturedCents,
      refundedCents,
      amountCents: owed,
      reversedCents: record.reversedCents,
    }),
    failure: null,
    problem,
    updatedAt: now,
  });
  return { problemRefunded };
}

/**
 * After a capture went through: the charge the transfer will draw on, and Stripe's fee.
 * A booking accepted before payouts existed has no record; that is not an error.
 */
export async function recordCapturedCharge(
  db: Firestore,
  bookingId: string,
  charge: CapturedCharge,
  now: Date,
): Promise<void> {
  const ref = payoutRef(db, bookingId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    tx.update(ref, {
      ...(charge.chargeId ? { chargeId: charge.chargeId } : {}),
      stripeFeeCents: charge.stripeFeeCents,
      updatedAt: now,
    });
  });
}
