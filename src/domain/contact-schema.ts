import { object, type InferType } from 'yup';
import { FIELD_LIMITS } from './limits';
import { REQUIRED } from './messages';
import { requiredText, strictEmail } from './schema-fields';

/** The /contact form (public-side spec, "Static pages"). Send does nothing yet. */
export const contactSchema = object({
  firstName: requiredText(FIELD_LIMITS.name),
  lastName: requiredText(FIELD_LIMITS.name),
  email: strictEmail().required(REQUIRED),
  subject: requiredText(FIELD_LIMITS.title),
  message: requiredText(FIELD_LIMITS.description),
});

export type ContactValues = InferType<typeof contactSchema>;

export const emptyContact: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
};
