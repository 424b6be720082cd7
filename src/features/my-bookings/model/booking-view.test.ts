import { ACCEPT_CLOSED } from '../../../domain/booking-record';
import { ACCEPT_NEEDS_PAYOUTS } from '../../../domain/payout-account-state';
import { DJ_CANCEL_REASON_REQUIRED } from '../../../domain/dj-cancellation';
import { START_TIME_NOT_GIVEN } from '../../../domain/event-start-time';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../../../domain/booking-states';
import { parseBooking, type Booking } from './booking';
import { guestsText, money } from './booking-amounts';
import {
  cancellationMoneyText,
  cancellationNote,
  refundForCancellation,
} from './booking-cancellation-text';
import { bookingTabs } from './booking-tabs';
import {
  bookingCardView,
  bookingUpdatedText,
  listSignature,
  viewerRoleOf,
  type BookingViewer,
} from './booking-view';

const NOW = new Date('2026-12-01T12:00:00Z');

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
    guestCount: 1200,
    totalCostCents: 49988,
    status,
    createdAt: new Date('2026-11-01T10:00:00Z'),
    updatedAt: new Date('2026-11-02T10:00:00Z'),
    ...extra,
  });
}

const actionsOf = (status: BookingStatus, viewer: BookingViewer, now = NOW) =>
  bookingCardView(booking(status), viewer, now).actions.map((a) => a.action);

describe('bookingCardView: actions by status × viewer', () => {
  const expected: Record<BookingStatus, Record<BookingViewer, string[]>> = {
    awaiting_payment: { client: [], dj: [] },
    pending: { client: ['cancel'], dj: ['accept', 'decline'] },
    confirmed: { client: ['cancel'], dj: ['complete', 'cancel'] },
    completed: { client: [], dj: [] },
    cancelled: { client: [], dj: [] },
  };
  for (const status of BOOKING_STATUSES) {
    for (const viewer of ['client', 'dj'] as const) {
      it(`${status} for the ${viewer}: ${expected[status][viewer].join(', ') || 'none'}`, () => {
        expect(actionsOf(status, viewer)).toEqual(expected[status][viewer]);
      });
    }
  }

  it('labels each button with the booking it acts on', () => {
    const dj = bookingCardView(booking('pending'), 'dj', NOW);
    expect(dj.actions.map((a) => [a.label, a.ariaLabel])).toEqual([
      ['Accept', 'Accept booking from Priya Shah on Dec 12, 2026'],
      ['Decline', 'Decline booking from Priya Shah on Dec 12, 2026'],
    ]);
    const client = bookingCardView(booking('pending'), 'client', NOW);
    expect(client.actions[0]?.ariaLabel).toBe('Cancel booking with Marcus Reid on Dec 12, 2026');
    const done = bookingCardView(booking('confirmed', { eventDate: '2026-12-01' }), 'dj', NOW);
    expect(done.actions[0]?.ariaLabel).toBe(
      'Mark as Completed: booking from Priya Shah on Dec 1, 2026',
    );
  });

  it("asks the DJ's Cancel for a required reason, states the full refund, and goes on the day", () => {
    const cancel = bookingCardView(booking('confirmed'), 'dj', NOW).actions.find(
      (a) => a.action === 'cancel',
    );
    expect(cancel?.ariaLabel).toBe('Cancel booking from Priya Shah on Dec 12, 2026');
    expect(cancel?.confirm).toMatchObject({
      title: 'Cancel this booking?',
      confirmLabel: 'Cancel booking',
      dismissLabel: 'Keep booking',
      reason: { label: 'Reason (required)', requiredText: DJ_CANCEL_REASON_REQUIRED },
    });
    expect(cancel?.confirm?.message).toContain('Priya Shah gets a full refund ($499.88)');
    const onTheDay = bookingCardView(booking('confirmed'), 'dj', new Date('2026-12-12T00:00:00Z'));
    expect(onTheDay.actions.map((a) => a.action)).toEqual(['complete']);
    // The client's own Cancel stays, with the terms' tiers.
    const client = bookingCardView(
      booking('confirmed'),
      'client',
      new Date('2026-12-12T00:00:00Z'),
    );
    expect(client.actions.map((a) => a.action)).toEqual(['cancel']);
  });

  it('keeps Mark as Completed disabled until the event date (UTC), as the server does', () => {
    const early = bookingCardView(booking('confirmed'), 'dj', NOW).actions[0];
    expect(early?.disabledReason).toBe('Can be marked as completed from Dec 12, 2026.');
    const onTheDay = bookingCardView(booking('confirmed'), 'dj', new Date('2026-12-12T00:00:00Z'))
      .actions[0];
    expect(onTheDay?.disabledReason).toBeNull();
    expect(onTheDay?.confirm).toBeNull();
  });

  it('disables Accept from 00:00 UTC of the event date, as the server refuses it', () => {
    const accept = (now: Date) =>
      bookingCardView(booking('pending'), 'dj', now).actions.find((a) => a.action === 'accept');
    expect(accept(new Date('2026-12-11T23:59:59Z'))?.disabledReason).toBeNull();
    expect(accept(new Date('2026-12-12T00:00:00Z'))?.disabledReason).toBe(ACCEPT_CLOSED);
    // Declining stays possible: it releases the hold at once.
    const decline = bookingCardView(
      booking('pending'),
      'dj',
      new Date('2026-12-12T08:00:00Z'),
    ).actions.find((a) => a.action === 'decline');
    expect(decline?.disabledReason).toBeNull();
  });

  it('disables Accept for a DJ without payouts and says what to do; Decline stays', () => {
    const view = bookingCardView(booking('pending'), 'dj', NOW, { payoutsReady: false });
    expect(view.actions.find((a) => a.action === 'accept')?.disabledReason).toBe(
      ACCEPT_NEEDS_PAYOUTS,
    );
    expect(view.actions.find((a) => a.action === 'decline')?.disabledReason).toBeNull();
    const ready = bookingCardView(booking('pending'), 'dj', NOW, { payoutsReady: true });
    expect(ready.actions.find((a) => a.action === 'accept')?.disabledReason).toBeNull();
  });
});

describe('bookingCardView: what the card shows', () => {
  it('shows the DJ to the client and the client to the DJ', () => {
    const client = bookingCardView(booking('confirmed'), 'client', NOW);
    expect([client.counterpartRole, client.counterpartName, client.label]).toEqual([
      'DJ',
      'Marcus Reid',
      'Booking with Marcus Reid on Dec 12, 2026',
    ]);
    const dj = bookingCardView(booking('confirmed'), 'dj', NOW);
    expect([dj.counterpartRole, dj.counterpartName, dj.label]).toEqual([
      'Client',
      'Priya Shah',
      'Booking from Priya Shah on Dec 12, 2026',
    ]);
  });

  it('formats date, duration, type, guests, status and total in dollars and cents', () => {
    const view = bookingCardView(booking('pending'), 'client', NOW);
    expect(view).toMatchObject({
      dateText: 'Dec 12, 2026',
      durationText: '3 hours',
      eventTypeText: 'Wedding',
      venue: 'Austin Event Hall',
      guestsText: '1,200 guests',
      status: { label: 'Pending', color: 'warning' },
      totalText: '$499.88',
      note: null,
    });
    expect(money(50000)).toBe('$500.00');
    expect(money(5)).toBe('$0.05');
    expect(guestsText(1)).toBe('1 guest');
    expect(bookingCardView(booking('pending', { durationHours: 1 }), 'dj', NOW).durationText).toBe(
      '1 hour',
    );
  });

  it('shows the start time in the 12-hour clock, and says when a booking has none', () => {
    const timed = booking('pending', { startTime: '20:30' });
    expect(bookingCardView(timed, 'client', NOW).startTimeText).toBe('8:30 PM');
    expect(bookingCardView(timed, 'dj', NOW).startTimeText).toBe('8:30 PM');
    expect(bookingCardView(booking('pending'), 'dj', NOW).startTimeText).toBe(START_TIME_NOT_GIVEN);
  });

  it('explains a cancellation to each side, with the refund', () => {
    const declined = booking('cancelled', { cancellation: { by: 'dj', reason: 'declined' } });
    expect(bookingCardView(declined, 'client', NOW).note).toBe('Declined by the DJ.');
    expect(bookingCardView(declined, 'dj', NOW).note).toBe('You declined this request.');
    const refunded = booking('cancelled', {
      cancellation: { by: 'client', reason: 'cancelled', refundPercent: 50, refundCents: 24994 },
    });
    expect(bookingCardView(refunded, 'client', NOW).note).toBe(
      'You cancelled this booking. Refund: $249.94 (50%).',
    );
    expect(bookingCardView(refunded, 'dj', NOW).note).toBe(
      'Cancelled by the client. Refund: $249.94 (50%).',
    );
    expect(bookingCardView(booking('cancelled'), 'client', NOW).note).toBeNull();
  });

  it('treats unknown data safely: unknown status → cancelled, no actions', () => {
    const odd = booking('pending', { status: 'weird', eventType: 'rave', guestCount: 'x' });
    const view = bookingCardView(odd, 'client', NOW);
    expect(view.status.label).toBe('Cancelled');
    expect(view.actions).toEqual([]);
    expect(view.eventTypeText).toBe('Other');
    expect(view.guestsText).toBe('0 guests');
  });
});

describe('cancel prompt and refund', () => {
  const cancelPrompt = (status: BookingStatus, now: Date) =>
    bookingCardView(booking(status), 'client', now).actions.find((a) => a.action === 'cancel')
      ?.confirm;

  it('asks before cancelling a pending booking, which costs nothing', () => {
    expect(cancelPrompt('pending', NOW)).toEqual({
      title: 'Cancel Booking?',
      message:
        'Are you sure you want to cancel this booking? Nothing has been charged yet, so there is nothing to refund.',
      confirmLabel: 'Cancel Booking',
      dismissLabel: 'Keep Booking',
    });
  });

  it('states the refund before a confirmed booking is cancelled (notice to 00:00 UTC)', () => {
    // 72 h before 2026-12-12T00:00Z: full refund.
    expect(cancelPrompt('confirmed', new Date('2026-12-09T00:00:00Z'))?.message).toBe(
      'Are you sure you want to cancel this booking? Under the cancellation policy you will be refunded $499.88 in full (100% of $499.88).',
    );
    // 36 h before: half, rounded to the nearest cent.
    expect(cancelPrompt('confirmed', new Date('2026-12-10T12:00:00Z'))?.message).toBe(
      'Are you sure you want to cancel this booking? Under the cancellation policy you will be refunded $249.94 (50% of $499.88): the event is 24 to 48 hours away.',
    );
    // 12 h before: nothing.
    expect(cancelPrompt('confirmed', new Date('2026-12-11T12:00:00Z'))?.message).toBe(
      'Are you sure you want to cancel this booking? Under the cancellation policy you will not be refunded (0% of $499.88): the event is less than 24 hours away.',
    );
  });

  it('promises no refund of a demo booking, which charged no card (decision 0043)', () => {
    const demo = booking('confirmed', { payment: { provider: 'demo', status: 'captured' } });
    const prompt = bookingCardView(demo, 'client', new Date('2026-12-10T12:00:00Z')).actions.find(
      (a) => a.action === 'cancel',
    )?.confirm;
    expect(prompt?.message).toBe(
      'Are you sure you want to cancel this booking? No card was charged for this demo booking, so nothing is refunded. With a card, the cancellation policy would refund $249.94 (50% of $499.88).',
    );
    expect(prompt?.message).not.toMatch(/you will be refunded/);
  });

  it('refundForCancellation agrees with the policy boundaries', () => {
    const b = {
      eventDate: '2026-12-12',
      totalCostCents: 10001,
      refundedCents: 0,
      acceptedAt: new Date('2026-12-01T00:00:00Z'),
    };
    expect(refundForCancellation(b, new Date('2026-12-10T00:00:00Z'))).toEqual({
      percent: 50,
      cents: 5001,
      inGrace: false,
    });
    expect(refundForCancellation(b, new Date('2026-12-09T23:59:59Z'))).toEqual({
      percent: 100,
      cents: 10001,
      inGrace: false,
    });
    // A refund made in the Stripe Dashboard comes off: never more than is left.
    expect(
      refundForCancellation({ ...b, refundedCents: 8000 }, new Date('2026-12-09T23:59:59Z')),
    ).toEqual({ percent: 100, cents: 2001, inGrace: false });
    expect(cancellationMoneyText(booking('completed'), NOW)).toBe('');
  });
});

describe('the 24 hours after a late accept (decision 0053)', () => {
  // Accepted 10 hours before the event: the tiers alone would refund nothing.
  const late = booking('confirmed', {
    history: [
      {
        action: 'accept',
        actor: 'dj',
        from: 'pending',
        to: 'confirmed',
        at: new Date('2026-12-11T14:00:00Z'),
      },
    ],
  });

  it('refunds in full until 24 hours after the accept, then by the tier', () => {
    expect(late.acceptedAt).toEqual(new Date('2026-12-11T14:00:00Z'));
    expect(refundForCancellation(late, new Date('2026-12-12T13:59:59Z'))).toEqual({
      percent: 100,
      cents: 49988,
      inGrace: true,
    });
    expect(refundForCancellation(late, new Date('2026-12-12T14:00:00Z'))).toEqual({
      percent: 0,
      cents: 0,
      inGrace: false,
    });
  });

  it('tells both sides on the booking until when, and nothing once it is over', () => {
    const during = new Date('2026-12-11T15:00:00Z');
    expect(bookingCardView(late, 'client', during).note).toMatch(
      /^You can cancel for a full refund until Dec 12, 2026, \d\d:\d\d: the DJ accepted less than 24 hours ago\.$/,
    );
    expect(bookingCardView(late, 'dj', during).note).toMatch(
      /^The client can cancel for a full refund until Dec 12, 2026, \d\d:\d\d, 24 hours after you accepted\.$/,
    );
    expect(bookingCardView(late, 'client', new Date('2026-12-12T14:00:00Z')).note).toBeNull();
    // A demo booking charged no card: the rule, without a promise of money (decision 0043).
    const demo = { ...late, paymentProvider: 'demo' };
    expect(bookingCardView(demo, 'client', during).note).toMatch(
      /^No card was charged for this demo booking\. With a card, you could cancel for a full refund until Dec 12, 2026, \d\d:\d\d: the DJ accepted less than 24 hours ago\.$/,
    );
  });

  it('says why and until when in the cancel prompt', () => {
    const text = cancellationMoneyText(late, new Date('2026-12-11T15:00:00Z'));
    expect(text).toMatch(
      /^The DJ accepted less than 24 hours ago, so you will be refunded \$499\.88 in full \(100% of \$499\.88\) if you cancel before Dec 12, 2026, \d\d:\d\d\.$/,
    );
  });
});

describe('tabs, viewer and toasts', () => {
  it('lists the domain tabs with counts once they are known', () => {
    expect(bookingTabs(null).map((t) => [t.key, t.label, t.count])).toEqual([
      ['all', 'All', null],
      ['pending', 'Pending', null],
      ['confirmed', 'Confirmed', null],
      ['completed', 'Completed', null],
    ]);
    const counts = { all: 7, pending: 0, confirmed: 1, completed: 5 };
    expect(bookingTabs(counts).map((t) => t.count)).toEqual([7, 0, 1, 5]);
  });

  it('finds the viewer side of a booking', () => {
    expect(viewerRoleOf({ clientUid: 'a', djOwnerUid: 'b' }, 'a')).toBe('client');
    expect(viewerRoleOf({ clientUid: 'a', djOwnerUid: 'b' }, 'b')).toBe('dj');
    expect(viewerRoleOf({ clientUid: 'a', djOwnerUid: 'b' }, 'c')).toBeNull();
  });

  it('words the success toast with the new status and any refund', () => {
    expect(bookingUpdatedText('confirmed', undefined)).toBe('The booking is now Confirmed.');
    expect(bookingUpdatedText('cancelled', 24994)).toBe(
      'The booking is now Cancelled. Refund: $249.94.',
    );
    expect(bookingUpdatedText('cancelled', 24994, 'cancel', true)).toBe(
      'The booking is now Cancelled. No card was charged, so nothing is refunded.',
    );
  });

  it('changes the list signature when a booking moves', () => {
    const a = booking('pending');
    const moved = { ...a, status: 'confirmed' as const };
    expect(listSignature([a])).not.toBe(listSignature([moved]));
    expect(listSignature([a])).toBe(listSignature([{ ...a }]));
  });
});

describe('cancellationNote: a suspended DJ', () => {
  const suspended = (cancellation: Record<string, unknown>) =>
    booking('cancelled', {
      cancellation: { by: 'system', reason: 'dj_suspended', ...cancellation },
    });

  it('says a confirmed booking it cancelled is refunded in full (decision 0052)', () => {
    const b = suspended({ refundPercent: 100, refundCents: 49988 });
    expect(cancellationNote(b, 'client')).toBe(
      'The DJ is no longer available on Spinbook; you are refunded in full. Refund: $499.88 (100%).',
    );
    expect(cancellationNote(b, 'dj')).toBe(
      'Cancelled because your DJ profile was suspended; the client is refunded in full. Refund: $499.88 (100%).',
    );
  });

  it('says a demo booking, which charged no card, refunded nobody: only what a card gets', () => {
    const b = { ...suspended({ refundPercent: 100, refundCents: 49988 }), paymentProvider: 'demo' };
    const asCard = ' Refund: $499.88 (100%) with a card; this demo booking charged none.';
    expect(cancellationNote(b, 'client')).toBe(
      `The DJ is no longer available on Spinbook.${asCard}`,
    );
    expect(cancellationNote(b, 'dj')).toBe(
      `Cancelled because your DJ profile was suspended.${asCard}`,
    );
    const byDj = {
      ...booking('cancelled', {
        cancellation: { by: 'dj', reason: 'dj_cancelled', refundPercent: 100, refundCents: 49988 },
      }),
      paymentProvider: 'demo' as const,
    };
    expect(cancellationNote(byDj, 'client')).toBe(`The DJ cancelled this booking.${asCard}`);
    expect(cancellationNote(byDj, 'dj')).toBe(`You cancelled this booking.${asCard}`);
    // Control: with a card, the refund is said.
    expect(cancellationNote({ ...byDj, paymentProvider: 'stripe' }, 'client')).toBe(
      'The DJ cancelled this booking; you are refunded in full. Refund: $499.88 (100%).',
    );
  });

  it('says an open request it closed was never charged', () => {
    expect(cancellationNote(suspended({}), 'client')).toBe(
      'The DJ is no longer available on Spinbook. Your card was not charged.',
    );
  });
});

describe('bookingCardView: the response deadline', () => {
  it('a pending request carries the domain’s deadline, for the side reading it', () => {
    const pending = booking('pending', { createdAt: new Date('2026-12-01T09:30:00Z') });
    for (const viewer of ['dj', 'client'] as const) {
      expect(bookingCardView(pending, viewer, NOW).responseDeadline).toEqual({
        at: new Date('2026-12-06T09:30:00Z'),
        viewer,
      });
    }
    // The event starts before the 5 days are up: accepting closes then.
    const soon = booking('pending', {
      createdAt: new Date('2026-12-01T09:30:00Z'),
      eventDate: '2026-12-03',
    });
    expect(bookingCardView(soon, 'dj', NOW).responseDeadline?.at).toEqual(
      new Date('2026-12-03T00:00:00Z'),
    );
  });

  it('any other status has none', () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'pending')) {
      expect(bookingCardView(booking(status), 'dj', NOW).responseDeadline).toBeNull();
    }
  });
});
