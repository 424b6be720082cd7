import {
  bookingMissingRequired,
  bookingRequestSchema,
  DURATION_MAX_HOURS,
  DURATION_MIN_HOURS,
  emptyBookingRequest,
  parseIsoDate,
  quoteBooking,
  toCreateBookingInput,
  validateInput,
  type BookingRequestFormValues,
  type CreateBookingInput,
  type Quote,
} from '../../../domain';

/**
 * The booking form's logic, pure so it is tested without React: starting
 * values from the profile's link, field errors, the booked-date check, the
 * live quote and the callable's input.
 */
export const PICKED_DATE_BOOKED = 'This date is already booked. Please choose another date.';

/** `?date=YYYY-MM-DD&hours=N` from the profile's side card, checked; anything else → defaults. */
export function initialBookingValues(
  today: string,
  params: URLSearchParams,
): BookingRequestFormValues {
  const values = emptyBookingRequest(today);
  const date = params.get('date');
  if (date && parseIsoDate(date) && date >= today) values.eventDate = date;
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
  today: string,
): Partial<Record<keyof BookingRequestFormValues, string>> {
  const result = validateInput(bookingRequestSchema(today), forSchema(values));
  const errors: Partial<Record<keyof BookingRequestFormValues, string>> = {};
  if (result.ok) return errors;
  for (const { path, message } of result.problems) {
    const field = path as keyof BookingRequestFormValues;
    if (field in values && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** True when the chosen day is one the DJ is already booked (the live availability). */
export function isDateBooked(eventDate: string, bookedDates: ReadonlySet<string>): boolean {
  return bookedDates.has(eventDate.trim());
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

export type ConfirmBlock = 'missing' | 'booked' | null;

/** Why Confirm Booking is disabled: required fields first (the spec's check), then the date. */
export function confirmBlock(
  values: BookingRequestFormValues,
  bookedDates: ReadonlySet<string>,
): ConfirmBlock {
  if (bookingMissingRequired(values)) return 'missing';
  if (isDateBooked(values.eventDate, bookedDates)) return 'booked';
  return null;
}

/** Valid values → the callable's input; null when the schema refuses them. */
export function bookingInput(
  values: BookingRequestFormValues,
  today: string,
  djId: string,
): CreateBookingInput | null {
  const result = validateInput(bookingRequestSchema(today), forSchema(values));
  return result.ok ? toCreateBookingInput(result.value, djId) : null;
}
