// Pays DJs: the scheduler's payoutDue step (process-scheduler.ts, every 10 minutes) and an
// admin's Retry call payOut for each payout that is due. Stripe does not retry a failed
// transfer, so this does: a refused transfer (the account cannot receive transfers yet) stays
// owed as `failed` and is tried again on every run until it goes through. Each attempt carries a deterministic key,
// so however many runs overlap, Stripe makes a transfer once.
//
// The key is `transfer-<bookingId>`, then `…-r<n>` after Stripe refused n times (Stripe
// replays a refusal under its key; a refusal made nothing, so a new key is safe).
//
// Sequence per payout: (1) a transaction claims it (`transferStartedAt`), re-reading the
// payout and the DJ's payout account; from then on the client can no longer report a problem
// for it; (2) the transfer; (3) a transaction records the answer. A run that dies between (1)
// and (3) leaves the claim: the next run past CLAIM_TIMEOUT_MS repeats the transfer with the
// same key, and Stripe answers with the first transfer. An attempt without an answer is kept
// in the booking's outbox (payout-outbox.ts; its amount on the payout as
// `transferInDoubtCents`) and repeated exactly, key and amount, before anything else: asked for a
// new amount under its key, Stripe would refuse (idempotency_error); under a new key, it
// could pay twice. If it had gone through for more than is owed now (the payout was lowered
// meanwhile by a cancellation or a refund), the difference becomes a reversal owed.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { formatIsoDate } from '../../../src/domain/format';
import { formatDollars } from '../../../src/domain/money';
import { canReceiveTransfers } from '../../../src/domain/payout-account-state';
import { platformRevenueCents } from '../../../src/domain/payout-earnings';
import { type TransferAttempt } from '../../../src/domain/payout-record';
import { payoutKeys, type PayoutStatus } from '../../../src/domain/payouts';
import { completePlayed, hasOwedMoves } from './booking-lifecycle';
import { suspensionProblem } from './payout-suspension-hold';
import {
  dateOf,
  requirePayoutMove,
  payoutStateOf,
  payoutStatusWrite,
  planPayoutMove,
  type PayoutMove,
} from './payout-engine';
import { payoutAccountRef, payoutRef } from './payout-ledger';
import {
  ACCOUNT_NOT_READY,
  accountFacts,
  failureMessage,
  type PayoutDeps,
  type StoredPayout,
} from './payout-records';
import { settleRestore, settleReversal } from './payout-reversals';
import { executeTransfer, outboxRef } from './money-outbox';
import { clearPayoutMove, owedPayoutMove, recordPayoutMove } from './payout-outbox';
import { TransferRefusedError } from './payment-gateway';
import { transact } from './transact';
import { preferencesOf } from '../../../src/domain/notification-preferences';
import { expiryFields } from '../../../src/domain/retention';

export { ACCOUNT_NOT_READY, type PayoutDeps };

/** Per run; the job runs again in 10 minutes and takes the rest. */
export const PAYOUT_BATCH = 100;
/** A claim older than this was left by a run that stopped: the next run takes over. */
export const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

function isClaimFresh(payout: DocumentSnapshot, now: Date): boolean {
  const started = dateOf(payout.get('transferStartedAt'));
  return started !== null && now.getTime() - started.getTime() < CLAIM_TIMEOUT_MS;
}

/** Whether the payout should be paid at `now`: owed, due, not being paid by another run. */
export function isPayable(payout: DocumentSnapshot, now: Date): boolean {
  if (!payout.exists) return false;
  const status = payout.get('status') as PayoutStatus;
  if (status !== 'scheduled' && status !== 'failed') return false;
  const due = dateOf(payout.get('dueAt'));
  return due !== null && due.getTime() <= now.getTime() && !isClaimFresh(payout, now);
}

interface Claim {
  payout: StoredPayout;
  accountId: string;
  attempt: TransferAttempt;
  /** The table's payoutDue row that sent it: written once the gateway says it went through. */
  move: PayoutMove;
}

/** Notifies the DJ (bell and e-mail) that money was sent. Ids derive from the booking. */
async function notifyPaid(deps: PayoutDeps, payout: StoredPayout, now: Date): Promise<void> {
  const { db } = deps;
  const id = `payout_${payout.bookingId}_paid`;
  const amount = formatDollars(payout.amountCents, { decimals: 2 });
  const day = formatIsoDate(payout.eventDate) || payout.eventDate;
  const body = `We sent ${amount} for your ${day} booking to your Stripe account. Stripe pays it out to your bank on your payout schedule.`;
  const batch = db.batch();
  batch.set(db.collection('users').doc(payout.djOwnerUid).collection('notifications').doc(id), {
    type: 'payout_sent',
    title: 'Payment sent',
    body,
    link: '/dj-dashboard?tab=earnings',
    bookingId: payout.bookingId,
    createdAt: now,
    readAt: null,
  });
  const settings = await db
    .collection('users')
    .doc(payout.djOwnerUid)
    .collection('settings')
    .doc('notifications')
    .get();
  const wanted = preferencesOf(settings.data()).email.payouts;
  const email =
    wanted && deps.auth ? (await deps.auth.getUser(payout.djOwnerUid)).email : undefined;
  if (email) {
    batch.set(db.collection('mail').doc(id), {
      to: email,
      message: { subject: 'Spinbook: Payment sent', text: body },
      createdAt: now,
      ...expiryFields('mail', now),
    });
  }
  await batch.commit();
}

/**
 * Pays one payout if it is payable at `now`. Returns its status afterwards (null when there
 * is no payout). Never throws for a refused or failed transfer: that is recorded as `failed`.
 */
export async function payOut(
  deps: PayoutDeps,
  bookingId: string,
  now: Date,
): Promise<PayoutStatus | null> {
  return (await attemptPayout(deps, bookingId, now)).status;
}

/**
 * payOut, saying whether this call attempted the transfer: a payout another run paid (or is
 * paying) answers its status without being counted by the job as paid or failed here.
 */
async function attemptPayout(
  deps: PayoutDeps,
  bookingId: string,
  now: Date,
): Promise<{ status: PayoutStatus | null; attempted: boolean }> {
  const { db, gateway } = deps;
  const ref = payoutRef(db, bookingId);
  // Set when this call found the account not ready: a failed attempt of its own.
  let refusedHere = false;
  const claim = await transact(db, async (tx): Promise<Claim | PayoutStatus | null> => {
    refusedHere = false;
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const payout = snap.data() as StoredPayout;
    if (!isPayable(snap, now)) return payout.status;
    const [account, dj, booking, box] = await Promise.all([
      tx.get(payoutAccountRef(db, payout.djOwnerUid)),
      payout.djId ? tx.get(db.collection('djs').doc(payout.djId)) : Promise.resolve(null),
      tx.get(db.collection('bookings').doc(bookingId)),
      tx.get(outboxRef(db, bookingId)),
    ]);
    const inDoubt = owedPayoutMove(box, 'transfer', payout.transferAttempt);
    // Its transfer is due, so the event is over: a booking still confirmed completes in this
    // transaction, and never shows `confirmed` once its DJ is paid (booking-auto-complete.ts).
    // Not while its own money moves are owed (a capture made but not recorded, in a fault):
    // a retry of its accept must find it as it left it; the sweep completes it once settled.
    const completed = completePlayed(tx, booking, dj, now);
    // The table's payoutDue pays a completed (or cancelled) booking. One case is left: after a
    // fault, a played booking whose own money moves are still owed (a capture Stripe made and
    // the function could not record) stays confirmed until they are settled, and its DJ is paid
    // from that capture meanwhile: the reliability scenario "faults mid-transition" pins it, and
    // the scheduler settles owed moves before it pays, so only a settlement that keeps failing
    // shows it (decision 0049, "Update: completion before payment").
    const bookingStatus: unknown = booking.get('status');
    const settling = bookingStatus === 'confirmed' && hasOwedMoves(booking);
    const state = payoutStateOf(snap, {
      status: completed || !booking.exists || settling ? 'completed' : bookingStatus,
      eventDate: booking.get('eventDate'),
      durationHours: booking.get('durationHours'),
      djSuspended: dj?.get('status') === 'suspended',
    });
    if (payout.amountCents <= 0 && !inDoubt) {
      // Nothing to send: refused here, as Stripe would refuse a transfer of nothing.
      const move = requirePayoutMove(state, 'transferRefused', 'system', now);
      tx.update(ref, payoutStatusWrite(move, now));
      return move.to;
    }
    const due = planPayoutMove(state, 'payoutDue', 'system', now);
    if (!due.ok) return payout.status;
    if (due.move.to === 'held') {
      // A suspended DJ is paid only once an admin has decided (decision 0052).
      tx.update(ref, { ...suspensionProblem(now), ...payoutStatusWrite(due.move, now) });
      return due.move.to;
    }
    const accountId: unknown = account.get('accountId');
    if (
      !account.exists ||
      typeof accountId !== 'string' ||
      !canReceiveTransfers(accountFacts(account))
    ) {
      const move = requirePayoutMove(state, 'accountNotReady', 'system', now);
      tx.update(ref, {
        ...payoutStatusWrite(move, now),
        attempts: payout.attempts + 1,
        failure: { code: 'account_not_ready', message: ACCOUNT_NOT_READY, at: now },
      });
      refusedHere = true;
      return move.to;
    }
    const attempt: TransferAttempt = inDoubt ?? {
      idempotencyKey: payoutKeys.transfer(bookingId, payout.refusals ?? 0),
      amountCents: payout.amountCents,
    };
    recordPayoutMove(tx, box, 'transfer', attempt);
    tx.update(ref, {
      transferStartedAt: now,
      transferInDoubtCents: attempt.amountCents,
      transferAttempt: FieldValue.delete(),
      updatedAt: now,
    });
    return { payout, accountId, attempt, move: due.move };
  });
  if (claim === null || typeof claim === 'string') {
    // Our own "account not ready" is an attempt this call made (and failed); anything else
    // was not ours to pay.
    return { status: claim, attempted: refusedHere };
  }

  const { payout, accountId, attempt, move } = claim;
  let outcome: { transferId: string } | { code: string; message: string; refused: boolean };
  try {
    if (payout.provider !== gateway.provider) {
      throw new Error(
        `payout made with ${payout.provider} but the ${gateway.provider} gateway is configured`,
      );
    }
    let chargeId = payout.chargeId;
    if (payout.provider === 'stripe' && !chargeId) {
      // The capture's answer was lost (the function stopped): ask Stripe for the charge.
      const booking = await db.collection('bookings').doc(bookingId).get();
      const paymentIntentId: unknown = booking.get('payment.paymentIntentId');
      if (typeof paymentIntentId !== 'string') throw new Error('the booking has no payment intent');
      chargeId = (await gateway.chargeOf(paymentIntentId)).chargeId;
      if (!chargeId) throw new Error('the payment has no captured charge');
    }
    outcome = await executeTransfer(gateway, {
      bookingId,
      amountCents: attempt.amountCents,
      currency: 'usd',
      destination: accountId,
      sourceTransaction: chargeId,
      transferGroup: `booking_${bookingId}`,
      idempotencyKey: attempt.idempotencyKey,
    });
  } catch (error) {
    const code = error instanceof TransferRefusedError ? error.code : 'transfer_error';
    const message = failureMessage(error);
    (deps.log ?? console).error('payOut: transfer failed', bookingId, code, message);
    outcome = { code, message, refused: error instanceof TransferRefusedError };
  }

  const status = await transact(db, async (tx): Promise<PayoutStatus> => {
    const [snap, box] = await Promise.all([tx.get(ref), tx.get(outboxRef(db, bookingId))]);
    const current = snap.data() as StoredPayout | undefined;
    if (!current) return 'void';
    if ('transferId' in outcome) {
      clearPayoutMove(tx, box, 'transfer');
      // Made for more than is owed now (lowered while the attempt was in doubt): the DJ
      // keeps what is owed, and the rest is taken back before any refund.
      const excess = Math.max(0, attempt.amountCents - current.amountCents);
      const reversalOwedCents = (current.reversalOwedCents ?? 0) + excess;
      tx.update(ref, {
        ...payoutStatusWrite(move, now),
        transferId: outcome.transferId,
        paidAt: now,
        transferStartedAt: null,
        transferInDoubtCents: 0,
        attempts: current.attempts + 1,
        failure: null,
        ...(excess > 0
          ? {
              amountCents: attempt.amountCents,
              reversalOwedCents,
              platformRevenueCents: platformRevenueCents({
                ...current,
                amountCents: attempt.amountCents,
                reversedCents: current.reversedCents + reversalOwedCents,
              }),
            }
          : {}),
      });
      return move.to;
    }
    // A run that outlived its claim must not undo what a later run recorded: paid stays paid.
    if (current.status === 'paid' || current.transferId) return current.status;
    const used = payout.refusals ?? 0;
    // Refused: nothing was made (void once nothing is owed any more); no answer: in doubt.
    const recorded = requirePayoutMove(
      payoutStateOf(snap, { status: null, djSuspended: false }),
      outcome.refused ? 'transferRefused' : 'transferUnanswered',
      'system',
      now,
    );
    // Refused: settled, nothing was made. Otherwise it may have been: repeated as it was.
    if (outcome.refused) clearPayoutMove(tx, box, 'transfer');
    tx.update(ref, {
      ...payoutStatusWrite(recorded, now),
      transferStartedAt: null,
      transferInDoubtCents: outcome.refused ? 0 : attempt.amountCents,
      attempts: current.attempts + 1,
      // Refused: Stripe made nothing, and would replay the refusal under the same key, so the
      // next attempt takes the key after the one this run used (never one used already).
      refusals: outcome.refused
        ? Math.max(current.refusals ?? 0, used + 1)
        : (current.refusals ?? 0),
      failure: { code: outcome.code, message: outcome.message, at: now },
    });
    return recorded.to;
  });
  if (status === 'paid') {
    try {
      await notifyPaid(deps, { ...payout, amountCents: attempt.amountCents }, now);
    } catch (error) {
      (deps.log ?? console).warn('payOut: could not notify the DJ', bookingId, error);
    }
  }
  return { status, attempted: true };
}

export interface PayoutRunResult {
  paid: number;
  failed: number;
  reversed: number;
  restored: number;
}

/**
 * The scheduled job: pays what is due (oldest first), then makes the reversals owed and the
 * transfers owed back after won disputes.
 */
export async function runDuePayouts(deps: PayoutDeps, now: Date): Promise<PayoutRunResult> {
  const result: PayoutRunResult = { paid: 0, failed: 0, reversed: 0, restored: 0 };
  // Index: payouts (status, dueAt).
  const due = await deps.db
    .collection('payouts')
    .where('status', 'in', ['scheduled', 'failed'])
    .where('dueAt', '<=', now)
    .orderBy('dueAt')
    .limit(PAYOUT_BATCH)
    .get();
  for (const doc of due.docs) {
    try {
      const { status, attempted } = await attemptPayout(deps, doc.id, now);
      if (attempted && status === 'paid') result.paid += 1;
      if (attempted && status === 'failed') result.failed += 1;
    } catch (error) {
      result.failed += 1;
      (deps.log ?? console).error('runDuePayouts: failed', doc.id, error);
    }
  }
  result.reversed = await settleEach(deps, 'reversalOwedCents', 'reversal', settleReversal, now);
  result.restored = await settleEach(deps, 'restoreOwedCents', 'restore', settleRestore, now);
  return result;
}

/**
 * Makes the money move each payout owes by `field`, and asks again each such move an outbox
 * holds unanswered (a reversal asked for may be owed no more: asked again, it is counted or
 * dropped). One inequality per query: the automatic index.
 */
async function settleEach(
  deps: PayoutDeps,
  field: 'reversalOwedCents' | 'restoreOwedCents',
  asked: 'reversal' | 'restore',
  settle: (deps: PayoutDeps, bookingId: string, now: Date) => Promise<boolean>,
  now: Date,
): Promise<number> {
  const [owing, unanswered] = await Promise.all([
    deps.db.collection('payouts').where(field, '>', 0).limit(PAYOUT_BATCH).get(),
    deps.db
      .collection('moneyOutbox')
      .where(`${asked}.amountCents`, '>', 0)
      .limit(PAYOUT_BATCH)
      .get(),
  ]);
  const ids = new Set([...owing.docs, ...unanswered.docs].map((doc) => doc.id));
  let made = 0;
  for (const id of ids) if (await settle(deps, id, now)) made += 1;
  return made;
}
