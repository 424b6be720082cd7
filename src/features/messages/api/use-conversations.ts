import { collection, doc, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { parseBookingDocument } from '../../../lib/booking-document';
import { readOnlyConverter, useLiveDoc, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import { conversationOf, sortConversations, type Conversation } from '../model/chat-view';

/** The newest bookings with a chat, per side; more would be paginated (rarely needed). */
export const CONVERSATIONS_SHOWN = 50;

const bookingConverter = readOnlyConverter(parseBookingDocument);

const chatsAs = (side: 'clientUid' | 'djOwnerUid', uid: string) => (db: Firestore) =>
  query(
    collection(db, 'bookings').withConverter(bookingConverter),
    where(side, '==', uid),
    where('status', 'in', ['confirmed', 'completed']),
    orderBy('createdAt', 'desc'),
    limit(CONVERSATIONS_SHOWN),
  );

const CONVERSATIONS = { label: 'Conversations' };

/**
 * The user's conversations: their confirmed and completed bookings, as the
 * client and as the DJ (a DJ can also book other DJs), live, newest activity
 * first. Uses the (clientUid|djOwnerUid, status, createdAt desc) indexes.
 */
export function useConversations(uid: string): LiveQuery<Conversation> {
  const asClient = useLiveQuery(`chats:client:${uid}`, chatsAs('clientUid', uid), CONVERSATIONS);
  const asDj = useLiveQuery(`chats:dj:${uid}`, chatsAs('djOwnerUid', uid), CONVERSATIONS);
  // Either side failing fails the list; it is ready only when both sides are.
  if (asClient.status === 'error') return asClient;
  if (asDj.status !== 'ready') return asDj;
  if (asClient.status !== 'ready') return asClient;
  const items = [...asClient.data, ...asDj.data]
    .map((booking) => conversationOf(booking, uid))
    .filter((c): c is Conversation => c !== null);
  return {
    status: 'ready',
    data: sortConversations(items),
    error: null,
    fromCache: asClient.fromCache || asDj.fromCache,
    hasMore: false,
    loadingMore: false,
  };
}

export type ChatBookingState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; conversation: Conversation };

/** One booking's conversation header, live, whatever its status (the page explains closed ones). */
export function useChatBooking(uid: string, bookingId: string): ChatBookingState {
  const booking = useLiveDoc(`${uid}:bookings/${bookingId}`, (db) =>
    doc(db, 'bookings', bookingId).withConverter(bookingConverter),
  );
  if (booking.status === 'loading') return { status: 'loading' };
  const conversation = booking.status === 'ready' ? conversationOf(booking.data, uid) : null;
  // Missing, refused by the rules (not a party) or failed: the page says the same.
  return conversation ? { status: 'ready', conversation } : { status: 'unavailable' };
}

const unreadConverter = readOnlyConverter((_id, data) => data.readAt === null);

// 'estimate': our own pending "read" write counts as read. By default a pending
// serverTimestamp() reads as null, which looked unread and sent a second update
// that the rules refuse (readAt is set once).
const ESTIMATE = { serverTimestamps: 'estimate' } as const;

/** Whether the conversation's "new message" notification exists and is unread. */
export function useMessageNotificationUnread(uid: string, notificationId: string): boolean {
  const unread = useLiveDoc(
    `users/${uid}/notifications/${notificationId}`,
    (db) => doc(db, 'users', uid, 'notifications', notificationId).withConverter(unreadConverter),
    ESTIMATE,
  );
  return unread.status === 'ready' && unread.data;
}

const photoConverter = readOnlyConverter((_id, data) =>
  typeof data.photoUrl === 'string' && /^https?:\/\//.test(data.photoUrl) ? data.photoUrl : null,
);

/** A DJ's public photo (verified profiles are readable by everyone). */
export function useDjPhoto(djId: string | null): string | null {
  const photo = useLiveDoc(djId ? `djs/${djId}` : null, (db) =>
    doc(db, 'djs', djId ?? '').withConverter(photoConverter),
  );
  return photo.status === 'ready' ? photo.data : null;
}
