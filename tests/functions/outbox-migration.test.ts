// npm run migrate-outbox (scripts/lib/migrate-outbox.ts) against the Firestore emulator: moves a
// booking recorded on itself (payment.pendingMoves, before moneyOutbox/{bookingId}) go to its
// outbox, ahead of the outbox's own, each key once, and the field goes; a second run changes
// nothing; so does a payout's transfer in doubt (transferAttempt). It reads every booking that
// owes money and every payout with an attempt, so it runs with the whole database to itself.
import { describe, expect, it } from 'vitest';
import { migrateOutbox } from '../../scripts/lib/migrate-outbox';
import { adminDb, newId } from './helpers';

const move = (bookingId: string, key: string, operation = 'capture') => ({
  bookingId,
  operation,
  provider: 'stripe',
  paymentIntentId: `pi_${bookingId}`,
  amountCents: 50_000,
  idempotencyKey: key,
});

describe('migrateOutbox', () => {
  it("moves a booking's own moves into its outbox, older first, and is idempotent", async () => {
    const owing = newId('Bk');
    const both = newId('Bk');
    const settled = newId('Bk');
    await adminDb.doc(`bookings/${owing}`).set({
      status: 'confirmed',
      payment: { settlement: 'pending', pendingMoves: [move(owing, `capture-${owing}`)] },
    });
    // A booking whose outbox already has a later move, and one the old record lists too.
    await adminDb.doc(`bookings/${both}`).set({
      status: 'cancelled',
      payment: {
        settlement: 'pending',
        pendingMoves: [move(both, `capture-${both}`), move(both, `${both}:2:cancel:refund`)],
      },
    });
    await adminDb.doc(`moneyOutbox/${both}`).set({
      bookingId: both,
      moves: [move(both, `${both}:2:cancel:refund`, 'refund')],
    });
    await adminDb.doc(`bookings/${settled}`).set({
      status: 'completed',
      payment: { settlement: 'settled', pendingMoves: [] },
    });

    const first = await migrateOutbox(adminDb);
    expect(first.moved).toBeGreaterThanOrEqual(2);

    expect((await adminDb.doc(`moneyOutbox/${owing}`).get()).get('moves')).toEqual([
      move(owing, `capture-${owing}`),
    ]);
    expect(
      (
        (await adminDb.doc(`moneyOutbox/${both}`).get()).get('moves') as {
          idempotencyKey: string;
        }[]
      ).map((m) => m.idempotencyKey),
    ).toEqual([`capture-${both}`, `${both}:2:cancel:refund`]);
    for (const id of [owing, both]) {
      const booking = await adminDb.doc(`bookings/${id}`).get();
      expect(booking.get('payment.pendingMoves')).toBeUndefined();
      // Still owed: the settler makes them, and marks the booking settled then.
      expect(booking.get('payment.settlement')).toBe('pending');
    }
    // Nothing owed: not read, not changed.
    expect((await adminDb.doc(`bookings/${settled}`).get()).get('payment.pendingMoves')).toEqual(
      [],
    );
    expect((await adminDb.doc(`moneyOutbox/${settled}`).get()).exists).toBe(false);

    const again = await migrateOutbox(adminDb);
    expect(again.moved).toBe(0);
    expect((await adminDb.doc(`moneyOutbox/${owing}`).get()).get('moves')).toHaveLength(1);
  });

  it("moves a payout's transfer in doubt to the outbox under its own key, beside card moves", async () => {
    const inDoubt = newId('Bk');
    const paid = newId('Bk');
    const attempt = { idempotencyKey: `transfer-${inDoubt}-r1`, amountCents: 42_000 };
    await adminDb.doc(`payouts/${inDoubt}`).set({ status: 'failed', transferAttempt: attempt });
    await adminDb.doc(`moneyOutbox/${inDoubt}`).set({
      bookingId: inDoubt,
      moves: [move(inDoubt, `${inDoubt}:3:cancel:refund`, 'refund')],
    });
    await adminDb.doc(`payouts/${paid}`).set({ status: 'paid', transferAttempt: null });

    const first = await migrateOutbox(adminDb);
    expect(first.transfersMoved).toBe(1);
    const box = await adminDb.doc(`moneyOutbox/${inDoubt}`).get();
    expect(box.get('transfer')).toEqual(attempt);
    expect(box.get('moves')).toHaveLength(1);
    const payout = await adminDb.doc(`payouts/${inDoubt}`).get();
    expect(payout.get('transferAttempt')).toBeUndefined();
    expect(payout.get('transferInDoubtCents')).toBe(42_000);
    // No attempt: left as it was.
    expect((await adminDb.doc(`payouts/${paid}`).get()).get('transferAttempt')).toBeNull();
    expect((await adminDb.doc(`moneyOutbox/${paid}`).get()).exists).toBe(false);

    expect((await migrateOutbox(adminDb)).transfersMoved).toBe(0);
  });
});
