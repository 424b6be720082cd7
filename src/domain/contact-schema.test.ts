import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  CONTACT_HONEYPOT_FIELD,
  contactMessageFields,
  contactSchema,
  emptyContact,
} from './contact-schema';
import { problemsByPath, validateInput, type SyncSchema } from './validate';

function errors<T>(schema: SyncSchema<T>, values: unknown): Record<string, string> {
  const result = validateInput(schema, values);
  return result.ok ? {} : { ...problemsByPath(result.problems) };
}

describe('contactSchema', () => {
  const valid = {
    firstName: 'Dana',
    lastName: 'Lee',
    email: 'dana@example.com',
    subject: 'Wedding in June',
    message: 'Do you cover Dallas?',
  };

  it('accepts a complete message', () => {
    expect(errors(contactSchema, valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(errors(contactSchema, emptyContact)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      subject: 'Required',
      message: 'Required',
    });
  });

  it.each([
    ['firstName', 100],
    ['lastName', 100],
    ['subject', 200],
    ['message', 2000],
  ])('limits %s to %d characters', (field, max) => {
    expect(errors(contactSchema, { ...valid, [field]: 'x'.repeat(max) })).toEqual({});
    expect(errors(contactSchema, { ...valid, [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: `Must be less than ${max} characters`,
    });
  });

  it('checks the e-mail strictly', () => {
    expect(errors(contactSchema, { ...valid, email: 'dana@example' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(errors(contactSchema, { ...valid, email: `${'a'.repeat(310)}@example.com` })).toEqual({
      email: 'Must be less than 320 characters',
    });
  });

  describe('contactMessageFields', () => {
    it('returns the five fields trimmed, without angle brackets or extra keys', () => {
      expect(
        contactMessageFields({
          ...valid,
          firstName: '  Dana ',
          subject: ' <b>Wedding</b> in June ',
          [CONTACT_HONEYPOT_FIELD]: 'http://spam.example',
          uid: 'someone-else',
        }),
      ).toEqual({ ...valid, subject: 'bWedding/b in June' });
    });

    it('throws one error listing every problem', () => {
      let caught: unknown;
      try {
        contactMessageFields({ ...emptyContact, email: 'nope' });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ValidationError);
      expect((caught as ValidationError).errors).toHaveLength(5);
    });
  });
});
