import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/firestore';
import { parseConversation, sortConversations, type Conversation } from '../model/chat-view';

/** The newest bookings with a chat, per side; more would be paginated (rarely needed). */
export const CONVERSATIONS_SHOWN = 50;

export type ConversationsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: Conversation[] };

/**
 * The user's conversations: their confirmed and completed bookings, as the
 * client and as the DJ (a DJ can also book other DJs), live, newest activity
 * first. Uses the (clientUid|djOwnerUid, status, createdAt desc) indexes.
 */
export function useConversations(uid: string): ConversationsState {
  const [sides, setSides] = useState<{
    uid: string;
    client?: QuerySnapshot;
    dj?: QuerySnapshot;
    error?: boolean;
  }>({ uid });

  useEffect(() => {
    const side = (field: 'clientUid' | 'djOwnerUid', key: 'client' | 'dj') =>
      onSnapshot(
        query(
          collection(firestore, 'bookings'),
          where(field, '==', uid),
          where('status', 'in', ['confirmed', 'completed']),
          orderBy('createdAt', 'desc'),
          limit(CONVERSATIONS_SHOWN),
        ),
        (snap) => setSides((s) => (s.uid === uid ? { ...s, [key]: snap } : { uid, [key]: snap })),
        (error) => {
          console.warn('Conversations failed to load', error);
          setSides({ uid, error: true });
        },
      );
    const stopClient = side('clientUid', 'client');
    const stopDj = side('djOwnerUid', 'dj');
    return () => {
      stopClient();
      stopDj();
    };
  }, [uid]);

  if (sides.uid !== uid) return { status: 'loading' };
  if (sides.error) return { status: 'error' };
  if (!sides.client || !sides.dj) return { status: 'loading' };
  const items = [...sides.client.docs, ...sides.dj.docs]
    .map((d) => parseConversation(d.id, d.data(), uid))
    .filter((c): c is Conversation => c !== null);
  return { status: 'ready', items: sortConversations(items) };
}

export type ChatBookingState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; conversation: Conversation };

/** One booking's conversation header, live, whatever its status (the page explains closed ones). */
export function useChatBooking(uid: string, bookingId: string): ChatBookingState {
  const [state, setState] = useState<{ key: string; value: ChatBookingState } | null>(null);
  const key = `${uid}:${bookingId}`;
  useEffect(
    () =>
      onSnapshot(
        doc(firestore, 'bookings', bookingId),
        (snap) => {
          const conversation = snap.exists() ? parseConversation(snap.id, snap.data(), uid) : null;
          setState({
            key,
            value: conversation ? { status: 'ready', conversation } : { status: 'unavailable' },
          });
        },
        // Rules refuse a booking the user is not party to: same answer as a missing one.
        () => setState({ key, value: { status: 'unavailable' } }),
      ),
    [uid, bookingId, key],
  );
  return state?.key === key ? state.value : { status: 'loading' };
}

/** Whether the conversation's "new message" notification exists and is unread. */
export function useMessageNotificationUnread(uid: string, notificationId: string): boolean {
  const [unread, setUnread] = useState<{ key: string; value: boolean } | null>(null);
  const key = `${uid}:${notificationId}`;
  useEffect(
    () =>
      onSnapshot(
        doc(firestore, 'users', uid, 'notifications', notificationId),
        // 'estimate': our own pending "read" write counts as read. By default a pending
        // serverTimestamp() reads as null, which looked unread and sent a second update
        // that the rules refuse (readAt is set once).
        (snap) =>
          setUnread({
            key,
            value: snap.exists() && snap.get('readAt', { serverTimestamps: 'estimate' }) === null,
          }),
        () => setUnread({ key, value: false }),
      ),
    [uid, notificationId, key],
  );
  return unread?.key === key ? unread.value : false;
}

/** A DJ's public photo (verified profiles are readable by everyone). */
export function useDjPhoto(djId: string | null): string | null {
  const [photo, setPhoto] = useState<{ djId: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!djId) return undefined;
    return onSnapshot(
      doc(firestore, 'djs', djId),
      (snap) => {
        const url = snap.get('photoUrl');
        setPhoto({ djId, url: typeof url === 'string' && /^https?:\/\//.test(url) ? url : null });
      },
      () => setPhoto({ djId, url: null }),
    );
  }, [djId]);
  return photo?.djId === djId ? photo.url : null;
}
