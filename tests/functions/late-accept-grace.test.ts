// No client loses money to an accept they could not react to (issue 39, decision 0053), through
// transitionBooking against the Firestore emulator: a client's cancellation within 24 hours of
// the DJ's accept is refunded in full whatever the notice, and a cancel carries the status the
// client saw, so a "cancel my request" that an accept overtook changes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_CHANGED } from '../../src/domain/booking-record';
import { ACCEPT_GRACE_MS } from '../../src/domain/cancellation-policy';
import {
  DAY,
  EVENT_START,
  outcomeOf,
  placedDj,
  RecordingGateway,
  seedBooking,
  TOTAL_CENTS,
  transitionAs,
  type Parties,
} from './booking-fixtures';
import { adminDb } from './helpers';

const HOUR = 60 * 60 * 1000;
let gateway: RecordingGateway;
beforeEach(() => {
  gateway = new RecordingGateway();
});

const at = (ms: number) => new Date(EVENT_START.getTime() + ms);
const data = async (id: string) => (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};

/** A request the DJ accepts at `acceptedAt` (a verified DJ with payouts, so a real capture). */
async function acceptedAt(acceptedAtTime: Date): Promise<{ id: string } & Parties> {
  const djId = await placedDj();
  const booking = await seedBooking({ status: 'pending', parties: { djId } });
  await transitionAs(gateway, booking, 'dj', { action: 'accept' }, acceptedAtTime);
  gateway.calls.length = 0;
  return booking;
}

const clientCancels = (booking: { id: string } & Parties, now: Date, sawStatus = 'confirmed') =>
  transitionAs(gateway, booking, 'client', { action: 'cancel', sawStatus }, now);

describe('the 24 hours after an accept', () => {
  it('refunds in full a cancellation 2 hours after an accept made 10 hours before the event', async () => {
    const booking = await acceptedAt(at(-10 * HOUR));
    const result = await clientCancels(booking, at(-8 * HOUR));
    expect(result).toEqual({
      bookingId: booking.id,
      status: 'cancelled',
      refundCents: TOTAL_CENTS,
    });
    expect((await data(booking.id)).cancellation).toMatchObject({
      by: 'client',
      refundPercent: 100,
      refundCents: TOTAL_CENTS,
    });
    expect(gateway.calls).toEqual([
      expect.objectContaining({ operation: 'refund', amountCents: TOTAL_CENTS }),
    ]);
    // The DJ is owed nothing of a booking refunded in full.
    expect((await adminDb.doc(`payouts/${booking.id}`).get()).get('amountCents')).toBe(0);
  });

  it('holds on the event day too, while the 24 hours last', async () => {
    const booking = await acceptedAt(at(-2 * HOUR));
    expect((await clientCancels(booking, at(20 * HOUR))).refundCents).toBe(TOTAL_CENTS);
  });

  it('ends exactly 24 hours after the accept: the tier applies then', async () => {
    const booking = await acceptedAt(at(-30 * HOUR));
    const result = await clientCancels(booking, at(-30 * HOUR + ACCEPT_GRACE_MS));
    // 6 hours before the event: the tier gives nothing.
    expect(result.refundCents).toBe(0);
    expect((await data(booking.id)).cancellation).toMatchObject({ refundPercent: 0 });
  });

  it('changes nothing for an accept made in good time (control): the tier applies', async () => {
    const booking = await acceptedAt(at(-10 * DAY));
    // 30 hours before the event, long after the accept: 50 %.
    const result = await clientCancels(booking, at(-30 * HOUR));
    expect(result.refundCents).toBe(Math.round(TOTAL_CENTS / 2));
  });
});

describe('a cancel carries the status the client saw', () => {
  it('refuses a "cancel my request" that an accept overtook, and changes nothing', async () => {
    const booking = await acceptedAt(at(-10 * HOUR));
    const before = await data(booking.id);
    expect(await outcomeOf(clientCancels(booking, at(-10 * HOUR + 500), 'pending'))).toBe(
      `failed-precondition: ${BOOKING_CHANGED}`,
    );
    expect(await data(booking.id)).toEqual(before);
    expect(gateway.calls).toEqual([]);
  });

  it('cancels when the client saw the booking as it is (control)', async () => {
    const booking = await acceptedAt(at(-10 * HOUR));
    expect((await clientCancels(booking, at(-10 * HOUR + 500))).status).toBe('cancelled');
  });

  it('answers a repeated cancel as the first, though the booking has moved since', async () => {
    const booking = await acceptedAt(at(-10 * HOUR));
    const first = await clientCancels(booking, at(-9 * HOUR));
    expect(await clientCancels(booking, at(-9 * HOUR))).toEqual(first);
  });

  it('refuses a DJ whose view is out of date too', async () => {
    const djId = await placedDj();
    const booking = await seedBooking({ status: 'pending', parties: { djId } });
    await transitionAs(
      gateway,
      booking,
      'client',
      { action: 'cancel', sawStatus: 'pending' },
      at(-3 * DAY),
    );
    expect(
      await outcomeOf(
        transitionAs(
          gateway,
          booking,
          'dj',
          { action: 'accept', sawStatus: 'pending' },
          at(-3 * DAY),
        ),
      ),
    ).toBe(`failed-precondition: ${BOOKING_CHANGED}`);
  });

  it('refuses a status that does not exist, by name', async () => {
    const booking = await acceptedAt(at(-10 * DAY));
    expect(await outcomeOf(clientCancels(booking, at(-9 * DAY), 'paid'))).toBe(
      'invalid-argument: sawStatus must be a booking status: awaiting_payment, pending, confirmed, completed, cancelled.',
    );
  });
});
