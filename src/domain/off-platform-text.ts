import type { TestConfig } from 'yup';
import { FIELD_LIMITS } from './limits';
import { MESSAGE_GUIDELINES } from './message-validation';
import type { Notice } from './messages';
import { findOffPlatformContact } from './moderation';
import { shownForms } from './shown-text';

/**
 * Every free text another person sees (booking venue and special requests,
 * display names, DJ name, location, bio, genres and equipment, event title,
 * description, venue and location, link titles, review comments) gets the
 * chat's off-platform check (src/domain/moderation.ts) on what a reader is
 * shown (sanitised, references decoded: shown-text.ts), refused with the
 * spec's "Message Guidelines" text. The check sits in the shared yup schemas,
 * so the forms show it under the field and the callables, which validate with
 * the same schemas, refuse with invalid-argument.
 *
 * Fields that are contact details by design (the DJ's private phone and
 * e-mail, the contact form's e-mail, URLs) do not get it.
 */
export const OFF_PLATFORM_REFUSED = MESSAGE_GUIDELINES.description;

/** The toast for a form or callable refused for off-platform contact. */
export const OFF_PLATFORM_NOTICE: Notice = MESSAGE_GUIDELINES;

/**
 * Whether `text` asks for or gives contact outside the platform, in any form a reader could
 * be shown (`shownForms`): as typed, as stored, with markup turned into spaces (a bio may
 * arrive as HTML: `<p>call</p>me` must not hide "call me", and an `href="mailto:…"` is caught
 * as typed), and with character references decoded (`jane&#64;gmail&#46;com`, `&commat;`,
 * `&amp;#64;`), since the bio sanitiser decodes them for the reader.
 */
export function hasOffPlatformContact(text: string): boolean {
  return shownForms(text).some((form) => findOffPlatformContact(form).length > 0);
}

/**
 * Text longer than this is not scanned: it is longer than any free-text field
 * (the bio, 2,000 characters), so the field's own max() refuses it, and the
 * patterns' cost grows with the square of the length (300,000 characters took
 * the callables past their time limit: a denial of service with one request).
 */
export const OFF_PLATFORM_SCAN_MAX = 4 * FIELD_LIMITS.bio;

const scannable = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= OFF_PLATFORM_SCAN_MAX;

/**
 * A yup test for a string field: `requiredText(200).test(offPlatformSafe())`.
 * Non-strings, empty values and text over OFF_PLATFORM_SCAN_MAX pass (the
 * field's own type, required and max checks report those). `stored` is what the
 * write makes of the value, when that is more than shownForms knows (the bio's
 * bioToText decodes and strips repeatedly): it is checked too.
 */
export function offPlatformSafe(
  stored?: (value: string) => string,
): TestConfig<string | undefined> {
  return {
    name: 'off-platform',
    message: OFF_PLATFORM_REFUSED,
    test: (value) =>
      !scannable(value) ||
      (!hasOffPlatformContact(value) && (!stored || !hasOffPlatformContact(stored(value)))),
  };
}

/** The same test for a list of short texts (genres, equipment): every entry must pass. */
export function offPlatformSafeList(): TestConfig<string[] | undefined> {
  return {
    name: 'off-platform',
    message: OFF_PLATFORM_REFUSED,
    test: (value) =>
      !Array.isArray(value) ||
      value.every((entry) => !scannable(entry) || !hasOffPlatformContact(entry)),
  };
}

/** Whether any of a validation's problems is the off-platform refusal. */
export function isOffPlatformRefusal(problems: readonly { message: string }[]): boolean {
  return problems.some((p) => p.message === OFF_PLATFORM_REFUSED);
}
