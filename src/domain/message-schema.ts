import { object, string, type InferType } from 'yup';
import { INVALID_INPUT } from './messages';
import { validateMessage } from './message-validation';

/**
 * A chat message as a yup schema, for Formik and `validateOrThrow`. A valid
 * message is cast to its sanitised text; an invalid one fails with the
 * notice's description ("Your message contains invalid content…" or "Please
 * keep all communication within the platform…").
 */
export const messageSchema = object({
  content: string()
    .typeError(INVALID_INPUT)
    .nonNullable(INVALID_INPUT)
    .transform((value: unknown) => {
      const check = validateMessage(value);
      return check.ok ? check.content : value;
    })
    .defined(INVALID_INPUT)
    .test('message', (value, context) => {
      const check = validateMessage(value);
      return check.ok ? true : context.createError({ message: check.notice.description });
    }),
});

export type MessageValues = InferType<typeof messageSchema>;
