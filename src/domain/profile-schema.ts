import { object, type InferType } from 'yup';
import { FIELD_LIMITS } from './limits';
import { INVALID_INPUT, REQUIRED, tooLong, type Notice } from './messages';
import { OFF_PLATFORM_REFUSED, offPlatformSafe } from './off-platform-text';
import { RESERVED_NAME, reservedNameSafe } from './reserved-names';
import { requiredText } from './schema-fields';

/** The client dashboard's Profile tab: only the display name is editable. */
export const EMAIL_READ_ONLY = 'Email cannot be changed';

export const profileSchema = object({
  // Shown to DJs on bookings and to everyone on reviews.
  displayName: requiredText(FIELD_LIMITS.displayName)
    .test(offPlatformSafe())
    .test(reservedNameSafe()),
});

export type ProfileValues = InferType<typeof profileSchema>;

/**
 * Why updateDisplayName refused a name, in the toast's words (decision 0030): each reason
 * the schema knows has its own sentence, so a reserved or contact-bearing name is not
 * answered "at most 100 characters". Ours; the spec gives none.
 */
export const DISPLAY_NAME_REFUSALS = {
  required: 'Please enter a name.',
  tooLong: `Please enter a name of at most ${FIELD_LIMITS.displayName} characters.`,
  notText: 'Please enter your name as text.',
  contactDetails:
    'A name cannot contain contact details: no phone number, e-mail address or messaging app.',
  reserved: RESERVED_NAME,
} as const;

export const DISPLAY_NAME_REFUSED_TITLE = 'Update Failed';

/** The schema's messages for the display name, each with the sentence the toast shows. */
const REFUSAL_BY_PROBLEM: Readonly<Record<string, string>> = {
  [REQUIRED]: DISPLAY_NAME_REFUSALS.required,
  [tooLong(FIELD_LIMITS.displayName)]: DISPLAY_NAME_REFUSALS.tooLong,
  [INVALID_INPUT]: DISPLAY_NAME_REFUSALS.notText,
  [OFF_PLATFORM_REFUSED]: DISPLAY_NAME_REFUSALS.contactDetails,
  [RESERVED_NAME]: DISPLAY_NAME_REFUSALS.reserved,
};

/** The toast for a refused display name: the first problem's reason. */
export function displayNameRefusal(problems: readonly { message: string }[]): Notice {
  const first = problems[0]?.message ?? INVALID_INPUT;
  return {
    title: DISPLAY_NAME_REFUSED_TITLE,
    description: REFUSAL_BY_PROBLEM[first] ?? DISPLAY_NAME_REFUSALS.notText,
  };
}
