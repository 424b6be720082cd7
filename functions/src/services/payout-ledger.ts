// payouts/{bookingId}: what the platform owes each DJ (decision 0027). The lifecycle writes
// it in the transactions that change a booking: accept schedules the DJ's share, a
// cancellation of a charged booking re-plans it by the terms' tiers. The runner
// (payout-runner.ts) pays it when due. The runner, a suspension's hold and an admin's decision
// take the status they write from the process table (payout-engine.ts); this file's re-plan,
// payout-reversals.ts (reversals and restores) and payout-late-refund-rules.ts (refunds and
// disputes outside the app) still set it themselves, until issue 39's engine is the one
// writer (tests/unit/booking-one-writer.test.ts lists them). All figures come from
// src/domain/payouts.ts.
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
import { cancellationTransferDueAt, payoutAfterCancellation } from '../../../src/domain/payouts';
import { paymentOf } from './payment-record';
import type { CapturedCharge } from './payment-gateway';

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
  now: Date,
): { problemRefunded: boolean } {
  const record = payout.exists
    ? (payout.data() as PayoutRecord<unknown>)
    : newPayoutRecordOf(booking, now);
  // Never more than the payout still owes: a refund or a dispute outside the app
  // (payout-late-refunds.ts) may have lowered it already.
  const owed = Math.min(payoutAfterCancellation(record.netCents, cancellation), record.amountCents);
  const refundedCents = record.refundedCents + cancellation.refundCents;
  // A problem under review stays held while the DJ is still owed something; a cancellation
  // that owes the DJ nothing settles it as refunded.
  const problemRefunded = record.problem?.status === 'open' && owed === 0;
  const problem = problemRefunded
    ? { ...record.problem, status: 'refunded' as const, resolvedAt: now }
    : record.problem;
  if (record.status === 'paid' || record.status === 'reversed') {
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
  const eventDate = String(booking.get('eventDate') ?? record.eventDate);
  const held = record.status === 'held' && owed > 0;
  tx.set(payout.ref, {
    ...record,
    amountCents: owed,
    refundedCents,
    // A transfer in doubt is settled first (payout-runner.ts), even when nothing is owed now.
    status: owed === 0 && !record.transferAttempt ? 'void' : held ? 'held' : 'scheduled',
    dueAt: owed > 0 ? (cancellationTransferDueAt(eventDate, now) ?? now) : record.dueAt,
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
