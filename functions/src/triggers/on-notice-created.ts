// A new bell notice is pushed to its owner's devices (issue 40, item 3): a request to the DJ,
// its answer, expiry or cancellation to the other party, a reminder, a payout sent. Chat
// messages are pushed one by one by on-message-created.ts instead: their bell notice is one
// per unread conversation, and each message should reach the phone.
import type { DocumentData } from 'firebase-admin/firestore';
import {
  pushNotice,
  type PushDeliveryDeps,
  type PushDeliveryOutcome,
} from '../services/push-delivery';

/** pushLog's key of a bell notice. */
export const noticeEventKey = (uid: string, noticeId: string): string => `${uid}__${noticeId}`;

export async function handleNoticeCreated(
  uid: string,
  noticeId: string,
  data: DocumentData | undefined,
  deps: PushDeliveryDeps,
  now: Date,
): Promise<PushDeliveryOutcome | null> {
  if (!data || data.type === 'new_message') return null;
  if (typeof data.title !== 'string' || typeof data.body !== 'string') return null;
  return pushNotice(
    deps,
    uid,
    noticeEventKey(uid, noticeId),
    {
      type: String(data.type),
      title: data.title,
      body: data.body,
      link: typeof data.link === 'string' ? data.link : '/',
      bookingId: typeof data.bookingId === 'string' ? data.bookingId : null,
    },
    now,
  );
}
