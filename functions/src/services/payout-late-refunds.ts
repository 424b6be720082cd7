// Refunds, disputes and reversals that happen outside the app (decision 0027, "Refunds and
// disputes outside the app"): a refund made in the Stripe Dashboard, a card dispute opened by
// the client's bank, a transfer reversed by hand. The platform webhook (http/stripe-webhook.ts)
// hands the events over; each one re-reads its object from Stripe (events come late, twice
// and out of order), finds the booking's payout and brings it level with what Stripe says,
// in the transaction that also records the event id (stripeEvents/{id}).
//
// Levelling by the amounts, not only by the event id, is what makes every event idempotent:
// our own refunds are counted on the payout (`refundedCents`) before they are made, so their
// charge.refunded finds nothing new; a second event about the same refund finds it counted;
// an older event re-reads the newest state. The DJ's share of an extra refund comes from
// src/domain/payouts.ts (djShareOfRefund). A payout not yet paid owes less; one already paid
// owes a reversal, made at once (settleReversal) and before anything else.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { Logger } from './logger';
import { paymentOf, type PaymentGateway } from './payment-gateway';
import { outboxRef } from './money-outbox';
import { payoutRef } from './payout-ledger';
import { clearPayoutMove, owedPayoutMove } from './payout-outbox';
import {
  levelWithCharge,
  levelWithTransfer,
  type Change,
  type PayoutEventOutcome,
  type Stored,
} from './payout-late-refund-rules';
import { notifyAdmins } from './payout-problems';
import { settleRestore, settleReversal } from './payout-reversals';
import { transact } from './transact';
import { expiryFields } from '../../../src/domain/retention';

export type { PayoutEventOutcome } from './payout-late-refund-rules';

/**
 * The platform events this module applies. `refund.updated` is not among them: a refund's
 * later changes never add to what the charge says was refunded (charge.refunded is sent for
 * every refund, full or partial, whoever made it), and a refund that fails returns the money
 * to the platform, where the DJ's share already taken stays (an admin decides).
 */
export const PAYOUT_EVENT_TYPES = [
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
  'transfer.reversed',
  'transfer.updated',
] as const;

export const isPayoutEvent = (type: string): boolean =>
  (PAYOUT_EVENT_TYPES as readonly string[]).includes(type);

/** Thrown while the runner transfers the payout: answered 500, so Stripe delivers it again. */
export const TRANSFER_UNDER_WAY =
  'The payout is being transferred right now; the event is applied when Stripe sends it again.';

export interface LateRefundDeps {
  db: Firestore;
  gateway: PaymentGateway;
  log?: Logger;
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
};

/** The booking paid with this PaymentIntent (recorded at authorisation, before any capture). */
async function bookingIdOf(db: Firestore, paymentIntentId: string | null): Promise<string | null> {
  if (!paymentIntentId) return null;
  // One field, equality: Firestore's automatic single-field index serves it.
  const found = await db
    .collection('bookings')
    .where('payment.paymentIntentId', '==', paymentIntentId)
    .limit(1)
    .get();
  return found.docs[0]?.id ?? null;
}

async function afterCommit(deps: LateRefundDeps, bookingId: string, change: Change, now: Date) {
  // The DJ's share first: a reversal owed is made before anything else.
  if ((change.patch?.reversalOwedCents ?? 0) > 0) await settleReversal(deps, bookingId, now);
  // A won dispute gives the DJ back what its opening took.
  if ((change.patch?.restoreOwedCents ?? 0) > 0) await settleRestore(deps, bookingId, now);
  if (!change.notice) return;
  try {
    await notifyAdmins(deps.db, bookingId, change.notice, now);
  } catch (error) {
    (deps.log ?? console).warn('payout event: could not notify admins', bookingId, error);
  }
}

async function applyChargeEvent(
  deps: LateRefundDeps,
  event: Stripe.Event,
  eventRef: DocumentReference,
  now: Date,
): Promise<PayoutEventOutcome> {
  const { db } = deps;
  const object = event.data.object as { object?: unknown; id?: unknown; charge?: unknown };
  // charge.refunded carries the charge; dispute events carry a dispute naming it.
  const chargeId = object.object === 'charge' ? idOf(object.id) : idOf(object.charge);
  const charge = chargeId ? await deps.gateway.chargeState(chargeId) : null;
  const bookingId = charge ? await bookingIdOf(db, charge.paymentIntentId) : null;
  const result = await transact(db, async (tx: Transaction) => {
    if ((await tx.get(eventRef)).exists) return { outcome: 'duplicate' as const, change: null };
    const bookingRef = bookingId ? db.collection('bookings').doc(bookingId) : null;
    const [snap, booking] = bookingRef
      ? await Promise.all([tx.get(payoutRef(db, bookingRef.id)), tx.get(bookingRef)])
      : [null, null];
    const record = snap?.data() as Stored | undefined;
    let change: Change | null = null;
    if (snap && record && charge && bookingRef) {
      // A transfer under way would be made for the amount it claimed: apply after it.
      if (record.transferStartedAt) throw new Error(TRANSFER_UNDER_WAY);
      change = levelWithCharge(record, charge, now);
      if (change.patch) tx.update(snap.ref, change.patch);
      // The booking counts what went back to the client too (its cancel refunds the rest).
      const refundedCents = change.patch?.refundedCents;
      const counted = booking?.exists ? paymentOf(booking).refundedCents : 0;
      const bookingRefunds =
        refundedCents !== undefined && refundedCents > counted
          ? { 'payment.refundedCents': refundedCents }
          : {};
      if (booking?.exists && (change.bookingProblem || Object.keys(bookingRefunds).length > 0)) {
        tx.update(bookingRef, {
          ...bookingRefunds,
          ...(change.bookingProblem ? { 'problem.status': change.bookingProblem } : {}),
          updatedAt: now,
        });
      }
    }
    const outcome = change?.outcome ?? 'no_payout';
    tx.create(eventRef, {
      type: event.type,
      chargeId,
      bookingId,
      outcome,
      receivedAt: now,
      ...expiryFields('stripeEvents', now),
    });
    return { outcome, change };
  });
  if (result.change && bookingId) await afterCommit(deps, bookingId, result.change, now);
  return result.outcome;
}

async function applyTransferEvent(
  deps: LateRefundDeps,
  event: Stripe.Event,
  eventRef: DocumentReference,
  now: Date,
): Promise<PayoutEventOutcome> {
  const { db } = deps;
  const transferId = idOf((event.data.object as { id?: unknown }).id);
  const transfer = transferId ? await deps.gateway.transferState(transferId) : null;
  // One field, equality: Firestore's automatic single-field index serves it.
  const found = transfer
    ? await db.collection('payouts').where('transferId', '==', transfer.transferId).limit(1).get()
    : null;
  const ref = found?.docs[0]?.ref ?? null;
  return transact(db, async (tx): Promise<PayoutEventOutcome> => {
    if ((await tx.get(eventRef)).exists) return 'duplicate';
    const [snap, box] = ref
      ? await Promise.all([tx.get(ref), tx.get(outboxRef(db, ref.id))])
      : [null, null];
    const record = snap?.data() as Stored | undefined;
    let outcome: PayoutEventOutcome = 'no_payout';
    if (ref && box && record && transfer && record.transferId === transfer.transferId) {
      const patch = levelWithTransfer(record, transfer, now);
      if (patch) tx.update(ref, patch);
      // Our reversal whose answer was lost, counted now: no longer asked.
      const asked = owedPayoutMove(box, 'reversal');
      if (patch && asked && (asked.number ?? 0) <= (patch.reversals ?? 0)) {
        clearPayoutMove(tx, box, 'reversal');
      }
      outcome = patch ? 'payout_adjusted' : 'payout_unchanged';
    }
    tx.create(eventRef, {
      type: event.type,
      transferId,
      bookingId: ref?.id ?? null,
      outcome,
      receivedAt: now,
      ...expiryFields('stripeEvents', now),
    });
    return outcome;
  });
}

/**
 * Applies one of PAYOUT_EVENT_TYPES (signature already verified), exactly once: its id is
 * created in stripeEvents in the transaction that changes the payout. Throws (the endpoint
 * answers 500 and Stripe retries) when Stripe or Firestore fails, or a transfer is under way.
 */
export async function applyPayoutEvent(
  deps: LateRefundDeps,
  event: Stripe.Event,
  now: Date,
): Promise<PayoutEventOutcome> {
  const eventRef = deps.db.collection('stripeEvents').doc(event.id);
  // A redelivery asks Stripe nothing; the transaction that applies an event checks again.
  if ((await eventRef.get()).exists) return 'duplicate';
  return event.type.startsWith('transfer.')
    ? applyTransferEvent(deps, event, eventRef, now)
    : applyChargeEvent(deps, event, eventRef, now);
}
