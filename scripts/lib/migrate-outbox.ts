/**
 * Moves the money moves a booking recorded on itself (`payment.pendingMoves`, before the
 * outbox had a document of its own, decision 0049) into its outbox, `moneyOutbox/{bookingId}`,
 * ahead of any move the outbox holds already (they are older), each key once; the field is
 * removed in the same transaction. The settler (functions/src/services/money-outbox.ts) reads
 * both until then, so nothing waits on this script; it only takes the platform's keys off
 * documents both parties read. Idempotent: a booking without the field is left alone. Run by
 * `npm run migrate-outbox`.
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
}

function keyOf(move: unknown): unknown {
  return typeof move === 'object' && move !== null
    ? (move as { idempotencyKey?: unknown }).idempotencyKey
    : undefined;
}

export async function migrateOutbox(db: Firestore): Promise<OutboxMigrationCounts> {
  const counts: OutboxMigrationCounts = { read: 0, moved: 0 };
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
        if (moves.length > 0) tx.set(outboxRef, { bookingId: doc.id, moves });
        tx.update(doc.ref, { 'payment.pendingMoves': FieldValue.delete() });
        return true;
      });
      if (moved) counts.moved++;
    }
    if (snap.size < OUTBOX_MIGRATION_PAGE_SIZE) return counts;
    after = snap.docs[snap.docs.length - 1];
  }
}
