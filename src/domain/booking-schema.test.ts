import { EVENT_DATE_TOO_FAR, latestEventDateFrom } from './event-dates';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_DATE_CLOSED,
  bookableWindowFrom,
  EVENT_DATE_IN_PAST,
  INVALID_EVENT_DATE,
} from './bookable-dates';
import {
  BOOKING_DJ_NOT_FOUND,
  BOOKING_EVENT_TYPE_LABELS,
  BOOKING_EVENT_TYPES,
  BOOKING_FAILED,
  BOOKING_MISSING_INFORMATION,
  bookingMissingRequired,
  bookingRequestSchema,
  createBookingInputSchema,
  emptyBookingRequest,
  INVALID_DURATION,
  INVALID_GUEST_COUNT,
  PAYMENT_FAILED,
  toCreateBookingInput,
} from './booking-schema';
import { DEFAULT_START_TIME, INVALID_START_TIME } from './event-start-time';
import { problemsByPath, validateInput, validateOrThrow } from './validate';

/** The first bookable date (the window of any instant on 2025-06-09 UTC). */
const TODAY = '2025-06-10';
const schema = bookingRequestSchema(bookableWindowFrom(TODAY));
const DJ_ID = 'Xy3kLm9PqRs2TuVw4YzA1bCdE5fG';

const valid = {
  eventDate: '2025-06-14',
  startTime: '20:30',
  durationHours: 4,
  eventType: 'wedding',
  venue: 'The Barn, Austin',
  guestCount: 120,
  equipmentNeeded: false,
  specialRequests: 'First dance at 8pm',
};

function errors(values: unknown): Record<string, string> {
  const result = validateInput(schema, values);
  return result.ok ? {} : { ...problemsByPath(result.problems) };
}

describe('texts and types', () => {
  it('use the spec wording and labels', () => {
    expect(BOOKING_MISSING_INFORMATION).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
    });
    expect(BOOKING_FAILED).toEqual({
      title: 'Booking Failed',
      description: 'Failed to create booking. Please try again.',
    });
    expect(PAYMENT_FAILED).toEqual({
      title: 'Payment Failed',
      description: 'Failed to create payment session. Please try again.',
    });
    expect(BOOKING_DJ_NOT_FOUND).toBe('DJ not found or failed to load.');
    expect(BOOKING_EVENT_TYPES).toEqual(['private', 'wedding', 'corporate', 'club', 'other']);
    expect(BOOKING_EVENT_TYPE_LABELS).toEqual({
      private: 'Private Party',
      wedding: 'Wedding',
      corporate: 'Corporate Event',
      club: 'Club/Bar',
      other: 'Other',
    });
  });
});

describe('bookingRequestSchema', () => {
  it('accepts a complete request', () => {
    expect(validateOrThrow(schema, valid)).toEqual(valid);
  });

  it('applies the spec defaults: 3 hours, private party, equipment yes', () => {
    const value = validateOrThrow(schema, {
      eventDate: TODAY,
      startTime: DEFAULT_START_TIME,
      venue: 'Home',
      guestCount: 10,
    });
    expect(value).toMatchObject({ durationHours: 3, eventType: 'private', equipmentNeeded: true });
  });

  it('allows the first bookable date; the two before it have closed, earlier ones are past', () => {
    expect(errors({ ...valid, eventDate: TODAY })).toEqual({});
    expect(errors({ ...valid, eventDate: '2025-06-09' })).toEqual({
      eventDate: BOOKING_DATE_CLOSED,
    });
    expect(errors({ ...valid, eventDate: '2025-06-08' })).toEqual({
      eventDate: BOOKING_DATE_CLOSED,
    });
    expect(errors({ ...valid, eventDate: '2025-06-07' })).toEqual({
      eventDate: EVENT_DATE_IN_PAST,
    });
    expect(errors({ ...valid, eventDate: '2024-12-31' })).toEqual({
      eventDate: EVENT_DATE_IN_PAST,
    });
    expect(errors({ ...valid, eventDate: '2026-01-01' })).toEqual({});
  });

  it('refuses a date more than 2 years after today; control: 23 months ahead', () => {
    expect(errors({ ...valid, eventDate: '9999-12-31' })).toEqual({
      eventDate: EVENT_DATE_TOO_FAR,
    });
    expect(errors({ ...valid, eventDate: latestEventDateFrom(TODAY) })).toEqual({});
    // TODAY is 2025-06-10: the last allowed date is 2027-06-10.
    expect(errors({ ...valid, eventDate: '2027-06-11' })).toEqual({
      eventDate: EVENT_DATE_TOO_FAR,
    });
    expect(errors({ ...valid, eventDate: '2027-05-10' })).toEqual({});
  });

  it.each(['2025-06-31', '2025-13-01', '14/06/2025', '2025-6-14', '2025-06-14T20:00', 'soon'])(
    'refuses the date %j',
    (eventDate) => {
      expect(errors({ ...valid, eventDate })).toEqual({ eventDate: INVALID_EVENT_DATE });
    },
  );

  it('requires a date', () => {
    expect(errors({ ...valid, eventDate: '' })).toEqual({ eventDate: 'Required' });
  });

  it.each(['00:00', '09:05', '19:00', '23:59', ' 21:15 '])(
    'accepts the start time %j',
    (startTime) => {
      expect(errors({ ...valid, startTime })).toEqual({});
    },
  );

  it('keeps the start time as given, trimmed', () => {
    expect(validateOrThrow(schema, { ...valid, startTime: ' 21:15 ' }).startTime).toBe('21:15');
  });

  it.each(['24:00', '7:00', '19:60', '19:00:00', '7:00 PM', '1900', 'soon', 'T19:00', 1900, true])(
    "refuses the start time %j in the form's words",
    (startTime) => {
      expect(errors({ ...valid, startTime })).toEqual({ startTime: INVALID_START_TIME });
    },
  );

  it.each(['', '   ', undefined, null])('requires a start time: %j', (startTime) => {
    expect(errors({ ...valid, startTime })).toEqual({ startTime: INVALID_START_TIME });
  });

  it.each([1, 2, 10, '5'])('accepts the duration %j', (durationHours) => {
    expect(errors({ ...valid, durationHours })).toEqual({});
  });

  it.each([0, 11, 2.5, -1, 'abc', null])('refuses the duration %j', (durationHours) => {
    expect(errors({ ...valid, durationHours })).toEqual({ durationHours: INVALID_DURATION });
  });

  it.each(['party', 'Wedding', '', 'upcoming'])('refuses the event type %j', (eventType) => {
    expect(errors({ ...valid, eventType })).toEqual({ eventType: 'Invalid input' });
  });

  it('requires a venue of at most 200 characters', () => {
    expect(errors({ ...valid, venue: '  ' })).toEqual({ venue: 'Required' });
    expect(errors({ ...valid, venue: 'v'.repeat(200) })).toEqual({});
    expect(errors({ ...valid, venue: 'v'.repeat(201) })).toEqual({
      venue: 'Must be less than 200 characters',
    });
  });

  it.each([1, 100_000, '50'])('accepts the guest count %j', (guestCount) => {
    expect(errors({ ...valid, guestCount })).toEqual({});
  });

  it.each([0, -5, 1.5, 100_001, 'many'])('refuses the guest count %j', (guestCount) => {
    expect(errors({ ...valid, guestCount })).toEqual({ guestCount: INVALID_GUEST_COUNT });
  });

  it('requires a guest count', () => {
    expect(errors({ ...valid, guestCount: undefined })).toEqual({ guestCount: 'Required' });
  });

  it('limits special requests to 2000 characters and allows none', () => {
    expect(errors({ ...valid, specialRequests: '' })).toEqual({});
    expect(errors({ ...valid, specialRequests: undefined })).toEqual({});
    expect(errors({ ...valid, specialRequests: 's'.repeat(2001) })).toEqual({
      specialRequests: 'Must be less than 2000 characters',
    });
  });

  it('drops prices and other fields the client must not choose', () => {
    const value = validateOrThrow(schema, { ...valid, totalCostCents: 1, status: 'confirmed' });
    expect(value).not.toHaveProperty('totalCostCents');
    expect(value).not.toHaveProperty('status');
  });

  it('refuses a malformed window', () => {
    expect(() =>
      bookingRequestSchema({ ...bookableWindowFrom(TODAY), first: '2025-6-10' }),
    ).toThrow(RangeError);
    expect(() => bookableWindowFrom('2025-6-10')).toThrow(RangeError);
    expect(() => emptyBookingRequest('today')).toThrow(RangeError);
  });
});

describe('createBookingInputSchema', () => {
  const inputSchema = createBookingInputSchema(bookableWindowFrom(TODAY));

  it('adds a valid DJ id to the form', () => {
    expect(validateOrThrow(inputSchema, { ...valid, djId: DJ_ID }).djId).toBe(DJ_ID);
  });

  it.each(['', ':id', 'dj/../x', undefined])('refuses the DJ id %j', (djId) => {
    const result = validateInput(inputSchema, { ...valid, djId });
    expect(result.ok ? {} : problemsByPath(result.problems).djId).toBe('Invalid DJ ID format');
  });
});

describe('emptyBookingRequest', () => {
  it('starts on today with the defaults and is missing venue and guests', () => {
    const empty = emptyBookingRequest(TODAY);
    expect(empty).toEqual({
      eventDate: TODAY,
      startTime: DEFAULT_START_TIME,
      durationHours: 3,
      eventType: 'private',
      venue: '',
      guestCount: '',
      equipmentNeeded: true,
      specialRequests: '',
    });
    expect(bookingMissingRequired(empty)).toBe(true);
  });
});

describe('bookingMissingRequired', () => {
  const filled = { eventDate: TODAY, startTime: DEFAULT_START_TIME, venue: 'Home', guestCount: 10 };

  it('is false when date, start time, venue and guest count are filled', () => {
    expect(bookingMissingRequired(filled)).toBe(false);
    expect(bookingMissingRequired({ ...filled, guestCount: '10' })).toBe(false);
    expect(bookingMissingRequired({ ...filled, guestCount: 0 })).toBe(false); // filled, though invalid
  });

  it.each([
    { eventDate: '' },
    { eventDate: undefined },
    { startTime: '' },
    { startTime: undefined },
    { venue: '   ' },
    { venue: undefined },
    { guestCount: '' },
    { guestCount: NaN },
    { guestCount: null },
    { guestCount: undefined },
  ])('is true with %j', (change) => {
    expect(bookingMissingRequired({ ...filled, ...change })).toBe(true);
  });
});

describe('toCreateBookingInput', () => {
  it('adds the DJ id and omits empty special requests', () => {
    const values = validateOrThrow(schema, { ...valid, specialRequests: '' });
    expect(toCreateBookingInput(values, DJ_ID)).toEqual({
      eventDate: '2025-06-14',
      startTime: '20:30',
      durationHours: 4,
      eventType: 'wedding',
      venue: 'The Barn, Austin',
      guestCount: 120,
      equipmentNeeded: false,
      djId: DJ_ID,
    });
    expect(toCreateBookingInput(validateOrThrow(schema, valid), DJ_ID).specialRequests).toBe(
      'First dance at 8pm',
    );
  });
});
