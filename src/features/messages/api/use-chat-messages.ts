import { collection, limitToLast, orderBy, query } from 'firebase/firestore';
import { readOnlyConverter, useLiveQuery } from '../../../lib/firebase/live-data';
import { type LiveQuery } from '../../../lib/firebase/live-states';
import { parseMessage, type ChatMessage } from '../model/chat-view';

const messageConverter = readOnlyConverter(parseMessage);

/**
 * The newest `max` messages of a booking's chat, oldest first, live. Ordered
 * by the server's time (createdAt is a server timestamp written by
 * sendMessage), so both parties see the same order.
 */
export function useChatMessages(bookingId: string, max: number): LiveQuery<ChatMessage> {
  return useLiveQuery(
    `bookings/${bookingId}/messages`,
    (db, size = max) =>
      query(
        collection(db, 'bookings', bookingId, 'messages').withConverter(messageConverter),
        orderBy('createdAt', 'asc'),
        limitToLast(size),
      ),
    // With metadata changes, the server's first answer arrives even when it matches the
    // cache (fromCache turns false): the chat announces only what comes after it.
    { limit: max, label: 'Chat', includeMetadataChanges: true },
  );
}
