import type { Notice } from './messages';
import {
  INVALID_MESSAGE,
  MESSAGE_GUIDELINES,
  MESSAGE_PANEL_SEND_FAILED,
  MESSAGE_RATE_LIMITED,
} from './message-validation';
import { isOneOf } from './one-of';

// Booking chat: why the sendMessage callable refuses a message, and the toast the chat shows.

export const NOT_A_PARTY = 'You can only message the other party of your own booking.';
export const CHAT_NOT_OPEN = 'Messaging opens once the booking is confirmed.';
export const MESSAGE_ID_TAKEN = 'That message id belongs to someone else.';

/** Why the server refused a message; sent in the HttpsError's `details.reason`. */
export type ChatRefusal =
  | 'empty'
  | 'too-long'
  | 'off-platform'
  | 'rate-limit'
  | 'not-a-party'
  | 'not-open'
  | 'unauthenticated';

const REFUSALS: readonly ChatRefusal[] = [
  'empty',
  'too-long',
  'off-platform',
  'rate-limit',
  'not-a-party',
  'not-open',
  'unauthenticated',
];

export function isChatRefusal(value: unknown): value is ChatRefusal {
  return isOneOf(REFUSALS, value);
}

/** The toast the chat shows for a refusal. */
export function refusalNotice(reason: ChatRefusal): Notice {
  switch (reason) {
    case 'empty':
    case 'too-long':
      return INVALID_MESSAGE;
    case 'off-platform':
      return MESSAGE_GUIDELINES;
    case 'rate-limit':
      return MESSAGE_RATE_LIMITED;
    case 'not-a-party':
      return { title: MESSAGE_PANEL_SEND_FAILED.title, description: NOT_A_PARTY };
    case 'not-open':
      return { title: MESSAGE_PANEL_SEND_FAILED.title, description: CHAT_NOT_OPEN };
    case 'unauthenticated':
      return { title: MESSAGE_PANEL_SEND_FAILED.title, description: 'User must be authenticated' };
  }
}
