import { describe, expect, it } from 'vitest';
import { isOwnActionEcho } from './booking-notice-echo';
import { bookingNoticeId, bookingNotices, type BookingSnapshot } from './booking-notifications';
import { messageNotificationId } from './chat';
import { type BookingActor } from './booking-states';
import { TRANSITIONS } from './booking-transitions';

describe('isOwnActionEcho', () => {
  it("finds the DJ's copies of their own accept and completion, stored before decision 0042", () => {
    expect(isOwnActionEcho(bookingNoticeId('dCcgfytzIp5xXEYvWTxA', 'confirmed', 'dj'))).toBe(true);
    expect(isOwnActionEcho(bookingNoticeId('b1', 'completed', 'dj'))).toBe(true);
  });

  it('keeps what the other party is told, every cancellation, and other notices', () => {
    expect(isOwnActionEcho(bookingNoticeId('b1', 'confirmed', 'client'))).toBe(false);
    expect(isOwnActionEcho(bookingNoticeId('b1', 'completed', 'client'))).toBe(false);
    expect(isOwnActionEcho(bookingNoticeId('b1', 'pending', 'dj'))).toBe(false);
    expect(isOwnActionEcho(bookingNoticeId('b1', 'cancelled', 'dj'))).toBe(false);
    expect(isOwnActionEcho(bookingNoticeId('b1', 'cancelled', 'client'))).toBe(false);
    expect(isOwnActionEcho(messageNotificationId('b1'))).toBe(false);
    expect(isOwnActionEcho('payout_b1_paid')).toBe(false);
  });

  it('never hides a notice the trigger writes today, for any change of the lifecycle', () => {
    const snap = (status: BookingSnapshot['status'], by: BookingActor): BookingSnapshot => ({
      status,
      djName: 'Marcus Reid',
      clientName: 'Jordan Lee',
      eventDate: '2031-05-01',
      reason: status === 'cancelled' ? (by === 'dj' ? 'declined' : 'cancelled') : null,
      cancelledBy: status === 'cancelled' ? by : null,
    });
    for (const t of TRANSITIONS) {
      for (const actor of t.actors) {
        for (const notice of bookingNotices(snap(t.from, actor), snap(t.to, actor), 'b1')) {
          const id = bookingNoticeId('b1', t.to, notice.recipient);
          expect(isOwnActionEcho(id), `${t.action} by ${actor} → ${notice.recipient}`).toBe(false);
        }
      }
    }
  });
});
