// What sendMessage and reportBlockedMessage share: reading a booking's parties, the chat
// limiter's refusal and the audit events admins read in securityEvents. A caller can provoke
// each of these events at will, so they go through the per-account event quota.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { messagePreview, NOT_A_PARTY, type ChatParties } from '../../../src/domain/chat';
import { MESSAGE_RATE_LIMITED } from '../../../src/domain/message-validation';
import type { OffPlatformPatternId } from '../../../src/domain/moderation';
import type { Caller } from './callable-context';
import { recordSecurityEventAlways, recordSecurityEventLimited } from './security-events';

/** How much of a blocked message the moderation event keeps: enough to judge, never all of it. */
export const BLOCKED_EXCERPT_LENGTH = 200;

export function chatPartiesOf(data: DocumentData): ChatParties {
  return {
    clientUid: String(data.clientUid ?? ''),
    djOwnerUid: String(data.djOwnerUid ?? ''),
    clientName: String(data.clientName ?? 'A client'),
    djName: String(data.djName ?? 'Your DJ'),
    status: data.status,
  };
}

export function notAPartyError(): HttpsError {
  return new HttpsError('permission-denied', NOT_A_PARTY, { reason: 'not-a-party' });
}

export function rateLimitedError(retryAt: number): HttpsError {
  return new HttpsError('resource-exhausted', MESSAGE_RATE_LIMITED.description, {
    title: MESSAGE_RATE_LIMITED.title,
    reason: 'rate-limit',
    retryAt,
  });
}

function event(caller: Caller, details: Record<string, unknown>) {
  return { uid: caller.uid, email: caller.email, details, userAgent: caller.userAgent };
}

/** A message stopped by the off-platform check, by the server or (reportedBy 'app') the app. */
export async function recordBlockedMessage(
  db: Firestore,
  caller: Caller,
  blocked: {
    bookingId: string;
    content: string;
    matches: readonly OffPlatformPatternId[];
    reportedBy?: 'app';
  },
  now: Date,
): Promise<void> {
  // Always recorded (decision 0031): a burst of cheap refused calls must not blind the log
  // to this. The chat's own limits (10 a minute, reports per hour) bound how many there are.
  await recordSecurityEventAlways(
    db,
    {
      type: 'moderation_blocked',
      ...event(caller, {
        bookingId: blocked.bookingId,
        matches: [...blocked.matches],
        action: 'chat_message',
        excerpt: messagePreview(blocked.content, BLOCKED_EXCERPT_LENGTH),
        ...(blocked.reportedBy ? { reportedBy: blocked.reportedBy } : {}),
      }),
    },
    now,
  );
}

/**
 * A refused chat call: a limit reached, or someone writing into a conversation that is not
 * theirs (`unauthorized_access`, as transitionBooking records it).
 */
export type ChatRefusalEvent =
  | { type: 'rate_limit_exceeded'; action: 'chat_message' | 'chat_report'; bookingId: string }
  | {
      type: 'unauthorized_access';
      action: 'sendMessage' | 'reportBlockedMessage';
      bookingId: string;
    };

export async function recordChatRefusal(
  db: Firestore,
  caller: Caller,
  { type, ...details }: ChatRefusalEvent,
  now: Date,
): Promise<void> {
  await recordSecurityEventLimited(db, { type, ...event(caller, details) }, now);
}
