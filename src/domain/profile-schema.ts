import { object, type InferType } from 'yup';
import { FIELD_LIMITS } from './limits';
import { requiredText } from './schema-fields';

/** The client dashboard's Profile tab: only the display name is editable. */
export const EMAIL_READ_ONLY = 'Email cannot be changed';

export const profileSchema = object({
  displayName: requiredText(FIELD_LIMITS.displayName),
});

export type ProfileValues = InferType<typeof profileSchema>;
