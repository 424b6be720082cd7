import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { bookableWindowFrom } from './bookable-dates';
import { bookingRequestSchema, createBookingInputSchema } from './booking-schema';
import { contactSchema } from './contact-schema';
import { djProfileSchema } from './dj-profile-schema';
import { eventLinkSchema, eventSchema } from './event-schema';
import { messageSchema } from './message-schema';
import { profileSchema } from './profile-schema';
import { reviewSchema } from './review-schema';
import { validateInput } from './validate';

/**
 * Every field of every form schema, given values of the wrong type, must fail
 * with one of our texts: yup's defaults ("must be a `number` type…") would
 * leak implementation words to users and callers.
 */
const SCHEMAS: Record<string, AnyObjectSchema> = {
  djProfileSchema,
  bookingRequestSchema: bookingRequestSchema(bookableWindowFrom('2025-06-10')),
  createBookingInputSchema: createBookingInputSchema(bookableWindowFrom('2025-06-10')),
  eventSchema,
  eventLinkSchema,
  contactSchema,
  reviewSchema,
  profileSchema,
  messageSchema,
};

const WRONG_VALUES: unknown[] = [null, {}, [], true, { nested: 1 }, ['a', ['b']]];
const YUP_DEFAULT = /`|cannot be null|is a required field|\bthis\b|must be one of/i;

describe.each(Object.entries(SCHEMAS))('%s', (_name, schema) => {
  const fields = Object.keys(schema.fields);

  it.each(fields)('words every failure of %s in our own texts', (field) => {
    for (const value of WRONG_VALUES) {
      const result = validateInput(schema, { [field]: value });
      if (result.ok) continue;
      for (const problem of result.problems) {
        expect(problem.message, `${field} = ${JSON.stringify(value)}`).not.toMatch(YUP_DEFAULT);
      }
    }
  });
});
