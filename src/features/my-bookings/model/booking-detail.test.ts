import { describe, expect, it } from 'vitest';
import { ACCEPT_CLOSED, PENDING_MAX_AGE_DAYS } from '../../../domain/booking-record';
import { CHAT_NOT_OPEN } from '../../../domain/chat-refusals';
import {
  acceptedText,
  DEMO_PAYMENT_NOTICE,
  NOTHING_CHARGED_TEXT,
  requestSentText,
} from '../../../domain/payment-texts';
import { LATE_CANCELLATION_PAYOUT_TEXT, PAYOUT_TIMING_TEXT } from '../../../domain/payouts';
import { quoteBooking } from '../../../domain/pricing';
import { parseBooking, type Booking } from './booking';
import { responseDeadlineOf } from '../../../domain/response-deadline';
import { bookingDetailView, clientPaymentText, nextStepsText } from './booking-detail';
import { detailsLink } from './booking-details-link';
import { bookingCardView } from './booking-view';

const NOW = new Date('2026-12-01T12:00:00Z');
const ID = 'AbCdEfGhIjKlMnOpQrSt';
// $150/hour × 3 hours + $75 equipment: $525.00 for the DJ's side, $551.25 with the 5% fee.
const QUOTE = quoteBooking({ hourlyRateCents: 15_000, durationHours: 3, equipmentNeeded: true });
const ts = (iso: string) => ({ toDate: () => new Date(iso) });

function booking(status: string, extra: Record<string, unknown> = {}): Booking {
  return parseBooking(ID, {
    clientUid: 'c',
    clientName: 'Jordan Lee',
    djOwnerUid: 'd',
    djName: 'Marcus Reid',
    eventDate: '2026-12-19',
    startTime: '19:00',
    durationHours: 3,
    eventType: 'wedding',
    venue: 'The Loft',
    guestCount: 120,
    specialRequests: 'First dance at 8pm',
    ...QUOTE,
    status,
    payment: { provider: 'stripe', status: 'authorized' },
    createdAt: ts('2026-11-30T09:30:00Z'),
    ...extra,
  });
}

const demo = { payment: { provider: 'demo', status: 'authorized' } };

describe('bookingDetailView: the same facts for both parties', () => {
  it("is the card's view for the event, with the start time, equipment and requests", () => {
    for (const viewer of ['client', 'dj'] as const) {
      const b = booking('confirmed');
      const view = bookingDetailView(b, viewer, NOW);
      expect(view.card).toEqual(bookingCardView(b, viewer, NOW));
      expect(view.card).toMatchObject({
        dateText: 'Dec 19, 2026',
        startTimeText: '7:00 PM',
        venue: 'The Loft',
        guestsText: '120 guests',
        specialRequests: { text: 'First dance at 8pm', preview: null },
      });
      expect(view.equipmentText).toBe('Yes, the DJ brings it');
    }
  });

  it('names the other party in its heading', () => {
    expect(bookingDetailView(booking('pending'), 'client', NOW).card.label).toBe(
      'Booking with Marcus Reid on Dec 19, 2026',
    );
    expect(bookingDetailView(booking('pending'), 'dj', NOW).card.label).toBe(
      'Booking from Jordan Lee on Dec 19, 2026',
    );
  });

  it('says no equipment when none was charged for', () => {
    const b = booking('pending', { equipmentFeeCents: 0 });
    expect(bookingDetailView(b, 'client', NOW).equipmentText).toBe('No');
  });
});

describe('the money each party sees', () => {
  it('shows the client what they pay and where their card stands', () => {
    const view = bookingDetailView(booking('pending'), 'client', NOW);
    expect(view.money).toEqual({
      label: 'You pay',
      total: '$551.25',
      detail: 'Authorised on your card, not charged: you are charged when the DJ accepts.',
    });
  });

  it("shows the DJ the card's take-home line, never a second wording", () => {
    const b = booking('confirmed');
    const view = bookingDetailView(b, 'dj', NOW);
    expect(view.money).toEqual({
      label: 'Client pays',
      total: '$551.25',
      detail: 'Client pays $551.25 · You receive $446.25 (85% of your $525.00 fee)',
    });
    expect(view.money.detail).toBe(bookingCardView(b, 'dj', NOW).takeHomeText);
  });

  it.each([
    ['pending', {}, 'Authorised on your card, not charged: you are charged when the DJ accepts.'],
    ['confirmed', {}, 'Charged to your card.'],
    [
      'completed',
      { payment: { provider: 'stripe', refundedCents: 5000 } },
      'Charged to your card; $50.00 refunded.',
    ],
    ['cancelled', {}, 'Nothing was charged: the hold on your card was released.'],
    [
      'cancelled',
      {
        cancellation: { by: 'client', reason: 'cancelled', refundPercent: 50, refundCents: 27563 },
      },
      'Charged, then $275.63 refunded to your card.',
    ],
    [
      'cancelled',
      { cancellation: { by: 'client', reason: 'cancelled', refundPercent: 0, refundCents: 0 } },
      'Charged; nothing was refunded under the cancellation policy.',
    ],
    ['pending', demo, DEMO_PAYMENT_NOTICE],
    ['confirmed', demo, DEMO_PAYMENT_NOTICE],
  ])('client, %s: the card line', (status, extra, text) => {
    expect(clientPaymentText(booking(status, extra))).toBe(text);
  });
});

describe('what happens next', () => {
  // The page reads the domain's deadline, the one the scheduler expires requests by.
  it('gives the request 5 days, or until the event starts if that is sooner', () => {
    const deadline = (b: Booking) => responseDeadlineOf(b.createdAt, b.eventDate)?.toISOString();
    expect(deadline(booking('pending'))).toBe('2026-12-05T09:30:00.000Z');
    expect(deadline(booking('pending', { eventDate: '2026-12-02' }))).toBe(
      '2026-12-02T00:00:00.000Z',
    );
    expect(deadline(booking('pending', { createdAt: null }))).toBe('2026-12-19T00:00:00.000Z');
    expect(PENDING_MAX_AGE_DAYS).toBe(5);
  });

  it('pending, client: waiting for the DJ, by when, and that nothing is charged until then', () => {
    expect(nextStepsText(booking('pending'), 'client', NOW, 'utc')).toEqual([
      'Waiting for Marcus Reid to accept, by Dec 5, 2026, 09:30 at the latest.',
      requestSentText('card', 'Marcus Reid'),
    ]);
    expect(nextStepsText(booking('pending', demo), 'client', NOW, 'utc')[1]).toBe(
      requestSentText('demo', 'Marcus Reid'),
    );
  });

  it('pending, DJ: answer by the deadline; accepting charges the card', () => {
    expect(nextStepsText(booking('pending'), 'dj', NOW, 'utc')).toEqual([
      'Accept or decline by Dec 5, 2026, 09:30. After that the request expires and Jordan Lee is told.',
      'Accepting charges Jordan Lee’s card, which is only authorised until then.',
    ]);
    expect(nextStepsText(booking('pending', demo), 'dj', NOW, 'utc')[1]).toBe(
      'No card is charged in demo mode.',
    );
    const lapsed = booking('pending', { eventDate: '2026-12-01' });
    expect(nextStepsText(lapsed, 'dj', NOW, 'utc')).toEqual([ACCEPT_CLOSED]);
  });

  it('confirmed: the client was charged (demo: was not); the DJ is paid after the gig', () => {
    expect(nextStepsText(booking('confirmed'), 'client', NOW)).toEqual([
      acceptedText('card', 'Marcus Reid'),
      'You’re booked for Dec 19, 2026 at The Loft. Message Marcus Reid here to plan the details.',
    ]);
    expect(nextStepsText(booking('confirmed', demo), 'client', NOW)[0]).toBe(
      acceptedText('demo', 'Marcus Reid'),
    );
    expect(nextStepsText(booking('confirmed'), 'dj', NOW)).toEqual([
      'You’re booked for Dec 19, 2026 at The Loft. Once the event is over, mark it as completed.',
      PAYOUT_TIMING_TEXT,
    ]);
  });

  it('completed: the client is asked for a review; the DJ told when the money moves', () => {
    expect(nextStepsText(booking('completed'), 'client', NOW)).toEqual([
      'This booking is complete. How was it? A review of Marcus Reid helps other clients choose.',
    ]);
    expect(nextStepsText(booking('completed'), 'dj', NOW)).toEqual([
      'This booking is complete.',
      PAYOUT_TIMING_TEXT,
    ]);
  });

  it('declined or cancelled before accept: nothing was charged', () => {
    const declined = booking('cancelled', { cancellation: { by: 'dj', reason: 'declined' } });
    expect(nextStepsText(declined, 'client', NOW)).toEqual([NOTHING_CHARGED_TEXT]);
    expect(nextStepsText(declined, 'dj', NOW)).toEqual(['Nothing more to do for this booking.']);
    expect(bookingDetailView(declined, 'client', NOW).card.status.label).toBe('Declined');
  });

  it('cancelled after accept: the refund, and what a late cancellation still owes the DJ', () => {
    const late = booking('cancelled', {
      cancellation: { by: 'client', reason: 'cancelled', refundPercent: 50, refundCents: 27563 },
    });
    expect(nextStepsText(late, 'client', NOW)).toEqual(['$275.63 (50%) is refunded to your card.']);
    expect(nextStepsText(late, 'dj', NOW)).toEqual([LATE_CANCELLATION_PAYOUT_TEXT]);
    const early = booking('cancelled', {
      cancellation: { by: 'client', reason: 'cancelled', refundPercent: 100, refundCents: 55125 },
    });
    expect(nextStepsText(early, 'dj', NOW)).toEqual(['Nothing more to do for this booking.']);
    const none = booking('cancelled', {
      cancellation: { by: 'client', reason: 'cancelled', refundPercent: 0, refundCents: 0 },
    });
    expect(nextStepsText(none, 'client', NOW)).toEqual([
      'Nothing is refunded under the cancellation policy.',
    ]);
    expect(nextStepsText({ ...late, paymentProvider: 'demo' }, 'client', NOW)).toEqual([
      'No card was charged for this demo booking, so nothing is refunded.',
    ]);
  });

  it('never shows an ISO date', () => {
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled']) {
      for (const viewer of ['client', 'dj'] as const) {
        const text = nextStepsText(booking(status), viewer, NOW).join(' ');
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      }
    }
  });
});

describe('the way to the chat', () => {
  it('opens the chat once the booking is confirmed, named after the other party', () => {
    expect(bookingDetailView(booking('confirmed'), 'client', NOW).message).toEqual({
      href: `/messages?booking=${ID}`,
      label: 'Message Marcus Reid',
    });
    expect(bookingDetailView(booking('completed'), 'dj', NOW).message).toEqual({
      href: `/messages?booking=${ID}`,
      label: 'Message Jordan Lee',
    });
  });

  it('says when messaging opens on a request, and nothing on a cancelled booking', () => {
    expect(bookingDetailView(booking('pending'), 'client', NOW).message).toEqual({
      href: null,
      label: CHAT_NOT_OPEN,
    });
    expect(bookingDetailView(booking('cancelled'), 'client', NOW).message).toBeNull();
  });
});

describe('detailsLink', () => {
  it("names the card's booking, so a list of cards is not a list of one name", () => {
    const card = bookingCardView(booking('confirmed'), 'client', NOW);
    expect(detailsLink(card)).toEqual({
      href: `/bookings/${ID}`,
      label: 'View details of the booking with Marcus Reid on Dec 19, 2026',
    });
  });
});
