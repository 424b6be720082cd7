import { array, string } from 'yup';
import { INVALID_EMAIL } from './email';
import { isStrictEmail } from './email-strict';
import { FIELD_LIMITS } from './limits';
import { INVALID_INPUT, REQUIRED, tooLong } from './messages';
import { tidyList } from './normalize-list';
import { sanitizeText } from './sanitize';
import { INVALID_URL, isHttpUrl, URL_MAX_LENGTH, URL_REQUIRED } from './url';

/**
 * Field builders shared by the form schemas, so every form words the same
 * rule the same way ("Must be less than {n} characters", "Required", …).
 * Text is cast through `sanitizeText` (trimmed, angle brackets removed)
 * before it is checked, so "  <>  " counts as empty.
 */
const sanitize = (value: unknown): unknown =>
  typeof value === 'string' ? sanitizeText(value) : value;

/** A required plain-text field of at most `max` characters. */
export const requiredText = (max: number, requiredMessage: string = REQUIRED) =>
  string()
    .typeError(INVALID_INPUT)
    .transform(sanitize)
    .required(requiredMessage)
    .max(max, tooLong(max));

/** An optional plain-text field of at most `max` characters ('' allowed). */
export const optionalText = (max: number) =>
  string()
    .typeError(INVALID_INPUT)
    .nonNullable(INVALID_INPUT)
    .transform(sanitize)
    .max(max, tooLong(max))
    .optional();

/**
 * A trimmed string. yup's own `.trim()` calls `value.trim()` on whatever it
 * is given and throws a TypeError for an object, which would turn bad input
 * into a server error; this transform leaves non-strings for `typeError`.
 */
export const trimmedString = (typeMessage: string = INVALID_INPUT) =>
  string()
    .typeError(typeMessage)
    .nonNullable(typeMessage)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** An optional http(s) link; '' means none. */
export const optionalUrl = () =>
  trimmedString()
    .max(URL_MAX_LENGTH, tooLong(URL_MAX_LENGTH))
    .test('http-url', INVALID_URL, (value) => !value || isHttpUrl(value))
    .optional();

/** A required http(s) link ("URL is required" when empty). */
export const requiredUrl = () =>
  trimmedString()
    .required(URL_REQUIRED)
    .max(URL_MAX_LENGTH, tooLong(URL_MAX_LENGTH))
    .test('http-url', INVALID_URL, (value) => value === undefined || isHttpUrl(value));

/** The strict e-mail shape (DJ contact, contact form), at most 320 characters. */
export const strictEmail = () =>
  trimmedString()
    .max(FIELD_LIMITS.contactEmail, tooLong(FIELD_LIMITS.contactEmail))
    .test('strict-email', INVALID_EMAIL, (value) => !value || isStrictEmail(value));

/**
 * A list of short texts (genres, equipment): tidied with `tidyList` (trimmed,
 * empty entries and case-insensitive duplicates dropped), each entry at most
 * `maxLength`, at most `maxItems` entries.
 */
export const textList = (maxLength: number, maxItems: number, tooManyMessage: string) =>
  array(string().typeError(INVALID_INPUT).defined(INVALID_INPUT).max(maxLength, tooLong(maxLength)))
    .typeError(INVALID_INPUT)
    .nonNullable(INVALID_INPUT)
    .transform((value: unknown) => (Array.isArray(value) ? tidyList(value) : value))
    .max(maxItems, tooManyMessage)
    .default([]);
