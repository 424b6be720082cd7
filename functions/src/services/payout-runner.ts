// Pays DJs: the scheduled job (runPayouts, every 10 minutes) and an admin's Retry call
// payOut for each payout that is due. Stripe does not retry a failed transfer, so this does:
// a refused transfer (the account cannot receive transfers yet) stays owed as `failed` and is
// tried again on every run until it goes through. Each attempt carries a deterministic key,
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
// (`transferAttempt`) and repeated exactly, key and amount, before anything else: asked for a
// new amount under its key, Stripe would refuse (idempotency_error); under a new key, it
// could pay twice. If it had gone through for more than is owed now (the payout was lowered
// meanwhile by a cancellation or a refund), the difference becomes a reversal owed.
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { formatIsoDate } from '../../../src/domain/format';
import { formatDollars } from '../../../src/domain/money';
import {
  canReceiveTransfers,
  payoutKeys,
  platformRevenueCents,
  type PayoutRecord,
  type PayoutStatus,
  type TransferAttempt,
} from '../../../src/domain/payouts';
import { completePlayed } from './booking-auto-complete';
import type { Logger } from './booking-payments';
import { levelWithTransfer } from './payout-late-refund-rules';
import { suspensionHold } from './payout-suspension-hold';
import { payoutAccountRef, payoutRef } from './payout-ledger';
import { TransferRefusedError, type PaymentGateway } from './payment-gateway';
import { transact } from './transact';
import { expiryFields } from '../../../src/domain/retention';

export interface PayoutDeps {
  db: Firestore;
  gateway: PaymentGateway;
  /** For the DJ's e-mail address (Auth is the only place it is kept); no e-mail without it. */
  auth?: { getUser(uid: string): Promise<{ email?: string }> };
  log?: Logger;
}

/** Per run; the job runs again in 10 minutes and takes the rest. */
export const PAYOUT_BATCH = 100;
/** A claim older than this was left by a run that stopped: the next run takes over. */
export const CLAIM_TIMEOUT_MS = 5 * 60 * 1000;

export const ACCOUNT_NOT_READY =
  'The DJ has no payout account that can receive transfers yet. It is paid once Stripe enables transfers.';

type StoredPayout = PayoutRecord<Timestamp | Date | null>;

const dateOf = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null;

function isClaimFresh(payout: DocumentSnapshot, now: Date): boolean {
  const started = dateOf(payout.get('transferStartedAt'));
  return started !== null && now.getTime() - started.getTime() < CLAIM_TIMEOUT_MS;
}

/** What a failed money move stored for admins says: the error's message, at most 500 characters. */
const failureMessage = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Whether the payout should be paid at `now`: owed, due, not being paid by another run. */
export function isPayable(payout: DocumentSnapshot, now: Date): boolean {
  if (!payout.exists) return false;
  const status = payout.get('status') as PayoutStatus;
  if (status !== 'scheduled' && status !== 'failed') return false;
  const due = dateOf(payout.get('dueAt'));
  return due !== null && due.getTime() <= now.getTime() && !isClaimFresh(payout, now);
}

function accountFacts(account: DocumentSnapshot) {
  return {
    detailsSubmitted: account.get('detailsSubmitted') === true,
    transfersCapability: account.get('transfersActive') === true ? 'active' : null,
    currentlyDue: [] as string[],
    disabledReason: null,
    deauthorized: account.get('state') === 'disconnected',
  };
}

interface Claim {
  payout: StoredPayout;
  accountId: string;
  attempt: TransferAttempt;
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
  const email = deps.auth ? (await deps.auth.getUser(payout.djOwnerUid)).email : undefined;
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
    const inDoubt = payout.transferAttempt ?? null;
    if (payout.amountCents <= 0 && !inDoubt) {
      tx.update(ref, { status: 'void', updatedAt: now });
      return 'void';
    }
    const [account, dj, booking] = await Promise.all([
      tx.get(payoutAccountRef(db, payout.djOwnerUid)),
      payout.djId ? tx.get(db.collection('djs').doc(payout.djId)) : Promise.resolve(null),
      tx.get(db.collection('bookings').doc(bookingId)),
    ]);
    // Its transfer is due, so the event is over: a booking still confirmed completes in this
    // transaction, and never shows `confirmed` once its DJ is paid (booking-auto-complete.ts).
    // Not while its own money moves are owed (a capture made but not recorded, in a fault):
    // a retry of its accept must find it as it left it; the sweep completes it once settled.
    completePlayed(tx, booking, dj, now);
    // A suspended DJ is paid only once an admin has decided (decision 0052).
    const hold = dj?.get('status') === 'suspended' ? suspensionHold(snap, now) : null;
    if (hold) {
      tx.update(ref, hold);
      return 'held';
    }
    const accountId: unknown = account.get('accountId');
    if (
      !account.exists ||
      typeof accountId !== 'string' ||
      !canReceiveTransfers(accountFacts(account))
    ) {
      tx.update(ref, {
        status: 'failed',
        attempts: payout.attempts + 1,
        failure: { code: 'account_not_ready', message: ACCOUNT_NOT_READY, at: now },
        updatedAt: now,
      });
      refusedHere = true;
      return 'failed';
    }
    const attempt: TransferAttempt = inDoubt ?? {
      idempotencyKey: payoutKeys.transfer(bookingId, payout.refusals ?? 0),
      amountCents: payout.amountCents,
    };
    tx.update(ref, { transferStartedAt: now, transferAttempt: attempt, updatedAt: now });
    return { payout, accountId, attempt };
  });
  if (claim === null || typeof claim === 'string') {
    // Our own "account not ready" is an attempt this call made (and failed); anything else
    // was not ours to pay.
    return { status: claim, attempted: refusedHere };
  }

  const { payout, accountId, attempt } = claim;
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
    outcome = await gateway.transfer({
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
    const snap = await tx.get(ref);
    const current = snap.data() as StoredPayout | undefined;
    if (!current) return 'void';
    if ('transferId' in outcome) {
      // Made for more than is owed now (lowered while the attempt was in doubt): the DJ
      // keeps what is owed, and the rest is taken back before any refund.
      const excess = Math.max(0, attempt.amountCents - current.amountCents);
      const reversalOwedCents = (current.reversalOwedCents ?? 0) + excess;
      tx.update(ref, {
        status: 'paid',
        transferId: outcome.transferId,
        paidAt: now,
        transferStartedAt: null,
        transferAttempt: null,
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
        updatedAt: now,
      });
      return 'paid';
    }
    // A run that outlived its claim must not undo what a later run recorded: paid stays paid.
    if (current.status === 'paid' || current.transferId) return current.status;
    const used = payout.refusals ?? 0;
    tx.update(ref, {
      // Nothing owed any more and the attempt was refused: nothing was made, nothing is owed.
      status: outcome.refused && current.amountCents <= 0 ? 'void' : 'failed',
      transferStartedAt: null,
      // Refused: settled, nothing was made. Otherwise it may have been: repeated as it was.
      transferAttempt: outcome.refused ? null : attempt,
      attempts: current.attempts + 1,
      // Refused: Stripe made nothing, and would replay the refusal under the same key, so the
      // next attempt takes the key after the one this run used (never one used already).
      refusals: outcome.refused
        ? Math.max(current.refusals ?? 0, used + 1)
        : (current.refusals ?? 0),
      failure: { code: outcome.code, message: outcome.message, at: now },
      updatedAt: now,
    });
    return 'failed';
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
    const reversal = await gateway.reverseTransfer(
      transferId,
      owed,
      payoutKeys.reversal(bookingId, n, payout.reversalRefusals ?? 0),
    );
    await transact(db, async (tx) => {
      const fresh = (await tx.get(ref)).data() as StoredPayout | undefined;
      if (!fresh || fresh.reversals >= n) return;
      const reversedCents = fresh.reversedCents + reversal.amountReversedCents;
      tx.update(ref, {
        status: 'reversed',
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
  const account = await payoutAccountRef(db, payout.djOwnerUid).get();
  const accountId: unknown = account.get('accountId');
  const refusals = payout.restoreRefusals ?? 0;
  try {
    if (typeof accountId !== 'string' || !canReceiveTransfers(accountFacts(account))) {
      throw new TransferRefusedError('account_not_ready', ACCOUNT_NOT_READY);
    }
    const made = await gateway.transfer({
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
      // "not ready" never reached Stripe, so the key is still unused.
      restoreRefusals:
        refused && (error as TransferRefusedError).code !== 'account_not_ready'
          ? refusals + 1
          : refusals,
      updatedAt: now,
    });
    return false;
  }
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
  result.reversed = await settleEach(deps, 'reversalOwedCents', settleReversal, now);
  result.restored = await settleEach(deps, 'restoreOwedCents', settleRestore, now);
  return result;
}

/** Makes the money move each payout owes by `field` (one inequality: the automatic index). */
async function settleEach(
  deps: PayoutDeps,
  field: 'reversalOwedCents' | 'restoreOwedCents',
  settle: (deps: PayoutDeps, bookingId: string, now: Date) => Promise<boolean>,
  now: Date,
): Promise<number> {
  const owing = await deps.db.collection('payouts').where(field, '>', 0).limit(PAYOUT_BATCH).get();
  let made = 0;
  for (const doc of owing.docs) if (await settle(deps, doc.id, now)) made += 1;
  return made;
}
