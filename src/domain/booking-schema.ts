import { boolean, mixed, number, object, type InferType } from 'yup';
import { dateRefusal, DATE_REFUSAL_MESSAGES, type BookableWindow } from './bookable-dates';
import { parseIsoDate } from './format';
import { INVALID_DJ_ID, isValidDjId } from './ids';
import { FIELD_LIMITS } from './limits';
import { failedNotice, INVALID_INPUT, REQUIRED, type Notice } from './messages';
import { DURATION_DEFAULT_HOURS, DURATION_MAX_HOURS, DURATION_MIN_HOURS } from './pricing';
import { DEFAULT_START_TIME, INVALID_START_TIME, START_TIME_PATTERN } from './event-start-time';
import { offPlatformSafe } from './off-platform-text';
import { optionalText, requiredText, trimmedString } from './schema-fields';

/**
 * The booking request form (public-side spec, sections 2, 3 and 5). Prices
 * are not part of it: the server quotes from the DJ's stored rate.
 */
export const BOOKING_EVENT_TYPES = ['private', 'wedding', 'corporate', 'club', 'other'] as const;
export type BookingEventType = (typeof BOOKING_EVENT_TYPES)[number];

export const BOOKING_EVENT_TYPE_LABELS: Readonly<Record<BookingEventType, string>> = {
  private: 'Private Party',
  wedding: 'Wedding',
  corporate: 'Corporate Event',
  club: 'Club/Bar',
  other: 'Other',
};

export const GUEST_COUNT_MAX = 100_000;
export const SPECIAL_REQUESTS_MAX_LENGTH = FIELD_LIMITS.description; // 2000

// The spec has no texts for these field errors; these are ours (the date's are in
// bookable-dates.ts).
export const INVALID_DURATION = `Duration must be between ${DURATION_MIN_HOURS} and ${DURATION_MAX_HOURS} hours.`;
export const INVALID_GUEST_COUNT = 'Guest count must be a whole number from 1 to 100,000.';

export const BOOKING_MISSING_INFORMATION: Notice = {
  title: 'Missing Information',
  description: 'Please fill in all required fields.',
};
export const BOOKING_FAILED = failedNotice('Booking Failed', 'create booking');
export const PAYMENT_FAILED = failedNotice('Payment Failed', 'create payment session');
export const BOOKING_DJ_NOT_FOUND = 'DJ not found or failed to load.';
/**
 * Confirm pressed, or the request lost, without a connection. The spec has no text for it;
 * "Payment Failed" would say something happened to the money, and nothing did. True only
 * while offline: the toast saying it closes once the connection is back (`until`).
 */
export const BOOKING_OFFLINE: Notice & { until: 'online' } = {
  until: 'online',
  title: "You're offline",
  description:
    'Your booking request was not sent and nothing was charged. Your details are kept: press Confirm Booking again once you are back online.',
};
/** Said beside Confirm Booking while the browser has no connection. */
export const BOOKING_NEEDS_CONNECTION =
  "You're offline. Sending a booking request needs a connection; what you enter here is kept.";

function assertIsoDate(today: string): void {
  if (!parseIsoDate(today)) throw new RangeError(`today must be 'YYYY-MM-DD', got ${today}`);
}

/**
 * The schema for a booking made while `bookable` is the window of bookable dates
 * (`bookableWindow(now)`, bookable-dates.ts). The form and createPayment both build it from
 * their clock, so a date either refuses is refused by the other with the same words; the
 * DJ's booked days are checked beside it (live in the form, the bookings on the server).
 */
export function bookingRequestSchema(bookable: BookableWindow) {
  assertIsoDate(bookable.first);
  assertIsoDate(bookable.last);
  return object({
    eventDate: trimmedString()
      .required(REQUIRED)
      .test({
        name: 'bookable-date',
        test: (value, context) => {
          const refusal = value === undefined ? null : dateRefusal(value, bookable);
          return (
            refusal === null || context.createError({ message: DATE_REFUSAL_MESSAGES[refusal] })
          );
        },
      }),
    // Required (issue 38, item 10): the DJ needs to know when to arrive. Missing and malformed
    // get the same words, which the field shows and createPayment refuses with.
    startTime: trimmedString(INVALID_START_TIME)
      .required(INVALID_START_TIME)
      .matches(START_TIME_PATTERN, { message: INVALID_START_TIME, excludeEmptyString: true }),
    durationHours: number()
      .typeError(INVALID_DURATION)
      .nonNullable(INVALID_DURATION)
      .integer(INVALID_DURATION)
      .min(DURATION_MIN_HOURS, INVALID_DURATION)
      .max(DURATION_MAX_HOURS, INVALID_DURATION)
      .default(DURATION_DEFAULT_HOURS),
    eventType: mixed<BookingEventType>()
      .oneOf(BOOKING_EVENT_TYPES, INVALID_INPUT)
      .nonNullable(INVALID_INPUT)
      .default('private'),
    venue: requiredText(FIELD_LIMITS.venue).test(offPlatformSafe()),
    guestCount: number()
      .typeError(INVALID_GUEST_COUNT)
      .required(REQUIRED)
      .integer(INVALID_GUEST_COUNT)
      .min(1, INVALID_GUEST_COUNT)
      .max(GUEST_COUNT_MAX, INVALID_GUEST_COUNT),
    equipmentNeeded: boolean().typeError(INVALID_INPUT).nonNullable(INVALID_INPUT).default(true),
    specialRequests: optionalText(SPECIAL_REQUESTS_MAX_LENGTH).test(offPlatformSafe()),
  });
}

export type BookingRequestValues = InferType<ReturnType<typeof bookingRequestSchema>>;

/** The callable's input: the form plus the DJ being booked. */
export function createBookingInputSchema(bookable: BookableWindow) {
  return bookingRequestSchema(bookable).shape({
    djId: trimmedString(INVALID_DJ_ID)
      .required(INVALID_DJ_ID)
      .test('dj-id', INVALID_DJ_ID, (value) => value === undefined || isValidDjId(value)),
  });
}

export type CreateBookingInput = InferType<ReturnType<typeof createBookingInputSchema>>;

/**
 * Starting values: date today, 3 hours, private party, equipment yes (spec defaults); the start
 * time, which the spec does not have, at DEFAULT_START_TIME.
 */
export function emptyBookingRequest(today: string) {
  assertIsoDate(today);
  return {
    eventDate: today,
    startTime: DEFAULT_START_TIME,
    durationHours: DURATION_DEFAULT_HOURS,
    eventType: 'private' as BookingEventType,
    venue: '',
    guestCount: '' as number | '',
    equipmentNeeded: true,
    specialRequests: '',
  };
}
export type BookingRequestFormValues = ReturnType<typeof emptyBookingRequest>;

const filled = (value: unknown): boolean =>
  typeof value === 'number'
    ? Number.isFinite(value)
    : typeof value === 'string' && value.trim() !== '';

/**
 * True unless date, start time, venue and guest count are all filled: Confirm Booking is
 * disabled and the "Missing Information" toast shown (the spec's check, before the finer field
 * rules). The start time is ours, not the spec's; a time input that is cleared or only half
 * typed gives '', so it is missing rather than wrong.
 */
export function bookingMissingRequired(values: {
  eventDate?: unknown;
  startTime?: unknown;
  venue?: unknown;
  guestCount?: unknown;
}): boolean {
  return ![values.eventDate, values.startTime, values.venue, values.guestCount].every(filled);
}

/** Validated form values + DJ id → the callable's input (no prices: the server quotes). */
export function toCreateBookingInput(
  values: BookingRequestValues,
  djId: string,
): CreateBookingInput {
  const input: CreateBookingInput = { ...values, djId };
  if (!input.specialRequests) delete input.specialRequests;
  return input;
}
