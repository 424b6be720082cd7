import { collection, limitToLast, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/firestore';
import { parseMessage, type ChatMessage } from '../model/chat-view';

export type ChatMessagesState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; messages: ChatMessage[]; hasMore: boolean; fromCache: boolean };

/**
 * The newest `max` messages of a booking's chat, oldest first, live. Ordered
 * by the server's time (createdAt is a server timestamp written by
 * sendMessage), so both parties see the same order.
 */
export function useChatMessages(bookingId: string, max: number): ChatMessagesState {
  const [stored, setStored] = useState<{ key: string; state: ChatMessagesState } | null>(null);
  const key = `${bookingId}:${max}`;
  useEffect(() => {
    const q = query(
      collection(firestore, 'bookings', bookingId, 'messages'),
      orderBy('createdAt', 'asc'),
      limitToLast(max),
    );
    return onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snap) =>
        setStored({
          key,
          state: {
            status: 'ready',
            messages: snap.docs.map((d) => parseMessage(d.id, d.data())),
            hasMore: snap.size >= max,
            fromCache: snap.metadata.fromCache,
          },
        }),
      (error) => {
        console.warn('Chat failed to load', error);
        setStored({ key, state: { status: 'error' } });
      },
    );
  }, [bookingId, max, key]);
  // Keep the previous page on screen while a bigger one ("Load earlier") arrives.
  if (!stored) return { status: 'loading' };
  if (stored.key !== key && !stored.key.startsWith(`${bookingId}:`)) return { status: 'loading' };
  return stored.state;
}
