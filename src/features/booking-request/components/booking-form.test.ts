import { describe, expect, it } from 'vitest';
import { DJ_UNAVAILABLE_ON_DATE, NO_UNAVAILABLE_DAYS } from '../../../domain/availability';
import {
  BOOKING_DATE_CLOSED,
  bookableWindowFrom,
  DATE_ALREADY_BOOKED,
  DEFAULT_START_TIME,
  emptyBookingRequest,
  EQUIPMENT_FEE_CENTS,
  EVENT_DATE_IN_PAST,
  INVALID_EVENT_DATE,
  INVALID_GUEST_COUNT,
  INVALID_START_TIME,
  REQUIRED,
} from '../../../domain';
import {
  bookingFormErrors,
  bookingFormStart,
  bookingInput,
  confirmBlock,
  dateNotice,
  dateRefusedBy,
  initialBookingValues,
  previewQuote,
} from './booking-form';

/** The first bookable date; WINDOW is the bookable window that starts on it. */
const TODAY = '2030-06-10';
const WINDOW = bookableWindowFrom(TODAY);
const params = (query: string) => new URLSearchParams(query);
const filled = { ...emptyBookingRequest(TODAY), venue: 'The Loft', guestCount: 80 as number | '' };

describe('initialBookingValues', () => {
  it('uses the spec defaults: the first bookable date, 3 hours, private party, equipment yes', () => {
    expect(initialBookingValues(WINDOW, params(''))).toEqual(emptyBookingRequest(TODAY));
  });

  it('starts the start time at 19:00', () => {
    expect(initialBookingValues(WINDOW, params('date=2030-07-01')).startTime).toBe('19:00');
    expect(DEFAULT_START_TIME).toBe('19:00');
  });

  it('takes the date and hours the profile passed', () => {
    const values = initialBookingValues(WINDOW, params('date=2030-07-01&hours=6'));
    expect(values.eventDate).toBe('2030-07-01');
    expect(values.durationHours).toBe(6);
  });

  // Issue 38: the calendar let "today" be picked and the form quietly booked the next day.
  it.each(['2030-06-09', '2030-06-01', '2030-02-30', 'tomorrow', '2099-01-01'])(
    'keeps the date %j as given, never another day',
    (date) => {
      expect(initialBookingValues(WINDOW, params(`date=${date}`)).eventDate).toBe(date);
    },
  );

  it.each(['hours=0', 'hours=11', 'hours=2.5', 'hours=abc', 'hours=-3'])('ignores %s', (query) => {
    expect(initialBookingValues(WINDOW, params(query)).durationHours).toBe(3);
  });
});

describe('bookingFormStart', () => {
  it('shows why a passed-in date cannot be booked from the first render', () => {
    const start = bookingFormStart(WINDOW, params('date=2030-06-09&hours=4'));
    expect(start.initialValues.eventDate).toBe('2030-06-09');
    expect(start.initialTouched).toEqual({ eventDate: true });
    expect(start.initialErrors.eventDate).toBe(BOOKING_DATE_CLOSED);
    expect(bookingFormStart(WINDOW, params('date=tomorrow')).initialErrors.eventDate).toBe(
      INVALID_EVENT_DATE,
    );
  });

  it('has nothing to say about a bookable date, and touches nothing without one', () => {
    expect(bookingFormStart(WINDOW, params(`date=${TODAY}`)).initialErrors.eventDate).toBe(
      undefined,
    );
    const plain = bookingFormStart(WINDOW, params(''));
    expect(plain.initialValues.eventDate).toBe(TODAY);
    expect(plain.initialTouched).toEqual({});
  });
});

describe('the date field at once: booked, or refused by the server', () => {
  const refusal = (problems: unknown) =>
    Object.assign(new Error(BOOKING_DATE_CLOSED), {
      code: 'functions/invalid-argument',
      details: { title: 'Booking Failed', problems },
    });

  it('reads the server refusal of the date from its problems', () => {
    const refused = dateRefusedBy(
      refusal([{ path: 'eventDate', message: BOOKING_DATE_CLOSED }]),
      ' 2030-06-10 ',
    );
    expect(refused).toEqual({ date: '2030-06-10', message: BOOKING_DATE_CLOSED });
    expect(dateNotice('2030-06-10', NO_UNAVAILABLE_DAYS, refused)).toBe(BOOKING_DATE_CLOSED);
    // Another date is the person's new choice: the refusal was about the old one.
    expect(dateNotice('2030-06-11', NO_UNAVAILABLE_DAYS, refused)).toBeUndefined();
  });

  it('ignores refusals about other fields and errors without problems', () => {
    expect(dateRefusedBy(refusal([{ path: 'venue', message: 'x' }]), TODAY)).toBeNull();
    expect(dateRefusedBy(refusal('nope'), TODAY)).toBeNull();
    expect(dateRefusedBy(new Error('network'), TODAY)).toBeNull();
    expect(dateRefusedBy(null, TODAY)).toBeNull();
  });

  it('says a booked day first', () => {
    const days = {
      ...NO_UNAVAILABLE_DAYS,
      bookedDates: ['2030-07-01'],
      blockedDates: ['2030-07-02'],
    };
    expect(dateNotice('2030-07-01', days, null)).toBe(DATE_ALREADY_BOOKED);
    expect(dateNotice('2030-07-02', days, null)).toBe(DJ_UNAVAILABLE_ON_DATE);
  });
});

describe('bookingFormErrors', () => {
  it('is empty for a complete form', () => {
    expect(bookingFormErrors(filled, WINDOW)).toEqual({});
  });

  it('says Required for an empty venue and guest count', () => {
    const errors = bookingFormErrors(emptyBookingRequest(TODAY), WINDOW);
    expect(errors.venue).toBe(REQUIRED);
    expect(errors.guestCount).toBe(REQUIRED);
  });

  it('refuses a past date and a guest count below 1', () => {
    const errors = bookingFormErrors({ ...filled, eventDate: '2030-06-01', guestCount: 0 }, WINDOW);
    expect(errors.eventDate).toBe(EVENT_DATE_IN_PAST);
    expect(errors.guestCount).toBe(INVALID_GUEST_COUNT);
  });

  it('says why a start time is refused, cleared or malformed, in the words createPayment uses', () => {
    for (const startTime of ['', '7pm', '25:00'])
      expect(bookingFormErrors({ ...filled, startTime }, WINDOW).startTime, startTime).toBe(
        INVALID_START_TIME,
      );
    expect(bookingFormErrors({ ...filled, startTime: '23:45' }, WINDOW)).toEqual({});
  });

  it('refuses the day before the first bookable one in the words createPayment uses', () => {
    expect(bookingFormErrors({ ...filled, eventDate: '2030-06-09' }, WINDOW).eventDate).toBe(
      BOOKING_DATE_CLOSED,
    );
  });
});

describe('confirmBlock', () => {
  // 2030-07-01 booked; 2030-07-02 blocked by the DJ (issue 41).
  const booked = { bookedDates: ['2030-07-01'], blockedDates: ['2030-07-02'], blockedWeekdays: [] };

  it('is "missing"" until date, start time, venue and guest count are filled', () => {
    expect(confirmBlock(emptyBookingRequest(TODAY), booked)).toBe('missing');
    expect(confirmBlock({ ...filled, startTime: '' }, booked)).toBe('missing');
    expect(confirmBlock({ ...filled, venue: '  ' }, booked)).toBe('missing');
    expect(confirmBlock({ ...filled, guestCount: '' }, booked)).toBe('missing');
    expect(confirmBlock({ ...filled, eventDate: '' }, booked)).toBe('missing');
  });

  it('is "booked" on a day the DJ already has', () => {
    expect(confirmBlock({ ...filled, eventDate: '2030-07-01' }, booked)).toBe('booked');
  });

  it('is "unavailable" on a day the DJ blocked', () => {
    expect(confirmBlock({ ...filled, eventDate: '2030-07-02' }, booked)).toBe('unavailable');
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
    expect(bookingInput({ ...filled, venue: '  The Loft ' }, WINDOW, 'dj123')).toEqual({
      djId: 'dj123',
      eventDate: TODAY,
      startTime: DEFAULT_START_TIME,
      durationHours: 3,
      eventType: 'private',
      venue: 'The Loft',
      guestCount: 80,
      equipmentNeeded: true,
    });
  });

  it('sends the start time chosen', () => {
    expect(bookingInput({ ...filled, startTime: '22:15' }, WINDOW, 'dj123')?.startTime).toBe(
      '22:15',
    );
  });

  it('is null for values the schema refuses', () => {
    expect(bookingInput({ ...filled, guestCount: '' }, WINDOW, 'dj123')).toBeNull();
    expect(bookingInput({ ...filled, startTime: '' }, WINDOW, 'dj123')).toBeNull();
    expect(bookingInput({ ...filled, eventDate: '2030-06-09' }, WINDOW, 'dj123')).toBeNull();
  });
});
