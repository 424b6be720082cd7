import { describe, expect, it } from 'vitest';
import {
  bookingStatusDisplay,
  checkDeclineReason,
  DECLINE_REASON_MAX_LENGTH,
  findDjsFreeOn,
  isDeclinedByDj,
  otherDjsLink,
  parseSearchPlace,
  searchPlaceOfProfile,
  suggestsOtherDjs,
} from './booking-decline';
import { bookingNotices, type BookingSnapshot } from './booking-notifications';
import { CANCELLATION_REASONS } from './booking-record';
import { filtersFromSearchParams } from './discovery';
import { OFF_PLATFORM_NOTICE } from './off-platform-text';

describe('checkDeclineReason', () => {
  it('takes no reason, an empty one and a blank one as none', () => {
    for (const value of [undefined, '', '   \n ']) {
      expect(checkDeclineReason(value)).toEqual({ ok: true, reason: null });
    }
  });

  it('stores the reason trimmed, without angle brackets, line breaks kept', () => {
    expect(checkDeclineReason('  Fully booked <b>that</b> weekend.\nSorry!  ')).toEqual({
      ok: true,
      reason: 'Fully booked bthat/b weekend.\nSorry!',
    });
  });

  it(`allows ${DECLINE_REASON_MAX_LENGTH} characters and refuses one more`, () => {
    const longest = 'a'.repeat(DECLINE_REASON_MAX_LENGTH);
    expect(checkDeclineReason(longest)).toEqual({ ok: true, reason: longest });
    // Counted after trimming, as stored.
    expect(checkDeclineReason(`  ${longest}  `)).toEqual({ ok: true, reason: longest });
    expect(checkDeclineReason(`${longest}a`)).toEqual({
      ok: false,
      notice: { title: 'Validation Error', description: 'Must be less than 500 characters' },
    });
  });

  it.each([
    'Call me on 512 555 0147 instead',
    'Sorry! Write to marcus.reid@gmail.com and we can sort it out',
    'Booked here, but message me on WhatsApp',
    'Let us deal directly, off the platform',
    'reach me at marcus&#64;example&#46;com',
  ])('refuses contact details with the Message Guidelines: %s', (reason) => {
    expect(checkDeclineReason(reason)).toEqual({ ok: false, notice: OFF_PLATFORM_NOTICE });
  });

  it.each([42, true, null, ['no'], { text: 'no' }])(
    'refuses %j: only text is a reason',
    (value) => {
      expect(checkDeclineReason(value)).toEqual({
        ok: false,
        notice: { title: 'Validation Error', description: 'Invalid input' },
      });
    },
  );

  it('lets ordinary reasons with dates, times and amounts through', () => {
    const reason =
      'I play a wedding on 2026-12-12 from 18:00, and 1000-1500 guests is beyond my rig.';
    expect(checkDeclineReason(reason)).toEqual({ ok: true, reason });
  });
});

describe('declined or cancelled, by cancellation reason', () => {
  it('counts only the DJ’s own no as declined', () => {
    expect(CANCELLATION_REASONS.filter(isDeclinedByDj)).toEqual(['declined', 'auto_declined']);
    expect(isDeclinedByDj(null)).toBe(false);
  });

  it('points the client elsewhere when the request ended without a DJ and not by them', () => {
    expect(CANCELLATION_REASONS.filter(suggestsOtherDjs)).toEqual([
      'declined',
      'auto_declined',
      'expired',
      'dj_suspended',
      'dj_deleted',
      'dj_cancelled',
    ]);
    expect(suggestsOtherDjs(null)).toBe(false);
  });
});

describe('the search place', () => {
  it('is the area of a verified profile, its base rounded as discovery URLs round it', () => {
    expect(
      searchPlaceOfProfile({
        status: 'verified',
        location: 'Austin, TX',
        base: { lat: 30.26271, lng: -97.72239, geohash: '9v6kpx' },
      }),
    ).toEqual({ label: 'Austin, TX', near: { lat: 30.26, lng: -97.72 } });
    expect(searchPlaceOfProfile({ status: 'verified', location: 'Austin, TX' })).toEqual({
      label: 'Austin, TX',
      near: null,
    });
  });

  it('is nothing for a profile that is not public, or has no location', () => {
    for (const status of ['pending', 'suspended', undefined]) {
      expect(searchPlaceOfProfile({ status, location: 'Austin, TX' })).toBeNull();
    }
    expect(searchPlaceOfProfile({ status: 'verified', location: '  ' })).toBeNull();
    expect(searchPlaceOfProfile({ status: 'verified', location: 7 })).toBeNull();
  });

  it('reads back only a well-formed stored place', () => {
    expect(parseSearchPlace({ label: 'Miami, FL', near: { lat: 95, lng: 0 } })).toEqual({
      label: 'Miami, FL',
      near: null,
    });
    for (const value of [null, 'Miami', { near: { lat: 1, lng: 1 } }, { label: '<>' }]) {
      expect(parseSearchPlace(value)).toBeNull();
    }
  });
});

describe('findDjsFreeOn', () => {
  const filtersOf = (href: string) =>
    filtersFromSearchParams(new URLSearchParams(href.slice(href.indexOf('?') + 1)));

  it('searches near the place, nearest first, on the date', () => {
    const link = findDjsFreeOn('2026-12-12', {
      label: 'Austin, TX',
      near: { lat: 30.26, lng: -97.72 },
    });
    expect(link?.label).toBe('Find DJs free on Dec 12, 2026');
    expect(link?.href.startsWith('/discover?')).toBe(true);
    // What the discover page reads back from the link.
    expect(filtersOf(link?.href ?? '')).toMatchObject({
      date: '2026-12-12',
      near: { lat: 30.26, lng: -97.72 },
      place: 'Austin, TX',
      sort: 'distance',
      location: '',
    });
  });

  it('searches by the location’s first part when the place is not on the map', () => {
    const link = findDjsFreeOn('2026-12-12', { label: 'Austin, TX', near: null });
    expect(link?.href).toBe('/discover?location=Austin&date=2026-12-12');
    expect(filtersOf(link?.href ?? '')).toMatchObject({ location: 'Austin', near: null });
  });

  it('searches by date alone without a place, and offers nothing without a valid date', () => {
    expect(findDjsFreeOn('2026-12-12', null)?.href).toBe('/discover?date=2026-12-12');
    expect(findDjsFreeOn('', null)).toBeNull();
    expect(findDjsFreeOn('2026-02-30', null)).toBeNull();
  });
});

describe('the status chip and the way on, on every screen', () => {
  const cancelled = (
    reason: (typeof CANCELLATION_REASONS)[number] | null,
    eventDate = '2027-01-10',
  ) => ({
    status: 'cancelled' as const,
    eventDate,
    cancellation: { reason, searchPlace: { label: 'Austin, TX', near: null } },
  });
  const NOW = new Date('2027-01-05T12:00:00Z');

  it('reads Declined for the DJ’s no and the status’s own label otherwise', () => {
    expect(bookingStatusDisplay(cancelled('declined'))).toEqual({
      label: 'Declined',
      color: 'error',
    });
    expect(bookingStatusDisplay(cancelled('auto_declined')).label).toBe('Declined');
    expect(bookingStatusDisplay(cancelled('expired')).label).toBe('Cancelled');
    expect(bookingStatusDisplay({ status: 'confirmed', cancellation: null }).label).toBe(
      'Confirmed',
    );
  });

  it('offers DJs free that day while the date can still be booked, for an end not chosen by the client', () => {
    expect(otherDjsLink(cancelled('declined'), NOW)).toEqual({
      label: 'Find DJs free on Jan 10, 2027',
      href: '/discover?location=Austin&date=2027-01-10',
    });
    expect(otherDjsLink(cancelled('expired'), NOW)).not.toBeNull();
    expect(otherDjsLink(cancelled('cancelled'), NOW)).toBeNull();
    // Requests close at 00:00 UTC of their day: the 6th is the first bookable at noon on the 5th.
    expect(otherDjsLink(cancelled('declined', '2027-01-05'), NOW)).toBeNull();
    expect(otherDjsLink(cancelled('declined', '2027-01-06'), NOW)).not.toBeNull();
    expect(
      otherDjsLink({ status: 'pending', eventDate: '2027-01-10', cancellation: null }, NOW),
    ).toBeNull();
  });
});

describe("the client's notice of a decline", () => {
  const pending: BookingSnapshot = {
    status: 'pending',
    djName: 'Marcus Reid',
    clientName: 'Priya Shah',
    eventDate: '2026-12-12',
  };
  const declined = (more: Partial<BookingSnapshot>): BookingSnapshot => ({
    ...pending,
    status: 'cancelled',
    reason: 'declined',
    cancelledBy: 'dj',
    ...more,
  });
  const clientBody = (after: BookingSnapshot) =>
    bookingNotices(pending, after, 'b1').find((n) => n.recipient === 'client')?.body;

  it("carries the DJ's reason, also into the e-mail made from it", () => {
    const body = clientBody(declined({ declineReason: 'Fully booked that weekend.' }));
    expect(body).toMatch(/^Marcus Reid can't take your booking .*Your card was not charged\. /);
    expect(body?.endsWith(' Their reason: “Fully booked that weekend.”')).toBe(true);
  });

  it('reads as before without one, or for an automatic decline', () => {
    for (const after of [
      declined({}),
      declined({ declineReason: null }),
      declined({ reason: 'auto_declined', declineReason: 'x' }),
    ]) {
      expect(clientBody(after)).toMatch(/Your card was not charged\.$/);
    }
  });
});
