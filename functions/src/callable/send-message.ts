// sendMessage({ bookingId, messageId, content }): one party of a confirmed or completed
// booking writes to the other (docs/data-model.md, bookings/{id}/messages). Messages are
// written only here: the off-platform check needs look-arounds that rules cannot express.
// The app picks the message id, so a retry from its outbox is answered `duplicate: true`
// instead of sending twice. In one transaction: the message, the sender's chat limiter
// (10 per sliding 60 s, no block period), the booking's lastMessage and the receiver's
// "new message" notification (one per conversation until they read it).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CHAT_NOT_OPEN,
  CHAT_RATE_LIMIT_KEY,
  chatAccess,
  chatRateDecision,
  chatRoleOf,
  hourlyMessageDecision,
  isValidMessageId,
  MESSAGE_ID_TAKEN,
  MESSAGE_SEND_KEY,
  messageNotice,
  messageNotificationId,
  messagePreview,
} from '../../../src/domain/chat';
import { isValidDocId } from '../../../src/domain/ids';
import { MESSAGE_GUIDELINES, validateMessage } from '../../../src/domain/message-validation';
import type { OffPlatformPatternId } from '../../../src/domain/moderation';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import {
  chatPartiesOf,
  notAPartyError,
  rateLimitedError,
  recordBlockedMessage,
  recordChatRefusal,
} from '../services/chat';
import { EXPIRE_AT_FIELD, expiryFields } from '../../../src/domain/retention';

export interface SendMessageDeps {
  db: Firestore;
  now?: () => Date;
}

export interface SendMessageResult {
  messageId: string;
  duplicate: boolean;
}

interface SendMessageInput {
  bookingId: string;
  messageId: string;
  content: string;
}

function parseInput(data: unknown): SendMessageInput {
  const record = plainObject(data, ['bookingId', 'messageId', 'content']);
  if (!isValidDocId(record.bookingId)) {
    throw new HttpsError('invalid-argument', 'bookingId is not a valid booking id.');
  }
  if (!isValidMessageId(record.messageId)) {
    throw new HttpsError('invalid-argument', 'messageId must be 20 letters and digits.');
  }
  if (typeof record.content !== 'string') {
    throw new HttpsError('invalid-argument', 'content must be a string.');
  }
  return { bookingId: record.bookingId, messageId: record.messageId, content: record.content };
}

type Outcome =
  | { kind: 'sent' | 'duplicate' }
  | { kind: 'blocked'; matches: readonly OffPlatformPatternId[] }
  | { kind: 'rate-limited'; retryAt: number }
  | { kind: 'not-a-party' }
  // No such booking: refused like an outsider, but not recorded (nobody's conversation was
  // touched, and recording would let anyone fill the log with made-up booking ids).
  | { kind: 'no-booking' };

/**
 * Refuse before you record: the caller is authenticated, the input parsed, the caller shown
 * to be a party of an open conversation and counted by the chat limiter, and only then is
 * an off-platform message refused and recorded (moderation_blocked). A blocked attempt
 * counts like a sent one, so the log cannot be flooded faster than messages can be sent;
 * text that is merely empty or too long is refused at once, with nothing recorded here.
 */
export async function sendMessageHandler(
  request: CallableRequestLike,
  deps: SendMessageDeps,
): Promise<SendMessageResult> {
  const caller = requireCaller(request);
  const { bookingId, messageId, content } = parseInput(request.data);
  const now = (deps.now ?? (() => new Date()))();
  const check = validateMessage(content);
  if (!check.ok && check.reason !== 'off-platform') {
    throw new HttpsError('invalid-argument', check.notice.description, {
      title: check.notice.title,
      reason: check.reason,
    });
  }

  const db = deps.db;
  const bookingRef = db.collection('bookings').doc(bookingId);
  const messageRef = bookingRef.collection('messages').doc(messageId);
  const rateRef = db.collection('rateLimits').doc(caller.uid);
  const outcome = await db.runTransaction(async (tx): Promise<Outcome> => {
    const booking = await tx.get(bookingRef);
    const data = booking.data();
    if (!data) return { kind: 'no-booking' };
    const parties = chatPartiesOf(data);
    if (chatRoleOf(parties, caller.uid) === null) return { kind: 'not-a-party' };

    // A retry of a message that got through is answered before the status check, so the
    // outbox does not show a delivered message as failed if the booking moved meanwhile.
    const existing = await tx.get(messageRef);
    if (existing.exists) {
      if (existing.get('senderUid') !== caller.uid) {
        throw new HttpsError('permission-denied', MESSAGE_ID_TAKEN);
      }
      return { kind: 'duplicate' };
    }

    const access = chatAccess(parties, caller.uid);
    if (!access.ok) {
      throw new HttpsError('failed-precondition', CHAT_NOT_OPEN, { reason: 'not-open' });
    }

    const rate = await tx.get(rateRef);
    const decision = chatRateDecision(rate.get(CHAT_RATE_LIMIT_KEY), now.getTime());
    // No block period: a refusal stores nothing, so the window alone decides the next try.
    if (!decision.allowed) return { kind: 'rate-limited', retryAt: decision.retryAt ?? 0 };
    // The spec's message_send quota (50 an hour) on top of the 10-a-minute chat limit.
    const hourly = hourlyMessageDecision(rate.get(MESSAGE_SEND_KEY), now.getTime());
    if (!hourly.allowed) return { kind: 'rate-limited', retryAt: hourly.retryAt ?? 0 };
    const limiterUpdate = {
      [CHAT_RATE_LIMIT_KEY]: decision.log,
      [MESSAGE_SEND_KEY]: hourly.log,
      ...expiryFields('rateLimits', now),
    };
    const limiterFields = [CHAT_RATE_LIMIT_KEY, MESSAGE_SEND_KEY, EXPIRE_AT_FIELD];
    if (!check.ok) {
      // Counted, not sent (see above).
      tx.set(rateRef, limiterUpdate, { mergeFields: limiterFields });
      return { kind: 'blocked', matches: check.matches ?? [] };
    }
    const sanitized = check.content;

    const notificationRef = db
      .collection('users')
      .doc(access.receiverUid)
      .collection('notifications')
      .doc(messageNotificationId(bookingId));
    const notification = await tx.get(notificationRef);

    // Writes only after every read. Stored times are the commit's, so a message, the booking's
    // lastMessage and the notice carry one time; `now` only decides the rate windows.
    const sentAt = FieldValue.serverTimestamp();
    tx.create(messageRef, {
      bookingId,
      senderUid: caller.uid,
      receiverUid: access.receiverUid,
      content: sanitized,
      type: 'text',
      attachmentUrl: null,
      createdAt: sentAt,
      readAt: null,
    });
    tx.set(rateRef, limiterUpdate, { mergeFields: limiterFields });
    tx.update(bookingRef, {
      lastMessage: {
        preview: messagePreview(sanitized),
        senderUid: caller.uid,
        at: sentAt,
      },
      lastActivityAt: sentAt,
    });
    // One "new message" per conversation until the receiver reads it.
    if (!notification.exists || notification.get('readAt') !== null) {
      tx.set(notificationRef, {
        ...messageNotice(access.senderName, sanitized, bookingId),
        bookingId,
        createdAt: sentAt,
        readAt: null,
      });
    }
    return { kind: 'sent' };
  });

  switch (outcome.kind) {
    case 'sent':
    case 'duplicate':
      return { messageId, duplicate: outcome.kind === 'duplicate' };
    case 'blocked':
      await recordBlockedMessage(
        deps.db,
        caller,
        { bookingId, content, matches: outcome.matches },
        now,
      );
      throw new HttpsError('invalid-argument', MESSAGE_GUIDELINES.description, {
        title: MESSAGE_GUIDELINES.title,
        reason: 'off-platform',
        matches: [...outcome.matches],
      });
    case 'no-booking':
      throw notAPartyError();
    case 'not-a-party':
      await recordChatRefusal(
        deps.db,
        caller,
        { type: 'unauthorized_access', action: 'sendMessage', bookingId },
        now,
      );
      throw notAPartyError();
    case 'rate-limited':
      await recordChatRefusal(
        deps.db,
        caller,
        { type: 'rate_limit_exceeded', action: 'chat_message', bookingId },
        now,
      );
      throw rateLimitedError(outcome.retryAt);
  }
}
