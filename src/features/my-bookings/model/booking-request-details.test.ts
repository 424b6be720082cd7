import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../../../domain/booking-states';
import { payoutSplitOfBooking } from '../../../domain/payouts';
import { quoteBooking } from '../../../domain/pricing';
import { parseBooking, type Booking } from './booking';
import {
  DJ_SHARE_PERCENT,
  SPECIAL_REQUESTS_PREVIEW_CHARS,
  SPECIAL_REQUESTS_PREVIEW_LINES,
  specialRequestsView,
  takeHomeText,
} from './booking-request-details';
import { bookingCardView, type BookingViewer } from './booking-view';

const NOW = new Date('2026-12-01T12:00:00Z');
const VIEWERS: readonly BookingViewer[] = ['client', 'dj'];

// $150/hour × 3 hours + $75 equipment = $525.00 for the DJ's side; the client adds 5%.
const QUOTE = quoteBooking({ hourlyRateCents: 15_000, durationHours: 3, equipmentNeeded: true });
const TAKE_HOME = 'Client pays $551.25 · You receive $446.25 (85% of your $525.00 fee)';

function booking(status: BookingStatus, extra: Record<string, unknown> = {}): Booking {
  return parseBooking('b1', {
    clientUid: 'client-1',
    clientName: 'Priya Shah',
    djId: 'dj-1',
    djOwnerUid: 'dj-1',
    djName: 'Marcus Reid',
    eventDate: '2026-12-12',
    durationHours: 3,
    eventType: 'wedding',
    venue: 'Austin Event Hall',
    guestCount: 120,
    specialRequests: 'First dance at 8pm.\nNo polkas, please.',
    ...QUOTE,
    status,
    ...extra,
  });
}

describe('the card: what each side sees, by status × viewer', () => {
  const takesHome: Record<BookingStatus, boolean> = {
    awaiting_payment: false,
    pending: true,
    confirmed: true,
    completed: true,
    cancelled: false,
  };
  for (const status of BOOKING_STATUSES) {
    it(`${status}: the DJ ${takesHome[status] ? 'sees' : 'does not see'} their take-home; the client never`, () => {
      expect(bookingCardView(booking(status), 'dj', NOW).takeHomeText).toBe(
        takesHome[status] ? TAKE_HOME : null,
      );
      expect(bookingCardView(booking(status), 'client', NOW).takeHomeText).toBeNull();
    });

    for (const viewer of VIEWERS) {
      it(`${status}: the ${viewer} sees the special requests`, () => {
        expect(bookingCardView(booking(status), viewer, NOW).specialRequests).toEqual({
          text: 'First dance at 8pm.\nNo polkas, please.',
          preview: null,
        });
      });
    }
  }

  it('shows no special requests when there are none, or only blank space', () => {
    for (const specialRequests of ['', '  \n\t ', undefined, 42]) {
      for (const viewer of VIEWERS) {
        expect(
          bookingCardView(booking('pending', { specialRequests }), viewer, NOW).specialRequests,
        ).toBeNull();
      }
    }
  });
});

describe('specialRequestsView', () => {
  const view = (specialRequests: string) => specialRequestsView({ specialRequests });

  it('keeps the text as stored: markup is text, line breaks stay', () => {
    expect(view('<b>Loud</b> & proud\n\nthanks')).toEqual({
      text: '<b>Loud</b> & proud\n\nthanks',
      preview: null,
    });
  });

  it('is short up to the character and line limits', () => {
    for (const text of [
      'x'.repeat(SPECIAL_REQUESTS_PREVIEW_CHARS),
      Array(SPECIAL_REQUESTS_PREVIEW_LINES).fill('line').join('\n'),
    ]) {
      expect(view(text)).toEqual({ text, preview: null });
    }
  });

  it('previews the first lines of a text with more lines than the limit', () => {
    const text = ['one', 'two', 'three', 'four', 'five', 'six'].join('\n');
    expect(view(text)).toEqual({ text, preview: 'one\ntwo\nthree\nfour…' });
  });

  it('cuts a long text at a space, so no word is split', () => {
    const text = 'word '.repeat(100).trim();
    const preview = view(text)?.preview ?? '';
    expect(preview.endsWith('word…')).toBe(true);
    expect(Array.from(preview).length).toBeLessThanOrEqual(SPECIAL_REQUESTS_PREVIEW_CHARS + 1);
  });

  it('cuts an unbroken text at the limit, never inside an emoji', () => {
    const text = '🎧'.repeat(SPECIAL_REQUESTS_PREVIEW_CHARS + 5);
    const preview = view(text)?.preview ?? '';
    expect(preview).toBe(`${'🎧'.repeat(SPECIAL_REQUESTS_PREVIEW_CHARS)}…`);
  });
});

describe('takeHomeText', () => {
  it('is the one payout split of src/domain, with its share', () => {
    const split = payoutSplitOfBooking(QUOTE);
    expect(DJ_SHARE_PERCENT).toBe(85);
    expect(split.netCents).toBe(44_625);
    expect(takeHomeText(booking('pending'), 'dj')).toBe(TAKE_HOME);
  });

  it('rounds the half cent to the DJ, as the payout does', () => {
    // $50.03/hour × 1 hour, no equipment: 85% of $50.03 is $42.5255, paid as $42.53.
    const quote = quoteBooking({ hourlyRateCents: 5003, durationHours: 1, equipmentNeeded: false });
    expect(takeHomeText(booking('pending', { ...quote }), 'dj')).toBe(
      'Client pays $52.53 · You receive $42.53 (85% of your $50.03 fee)',
    );
  });

  it('says nothing once money was refunded: the Earnings page has the real figure', () => {
    expect(takeHomeText(booking('confirmed', { payment: { refundedCents: 100 } }), 'dj')).toBe(
      null,
    );
    const refunded = booking('completed', { problem: { status: 'refunded' } });
    expect(takeHomeText(refunded, 'dj')).toBeNull();
    const underReview = booking('completed', { problem: { status: 'open' } });
    expect(takeHomeText(underReview, 'dj')).toBe(TAKE_HOME);
  });

  it('says nothing rather than a wrong amount when the price fields are missing or do not add up', () => {
    expect(takeHomeText(booking('pending', { baseCostCents: undefined }), 'dj')).toBeNull();
    expect(takeHomeText(booking('pending', { baseCostCents: 12.5 }), 'dj')).toBeNull();
    expect(takeHomeText(booking('pending', { platformFeeCents: -1 }), 'dj')).toBeNull();
    expect(takeHomeText(booking('pending', { totalCostCents: 1 }), 'dj')).toBeNull();
  });
});
