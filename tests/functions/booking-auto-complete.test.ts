// A booking whose event is over completes on its own (issue 39, decision 0054): the scheduled
// sweep against the Firestore emulator. It reads every confirmed booking of a past date, so it
// runs with the whole-database files (vitest.config.ts); its dates are in 2000, before any
// other file's, because the sweep takes the oldest first.
import { describe, expect, it } from 'vitest';
import { completePlayedBookings } from '../../functions/src/services/booking-auto-complete';
import { newDj, seedBooking } from './booking-fixtures';
import { adminDb } from './helpers';

const quiet = { error: () => undefined };
const booking = async (id: string) => (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};
const totalBookings = async (djId: string) =>
  (await adminDb.doc(`djs/${djId}`).get()).get('totalBookings') as number;

describe('completePlayedBookings', () => {
  it('completes a confirmed booking once its latest end has passed, and only once', async () => {
    const djId = await newDj([], 3);
    // 4 hours on 1 Jan 2000: the latest end anywhere is 2 Jan, 16:00 UTC.
    const played = await seedBooking({
      status: 'confirmed',
      eventDate: '2000-01-01',
      parties: { djId },
    });
    const [pending, cancelled] = await Promise.all([
      seedBooking({ status: 'pending', eventDate: '2000-01-01', parties: { djId } }),
      seedBooking({ status: 'cancelled', eventDate: '2000-01-01', parties: { djId } }),
    ]);

    // Noon on 2 Jan: it may still be going on somewhere.
    await completePlayedBookings(adminDb, new Date('2000-01-02T12:00:00Z'), quiet);
    expect((await booking(played.id)).status).toBe('confirmed');

    const over = new Date('2000-01-02T16:00:00Z');
    expect(await completePlayedBookings(adminDb, over, quiet)).toBeGreaterThanOrEqual(1);
    const after = await booking(played.id);
    expect(after.status).toBe('completed');
    expect(after.history.at(-1)).toMatchObject({
      action: 'complete',
      actor: 'system',
      uid: null,
      from: 'confirmed',
      to: 'completed',
    });
    expect(await totalBookings(djId)).toBe(4);
    // Other statuses are not the sweep's.
    expect((await booking(pending.id)).status).toBe('pending');
    expect((await booking(cancelled.id)).status).toBe('cancelled');

    // The next run finds nothing more to do for it.
    await completePlayedBookings(adminDb, new Date('2000-01-02T17:00:00Z'), quiet);
    expect(await totalBookings(djId)).toBe(4);
    expect((await booking(played.id)).history).toHaveLength(after.history.length);

    // Gone before the next whole-database file: its expiry sweep would find a pending booking
    // of 2000 that is not its own.
    await Promise.all(
      [played, pending, cancelled].map((b) => adminDb.doc(`bookings/${b.id}`).delete()),
    );
  });
});
