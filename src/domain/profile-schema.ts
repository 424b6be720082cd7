import { object, type InferType } from 'yup';
import { FIELD_LIMITS } from './limits';
import { offPlatformSafe } from './off-platform-text';
import { reservedNameSafe } from './reserved-names';
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
