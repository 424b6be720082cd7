import {
  collectionGroup,
  limit,
  query,
  where,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live-data';

/** Counted at most this many unread messages (the badge shows 99+). */
const UNREAD_CAP = 100;

export interface UnreadMessages {
  total: number;
  byBooking: ReadonlyMap<string, number>;
  /** The server has answered (not only the offline cache): changes from here on are news. */
  settled: boolean;
}

const NONE: UnreadMessages = { total: 0, byBooking: new Map(), settled: false };

// The count needs only which booking each message belongs to, which is its
// path, not its data (so not readOnlyConverter, which hands over the data).
const bookingOfMessage: FirestoreDataConverter<string | null> = {
  toFirestore: (): DocumentData => {
    throw new Error('This converter only reads');
  },
  fromFirestore: (snap: QueryDocumentSnapshot) => snap.ref.parent.parent?.id ?? null,
};

/**
 * Every unread message addressed to `uid`, across conversations, live: one
 * collection-group listener (index: messages receiverUid + readAt, collection
 * group) feeds the nav badge and the per-conversation counts. Rules let a
 * user list exactly the messages whose receiverUid is theirs. Until it loads,
 * or if it fails, nothing is unread.
 */
export function useUnreadMessages(uid: string): UnreadMessages {
  const unread = useLiveQuery(
    `unread-messages:${uid}`,
    (db) =>
      query(
        collectionGroup(db, 'messages').withConverter(bookingOfMessage),
        where('receiverUid', '==', uid),
        where('readAt', '==', null),
        limit(UNREAD_CAP),
      ),
    // fromCache turns false even when the server agrees with the cache (see `settled`).
    { label: 'Unread messages', includeMetadataChanges: true },
  );
  const bookingIds = unread.status === 'ready' ? unread.data : null;
  const settled = unread.status === 'ready' && !unread.fromCache;
  return useMemo(() => {
    if (!bookingIds) return NONE;
    const byBooking = new Map<string, number>();
    for (const bookingId of bookingIds) {
      if (bookingId) byBooking.set(bookingId, (byBooking.get(bookingId) ?? 0) + 1);
    }
    return { total: bookingIds.length, byBooking, settled };
  }, [bookingIds, settled]);
}
