// The payout's money moves besides its transfer (payout-runner.ts): the reversal a refund after
// the transfer owes (a client's late cancellation, a suspension, a Dashboard refund or a lost
// dispute), and the transfer owed back to a DJ after a won dispute. Both are made after
// counting what Stripe already did, under deterministic keys, and retried by the payout job.
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
import { executeReversal, executeTransfer } from './money-outbox';
import { TransferRefusedError } from './payment-gateway';
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

/**
 * Counts what Stripe has reversed of the transfer that the payout does not count yet: a
 * reversal of ours whose answer was lost, or one made by hand. Asked first, so a reversal
 * owed is never made twice, and its key is never asked again for another amount (which
 * Stripe would refuse for ever as an idempotency_error).
 */
async function countStripeReversals(
  deps: PayoutDeps,
  bookingId: string,
  transferId: string,
  now: Date,
): Promise<StoredPayout | undefined> {
  const state = await deps.gateway.transferState(transferId);
  const ref = payoutRef(deps.db, bookingId);
  return transact(deps.db, async (tx) => {
    const fresh = (await tx.get(ref)).data() as StoredPayout | undefined;
    if (!fresh || fresh.transferId !== transferId) return fresh;
    const patch = levelWithTransfer(fresh, state, now);
    if (patch) tx.update(ref, patch);
    return patch ? ({ ...fresh, ...patch } as StoredPayout) : fresh;
  });
}

/**
 * Makes the reversal a payout owes (a refund after its transfer), with the key
 * `reversal-<bookingId>-<n>`, after counting what Stripe reversed already. A failure is
 * recorded for an admin and retried by the job.
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
  if (!first || (first.reversalOwedCents ?? 0) <= 0 || !transferId) return false;
  let payout = first;
  try {
    payout = (await countStripeReversals(deps, bookingId, transferId, now)) ?? first;
    const owed = payout.reversalOwedCents ?? 0;
    // Stripe had made it (our earlier attempt, whose answer was lost): counted, nothing left.
    if (owed <= 0) return true;
    const n = payout.reversals + 1;
    const reversal = await executeReversal(
      gateway,
      transferId,
      owed,
      payoutKeys.reversal(bookingId, n, payout.reversalRefusals ?? 0),
    );
    await transact(db, async (tx) => {
      const fresh = (await tx.get(ref)).data() as StoredPayout | undefined;
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
    (deps.log ?? console).error('settleReversal: failed', bookingId, message);
    await ref.update({
      failure: { code: 'reversal_failed', message, at: now },
      attempts: payout.attempts + 1,
      // Stripe answered no (e.g. the DJ's balance cannot cover it): it replays that answer
      // under the same key, so the next attempt takes the next one.
      reversalRefusals: (payout.reversalRefusals ?? 0) + (isStripeRefusal(error) ? 1 : 0),
      updatedAt: now,
    });
    return false;
  }
}

/**
 * Pays the DJ back what a won card dispute had taken from their transfer
 * (`restoreOwedCents`, payout-late-refund-rules.ts): a transfer of its own, key
 * `restore-<bookingId>` (one dispute per charge, so one such transfer), from the platform's
 * balance, which the won dispute refilled. Its amount never changes, so an attempt without an
 * answer is repeated as it was; a refusal takes the next key. Stays owed (and retried by the
 * job) while the DJ's account cannot receive transfers.
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
  try {
    // No transfer reaches a suspended DJ without an admin's decision (decision 0052): the
    // restore stays owed until the DJ is reactivated, or an admin released this payout.
    if (dj?.get('status') === 'suspended' && !clearedAfterSuspension(payout)) {
      throw new TransferRefusedError('dj_suspended', RESTORE_WAITS_FOR_ADMIN);
    }
    if (typeof accountId !== 'string' || !canReceiveTransfers(accountFacts(account))) {
      throw new TransferRefusedError('account_not_ready', ACCOUNT_NOT_READY);
    }
    const made = await executeTransfer(gateway, {
      bookingId,
      amountCents: owed,
      currency: 'usd',
      destination: accountId,
      sourceTransaction: null,
      transferGroup: `booking_${bookingId}`,
      idempotencyKey: payoutKeys.restore(bookingId, refusals),
    });
    await transact(db, async (tx) => {
      const fresh = (await tx.get(ref)).data() as StoredPayout | undefined;
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
    const refused = error instanceof TransferRefusedError;
    const message = failureMessage(error);
    (deps.log ?? console).error('settleRestore: failed', bookingId, message);
    await ref.update({
      failure: { code: 'restore_failed', message, at: now },
      attempts: payout.attempts + 1,
      // A refusal by Stripe made nothing and is replayed under its key: the next key. Our own
      // refusals ("not ready", "suspended") never reached Stripe, so the key is still unused.
      restoreRefusals:
        refused && !OWN_REFUSALS.includes((error as TransferRefusedError).code)
          ? refusals + 1
          : refusals,
      updatedAt: now,
    });
    return false;
  }
}
