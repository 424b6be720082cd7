import { describe, expect, it } from 'vitest';
import {
  actorOfChange,
  bookingNoticeId,
  bookingNotices,
  type BookingSnapshot,
} from './booking-notifications';
import type { BookingActor, BookingStatus } from './booking-states';

const snap = (
  status: BookingStatus,
  reason?: string,
  cancelledBy?: BookingActor,
): BookingSnapshot => ({
  status,
  djName: 'Marcus Reid',
  clientName: 'Jordan Lee',
  eventDate: '2031-05-01',
  reason: reason ?? null,
  cancelledBy: cancelledBy ?? null,
});
const types = (before: BookingSnapshot | null, after: BookingSnapshot) =>
  bookingNotices(before, after, 'b1').map((n) => `${n.recipient}:${n.type}`);

describe('bookingNotices', () => {
  it('tells the DJ about a new request (created pending, or authorised)', () => {
    expect(types(null, snap('pending'))).toEqual(['dj:booking_requested']);
    expect(types(snap('awaiting_payment'), snap('pending'))).toEqual(['dj:booking_requested']);
    expect(types(null, snap('awaiting_payment'))).toEqual([]);
  });

  it("tells the other party about the DJ's accept, decline and completion, never the DJ", () => {
    expect(types(snap('pending'), snap('confirmed'))).toEqual(['client:booking_accepted']);
    expect(types(snap('pending'), snap('cancelled', 'declined', 'dj'))).toEqual([
      'client:booking_declined',
    ]);
    // Accepting another request that day declined this one: still the DJ's doing.
    expect(types(snap('pending'), snap('cancelled', 'auto_declined', 'dj'))).toEqual([
      'client:booking_declined',
    ]);
    expect(types(snap('confirmed'), snap('completed'))).toEqual(['client:booking_completed']);
  });

  it("tells the DJ about the client's cancellation, never the client", () => {
    expect(types(snap('pending'), snap('cancelled', 'cancelled', 'client'))).toEqual([
      'dj:booking_cancelled',
    ]);
    expect(types(snap('confirmed'), snap('cancelled', 'cancelled', 'client'))).toEqual([
      'dj:booking_cancelled',
    ]);
  });

  it('tells both when neither of them made the change: an admin, expiry, or an unknown actor', () => {
    expect(types(snap('confirmed'), snap('cancelled', 'cancelled', 'admin'))).toEqual([
      'client:booking_cancelled',
      'dj:booking_cancelled',
    ]);
    expect(types(snap('pending'), snap('cancelled', 'expired', 'system'))).toEqual([
      'client:booking_expired',
      'dj:booking_expired',
    ]);
    expect(types(snap('confirmed'), snap('cancelled', 'cancelled'))).toEqual([
      'client:booking_cancelled',
      'dj:booking_cancelled',
    ]);
  });

  it('writes a booking seeded straight into confirmed as accepted by the DJ', () => {
    expect(types(null, snap('confirmed'))).toEqual(['client:booking_accepted']);
    expect(types(null, snap('completed'))).toEqual(['client:booking_completed']);
  });

  it.each(['dj_suspended', 'dj_deleted'])(
    'tells both when the platform closes a request because of the DJ (%s)',
    (reason) => {
      const notices = bookingNotices(snap('pending'), snap('cancelled', reason, 'system'), 'b1');
      expect(notices.map((n) => `${n.recipient}:${n.type}`)).toEqual([
        'client:booking_declined',
        'dj:booking_declined',
      ]);
      expect(notices[0]?.body).toBe(
        'Marcus Reid is no longer available on Spinbook, so your request on May 1, 2031 was closed. Your card was not charged.',
      );
    },
  );

  it("tells both, with the refund, when a suspension cancels the DJ's confirmed booking", () => {
    const notices = bookingNotices(
      snap('confirmed'),
      snap('cancelled', 'dj_suspended', 'system'),
      'b1',
    );
    expect(notices.map((n) => `${n.recipient}:${n.type}`)).toEqual([
      'client:booking_cancelled',
      'dj:booking_cancelled',
    ]);
    expect(notices[0]?.body).toBe(
      'Marcus Reid can no longer play your event on May 1, 2031: their profile was suspended by Spinbook. You get a full refund. Your booking page shows DJs free that day.',
    );
    expect(notices[1]?.body).toBe(
      'Your booking with Jordan Lee on May 1, 2031 was cancelled because your DJ profile is suspended. The client is refunded in full.',
    );
  });

  it('says nothing when the status did not change or an unpaid checkout lapsed', () => {
    expect(types(snap('pending'), snap('pending'))).toEqual([]);
    expect(types(snap('awaiting_payment'), snap('cancelled', 'payment_expired'))).toEqual([]);
  });

  it('tells the client, with the reason and the full refund, when the DJ cancels', () => {
    const after = { ...snap('cancelled', 'dj_cancelled', 'dj'), declineReason: 'Hospital stay.' };
    expect(types(snap('confirmed'), after)).toEqual(['client:booking_cancelled']);
    expect(bookingNotices(snap('confirmed'), after, 'b1')[0]?.body).toBe(
      'Marcus Reid cancelled your booking on May 1, 2031. You get a full refund. Their reason: “Hospital stay.” Your booking page shows DJs free that day.',
    );
  });

  it('tells only the client when a card authorised for a date just taken is released', () => {
    const after = snap('cancelled', 'auto_declined', 'system');
    expect(types(snap('awaiting_payment'), after)).toEqual(['client:booking_declined']);
    expect(bookingNotices(snap('awaiting_payment'), after, 'b1')[0]?.body).toBe(
      'Marcus Reid was booked on May 1, 2031 while you were paying, so your request was closed. The hold on your card was released: you were not charged.',
    );
  });

  it('links to the booking and names the other party and the day as people write it', () => {
    const [notice] = bookingNotices(snap('awaiting_payment'), snap('pending'), 'abc');
    expect(notice?.link).toBe('/bookings/abc');
    expect(notice?.body).toBe('Jordan Lee would like to book you on May 1, 2031.');
    const [accepted] = bookingNotices(snap('pending'), snap('confirmed'), 'abc');
    expect(accepted?.body).toBe(
      'Marcus Reid accepted your booking on May 1, 2031. You can message them now.',
    );
  });

  it('adds the start time to the day, in the 12-hour clock; a booking without one says the day only', () => {
    const [requested] = bookingNotices(null, { ...snap('pending'), startTime: '19:30' }, 'b1');
    expect(requested?.body).toBe('Jordan Lee would like to book you on May 1, 2031 at 7:30 PM.');
    const [accepted] = bookingNotices(
      snap('pending'),
      { ...snap('confirmed'), startTime: '00:15' },
      'b1',
    );
    expect(accepted?.body).toBe(
      'Marcus Reid accepted your booking on May 1, 2031 at 12:15 AM. You can message them now.',
    );
    for (const startTime of [null, undefined, '', '7:30 PM', '25:00']) {
      const [notice] = bookingNotices(null, { ...snap('pending'), startTime }, 'b1');
      expect(notice?.body, String(startTime)).toBe(
        'Jordan Lee would like to book you on May 1, 2031.',
      );
    }
  });

  it('never writes an ISO date into a notice, and copes with a missing one', () => {
    const changes: [BookingSnapshot | null, BookingSnapshot][] = [
      [snap('awaiting_payment'), snap('pending')],
      [snap('pending'), snap('confirmed')],
      [snap('pending'), snap('cancelled', 'declined', 'dj')],
      [snap('pending'), snap('cancelled', 'expired', 'system')],
      [snap('pending'), snap('cancelled', 'dj_suspended', 'system')],
      [snap('confirmed'), snap('cancelled', 'cancelled', 'admin')],
      [snap('confirmed'), snap('completed')],
    ];
    for (const [before, after] of changes) {
      for (const n of bookingNotices(before, after, 'b1'))
        expect(n.body).not.toMatch(/\d{4}-\d{2}/);
    }
    const [undated] = bookingNotices(null, { ...snap('pending'), eventDate: '' }, 'b1');
    expect(undated?.body).toBe('Jordan Lee would like to book you on the requested date.');
  });
});

describe('actorOfChange', () => {
  it('reads who cancelled from the booking, and the rest from the lifecycle table', () => {
    expect(actorOfChange(snap('pending'), snap('confirmed'))).toBe('dj');
    // The DJ marks it completed, or the system does once the event is over (decision 0054).
    expect(actorOfChange(snap('confirmed'), snap('completed'))).toBeNull();
    expect(actorOfChange(snap('awaiting_payment'), snap('pending'))).toBe('system');
    expect(actorOfChange(snap('pending'), snap('cancelled', 'cancelled', 'client'))).toBe('client');
    expect(actorOfChange(snap('pending'), snap('cancelled', 'declined', 'dj'))).toBe('dj');
    // Several people may cancel a pending booking: without the record, nobody is left out.
    expect(actorOfChange(snap('pending'), snap('cancelled', 'cancelled'))).toBeNull();
    expect(
      actorOfChange(snap('pending'), { ...snap('cancelled'), cancelledBy: 'someone' }),
    ).toBeNull();
  });
});

describe('bookingNoticeId', () => {
  it('names a notice by booking, status and recipient', () => {
    expect(bookingNoticeId('b1', 'confirmed', 'client')).toBe('b1_confirmed_client');
  });
});
