import { contactMessageFields } from '../../../domain/contact-schema';
import { sendContactMessage as sendContactMessageCallable } from '../../../lib/firebase/content-callables';

/**
 * Sends one contact-form message to the admins' inbox through the sendContactMessage
 * callable, the only writer of contactMessages: it validates again, links a signed-in
 * sender's account from their token and limits how often one address (and one account)
 * may write. Validated here first so the form never sends what the server would refuse.
 */
export async function sendContactMessage(values: unknown): Promise<void> {
  await sendContactMessageCallable(contactMessageFields(values));
}
