// The outbox of money moves and its executor: neither booking nor payout code, both write to
// it. A transition's capture, release or refund cannot be in the same transaction as its
// Firestore writes (Stripe is not Firestore), so it is recorded there instead: the transaction
// that changes the booking also adds the moves it owes to the booking's outbox,
// `moneyOutbox/{bookingId}` (a server-only document: both parties read the booking, and the
// outbox is the platform's), and sets the booking's `payment.settlement` to `pending` (the
// engine's writeBookingMove, from `cardMovesOf`). After commit each move goes through the
// PaymentGateway with the idempotency key the process table gave it
// (`<booking>:<step>:<row>:<move>`), and a second transaction removes the moves that went
// through.
//
// So a function that dies anywhere in between leaves a consistent booking: its new status
// plus the moves still owed. Whoever comes next completes them with the same keys (Stripe
// answers a repeated key with the first result, so nothing is charged twice): the same
// person retrying the same action (callable/transition-booking.ts), or the scheduled sweep
// (settleOutstandingPayments). The payout's transfer, reversal and restore wait in the same
// document (payout-outbox.ts) and leave through the same executor (the end of this file).
//
// Moves recorded before the outbox had a document of its own sit on the booking
// (`payment.pendingMoves`): they are read with the outbox's, made first (they are older), and
// the field is removed once settled (decision 0049, twelfth session).
import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { MoneyMoveKind, ProcessPlan } from '../../../src/domain/booking-process-plan';
import {
  paymentOf,
  type CapturedCharge,
  type PaymentGateway,
  type PaymentMove,
  type TransferRequest,
} from './payment-gateway';
import type { Logger } from './logger';
import { recordCapturedCharge } from './payout-ledger';

// The move itself is the gateway's vocabulary (payment-gateway.ts): the booking's writes name it
// without depending on this file.
export type { PaymentMove };

export interface SettlementDeps {
  db: Firestore;
  gateway: PaymentGateway;
  log?: Logger;
}

/** A move owed to the gateway, with its key, in moneyOutbox/{bookingId}.moves[]. */
export interface PendingMove extends PaymentMove {
  idempotencyKey: string;
}

/** Per run of the sweep; the job runs again soon and picks up the rest. */
export const SETTLEMENT_BATCH = 100;

/** moneyOutbox/{bookingId}: what booking `bookingId`'s outbox owes (firestore.rules: no client). */
export function outboxRef(db: Firestore, bookingId: string) {
  return db.collection('moneyOutbox').doc(bookingId);
}

/**
 * Adds `moves` to booking `snap`'s outbox in `tx`, after any still owed and never in their
 * place (a capture that failed a moment ago is still made before a later refund), each once
 * (a retry's moves are the same values, which arrayUnion keeps once). `fields` marks the
 * booking `pending` in the caller's update of it; `owed` is what this call added.
 */
export function addOwedMoves(
  tx: Transaction,
  snap: DocumentSnapshot,
  moves: readonly PendingMove[],
): { owed: PendingMove[]; fields: Record<string, unknown> } {
  if (moves.length === 0) return { owed: [], fields: {} };
  tx.set(
    outboxRef(snap.ref.firestore, snap.id),
    { bookingId: snap.id, moves: FieldValue.arrayUnion(...moves) },
    { merge: true },
  );
  return { owed: [...moves], fields: { 'payment.settlement': 'pending' } };
}

function isPendingMove(value: unknown): value is PendingMove {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.bookingId === 'string' &&
    (m.operation === 'capture' || m.operation === 'release' || m.operation === 'refund') &&
    (m.provider === 'stripe' || m.provider === 'demo') &&
    typeof m.paymentIntentId === 'string' &&
    typeof m.amountCents === 'number' &&
    typeof m.idempotencyKey === 'string'
  );
}

function movesIn(value: unknown): PendingMove[] {
  return Array.isArray(value) ? value.filter(isPendingMove) : [];
}

/** Moves a booking recorded on itself before the outbox had a document (malformed: dropped). */
function pendingMovesOf(snap: DocumentSnapshot): PendingMove[] {
  return movesIn(snap.get('payment.pendingMoves'));
}

/** Whether outbox `box` holds moves besides the card's: the payout's (payout-outbox.ts). */
function holdsOtherMoves(box: DocumentSnapshot): boolean {
  return Object.keys(box.data() ?? {}).some((field) => field !== 'bookingId' && field !== 'moves');
}

/** What booking `holder`'s outbox owes: its older moves on the booking first, each key once. */
function owedBy(holder: DocumentSnapshot, outbox: DocumentSnapshot): PendingMove[] {
  const all = [...pendingMovesOf(holder), ...movesIn(outbox.get('moves'))];
  return all.filter((m, i) => all.findIndex((o) => o.idempotencyKey === m.idempotencyKey) === i);
}

async function recordChargeQuietly(
  deps: SettlementDeps,
  bookingId: string,
  charge: CapturedCharge,
  now: Date,
): Promise<void> {
  try {
    await recordCapturedCharge(deps.db, bookingId, charge, now);
  } catch (error) {
    // The runner asks Stripe for the charge when it is missing; nothing is lost.
    (deps.log ?? console).warn('booking payment: could not record the charge', bookingId, error);
  }
}

/**
 * Makes the moves booking `holderId`'s outbox owes and removes the ones that went through. A
 * failure is recorded on the booking the move is for (payment.error, with the idempotency
 * key) and logged; the move stays owed for a retry. Returns how many moves are still owed.
 */
export async function settlePayments(
  deps: SettlementDeps,
  holderId: string,
  now: Date,
): Promise<number> {
  const bookingRef = deps.db.collection('bookings').doc(holderId);
  const boxRef = outboxRef(deps.db, holderId);
  const [holder, box] = await deps.db.getAll(bookingRef, boxRef);
  const moves = holder && box ? owedBy(holder, box) : [];
  if (moves.length === 0) return 0;
  const log = deps.log ?? console;
  const done = new Set<string>();
  for (const move of moves) {
    try {
      const charge = await executePaymentMove(deps.gateway, move);
      done.add(move.idempotencyKey);
      // The DJ's transfer draws on this charge; Stripe's fee goes to the admin's revenue.
      if (charge) await recordChargeQuietly(deps, move.bookingId, charge, now);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error('booking payment failed', move.operation, move.bookingId, message);
      try {
        await deps.db
          .collection('bookings')
          .doc(move.bookingId)
          .update({
            'payment.error': {
              operation: move.operation,
              message: message.slice(0, 500),
              idempotencyKey: move.idempotencyKey,
              at: now,
            },
          });
      } catch (recordError) {
        log.error('booking payment: could not record the failure', move.bookingId, recordError);
      }
    }
  }
  if (done.size === 0) return moves.length;
  try {
    // Another settler (the sweep, a retry) may have removed some meanwhile, and a transition
    // added some: filter what is stored now, not what this call started with.
    return await deps.db.runTransaction(async (tx) => {
      const [fresh, freshBox] = await Promise.all([tx.get(bookingRef), tx.get(boxRef)]);
      const remaining = owedBy(fresh, freshBox).filter((m) => !done.has(m.idempotencyKey));
      // Merged: the payout's moves (payout-outbox.ts) share the document and are not ours.
      if (remaining.length > 0) {
        tx.set(boxRef, { bookingId: holderId, moves: remaining }, { merge: true });
      } else if (holdsOtherMoves(freshBox)) tx.update(boxRef, { moves: FieldValue.delete() });
      else if (freshBox.exists) tx.delete(boxRef);
      if (fresh.exists) {
        tx.update(bookingRef, {
          'payment.pendingMoves': FieldValue.delete(),
          'payment.settlement': remaining.length > 0 ? 'pending' : 'settled',
          'payment.error': null,
        });
      }
      return remaining.length;
    });
  } catch (error) {
    // The money moved but the outbox still lists the moves as owed: harmless, since the
    // next settler repeats them with the same keys and Stripe answers without moving money
    // again. The transition itself stands, so this is not the caller's error.
    log.error('booking payment: could not record the settlement', holderId, error);
    return moves.length;
  }
}

/**
 * The scheduled sweep: completes the moves of bookings whose function stopped between its
 * transaction and the gateway (or whose gateway call failed). Returns how many moves are
 * still owed after this run.
 */
export async function settleOutstandingPayments(deps: SettlementDeps, now: Date): Promise<number> {
  const owing = await deps.db
    .collection('bookings')
    .where('payment.settlement', '==', 'pending')
    .limit(SETTLEMENT_BATCH)
    .get();
  let left = 0;
  for (const doc of owing.docs) {
    try {
      left += await settlePayments(deps, doc.id, now);
    } catch (error) {
      (deps.log ?? console).error('settleOutstandingPayments: failed', doc.id, error);
      left += 1;
    }
  }
  return left;
}

/** The card moves of a booking row, by the outbox's names; the others are not the card's. */
const CARD_OPERATION: Partial<Record<MoneyMoveKind, PendingMove['operation']>> = {
  capture: 'capture',
  void: 'release',
  refund: 'refund',
};

/**
 * The card moves a planned row owes (`moves`, the table's plan of it), as the outbox records them, each
 * with the table's idempotency key (`<booking>:<step>:<row>:<move>`): a retry of the same step
 * repeats the same keys, a later step has its own. Checkout made the authorisation, and a reversal is the payout's.
 * Demo bookings move no money, and a Stripe booking without a payment intent has none to move.
 */
export function cardMovesOf(
  snap: DocumentSnapshot,
  moves: ProcessPlan['moves'],
  log: Logger = console,
  heldIntentId: string | null = null,
): PendingMove[] {
  const stored = paymentOf(snap);
  const payment = { ...stored, paymentIntentId: stored.paymentIntentId ?? heldIntentId };
  if (payment.provider === 'demo') return [];
  const owed: PendingMove[] = [];
  for (const { kind, cents, key } of moves) {
    const operation = CARD_OPERATION[kind];
    if (operation === undefined) continue;
    if (payment.paymentIntentId === null) {
      log.warn('booking payment: no payment intent to', operation, snap.id);
      continue;
    }
    owed.push({
      bookingId: snap.id,
      operation,
      provider: payment.provider,
      paymentIntentId: payment.paymentIntentId,
      amountCents: cents,
      idempotencyKey: key,
    });
  }
  return owed;
}

// ---- The executor: the one caller of the gateway's money moves (issue 39 item 2) ----------
// The captures, releases and refunds a booking owes, the transfers that pay DJs and the
// reversals that take a DJ's share back. Every one carries the idempotency key its caller
// derived from the record that owes it, so a repeat never moves money twice. The callers decide
// what is owed and record the outcome; this is where money leaves, so a guard in `npm test`
// (tests/unit/one-money-executor.test.ts) fails on any other file that moves money through a
// gateway. Reads (a charge's or a transfer's state), checkouts and payout accounts move no
// money and stay with their callers.

/** Captures, releases or refunds what a booking owes; a capture answers its charge. */
export async function executePaymentMove(
  gateway: PaymentGateway,
  move: PendingMove,
): Promise<CapturedCharge | void> {
  if (move.provider !== gateway.provider) {
    throw new Error(
      `booking paid with ${move.provider} but the ${gateway.provider} gateway is configured`,
    );
  }
  const paymentIntentId = move.paymentIntentId ?? '';
  switch (move.operation) {
    case 'capture':
      return gateway.capture(paymentIntentId, move.idempotencyKey);
    case 'release':
      return gateway.release(paymentIntentId, move.idempotencyKey);
    case 'refund':
      return gateway.refund(paymentIntentId, move.amountCents, move.idempotencyKey);
  }
}

/** Pays a DJ (a payout, or a won dispute's restore); throws TransferRefusedError when refused. */
export function executeTransfer(
  gateway: PaymentGateway,
  request: TransferRequest,
): Promise<{ transferId: string }> {
  return gateway.transfer(request);
}

/** Takes `amountCents` back from a transfer already made. */
export function executeReversal(
  gateway: PaymentGateway,
  transferId: string,
  amountCents: number,
  idempotencyKey: string,
): Promise<{ reversalId: string; amountReversedCents: number }> {
  return gateway.reverseTransfer(transferId, amountCents, idempotencyKey);
}
