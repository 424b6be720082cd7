import { describe, expect, it } from 'vitest';
import { knownBooking, parseBookingDocument } from './booking-document';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('parseBookingDocument', () => {
  it('reads the fields the booking pages show, payment included', () => {
    expect(
      parseBookingDocument('b1', {
        status: 'pending',
        payment: { provider: 'demo', status: 'authorized' },
        djName: 'DJ Nova',
        eventDate: '2031-05-06',
        totalCostCents: 42000,
      }),
    ).toMatchObject({
      id: 'b1',
      status: 'pending',
      paymentProvider: 'demo',
      paymentStatus: 'authorized',
      djName: 'DJ Nova',
      eventDate: '2031-05-06',
      totalCostCents: 42000,
    });
  });

  it("reads the client's special requests and the quote's parts", () => {
    expect(
      parseBookingDocument('b1', {
        specialRequests: 'First dance at 8pm\nNo polkas',
        baseCostCents: 45000,
        equipmentFeeCents: 7500,
        platformFeeCents: 2625,
      }),
    ).toMatchObject({
      specialRequests: 'First dance at 8pm\nNo polkas',
      baseCostCents: 45000,
      equipmentFeeCents: 7500,
      platformFeeCents: 2625,
    });
    expect(parseBookingDocument('b1', { specialRequests: 7, baseCostCents: '1' })).toMatchObject({
      specialRequests: '',
      baseCostCents: 0,
    });
  });

  it('reads the start time; a booking without one, or with a malformed one, has none', () => {
    expect(parseBookingDocument('b1', { startTime: '19:30' }).startTime).toBe('19:30');
    for (const startTime of [undefined, '', '7:30 PM', '24:00', 1930, { h: 19 }]) {
      const booking = parseBookingDocument('b1', { startTime });
      expect(booking, JSON.stringify(startTime)).not.toHaveProperty('startTime');
    }
  });

  it('gives a missing or mistyped field a safe default', () => {
    expect(
      parseBookingDocument('b1', { eventType: 'rave', totalCostCents: Number.NaN, payment: 'x' }),
    ).toMatchObject({
      clientName: '',
      eventType: 'other',
      totalCostCents: 0,
      guestCount: 0,
      status: null,
      paymentProvider: null,
      cancellation: null,
      lastMessage: null,
      createdAt: null,
    });
  });

  it('reads the cancellation, the last message and the times', () => {
    const booking = parseBookingDocument('b1', {
      cancellation: { by: 'client', reason: 'cancelled', refundPercent: 50, refundCents: 'x' },
      lastMessage: { preview: 'See you', senderUid: 'd', at: ts('2026-11-21T10:00:00Z') },
      createdAt: ts('2026-11-01T10:00:00Z'),
    });
    expect(booking.cancellation).toEqual({
      by: 'client',
      reason: 'cancelled',
      refundPercent: 50,
      refundCents: null,
      declineReason: null,
      searchPlace: null,
    });
    expect(booking.lastMessage?.at?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(booking.createdAt?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
  });

  it("reads a decline's reason and search place, and drops malformed ones", () => {
    const declined = parseBookingDocument('b1', {
      cancellation: {
        by: 'dj',
        reason: 'declined',
        declineReason: 'Fully booked.\nSorry!',
        searchPlace: { label: 'Austin, TX', near: { lat: 30.26, lng: -97.72 } },
      },
    });
    expect(declined.cancellation).toMatchObject({
      declineReason: 'Fully booked.\nSorry!',
      searchPlace: { label: 'Austin, TX', near: { lat: 30.26, lng: -97.72 } },
    });
    const odd = parseBookingDocument('b1', {
      cancellation: { reason: 'declined', declineReason: 42, searchPlace: { near: 'x' } },
    });
    expect(odd.cancellation).toMatchObject({ declineReason: null, searchPlace: null });
  });

  it("reads the client's problem report, and none when its state is unknown", () => {
    const reported = parseBookingDocument('b1', {
      problem: { status: 'open', reportedAt: ts('2026-11-22T10:00:00Z'), details: 'x' },
    });
    expect(reported.problem).toEqual({
      status: 'open',
      reportedAt: new Date('2026-11-22T10:00:00Z'),
    });
    expect(parseBookingDocument('b1', { problem: { status: 'lost' } }).problem).toBeNull();
    expect(parseBookingDocument('b1', {}).problem).toBeNull();
  });
});

describe('knownBooking', () => {
  it('is null without a known status', () => {
    expect(knownBooking(parseBookingDocument('b1', { status: 'paid' }))).toBeNull();
    expect(knownBooking(parseBookingDocument('b1', { status: 'confirmed' }))?.status).toBe(
      'confirmed',
    );
  });
});
