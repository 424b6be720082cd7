import { object, string, type InferType } from 'yup';
import { FIELD_LIMITS } from './limits';
import { INVALID_INPUT, REQUIRED } from './messages';
import { requiredText, strictEmail } from './schema-fields';

/**
 * The /contact form (public-side spec, "Static pages"; limits from the
 * operations-side spec, section 5). The security rules check the same limits
 * on contactMessages/{id}.
 */
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

/**
 * The hidden honeypot input. People never see or fill it; form-filling bots
 * do. A filled honeypot is answered like a success but never written (and the
 * rules refuse a document with this key anyway).
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/**
 * The fields to store: validated, sanitised and trimmed by the schema, with
 * anything else (the honeypot included) dropped. Throws a yup ValidationError
 * listing every problem when the values are not valid.
 */
export function contactMessageFields(values: unknown): ContactValues {
  return contactSchema.validateSync(values, { abortEarly: false, stripUnknown: true });
}

/**
 * sendContactMessage's input: the form's fields, and the honeypot when a bot filled it (the
 * callable then answers like a success and stores nothing). Bounded so a bot cannot send
 * a large body through it.
 */
export const contactInputSchema = contactSchema.shape({
  [CONTACT_HONEYPOT_FIELD]: string().typeError(INVALID_INPUT).max(FIELD_LIMITS.url).optional(),
});
export type ContactInput = InferType<typeof contactInputSchema>;
export interface SendContactMessageResult {
  sent: true;
}
