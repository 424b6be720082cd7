/**
 * Demo payouts (decision 0027), so the offline demo shows what a DJ earns:
 *
 * - every verified catalogue DJ has a ready demo payout account (demo mode's "Set up
 *   payouts" makes the same), so demo DJs can accept requests;
 * - each completed booking's payout is paid (a `demo_tr_` transfer, a day after the event's
 *   latest end), each confirmed one scheduled: Marcus Reid (dj@) has both.
 *
 * Records come from the same planner the accept transaction uses (`newPayoutRecord`), so the
 * figures are the functions' own. Ids are the booking ids: re-running overwrites them.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  newPayoutRecord,
  readyDemoPayoutAccount,
  type PayoutBookingFields,
} from '../../src/domain/payout-record';
import type { SeededBooking } from './seed-bookings';

export interface PayoutSeedOptions {
  djUids: readonly string[];
  bookings: readonly SeededBooking[];
  now: Date;
  log?: (message: string) => void;
}

const toTimestamps = (record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record).map(([k, v]) => [k, v instanceof Date ? Timestamp.fromDate(v) : v]),
  );

export async function seedDemoPayouts(db: Firestore, options: PayoutSeedOptions): Promise<number> {
  const { now } = options;
  const batch = db.batch();
  for (const uid of options.djUids) {
    batch.set(
      db.collection('payoutAccounts').doc(uid),
      toTimestamps({ ...readyDemoPayoutAccount(uid, now) }),
    );
  }
  const charged = options.bookings.filter(
    (b) => b.status === 'completed' || b.status === 'confirmed',
  );
  const snaps = charged.length
    ? await db.getAll(...charged.map((b) => db.collection('bookings').doc(b.id)))
    : [];
  let count = 0;
  for (const snap of snaps) {
    const data = snap.data();
    if (!data) continue;
    const createdAt = (data.createdAt as Timestamp | undefined)?.toDate() ?? now;
    // Accepted a day after the request.
    const acceptedAt = new Date(createdAt.getTime() + 24 * 60 * 60 * 1000);
    const record = newPayoutRecord(snap.id, data as PayoutBookingFields, 'demo', acceptedAt);
    const paid = data.status === 'completed' && record.dueAt !== null && record.dueAt <= now;
    batch.set(
      db.collection('payouts').doc(snap.id),
      toTimestamps({
        ...record,
        ...(paid
          ? {
              status: 'paid',
              transferId: `demo_tr_${snap.id}`,
              paidAt: record.dueAt,
              attempts: 1,
              updatedAt: record.dueAt,
            }
          : {}),
      }),
    );
    count += 1;
  }
  await batch.commit();
  options.log?.(`Seeded ${options.djUids.length} payout accounts and ${count} payouts.`);
  return count;
}
