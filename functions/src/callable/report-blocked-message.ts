// reportBlockedMessage({ bookingId, content }): the chat input runs the off-platform check
// itself and does not send a message it blocks (possibly while offline); it reports the
// attempt here instead, so admins see it as they see the ones sendMessage refuses. The check
// runs again: only text the server would block is recorded. Reports share the chat's rule
// (10 per sliding 60 s) under their own limiter key.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CHAT_REPORT_RATE_LIMIT_KEY, chatRateDecision, chatRoleOf } from '../../../src/domain/chat';
import { isValidDocId } from '../../../src/domain/ids';
import { validateMessage } from '../../../src/domain/message-validation';
import { plainObject, requireCaller, type CallableRequestLike } from '../services/callable-context';
import {
  chatPartiesOf,
  notAPartyError,
  rateLimitedError,
  recordBlockedMessage,
  recordChatRefusal,
} from '../services/chat';
import { transact } from '../services/transact';
import { EXPIRE_AT_FIELD, expiryFields } from '../../../src/domain/retention';

export const ONLY_BLOCKED_MESSAGES = 'Only blocked messages can be reported.';

export interface ReportBlockedMessageDeps {
  db: Firestore;
  now?: () => Date;
}

function parseInput(data: unknown): { bookingId: string; content: string } {
  const record = plainObject(data, ['bookingId', 'content']);
  if (!isValidDocId(record.bookingId)) {
    throw new HttpsError('invalid-argument', 'bookingId is not a valid booking id.');
  }
  if (typeof record.content !== 'string') {
    throw new HttpsError('invalid-argument', 'content must be a string.');
  }
  return { bookingId: record.bookingId, content: record.content };
}

type Outcome =
  | { kind: 'allowed' }
  | { kind: 'not-a-party' }
  // No such booking: refused like an outsider, but not recorded (see sendMessage).
  | { kind: 'no-booking' }
  | { kind: 'rate-limited'; retryAt: number };

export async function reportBlockedMessageHandler(
  request: CallableRequestLike,
  deps: ReportBlockedMessageDeps,
): Promise<{ recorded: true }> {
  const { bookingId, content } = parseInput(request.data);
  const caller = requireCaller(request);
  const now = (deps.now ?? (() => new Date()))();
  const check = validateMessage(content);
  if (check.ok || check.reason !== 'off-platform') {
    throw new HttpsError('invalid-argument', ONLY_BLOCKED_MESSAGES);
  }
  const matches = check.matches ?? [];

  const db = deps.db;
  const bookingRef = db.collection('bookings').doc(bookingId);
  const rateRef = db.collection('rateLimits').doc(caller.uid);
  const outcome = await transact(db, async (tx): Promise<Outcome> => {
    const booking = await tx.get(bookingRef);
    const data = booking.data();
    // Any status: the app blocks text before the booking's state matters.
    if (!data) return { kind: 'no-booking' };
    if (chatRoleOf(chatPartiesOf(data), caller.uid) === null) return { kind: 'not-a-party' };
    const rate = await tx.get(rateRef);
    const decision = chatRateDecision(rate.get(CHAT_REPORT_RATE_LIMIT_KEY), now.getTime());
    if (!decision.allowed) return { kind: 'rate-limited', retryAt: decision.retryAt ?? 0 };
    tx.set(
      rateRef,
      { [CHAT_REPORT_RATE_LIMIT_KEY]: decision.log, ...expiryFields('rateLimits', now) },
      { mergeFields: [CHAT_REPORT_RATE_LIMIT_KEY, EXPIRE_AT_FIELD] },
    );
    return { kind: 'allowed' };
  });

  switch (outcome.kind) {
    case 'allowed':
      await recordBlockedMessage(
        db,
        caller,
        { bookingId, content, matches, reportedBy: 'app' },
        now,
      );
      return { recorded: true };
    case 'no-booking':
      throw notAPartyError();
    case 'not-a-party':
      await recordChatRefusal(
        db,
        caller,
        { type: 'unauthorized_access', action: 'reportBlockedMessage', bookingId },
        now,
      );
      throw notAPartyError();
    case 'rate-limited':
      await recordChatRefusal(
        db,
        caller,
        { type: 'rate_limit_exceeded', action: 'chat_report', bookingId },
        now,
      );
      throw rateLimitedError(outcome.retryAt);
  }
}
