import { describe, expect, it } from 'vitest';
import {
  emptyBookingRequest,
  EQUIPMENT_FEE_CENTS,
  EVENT_DATE_IN_PAST,
  INVALID_GUEST_COUNT,
  REQUIRED,
} from '../../../domain';
import {
  bookingFormErrors,
  bookingInput,
  confirmBlock,
  initialBookingValues,
  isDateBooked,
  previewQuote,
} from './booking-form';

const TODAY = '2030-06-10';
const params = (query: string) => new URLSearchParams(query);
const filled = { ...emptyBookingRequest(TODAY), venue: 'The Loft', guestCount: 80 as number | '' };

describe('initialBookingValues', () => {
  it('uses the spec defaults: today, 3 hours, private party, equipment yes', () => {
    expect(initialBookingValues(TODAY, params(''))).toEqual(emptyBookingRequest(TODAY));
  });

  it('takes the date and hours the profile passed', () => {
    const values = initialBookingValues(TODAY, params('date=2030-07-01&hours=6'));
    expect(values.eventDate).toBe('2030-07-01');
    expect(values.durationHours).toBe(6);
  });

  it.each([
    ['date=2030-06-09', 'a past date'],
    ['date=2030-02-30', 'an impossible date'],
    ['date=tomorrow', 'not a date'],
  ])('ignores %s (%s)', (query) => {
    expect(initialBookingValues(TODAY, params(query)).eventDate).toBe(TODAY);
  });

  it.each(['hours=0', 'hours=11', 'hours=2.5', 'hours=abc', 'hours=-3'])('ignores %s', (query) => {
    expect(initialBookingValues(TODAY, params(query)).durationHours).toBe(3);
  });
});

describe('bookingFormErrors', () => {
  it('is empty for a complete form', () => {
    expect(bookingFormErrors(filled, TODAY)).toEqual({});
  });

  it('says Required for an empty venue and guest count', () => {
    const errors = bookingFormErrors(emptyBookingRequest(TODAY), TODAY);
    expect(errors.venue).toBe(REQUIRED);
    expect(errors.guestCount).toBe(REQUIRED);
  });

  it('refuses a past date and a guest count below 1', () => {
    const errors = bookingFormErrors({ ...filled, eventDate: '2030-06-01', guestCount: 0 }, TODAY);
    expect(errors.eventDate).toBe(EVENT_DATE_IN_PAST);
    expect(errors.guestCount).toBe(INVALID_GUEST_COUNT);
  });
});

describe('confirmBlock', () => {
  const booked = new Set(['2030-07-01']);

  it('is "missing" until date, venue and guest count are filled', () => {
    expect(confirmBlock(emptyBookingRequest(TODAY), booked)).toBe('missing');
    expect(confirmBlock({ ...filled, venue: '  ' }, booked)).toBe('missing');
    expect(confirmBlock({ ...filled, guestCount: '' }, booked)).toBe('missing');
    expect(confirmBlock({ ...filled, eventDate: '' }, booked)).toBe('missing');
  });

  it('is "booked" on a day the DJ already has', () => {
    expect(confirmBlock({ ...filled, eventDate: '2030-07-01' }, booked)).toBe('booked');
    expect(isDateBooked('2030-07-01', booked)).toBe(true);
  });

  it('is null when the booking can be sent', () => {
    expect(confirmBlock(filled, booked)).toBeNull();
  });
});

describe('previewQuote', () => {
  it('prices base + $75 equipment + 5% platform fee', () => {
    expect(previewQuote(15000, { durationHours: 3, equipmentNeeded: true })).toEqual({
      baseCostCents: 45000,
      equipmentFeeCents: EQUIPMENT_FEE_CENTS,
      platformFeeCents: 2625,
      totalCostCents: 55125,
    });
  });

  it('follows the form: more hours, no equipment', () => {
    expect(previewQuote(15000, { durationHours: 5, equipmentNeeded: false })).toMatchObject({
      baseCostCents: 75000,
      equipmentFeeCents: 0,
      platformFeeCents: 3750,
      totalCostCents: 78750,
    });
  });

  it('is null for a rate the server would refuse', () => {
    expect(previewQuote(0, { durationHours: 3, equipmentNeeded: true })).toBeNull();
  });
});

describe('bookingInput', () => {
  it('adds the DJ id and leaves out prices and empty special requests', () => {
    expect(bookingInput({ ...filled, venue: '  The Loft ' }, TODAY, 'dj123')).toEqual({
      djId: 'dj123',
      eventDate: TODAY,
      durationHours: 3,
      eventType: 'private',
      venue: 'The Loft',
      guestCount: 80,
      equipmentNeeded: true,
    });
  });

  it('is null for values the schema refuses', () => {
    expect(bookingInput({ ...filled, guestCount: '' }, TODAY, 'dj123')).toBeNull();
  });
});
