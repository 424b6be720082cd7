import type { FormikErrors, FormikTouched } from 'formik';
import {
  bookingMissingRequired,
  bookingRequestSchema,
  DATE_ALREADY_BOOKED,
  DURATION_MAX_HOURS,
  DURATION_MIN_HOURS,
  emptyBookingRequest,
  quoteBooking,
  toCreateBookingInput,
  validateInput,
  type BookableWindow,
  type BookingRequestFormValues,
  type CreateBookingInput,
  type Quote,
} from '../../../domain';
import {
  DJ_UNAVAILABLE_ON_DATE,
  unavailability,
  type PublicAvailability,
} from '../../../domain/unavailable-days';

/**
 * The booking form's logic, pure so it is tested without React: starting
 * values from the profile's link, field errors, the booked-date check, the
 * live quote and the callable's input.
 */

/** Why Confirm Booking waits for another date, in the words the server refuses it with. */
export const DATE_BLOCK_TEXT = {
  booked: DATE_ALREADY_BOOKED,
  unavailable: DJ_UNAVAILABLE_ON_DATE,
} as const;

/**
 * `?date=YYYY-MM-DD&hours=N` from the profile's side card. The date is kept as given, even one
 * that cannot be booked (its field then says why): replacing it with another day would book a
 * day the person never chose (decision 0038). Without a date the form starts on the first
 * bookable one, the spec's "today" (decision 0006). Hours outside 1-10 → the default.
 */
export function initialBookingValues(
  bookable: BookableWindow,
  params: URLSearchParams,
): BookingRequestFormValues {
  const values = emptyBookingRequest(bookable.first);
  const date = params.get('date');
  if (date !== null) values.eventDate = date.trim();
  const hoursText = params.get('hours');
  const hours = hoursText !== null && /^\d{1,2}$/.test(hoursText) ? Number(hoursText) : NaN;
  if (hours >= DURATION_MIN_HOURS && hours <= DURATION_MAX_HOURS) values.durationHours = hours;
  return values;
}

/** The form values as the schema reads them: an empty guest count is "missing". */
function forSchema(values: BookingRequestFormValues) {
  return { ...values, guestCount: values.guestCount === '' ? undefined : values.guestCount };
}

/** formik errors: the first message per field from the shared schema. */
export function bookingFormErrors(
  values: BookingRequestFormValues,
  bookable: BookableWindow,
): Partial<Record<keyof BookingRequestFormValues, string>> {
  const result = validateInput(bookingRequestSchema(bookable), forSchema(values));
  const errors: Partial<Record<keyof BookingRequestFormValues, string>> = {};
  if (result.ok) return errors;
  for (const { path, message } of result.problems) {
    const field = path as keyof BookingRequestFormValues;
    if (field in values && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** useFormik's starting state: the values, and a date brought by the link shown with its error. */
export interface BookingFormStart {
  initialValues: BookingRequestFormValues;
  initialTouched: FormikTouched<BookingRequestFormValues>;
  initialErrors: FormikErrors<BookingRequestFormValues>;
}

export function bookingFormStart(
  bookable: BookableWindow,
  params: URLSearchParams,
): BookingFormStart {
  const initialValues = initialBookingValues(bookable, params);
  return {
    initialValues,
    // Said from the first render, not after a blur: the person did not type this date here.
    initialTouched: params.has('date') ? { eventDate: true } : {},
    initialErrors: bookingFormErrors(initialValues, bookable),
  };
}

/** createPayment's refusal of a date, kept with the date it was about. */
export interface DateRefused {
  date: string;
  message: string;
}

/**
 * The date problem in a createPayment refusal (its details' `problems` at `eventDate`: a date
 * that closed while the form was open, or was booked meanwhile), or null.
 */
export function dateRefusedBy(error: unknown, eventDate: string): DateRefused | null {
  const details: unknown =
    typeof error === 'object' && error !== null ? (error as { details?: unknown }).details : null;
  const problems: unknown =
    typeof details === 'object' && details !== null
      ? (details as { problems?: unknown }).problems
      : null;
  if (!Array.isArray(problems)) return null;
  for (const problem of problems as unknown[]) {
    if (typeof problem !== 'object' || problem === null) continue;
    const { path, message } = problem as { path?: unknown; message?: unknown };
    if (path === 'eventDate' && typeof message === 'string' && message) {
      return { date: eventDate.trim(), message };
    }
  }
  return null;
}

/**
 * What the date field says at once, before the schema's error: the day is booked or blocked
 * (the live availability), or the server refused this very date.
 */
export function dateNotice(
  eventDate: string,
  days: PublicAvailability,
  refused: DateRefused | null,
): string | undefined {
  const unavailable = unavailability(eventDate.trim(), days);
  if (unavailable === 'booked') return DATE_ALREADY_BOOKED;
  if (unavailable === 'blocked') return DJ_UNAVAILABLE_ON_DATE;
  if (refused && refused.date === eventDate.trim()) return refused.message;
  return undefined;
}

/** The live price preview, or null while the form holds something quoteBooking refuses. */
export function previewQuote(
  hourlyRateCents: number,
  values: Pick<BookingRequestFormValues, 'durationHours' | 'equipmentNeeded'>,
): Quote | null {
  try {
    return quoteBooking({
      hourlyRateCents,
      durationHours: Number(values.durationHours),
      equipmentNeeded: values.equipmentNeeded,
    });
  } catch {
    return null;
  }
}

/** `unavailable`: the DJ blocked the day (issue 41); said without a reason. */
export type ConfirmBlock = 'missing' | 'booked' | 'unavailable' | null;

/** Why Confirm Booking is disabled: required fields first (the spec's check), then the date. */
export function confirmBlock(
  values: BookingRequestFormValues,
  days: PublicAvailability,
): ConfirmBlock {
  if (bookingMissingRequired(values)) return 'missing';
  const unavailable = unavailability(values.eventDate.trim(), days);
  if (unavailable === 'booked') return 'booked';
  if (unavailable === 'blocked') return 'unavailable';
  return null;
}

/** Valid values → the callable's input; null when the schema refuses them. */
export function bookingInput(
  values: BookingRequestFormValues,
  bookable: BookableWindow,
  djId: string,
): CreateBookingInput | null {
  const result = validateInput(bookingRequestSchema(bookable), forSchema(values));
  return result.ok ? toCreateBookingInput(result.value, djId) : null;
}
