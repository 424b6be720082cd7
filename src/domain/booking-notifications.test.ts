import { describe, expect, it } from 'vitest';
import {
  bookingNoticeId,
  bookingNotices,
  echoesOwnAction,
  type BookingSnapshot,
} from './booking-notifications';
import type { BookingStatus } from './booking-states';

const snap = (status: BookingStatus, reason?: string): BookingSnapshot => ({
  status,
  djName: 'Marcus Reid',
  clientName: 'Jordan Lee',
  eventDate: '2031-05-01',
  reason: reason ?? null,
});
const types = (before: BookingSnapshot | null, after: BookingSnapshot) =>
  bookingNotices(before, after, 'b1').map((n) => `${n.recipient}:${n.type}`);

describe('bookingNotices', () => {
  it('tells the DJ about a new request (created pending, or authorised)', () => {
    expect(types(null, snap('pending'))).toEqual(['dj:booking_requested']);
    expect(types(snap('awaiting_payment'), snap('pending'))).toEqual(['dj:booking_requested']);
    expect(types(null, snap('awaiting_payment'))).toEqual([]);
  });

  it('tells both about accept, decline, expiry and cancellation; the client about completion', () => {
    expect(types(snap('pending'), snap('confirmed'))).toEqual([
      'client:booking_accepted',
      'dj:booking_accepted',
    ]);
    expect(types(snap('pending'), snap('cancelled', 'auto_declined'))).toEqual([
      'client:booking_declined',
      'dj:booking_declined',
    ]);
    expect(types(snap('pending'), snap('cancelled', 'expired'))).toEqual([
      'client:booking_expired',
      'dj:booking_expired',
    ]);
    expect(types(snap('confirmed'), snap('cancelled', 'cancelled'))).toEqual([
      'client:booking_cancelled',
      'dj:booking_cancelled',
    ]);
    expect(types(snap('confirmed'), snap('completed'))).toEqual(['client:booking_completed']);
  });

  it.each(['dj_suspended', 'dj_deleted'])(
    'tells both when the platform closes a request because of the DJ (%s)',
    (reason) => {
      const notices = bookingNotices(snap('pending'), snap('cancelled', reason), 'b1');
      expect(notices.map((n) => `${n.recipient}:${n.type}`)).toEqual([
        'client:booking_declined',
        'dj:booking_declined',
      ]);
      expect(notices[0]?.body).toBe(
        'Marcus Reid is no longer available on Spinbook, so your request on 2031-05-01 was closed. Your card was not charged.',
      );
    },
  );

  it('says nothing when the status did not change or an unpaid checkout lapsed', () => {
    expect(types(snap('pending'), snap('pending'))).toEqual([]);
    expect(types(snap('awaiting_payment'), snap('cancelled', 'payment_expired'))).toEqual([]);
  });

  it('links to the booking and names the other party', () => {
    const [notice] = bookingNotices(snap('awaiting_payment'), snap('pending'), 'abc');
    expect(notice?.link).toBe('/bookings?booking=abc');
    expect(notice?.body).toBe('Jordan Lee would like to book you on 2031-05-01.');
  });
});

describe('bookingNoticeId and echoesOwnAction', () => {
  it("names a notice by booking, status and recipient, and knows the DJ's own accept or decline", () => {
    expect(bookingNoticeId('b1', 'confirmed', 'dj')).toBe('b1_confirmed_dj');
    expect(echoesOwnAction(bookingNoticeId('b1', 'confirmed', 'dj'), 'booking_accepted')).toBe(
      true,
    );
    expect(echoesOwnAction(bookingNoticeId('b1', 'cancelled', 'dj'), 'booking_declined')).toBe(
      true,
    );
    // News: the client hears the DJ's answer; the DJ hears a request or a client's cancellation.
    expect(echoesOwnAction(bookingNoticeId('b1', 'confirmed', 'client'), 'booking_accepted')).toBe(
      false,
    );
    expect(echoesOwnAction(bookingNoticeId('b1', 'pending', 'dj'), 'booking_requested')).toBe(
      false,
    );
    expect(echoesOwnAction(bookingNoticeId('b1', 'cancelled', 'dj'), 'booking_cancelled')).toBe(
      false,
    );
    expect(echoesOwnAction('message_b1', null)).toBe(false);
  });
});
