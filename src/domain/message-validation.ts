import { FIELD_LIMITS } from './limits';
import type { Notice } from './messages';
import {
  findOffPlatformContact,
  OFF_PLATFORM_PATTERNS,
  type OffPlatformPatternId,
} from './moderation';
import { sanitizeText } from './sanitize';
import { shownForms } from './shown-text';

/**
 * Booking chat messages (operations-side spec, sections 5, 8 and 9). The chat
 * input and the send path on the server run the same check.
 */
export const MESSAGE_MAX_LENGTH = FIELD_LIMITS.message; // 1000

export const INVALID_MESSAGE: Notice = {
  title: 'Invalid Message',
  description: 'Your message contains invalid content. Please revise.',
};

export const MESSAGE_GUIDELINES: Notice = {
  title: 'Message Guidelines',
  description: 'Please keep all communication within the platform for safety and security.',
};

export const MESSAGE_RATE_LIMITED: Notice = {
  title: 'Rate Limit Exceeded',
  description: 'Please slow down. You can send up to 10 messages per minute.',
};

/**
 * The chat panel's failure toast. The spec's other one, 'Failed to send message' / 'Please
 * try again.', reports the same failure from the original's data call: Spinbook shows one
 * (features/messages/model/send-failure.ts says why).
 */
export const MESSAGE_PANEL_SEND_FAILED: Notice = {
  title: 'Message Failed',
  description: 'Unable to send message. Please try again.',
};

export const MESSAGE_EMPTY_STATE = 'No messages yet. Start the conversation!';
export const MESSAGE_SAFETY_HINT = 'Keep all communication within the platform for your safety.';
export const MESSAGE_INPUT_HINT = 'Press Enter to send, Shift+Enter for new line';

export type MessageRejection = 'empty' | 'too-long' | 'off-platform';

export type MessageCheck =
  | { ok: true; content: string }
  | { ok: false; notice: Notice; reason: MessageRejection; matches?: OffPlatformPatternId[] };

/**
 * Checks a chat message in the spec's order: empty or whitespace-only and
 * over 1000 characters are "Invalid Message"; off-platform contact is
 * "Message Guidelines". On success `content` is the sanitised text to store
 * (trimmed, angle brackets removed). The patterns run on every form a reader
 * could be shown (`shownForms`: typed, sanitised, character references
 * decoded; a message is never shown as markup), so removing brackets cannot join words into a match or
 * hide one, and `&#64;` cannot stand in for `@`.
 */
export function validateMessage(content: unknown): MessageCheck {
  if (typeof content !== 'string' || content.trim() === '') {
    return { ok: false, notice: INVALID_MESSAGE, reason: 'empty' };
  }
  if (content.length > MESSAGE_MAX_LENGTH) {
    return { ok: false, notice: INVALID_MESSAGE, reason: 'too-long' };
  }
  const sanitized = sanitizeText(content);
  if (sanitized === '') return { ok: false, notice: INVALID_MESSAGE, reason: 'empty' };
  const found = new Set(
    shownForms(content, { markup: false }).flatMap((form) => findOffPlatformContact(form)),
  );
  const matches = OFF_PLATFORM_PATTERNS.map((p) => p.id).filter((id) => found.has(id));
  if (matches.length > 0) {
    return { ok: false, notice: MESSAGE_GUIDELINES, reason: 'off-platform', matches };
  }
  return { ok: true, content: sanitized };
}
