// The payout's money moves besides its transfer (payout-runner.ts): the reversal a refund after
// the transfer owes (a client's late cancellation, a suspension, a Dashboard refund or a lost
// dispute), and the transfer owed back to a DJ after a won dispute. Both are made after
// counting what Stripe already did, under deterministic keys, and retried by the payout job.
// Each attempt waits in the booking's outbox from just before it is asked until its answer is
// recorded (payout-outbox.ts), so one whose answer was lost is asked again as it was.
import { canReceiveTransfers } from '../../../src/domain/payout-account-state';
import { platformRevenueCents } from '../../../src/domain/payout-earnings';
import { payoutKeys } from '../../../src/domain/payouts';
import { levelWithTransfer } from './payout-late-refund-rules';
import { payoutAccountRef, payoutRef } from './payout-ledger';
import { clearedAfterSuspension, reversalCountedWrite } from './payout-engine';
import {
  ACCOUNT_NOT_READY,
  accountFacts,
  failureMessage,
  type PayoutDeps,
  type StoredPayout,
} from './payout-records';
import { executeReversal, executeTransfer, outboxRef } from './money-outbox';
import { TransferRefusedError, type TransferState } from './payment-gateway';
import {
  clearPayoutMove,
  owedPayoutMove,
  recordPayoutMove,
  type OwedPayoutMove,
} from './payout-outbox';
import { transact } from './transact';

/** Refusals made here, before Stripe is asked: they use no idempotency key. */
const OWN_REFUSALS = ['account_not_ready', 'dj_suspended'];

/** Why a won dispute's restore waits while the DJ is suspended. */
export const RESTORE_WAITS_FOR_ADMIN =
  "The DJ is suspended: what the won dispute gives back waits for an admin's decision.";

/** A 4xx answer from Stripe (not a network failure or a 5xx): nothing was made. */
function isStripeRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
}

interface ReversalClaim {
  /** The payout once Stripe's reversals are counted. */
  payout: StoredPayout;
  /** The reversal to ask for now (recorded in the outbox), or null: nothing is owed. */
  move: OwedPayoutMove | null;
}

/**
 * In one transaction: counts what Stripe has reversed of the transfer that the payout does not
 * count yet (`transfer`, read just before: an attempt of ours whose answer was lost, or one made
 * by hand), then records in the outbox the reversal to ask for. An attempt the outbox holds that
 * Stripe shows no trace of is repeated as it was while it is still what is owed; if what is owed
 * changed meanwhile it is dropped for the next key, so a key is never asked for two amounts
 * (asked again, Stripe would refuse for ever with an idempotency_error).
 */
function claimReversal(
  deps: PayoutDeps,
  bookingId: string,
  transfer: TransferState,
  now: Date,
): Promise<ReversalClaim | null> {
  const { db } = deps;
  const ref = payoutRef(db, bookingId);
  return transact(db, async (tx) => {
    const [snap, box] = await Promise.all([tx.get(ref), tx.get(outboxRef(db, bookingId))]);
    const fresh = snap.data() as StoredPayout | undefined;
    if (!fresh || fresh.transferId !== transfer.transferId) return null;
    const patch = levelWithTransfer(fresh, transfer, now) ?? {};
    const payout = { ...fresh, ...patch } as StoredPayout;
    const owed = payout.reversalOwedCents ?? 0;
    const n = payout.reversals + 1;
    let refusals = payout.reversalRefusals ?? 0;
    const asked = owedPayoutMove(box, 'reversal');
    // Counted (the payout counts its number): made. Otherwise Stripe made nothing of it.
    const uncounted = asked !== null && (asked.number ?? 0) >= n ? asked : null;
    let move: OwedPayoutMove | null = null;
    if (uncounted?.amountCents === owed) move = uncounted;
    else if (uncounted) refusals += 1;
    if (owed > 0 && move === null) {
      move = {
        idempotencyKey: payoutKeys.reversal(bookingId, n, refusals),
        amountCents: owed,
        number: n,
      };
    }
    if (move) recordPayoutMove(tx, box, 'reversal', move);
    else if (asked) clearPayoutMove(tx, box, 'reversal');
    if (Object.keys(patch).length > 0 || refusals !== (payout.reversalRefusals ?? 0)) {
      tx.update(ref, { ...patch, reversalRefusals: refusals });
    }
    return { payout: { ...payout, reversalRefusals: refusals }, move };
  });
}

/** Whether booking `bookingId`'s outbox holds a reversal asked for and not answered. */
async function reversalAsked(deps: PayoutDeps, bookingId: string): Promise<boolean> {
  return owedPayoutMove(await outboxRef(deps.db, bookingId).get(), 'reversal') !== null;
}

/**
 * Makes the reversal a payout owes (a refund after its transfer), with the key
 * `reversal-<bookingId>-<n>`, after counting what Stripe reversed already; the attempt waits in
 * the booking's outbox until its answer is recorded. A failure is recorded for an admin and
 * retried by the job.
 */
export async function settleReversal(
  deps: PayoutDeps,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const { db, gateway } = deps;
  const ref = payoutRef(db, bookingId);
  const first = (await ref.get()).data() as StoredPayout | undefined;
  const transferId = first?.transferId;
  if (!first || !transferId) return false;
  if ((first.reversalOwedCents ?? 0) <= 0 && !(await reversalAsked(deps, bookingId))) return false;
  let payout = first;
  let move: OwedPayoutMove | null = null;
  try {
    const claim = await claimReversal(
      deps,
      bookingId,
      await gateway.transferState(transferId),
      now,
    );
    if (!claim) return false;
    payout = claim.payout;
    move = claim.move;
    // Stripe had made it (our earlier attempt, whose answer was lost): counted, nothing left.
    if (move === null) return true;
    const made = move;
    const n = made.number ?? payout.reversals + 1;
    const reversal = await executeReversal(
      gateway,
      transferId,
      made.amountCents,
      made.idempotencyKey,
    );
    await transact(db, async (tx) => {
      const [snap, box] = await Promise.all([tx.get(ref), tx.get(outboxRef(db, bookingId))]);
      const fresh = snap.data() as StoredPayout | undefined;
      if (owedPayoutMove(box, 'reversal')?.idempotencyKey === made.idempotencyKey) {
        clearPayoutMove(tx, box, 'reversal');
      }
      // Counted already (a transfer.reversed event levelled it meanwhile).
      if (!fresh || fresh.reversals >= n) return;
      const reversedCents = fresh.reversedCents + reversal.amountReversedCents;
      tx.update(ref, {
        ...reversalCountedWrite(ref.id, { ...fresh, reversedCents }, now),
        reversedCents,
        ...(fresh.stripeReversedCents !== undefined
          ? { stripeReversedCents: fresh.stripeReversedCents + reversal.amountReversedCents }
          : {}),
        reversalOwedCents: Math.max(0, fresh.reversalOwedCents - reversal.amountReversedCents),
        reversals: n,
        reversalRefusals: 0,
        platformRevenueCents: platformRevenueCents({ ...fresh, reversedCents }),
        failure: null,
        updatedAt: now,
      });
    });
    return true;
  } catch (error) {
    const message = failureMessage(error);
    const refused = isStripeRefusal(error);
    (deps.log ?? console).error('settleReversal: failed', bookingId, message);
    await transact(db, async (tx) => {
      const box = await tx.get(outboxRef(db, bookingId));
      // Refused: Stripe made nothing. Otherwise it may have: asked again as it was.
      if (
        refused &&
        move &&
        owedPayoutMove(box, 'reversal')?.idempotencyKey === move.idempotencyKey
      ) {
        clearPayoutMove(tx, box, 'reversal');
      }
      tx.update(ref, {
        failure: { code: 'reversal_failed', message, at: now },
        attempts: payout.attempts + 1,
        // Stripe answered no (e.g. the DJ's balance cannot cover it): it replays that answer
        // under the same key, so the next attempt takes the next one.
        reversalRefusals: (payout.reversalRefusals ?? 0) + (refused ? 1 : 0),
        updatedAt: now,
      });
    });
    return false;
  }
}

/**
 * Records in the outbox the restore to ask for (`owed` under the key after `refusals`), unless
 * one asked before is still there: that one is asked again as it was (its amount never
 * changes; a new key could pay twice).
 */
function claimRestore(
  deps: PayoutDeps,
  bookingId: string,
  owed: number,
  refusals: number,
): Promise<OwedPayoutMove> {
  const { db } = deps;
  return transact(db, async (tx) => {
    const box = await tx.get(outboxRef(db, bookingId));
    const asked = owedPayoutMove(box, 'restore');
    if (asked) return asked;
    const move = { idempotencyKey: payoutKeys.restore(bookingId, refusals), amountCents: owed };
    recordPayoutMove(tx, box, 'restore', move);
    return move;
  });
}

/**
 * Pays the DJ back what a won card dispute had taken from their transfer
 * (`restoreOwedCents`, payout-late-refund-rules.ts): a transfer of its own, key
 * `restore-<bookingId>` (one dispute per charge, so one such transfer), from the platform's
 * balance, which the won dispute refilled. The attempt waits in the booking's outbox until its
 * answer is recorded; one without an answer is repeated as it was, and a refusal takes the
 * next key. Stays owed (and retried by the job) while the DJ's account cannot receive
 * transfers.
 */
export async function settleRestore(
  deps: PayoutDeps,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const { db, gateway } = deps;
  const ref = payoutRef(db, bookingId);
  const payout = (await ref.get()).data() as StoredPayout | undefined;
  const owed = payout?.restoreOwedCents ?? 0;
  if (!payout || owed <= 0) return false;
  const [account, dj] = await Promise.all([
    payoutAccountRef(db, payout.djOwnerUid).get(),
    payout.djId ? db.collection('djs').doc(payout.djId).get() : null,
  ]);
  const accountId: unknown = account.get('accountId');
  const refusals = payout.restoreRefusals ?? 0;
  let move: OwedPayoutMove | null = null;
  try {
    // No transfer reaches a suspended DJ without an admin's decision (decision 0052): the
    // restore stays owed until the DJ is reactivated, or an admin released this payout.
    if (dj?.get('status') === 'suspended' && !clearedAfterSuspension(payout)) {
      throw new TransferRefusedError('dj_suspended', RESTORE_WAITS_FOR_ADMIN);
    }
    if (typeof accountId !== 'string' || !canReceiveTransfers(accountFacts(account))) {
      throw new TransferRefusedError('account_not_ready', ACCOUNT_NOT_READY);
    }
    move = await claimRestore(deps, bookingId, owed, refusals);
    const made = await executeTransfer(gateway, {
      bookingId,
      amountCents: move.amountCents,
      currency: 'usd',
      destination: accountId,
      sourceTransaction: null,
      transferGroup: `booking_${bookingId}`,
      idempotencyKey: move.idempotencyKey,
    });
    await transact(db, async (tx) => {
      const [snap, box] = await Promise.all([tx.get(ref), tx.get(outboxRef(db, bookingId))]);
      clearPayoutMove(tx, box, 'restore');
      const fresh = snap.data() as StoredPayout | undefined;
      if (!fresh || (fresh.restoreOwedCents ?? 0) <= 0) return;
      tx.update(ref, {
        restoreOwedCents: 0,
        restoreTransferId: made.transferId,
        restoreRefusals: 0,
        failure: null,
        updatedAt: now,
      });
    });
    return true;
  } catch (error) {
    // A refusal by Stripe made nothing and is replayed under its key: the next key. Our own
    // refusals ("not ready", "suspended") never reached Stripe, so the key is still unused.
    const refusedByStripe =
      error instanceof TransferRefusedError && !OWN_REFUSALS.includes(error.code);
    const message = failureMessage(error);
    (deps.log ?? console).error('settleRestore: failed', bookingId, message);
    await transact(db, async (tx) => {
      const box = await tx.get(outboxRef(db, bookingId));
      if (refusedByStripe && move) clearPayoutMove(tx, box, 'restore');
      tx.update(ref, {
        failure: { code: 'restore_failed', message, at: now },
        attempts: payout.attempts + 1,
        restoreRefusals: refusedByStripe ? refusals + 1 : refusals,
        updatedAt: now,
      });
    });
    return false;
  }
}
