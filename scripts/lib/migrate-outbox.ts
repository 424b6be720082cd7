/**
 * Moves the money moves a booking recorded on itself (`payment.pendingMoves`, before the
 * outbox had a document of its own, decision 0049) into its outbox, `moneyOutbox/{bookingId}`,
 * ahead of any move the outbox holds already (they are older), each key once; the field is
 * removed in the same transaction. The settler (functions/src/services/money-outbox.ts) reads
 * both until then, so nothing waits on this script; it only takes the platform's keys off
 * documents both parties read. Idempotent: a booking without the field is left alone. Run by
 * `npm run migrate-outbox`.
 *
 * So does a payout's transfer in doubt (`transferAttempt`, before the outbox held it, decision
 * 0049, thirteenth session): its key and amount go to the outbox's `transfer` unchanged (a new
 * key could pay the DJ twice), its amount stays on the payout as `transferInDoubtCents`. The
 * runner's next claim would move it too.
 */
import {
  FieldPath,
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

/** Bookings read per page. */
export const OUTBOX_MIGRATION_PAGE_SIZE = 200;

export interface OutboxMigrationCounts {
  read: number;
  moved: number;
  /** Payouts whose transfer in doubt (`transferAttempt`) went to the outbox. */
  transfersMoved: number;
}

function keyOf(move: unknown): unknown {
  return typeof move === 'object' && move !== null
    ? (move as { idempotencyKey?: unknown }).idempotencyKey
    : undefined;
}

export async function migrateOutbox(db: Firestore): Promise<OutboxMigrationCounts> {
  const counts: OutboxMigrationCounts = { read: 0, moved: 0, transfersMoved: 0 };
  counts.transfersMoved = await migrateTransferAttempts(db);
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    // Only a booking that still owes something can hold moves (the settler sets `settled`
    // when it removes the last one).
    let page = db
      .collection('bookings')
      .where('payment.settlement', '==', 'pending')
      .orderBy(FieldPath.documentId())
      .limit(OUTBOX_MIGRATION_PAGE_SIZE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    for (const doc of snap.docs) {
      counts.read++;
      const moved = await db.runTransaction(async (tx) => {
        const outboxRef = db.collection('moneyOutbox').doc(doc.id);
        const [booking, outbox] = await Promise.all([tx.get(doc.ref), tx.get(outboxRef)]);
        const legacy: unknown = booking.get('payment.pendingMoves');
        if (!Array.isArray(legacy)) return false;
        const held: unknown = outbox.get('moves');
        const later = Array.isArray(held) ? held : [];
        const all = [...legacy, ...later];
        const moves = all.filter((m, i) => all.findIndex((o) => keyOf(o) === keyOf(m)) === i);
        // Merged: the payout's moves share the document (below).
        if (moves.length > 0) tx.set(outboxRef, { bookingId: doc.id, moves }, { merge: true });
        tx.update(doc.ref, { 'payment.pendingMoves': FieldValue.delete() });
        return true;
      });
      if (moved) counts.moved++;
    }
    if (snap.size < OUTBOX_MIGRATION_PAGE_SIZE) return counts;
    after = snap.docs[snap.docs.length - 1];
  }
}

function isAttempt(value: unknown): value is { idempotencyKey: string; amountCents: number } {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return typeof a.idempotencyKey === 'string' && typeof a.amountCents === 'number';
}

async function migrateTransferAttempts(db: Firestore): Promise<number> {
  let moved = 0;
  const seen = new Set<string>();
  for (;;) {
    // Each payout moved leaves the query, so the next page is the next payouts.
    const page = await db
      .collection('payouts')
      .where('transferAttempt', '!=', null)
      .limit(OUTBOX_MIGRATION_PAGE_SIZE)
      .get();
    const fresh = page.docs.filter((d) => !seen.has(d.id));
    if (fresh.length === 0) return moved;
    for (const doc of fresh) {
      seen.add(doc.id);
      const done = await db.runTransaction(async (tx) => {
        const outboxRef = db.collection('moneyOutbox').doc(doc.id);
        const [payout, outbox] = await Promise.all([tx.get(doc.ref), tx.get(outboxRef)]);
        const attempt: unknown = payout.get('transferAttempt');
        if (!isAttempt(attempt)) return false;
        // An attempt the outbox holds already is the newer one: the runner moved it.
        if (outbox.get('transfer') == null) {
          const transfer = {
            idempotencyKey: attempt.idempotencyKey,
            amountCents: attempt.amountCents,
          };
          tx.set(outboxRef, { bookingId: doc.id, transfer }, { merge: true });
        }
        tx.update(doc.ref, {
          transferAttempt: FieldValue.delete(),
          transferInDoubtCents: attempt.amountCents,
        });
        return true;
      });
      if (done) moved++;
    }
  }
}
