import { refusalNotice, type ChatRefusal } from '../../../domain/chat';
import { MESSAGE_PANEL_SEND_FAILED } from '../../../domain/message-validation';
import type { Notice } from '../../../domain/messages';

/** What the chat panel does when the outbox marks one of its messages failed. */
export interface SendFailure {
  notice: Notice;
  /** The text goes back into the box to be edited: sending it again as it is cannot work. */
  editAgain: boolean;
}

/**
 * The toast for a message that was not sent (docs/messaging.md, "Sending").
 *
 * - A refusal the chat can name gets its own spec text: 'Invalid Message', 'Message
 *   Guidelines', 'Rate Limit Exceeded', or 'Message Failed' with the reason.
 * - Any other failure gets the spec's chat-panel toast, 'Message Failed' / 'Unable to send
 *   message. Please try again.': a refusal without a reason, or the outbox giving up after
 *   repeated failures while online.
 *
 * It is called only when a message is marked failed. A message waiting for the connection,
 * or between retries, is not a failure here: its bubble says "Sending…" and it goes on its
 * own, so a toast asking the person to try again would ask for what the app is doing already.
 * The spec's other send toast, 'Failed to send message' / 'Please try again.', is the
 * original's data call reporting the same failure as its panel; Spinbook has one send path,
 * so one failure shows one toast, the panel's. "Input kept": a failed message keeps its text
 * in its bubble (Retry, Delete), and text refused for its content goes back into the box.
 */
export function sendFailure(refusal: ChatRefusal | null | undefined): SendFailure {
  if (!refusal) return { notice: MESSAGE_PANEL_SEND_FAILED, editAgain: false };
  return {
    notice: refusalNotice(refusal),
    editAgain: refusal === 'off-platform' || refusal === 'empty' || refusal === 'too-long',
  };
}
