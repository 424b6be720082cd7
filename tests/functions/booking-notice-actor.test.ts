// Issue 38, item 9: a person's own action does not land in their own bell ("You accepted …"
// counted as unread). The onBookingWritten handler, run on the booking before and after a
// real transitionBooking call, notifies the other party (in the app and by e-mail), the
// actor never, and both when neither of them acted (an admin).
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import { transitionBookingHandler } from '../../functions/src/callable/transition-booking';
import { handleBookingWritten } from '../../functions/src/triggers/on-booking-written';
import { DAY_BEFORE_NOON, RecordingGateway, seedBooking } from './booking-fixtures';
import { adminDb, newId } from './helpers';

const quietLog = { warn: () => {}, error: () => {} };
let gateway: RecordingGateway;
beforeEach(() => {
  gateway = new RecordingGateway();
});

/** Every party has an address, so a missing e-mail means none was queued. */
const auth = { getUser: async (uid: string) => ({ email: `${uid.toLowerCase()}@example.test` }) };

type Booking = { id: string; clientUid: string; djId: string };

/** Runs the callable as `uid`, then the trigger's handler on the change it made. */
async function act(
  booking: Booking,
  action: 'accept' | 'cancel',
  uid: string,
  role: string,
): Promise<DocumentData | undefined> {
  const ref = adminDb.doc(`bookings/${booking.id}`);
  const before = (await ref.get()).data();
  await transitionBookingHandler(
    { data: { bookingId: booking.id, action }, auth: { uid, token: { role } } },
    { db: adminDb, gateway, now: () => DAY_BEFORE_NOON, log: quietLog },
  );
  const after = (await ref.get()).data();
  await handleBookingWritten(booking.id, before, after, {
    db: adminDb,
    // Only getUser is read; the Admin Auth type has far more.
    auth: auth as never,
    origin: 'http://localhost:5000',
    now: () => DAY_BEFORE_NOON,
  });
  return after;
}

/** What the bell and the mail queue hold for one side of the booking's notice. */
async function told(uid: string, noticeId: string) {
  const [bell, mail] = await Promise.all([
    adminDb.doc(`users/${uid}/notifications/${noticeId}`).get(),
    adminDb.doc(`mail/${noticeId}`).get(),
  ]);
  return { bell: bell.exists ? bell.data() : null, mailed: mail.exists };
}

describe('onBookingWritten leaves the actor out', () => {
  it('the DJ accepts: the client is told, with a date people read; the DJ is not', async () => {
    const booking = await seedBooking({ status: 'pending', provider: 'demo' });
    expect((await act(booking, 'accept', booking.djId, 'dj'))?.status).toBe('confirmed');

    const client = await told(booking.clientUid, `${booking.id}_confirmed_client`);
    expect(client.bell).toMatchObject({
      type: 'booking_accepted',
      body: 'Matrix DJ accepted your booking on Jun 20, 2031. You can message them now.',
      readAt: null,
    });
    expect(client.mailed).toBe(true);
    expect(await told(booking.djId, `${booking.id}_confirmed_dj`)).toEqual({
      bell: null,
      mailed: false,
    });
  });

  it('names the start time beside the date when the booking has one', async () => {
    const booking = await seedBooking({ status: 'pending', provider: 'demo', startTime: '18:45' });
    await act(booking, 'accept', booking.djId, 'dj');
    const client = await told(booking.clientUid, `${booking.id}_confirmed_client`);
    expect(client.bell).toMatchObject({
      body: 'Matrix DJ accepted your booking on Jun 20, 2031 at 6:45 PM. You can message them now.',
    });
    const mail = await adminDb.doc(`mail/${booking.id}_confirmed_client`).get();
    expect(mail.get('message.text')).toContain('on Jun 20, 2031 at 6:45 PM');
  });

  it('the client cancels: the DJ is told; the client is not', async () => {
    const booking = await seedBooking({ status: 'pending', provider: 'demo' });
    const after = await act(booking, 'cancel', booking.clientUid, 'client');
    expect(after?.cancellation).toMatchObject({ by: 'client' });

    const dj = await told(booking.djId, `${booking.id}_cancelled_dj`);
    expect(dj.bell).toMatchObject({ type: 'booking_cancelled', readAt: null });
    expect(dj.mailed).toBe(true);
    expect(await told(booking.clientUid, `${booking.id}_cancelled_client`)).toEqual({
      bell: null,
      mailed: false,
    });
  });

  it('an admin cancels: both parties are told, the admin nothing', async () => {
    const booking = await seedBooking({ status: 'pending', provider: 'demo' });
    const adminUid = newId('Ad');
    const after = await act(booking, 'cancel', adminUid, 'admin');
    expect(after?.cancellation).toMatchObject({ by: 'admin' });

    const id = (side: string) => `${booking.id}_cancelled_${side}`;
    expect((await told(booking.clientUid, id('client'))).bell).toMatchObject({
      type: 'booking_cancelled',
    });
    expect((await told(booking.djId, id('dj'))).bell).toMatchObject({ type: 'booking_cancelled' });
    const adminBell = await adminDb.collection(`users/${adminUid}/notifications`).get();
    expect(adminBell.empty).toBe(true);
  });
});
