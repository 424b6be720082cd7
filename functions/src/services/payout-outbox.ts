// The payout's moves in the booking's one outbox, moneyOutbox/{bookingId} (money-outbox.ts holds
// its card moves): the DJ's transfer, a reversal that takes part of it back, and the transfer a
// won dispute owes them back (a restore). Each is recorded there, with its idempotency key and
// amount, in the transaction that decides to make it (the runner's claim, the reversal's and
// the restore's), before the gateway is asked, and removed in the transaction that records the
// gateway's answer. So an attempt whose answer was lost is
// still there, and the next run repeats it exactly: asked again under its key, Stripe answers
// with the first result; under a new key it could pay twice, and for a new amount under the old
// key it refuses for ever (idempotency_error).
//
// Why when asked, and not when owed as a card move is: what a payout owes changes until it is
// asked (a re-plan lowers a transfer, a refund raises a reversal owed, one made by hand in the
// Stripe Dashboard lowers it), and a key must never be asked for two amounts. So what is owed
// stays on the payout, where the table's guards and the DJ read it (`amountCents`,
// `transferInDoubtCents`, `reversalOwedCents`, `restoreOwedCents`), written in the same
// transactions as the outbox. The outbox is the platform's (firestore.rules: no client access), as the
// booking's card moves are (decision 0049, thirteenth session).
//
// Payouts made before this recorded an attempt on themselves (`transferAttempt`): read here as
// a fallback, moved into the outbox by the next claim, and by `npm run migrate-outbox`.
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { TransferAttempt } from '../../../src/domain/payout-record';
import { outboxRef } from './money-outbox';

/** The payout's moves an outbox can hold, at most one of each at a time. */
export type PayoutMoveKind = 'transfer' | 'reversal' | 'restore';

const KINDS: readonly PayoutMoveKind[] = ['transfer', 'reversal', 'restore'];

/** A payout's move as its outbox records it: what is asked of the gateway, and under which key. */
export interface OwedPayoutMove extends TransferAttempt {
  /** A reversal's number (payoutKeys.reversal): it was counted once the payout counts that many. */
  number?: number;
}

function isOwedPayoutMove(value: unknown): value is OwedPayoutMove {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.idempotencyKey === 'string' &&
    typeof m.amountCents === 'number' &&
    Number.isInteger(m.amountCents) &&
    m.amountCents > 0
  );
}

/** The `kind` move outbox `box` holds (malformed: none), with a payout's own older record. */
export function owedPayoutMove(
  box: DocumentSnapshot,
  kind: PayoutMoveKind,
  legacy: unknown = null,
): OwedPayoutMove | null {
  const recorded: unknown = box.get(kind);
  if (isOwedPayoutMove(recorded)) return { ...recorded };
  return isOwedPayoutMove(legacy) ? { ...legacy } : null;
}

/** Records `move` as outbox `box`'s `kind` move, in `tx` (after its reads), in place of any. */
export function recordPayoutMove(
  tx: Transaction,
  box: DocumentSnapshot,
  kind: PayoutMoveKind,
  move: OwedPayoutMove,
): void {
  tx.set(
    outboxRef(box.ref.firestore, box.id),
    {
      bookingId: box.id,
      [kind]: {
        idempotencyKey: move.idempotencyKey,
        amountCents: move.amountCents,
        ...(move.number !== undefined ? { number: move.number } : {}),
      },
    },
    { merge: true },
  );
}

/** Whether outbox `box` owes anything besides its `kind` move. */
function owesOtherThan(box: DocumentSnapshot, kind: PayoutMoveKind): boolean {
  const moves: unknown = box.get('moves');
  if (Array.isArray(moves) && moves.length > 0) return true;
  return KINDS.some((k) => k !== kind && box.get(k) != null);
}

/**
 * Removes outbox `box`'s `kind` move in `tx` (`box` read in it): the document goes once it owes
 * nothing else, as the card settler deletes it once its last card move is made.
 */
export function clearPayoutMove(tx: Transaction, box: DocumentSnapshot, kind: PayoutMoveKind) {
  if (!box.exists) return;
  if (owesOtherThan(box, kind)) tx.update(box.ref, { [kind]: FieldValue.delete() });
  else tx.delete(box.ref);
}
