// A DJ cancels a booking they had confirmed (issue 39, decision 0050), through transitionBooking
// called directly against the Firestore emulator: the client's full refund, the freed date,
// the voided payout, the reason and where the client looks next, the admins' record, and what
// is refused before anything is written.
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingNoticeId } from '../../src/domain/booking-notifications';
import {
  DJ_CANCEL_CLOSED,
  DJ_CANCEL_REASON_REQUIRED,
  REASON_NOT_TAKEN,
} from '../../src/domain/dj-cancellation';
import { OFF_PLATFORM_REFUSED } from '../../src/domain/off-platform-text';
import {
  DAY,
  DAY_BEFORE_NOON,
  EVENT_START,
  newDj,
  outcomeOf,
  placedDj,
  RecordingGateway,
  runBookingTrigger,
  seedBooking,
  TOTAL_CENTS,
  transitionAs,
  type Parties,
} from './booking-fixtures';
import { adminDb } from './helpers';

let gateway: RecordingGateway;
beforeEach(() => {
  gateway = new RecordingGateway();
});

/** Ten days before the event: far outside any refund tier a client's own cancel would get. */
const TEN_DAYS_BEFORE = new Date(EVENT_START.getTime() - 10 * DAY);

const call = (
  booking: { id: string } & Parties,
  who: 'client' | 'dj',
  data: Record<string, unknown>,
  now: Date = DAY_BEFORE_NOON,
) => transitionAs(gateway, booking, who, data, now);

const outcome = outcomeOf;

const data = async (path: string) => (await adminDb.doc(path).get()).data() ?? {};

/** A verified DJ on the map in Austin, with a pending request accepted: a real payout. */
async function acceptedBooking() {
  const djId = await placedDj();
  const booking = await seedBooking({ status: 'pending', parties: { djId } });
  await call(booking, 'dj', { action: 'accept' }, TEN_DAYS_BEFORE);
  gateway.calls.length = 0;
  return booking;
}

describe('a DJ cancels a confirmed booking', () => {
  it('refunds the client in full, frees the date, voids the payout and keeps the reason', async () => {
    const booking = await acceptedBooking();
    expect(await data(`djAvailability/${booking.djId}`)).toMatchObject({
      bookedDates: ['2031-06-20'],
    });
    const result = await call(
      booking,
      'dj',
      { action: 'cancel', reason: '  I broke my wrist. <b>So sorry.</b> ' },
      TEN_DAYS_BEFORE,
    );
    expect(result).toEqual({
      bookingId: booking.id,
      status: 'cancelled',
      refundCents: TOTAL_CENTS,
    });
    const after = await data(`bookings/${booking.id}`);
    expect(after.cancellation).toEqual({
      by: 'dj',
      reason: 'dj_cancelled',
      refundPercent: 100,
      refundCents: TOTAL_CENTS,
      declineReason: 'I broke my wrist. bSo sorry./b',
      searchPlace: { label: 'Austin, TX', near: { lat: 30.26, lng: -97.72 } },
    });
    expect(gateway.calls).toEqual([
      expect.objectContaining({ operation: 'refund', amountCents: TOTAL_CENTS }),
    ]);
    expect((await data(`djAvailability/${booking.djId}`)).bookedDates).toEqual([]);
    const payout = await data(`payouts/${booking.id}`);
    expect(payout.amountCents).toBe(0);
    expect(['void', 'cancelled']).toContain(payout.status);
  });

  it('tells the client at once, with the reason and the refund', async () => {
    const booking = await acceptedBooking();
    const before = await data(`bookings/${booking.id}`);
    await call(booking, 'dj', { action: 'cancel', reason: 'Family emergency.' }, TEN_DAYS_BEFORE);
    const after = await data(`bookings/${booking.id}`);
    await runBookingTrigger(booking.id, before, after);
    const id = bookingNoticeId(booking.id, 'cancelled', 'client');
    const notice = await data(`users/${booking.clientUid}/notifications/${id}`);
    expect(notice.title).toBe('Your DJ cancelled');
    expect(notice.body).toContain('You get a full refund. Their reason: “Family emergency.”');
    const mail = (await adminDb.doc(`mail/${id}`).get()).data();
    expect(mail?.message?.text).toContain('Their reason: “Family emergency.”');
  });

  it('refuses without a reason, or with contact details, writing nothing', async () => {
    const booking = await acceptedBooking();
    const before = await data(`bookings/${booking.id}`);
    for (const reason of [undefined, '', '   ']) {
      const sent = reason === undefined ? {} : { reason };
      expect(await outcome(call(booking, 'dj', { action: 'cancel', ...sent }))).toBe(
        `invalid-argument: ${DJ_CANCEL_REASON_REQUIRED} (Validation Error)`,
      );
    }
    expect(
      await outcome(call(booking, 'dj', { action: 'cancel', reason: 'Call me: 512 555 0199' })),
    ).toBe(`invalid-argument: ${OFF_PLATFORM_REFUSED} (Message Guidelines)`);
    expect(await data(`bookings/${booking.id}`)).toEqual(before);
    expect(gateway.calls).toEqual([]);
    expect((await adminDb.doc(`djCancellations/${booking.djId}`).get()).exists).toBe(false);
  });

  it("refuses a reason with the client's own cancel; without one the client cancels as before", async () => {
    const booking = await acceptedBooking();
    expect(
      await outcome(call(booking, 'client', { action: 'cancel', reason: 'Changed plans' })),
    ).toBe(`invalid-argument: ${REASON_NOT_TAKEN} (Validation Error)`);
    expect(await outcome(call(booking, 'client', { action: 'cancel' }))).toBe('ok');
    expect((await data(`bookings/${booking.id}`)).cancellation).toMatchObject({
      by: 'client',
      reason: 'cancelled',
    });
  });

  it('records each cancellation for admins and flags the third within 12 months', async () => {
    const djId = await newDj();
    const flaggedAfter: unknown[] = [];
    for (const [i, eventDate] of ['2031-06-20', '2031-06-21', '2031-06-22'].entries()) {
      const booking = await seedBooking({ status: 'confirmed', parties: { djId }, eventDate });
      await call(booking, 'dj', { action: 'cancel', reason: `Reason ${i + 1}.` });
      const record = await data(`djCancellations/${djId}`);
      flaggedAfter.push(record.flaggedAt === null ? null : 'flagged');
      expect(record).toMatchObject({ djId, djName: 'Matrix DJ', countInWindow: i + 1 });
    }
    expect(flaggedAfter).toEqual([null, null, 'flagged']);
    const record = await data(`djCancellations/${djId}`);
    expect((record.recent as { reason: string }[]).map((r) => r.reason)).toEqual([
      'Reason 1.',
      'Reason 2.',
      'Reason 3.',
    ]);
  });

  it('closes when the event date begins: from then it is refused, writing nothing', async () => {
    const booking = await acceptedBooking();
    const before = await data(`bookings/${booking.id}`);
    expect(
      await outcome(call(booking, 'dj', { action: 'cancel', reason: 'Ill.' }, EVENT_START)),
    ).toBe(`failed-precondition: ${DJ_CANCEL_CLOSED}`);
    expect(await data(`bookings/${booking.id}`)).toEqual(before);
    expect(gateway.calls).toEqual([]);
    // Control: a second before, it is taken.
    const justBefore = new Date(EVENT_START.getTime() - 1000);
    expect(
      await outcome(call(booking, 'dj', { action: 'cancel', reason: 'Ill.' }, justBefore)),
    ).toBe('ok');
  });

  it('a second call (a retry) answers as the first and refunds once', async () => {
    const booking = await acceptedBooking();
    const first = await call(booking, 'dj', { action: 'cancel', reason: 'Ill.' }, TEN_DAYS_BEFORE);
    const again = await call(booking, 'dj', { action: 'cancel', reason: 'Ill.' }, TEN_DAYS_BEFORE);
    expect(again).toEqual(first);
    expect(gateway.calls.filter((c) => c.operation === 'refund')).toHaveLength(1);
    expect((await data(`djCancellations/${booking.djId}`)).countInWindow).toBe(1);
  });
});
