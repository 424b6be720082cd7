import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASONS } from '../../../domain/booking-record';
import { BOOKING_STATUSES, type BookingStatus } from '../../../domain/booking-states';
import { parseBooking, type Booking } from './booking';
import { bookingCardView, bookingUpdatedText, type BookingViewer } from './booking-view';

const NOW = new Date('2026-12-01T12:00:00Z');
const VIEWERS: readonly BookingViewer[] = ['client', 'dj'];

function booking(
  status: BookingStatus,
  cancellation: Record<string, unknown> | null = null,
  extra: Record<string, unknown> = {},
): Booking {
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
    totalCostCents: 49988,
    status,
    ...(cancellation ? { cancellation } : {}),
    ...extra,
  });
}

const AUSTIN = { label: 'Austin, TX', near: { lat: 30.26, lng: -97.72 } };
const declined = (more: Record<string, unknown> = {}) =>
  booking('cancelled', { by: 'dj', reason: 'declined', ...more });

describe('the status chip: declined or cancelled, for each viewer', () => {
  const cases: [string, Record<string, unknown> | null, string][] = [
    ['the DJ declined', { by: 'dj', reason: 'declined' }, 'Declined'],
    ['the DJ accepted another request that day', { by: 'dj', reason: 'auto_declined' }, 'Declined'],
    ['the client cancelled', { by: 'client', reason: 'cancelled' }, 'Cancelled'],
    ['an admin cancelled', { by: 'admin', reason: 'cancelled' }, 'Cancelled'],
    ['it expired', { by: 'system', reason: 'expired' }, 'Cancelled'],
    ['the DJ was suspended', { by: 'system', reason: 'dj_suspended' }, 'Cancelled'],
    ['the DJ deleted their profile', { by: 'system', reason: 'dj_deleted' }, 'Cancelled'],
    ['the reason is unknown', { by: 'dj', reason: 'ghosted' }, 'Cancelled'],
    ['there is no cancellation record', null, 'Cancelled'],
  ];
  for (const viewer of VIEWERS) {
    it.each(cases)(`${viewer}: when %s it reads %s`, (_when, cancellation, label) => {
      const view = bookingCardView(booking('cancelled', cancellation), viewer, NOW);
      expect(view.status).toEqual({ label, color: 'error' });
    });
  }

  it('leaves every other status as the table names it', () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'cancelled')) {
      for (const viewer of VIEWERS) {
        // Even a stray cancellation record on a live booking does not make it Declined.
        const view = bookingCardView(booking(status, { reason: 'declined' }), viewer, NOW);
        expect(view.status.label).not.toBe('Declined');
      }
    }
  });

  it('says Declined in the DJ’s own toast, and Cancelled for a cancel', () => {
    expect(bookingUpdatedText('cancelled', undefined, 'decline')).toBe(
      'The booking is now Declined.',
    );
    expect(bookingUpdatedText('cancelled', undefined, 'cancel')).toBe(
      'The booking is now Cancelled.',
    );
    expect(bookingUpdatedText('cancelled', undefined)).toBe('The booking is now Cancelled.');
  });
});

describe('the DJ’s reason', () => {
  it('is shown to the client under the DJ’s name and to the DJ as theirs, as written', () => {
    const text = 'Fully booked that weekend.\nTry again in spring!';
    const view = (viewer: BookingViewer) =>
      bookingCardView(declined({ declineReason: text }), viewer, NOW).declineReason;
    expect(view('client')).toEqual({ heading: 'Marcus Reid’s reason', text });
    expect(view('dj')).toEqual({ heading: 'Your reason', text });
  });

  it('is absent when none was given, and on anything but the DJ’s own decline', () => {
    for (const viewer of VIEWERS) {
      expect(bookingCardView(declined(), viewer, NOW).declineReason).toBeNull();
      expect(bookingCardView(declined({ declineReason: '  ' }), viewer, NOW).declineReason).toBe(
        null,
      );
      // A reason field on another kind of end (hand-edited data) is not shown.
      const other = booking('cancelled', { reason: 'cancelled', declineReason: 'x' });
      expect(bookingCardView(other, viewer, NOW).declineReason).toBeNull();
    }
  });
});

describe('Find DJs free on the date', () => {
  it('is offered to the client of a declined request, near the place, on the date', () => {
    const view = bookingCardView(declined({ searchPlace: AUSTIN }), 'client', NOW);
    expect(view.findDjs).toEqual({
      label: 'Find DJs free on Dec 12, 2026',
      href: '/discover?near=30.26%2C-97.72&place=Austin%2C+TX&date=2026-12-12&sort=distance',
    });
  });

  it('searches by date alone when the DJ left no place', () => {
    expect(bookingCardView(declined(), 'client', NOW).findDjs?.href).toBe(
      '/discover?date=2026-12-12',
    );
  });

  it('is never offered to the DJ', () => {
    for (const reason of CANCELLATION_REASONS) {
      const view = bookingCardView(booking('cancelled', { reason }), 'dj', NOW);
      expect(view.findDjs).toBeNull();
    }
  });

  it('is offered only when the request ended without a DJ and not by the client', () => {
    const offered = CANCELLATION_REASONS.filter(
      (reason) => bookingCardView(booking('cancelled', { reason }), 'client', NOW).findDjs,
    );
    expect(offered).toEqual([
      'declined',
      'auto_declined',
      'expired',
      'dj_suspended',
      'dj_deleted',
      'dj_cancelled',
    ]);
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'cancelled')) {
      expect(bookingCardView(booking(status), 'client', NOW).findDjs).toBeNull();
    }
  });

  it('goes once nobody can be booked for the date any more (its 00:00 UTC)', () => {
    const at = (iso: string) => bookingCardView(declined(), 'client', new Date(iso)).findDjs;
    expect(at('2026-12-11T23:59:59Z')).not.toBeNull();
    expect(at('2026-12-12T00:00:00Z')).toBeNull();
  });
});

describe('Decline asks first, with an optional reason', () => {
  it('gives the DJ’s Decline its prompt, labels and reason field; Accept stays direct', () => {
    const actions = bookingCardView(booking('pending'), 'dj', NOW).actions;
    expect(actions.find((a) => a.action === 'accept')?.confirm).toBeNull();
    expect(actions.find((a) => a.action === 'decline')?.confirm).toEqual({
      title: 'Decline this request?',
      message:
        'Are you sure you want to decline this request? Priya Shah is told at once, the hold on ' +
        'their card is released and they are shown other DJs free on Dec 12, 2026. This cannot ' +
        'be undone.',
      confirmLabel: 'Decline request',
      dismissLabel: 'Keep request',
      reason: {
        label: 'Reason (optional)',
        helperText: 'Priya Shah will see this. Keep contact details out: they are not allowed.',
        maxLength: 500,
      },
    });
  });

  it('keeps the client’s Cancel prompt without a reason field', () => {
    const cancel = bookingCardView(booking('pending'), 'client', NOW).actions[0];
    expect(cancel?.confirm?.title).toBe('Cancel Booking?');
    expect(cancel?.confirm?.reason).toBeUndefined();
  });
});
